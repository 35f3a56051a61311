import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { REMOTE_APPS } from '@site/model';
import { buildId, devServer, remoteFederation } from '../vite.federation';

export default defineConfig({
  base: REMOTE_APPS.products.basePath,
  plugins: [
    react(),
    remoteFederation('products', {
      './ProductPage': './src/exposes/product-page.ts',
      './ProductGrid': './src/exposes/product-grid.ts',
      './SampleReportPage': './src/exposes/sample-report-page.ts',
      './PricingPage': './src/exposes/pricing-page.ts',
      './IndustryPage': './src/exposes/industry-page.ts',
    }),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  build: { target: 'esnext', sourcemap: 'hidden', rolldownOptions: { input: {} } },
  server: devServer('products'),
});
