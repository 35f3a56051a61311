import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/chromium';
import { LOOPBACK_LIMITS } from './support/loopback-limits';

// The twins the suites start in their workers' processes have the config's twin's limits too.
Object.assign(process.env, LOOPBACK_LIMITS);

/** The end-to-end suites run against the local twin serving the production build. */
const PORT = Number(process.env.E2E_PORT ?? 4319);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  // One browser at a time: on a two-core machine two workers' Chromiums slow each other down more
  // than they overlap (32 page tests: 69 s with one worker, 81 s with two).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.e2e-result.json' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // Recording a trace costs every action a DOM snapshot (a quarter of the suite's time); CI prints
    // each failure's error context instead.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  webServer: {
    // Every run starts from empty tables, so no earlier run's data (or schema) leaks into this one.
    command: `node -e "require('node:fs').rmSync(process.env.DATA_DIR, { recursive: true, force: true })" && npx tsx platform/twin/main.ts`,
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    // One data directory per port: runs from other checkouts on other ports share the machine's tmp.
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR ?? join(tmpdir(), `site-e2e-data-${PORT}`),
      ...LOOPBACK_LIMITS,
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
