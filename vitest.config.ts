import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The content lints: the copy's facts, people, sentences, glossary, typography, translations and
 * the spec's strings, checked over every page's text in four languages; each collection's
 * structure checks; every document against its schema; and the generated catalogue against the
 * folders, so an editor who adds a case or changes a page is warned by `npm run lint:content`.
 */
const CONTENT_LINTS = [
  ...['facts', 'people', 'content-sentences', 'glossary', 'typography', 'translations', 'spec-strings'].map((name) => `tests/unit/${name}.test.ts`),
  'mfe-content/src/content/content.test.ts',
  'mfe-products/src/content/product-content.test.ts',
  'mfe-products/src/content/sample-report.test.ts',
  'mfe-products/src/pages/content/pricing-content.test.ts',
  'shell/src/content/pages.test.ts',
  'scripts/catalogue.test.ts',
  'scripts/lib/check-collections.test.ts',
];

/**
 * Unit and component tests. Browser code runs in happy-dom; Lambda, twin and script code in Node;
 * the CDK app in its own project because synthesis is slow; the content lints in their own. End-to-end suites run in Playwright.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // A worker per core: Vitest's default (one fewer) leaves a two-core machine one, while many files
    // wait on loopback servers and timers (the Lambdas' 481 tests: 514 s on one, 400 s on two).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          setupFiles: ['./tests/setup/web.ts'],
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'shell/src/**/*.test.{ts,tsx}', 'mfe-*/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', ...CONTENT_LINTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'agent/**/*.test.ts',
            'lambdas/**/*.test.ts',
            'platform/**/*.test.ts',
            'infra/ops/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', ...CONTENT_LINTS],
          // The twin's simulated voice speaks three times as fast as a person, so the tests that wait out its lines are quick.
          env: { TWIN_SPEECH_PACE: '3' },
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // `npm run lint:content`: what an editor runs after changing copy.
          name: 'content',
          environment: 'node',
          include: CONTENT_LINTS,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          environment: 'node',
          include: ['infra/test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
