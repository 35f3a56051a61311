import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { REMOTE_APPS, REMOTE_NAMES } from '@site/model';
import { buildId, buildInfo, DEV_PORTS, reloadOnRemoteChange, sharedVersions } from '../vite.federation';

/** The public origin of the site, for canonical URLs, hreflang and structured data. */
const siteOrigin = process.env.SITE_ORIGIN ?? 'https://synthra.ai';

export default defineConfig({
  base: '/',
  plugins: [react(), reloadOnRemoteChange(), buildInfo()],
  define: {
    __SITE_ORIGIN__: JSON.stringify(siteOrigin),
    __SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
    __BUILD_ID__: JSON.stringify(buildId()),
  },
  build: {
    target: 'esnext',
    sourcemap: 'hidden',
  },
  server: {
    port: DEV_PORTS.shell,
    strictPort: true,
    // In development the shell's server is the one origin, as CloudFront is in the cloud.
    proxy: {
      ...Object.fromEntries(REMOTE_NAMES.map((name) => [REMOTE_APPS[name].basePath.replace(/\/$/, ''), `http://localhost:${DEV_PORTS[name]}`])),
      '/api': `http://localhost:${DEV_PORTS.api}`,
    },
  },
});
