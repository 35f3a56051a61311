import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { hostFederation } from '../vite.federation';

/** The public origin of the site, for canonical URLs, hreflang and structured data. */
const siteOrigin = process.env.SITE_ORIGIN ?? 'https://synthra.ai';

export default defineConfig({
  base: '/',
  plugins: [react(), hostFederation(['./src/federation/fetch-timeout-plugin.ts'])],
  define: {
    __SITE_ORIGIN__: JSON.stringify(siteOrigin),
  },
  build: {
    target: 'esnext',
    sourcemap: true,
  },
  server: { port: 5170, strictPort: true },
});
