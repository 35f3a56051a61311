import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { REMOTE_APPS } from '@site/model';
import { buildId, devServer, remoteFederation } from '../vite.federation';

export default defineConfig({
  base: REMOTE_APPS.content.basePath,
  plugins: [
    react(),
    remoteFederation('content', {
      './CasesPage': './src/exposes/cases-page.ts',
      './CasePage': './src/exposes/case-page.ts',
      './BlogPage': './src/exposes/blog-page.ts',
      './ArticlePage': './src/exposes/article-page.ts',
      './TeamPage': './src/exposes/team-page.ts',
      './CaseHighlights': './src/exposes/case-highlights.ts',
      './TeamStrip': './src/exposes/team-strip.ts',
      './RelatedCases': './src/exposes/related-cases.ts',
    }),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  build: { target: 'esnext', sourcemap: 'hidden', rolldownOptions: { input: {} } },
  server: devServer('content'),
});
