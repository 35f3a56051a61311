import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { REMOTE_APPS } from '@site/model';
import { buildId, devServer, remoteFederation } from '../vite.federation';

export default defineConfig({
  base: REMOTE_APPS.products.basePath,
  plugins: [
    react(),
    remoteFederation(
      'products',
      {
        './ProductPage': './src/exposes/product-page.ts',
        './ProductGrid': './src/exposes/product-grid.ts',
        './SampleReportPage': './src/exposes/sample-report-page.ts',
        './PricingPage': './src/exposes/pricing-page.ts',
        './IndustryPage': './src/exposes/industry-page.ts',
      },
      // The calculator's starter prices what a visitor types before the app has run.
      { starter: { entry: 'src/starter/calculator.ts' } },
    ),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  build: { target: 'esnext', sourcemap: 'hidden', rolldownOptions: { input: {} } },
  server: devServer('products'),
});
