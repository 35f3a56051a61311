import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { REMOTE_APPS, REMOTE_NAMES } from '@site/model';
import { buildId, buildInfo, DEV_PORTS, reloadOnRemoteChange, sharedVersions } from '../vite.federation';
import { LOADER_PATH } from './src/page-protocol';

/** The public origin of the site, for canonical URLs, hreflang and structured data. */
const siteOrigin = process.env.SITE_ORIGIN ?? 'https://synthra.ai';

export default defineConfig({
  base: '/',
  plugins: [react(), reloadOnRemoteChange(), buildInfo({ federationRuntime: './src/federation/federation-runtime.ts' }), startOnIntentLoader()],
  define: {
    __SITE_ORIGIN__: JSON.stringify(siteOrigin),
    __SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
    __BUILD_ID__: JSON.stringify(buildId()),
  },
  build: {
    target: 'esnext',
    sourcemap: 'hidden',
    // A font is always its own file: the content security policy loads fonts from 'self' only, and
    // Vite would inline a cut under 4 KB (the Polish latin-ext one) as a data: URI the browser refuses.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
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

/**
 * The loader of prerendered pages (`src/start/`), bundled alone and minified under its stable name
 * (`LOADER_PATH`), with the chunks it loads itself (the client signal's, web-vitals') under
 * `assets/`: a reading visit's only code, so it shares no chunk with the app.
 */
function startOnIntentLoader(): Plugin {
  return {
    name: 'site:start-on-intent',
    apply: 'build',
    async generateBundle() {
      const built = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { __BUILD_ID__: JSON.stringify(buildId()) },
        build: {
          write: false,
          target: 'esnext',
          minify: true,
          modulePreload: false,
          rolldownOptions: {
            input: resolve(import.meta.dirname, 'src/start/start-on-intent.ts'),
            output: {
              format: 'es',
              entryFileNames: LOADER_PATH.slice(1),
              chunkFileNames: 'assets/start-[name]-[hash].js',
              // V8's explicit compile hint (Chromium 136+; a comment to other engines), put on after
              // minifying: compile every function as the file loads. The listeners run first at the
              // visitor's first tap, where compiling them lazily cost 1–5 ms each at 4× CPU.
              postBanner: '//# allFunctionsCalledOnLoad',
            },
          },
        },
      });
      const outputs = (Array.isArray(built) ? built : [built]).flatMap((result) => ('output' in result ? result.output : []));
      const chunks = outputs.filter((file) => file.type === 'chunk');
      if (!chunks.some((chunk) => chunk.fileName === LOADER_PATH.slice(1))) throw new Error(`The loader was not built as ${LOADER_PATH}`);
      for (const chunk of chunks) this.emitFile({ type: 'asset', fileName: chunk.fileName, source: chunk.code });
    },
  };
}
