import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../repo-layout';
import { ensureChromium } from './lib/chromium';
import { LAMBDA_NODE_VERSION, ensureLambdaNode } from './lib/lambda-node';
import { run, runCaptured } from './lib/run';

/**
 * Everything CI runs: typecheck, the code's format, the linter, the direction of dependencies, the style sheets' tokens and breakpoints, the OpenAPI document's lint, unit and component tests,
 * the voice agent's commands against the ElevenLabs stand-in, the production build, and the end-to-end suites on real Chromium against the local twin. Ends with one line that sums every
 * suite: `N passed, N failed`.
 */
interface Tally {
  passed: number;
  failed: number;
}
const tally: Tally = { passed: 0, failed: 0 };
const failures: string[] = [];

const seconds = (since: number): string => `${((Date.now() - since) / 1000).toFixed(0)} s`;

async function step(name: string, command: string, args: string[], cwd = REPO_ROOT): Promise<boolean> {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  try {
    await run(command, args, { cwd });
    console.log(`✓ ${name} in ${seconds(started)}`);
    return true;
  } catch (error) {
    console.log(`✗ ${name} in ${seconds(started)}`);
    failures.push(`${name}: ${(error as Error).message}`);
    return false;
  }
}

/**
 * The static checks: each is one single-threaded process, so they run a core's worth at a time,
 * each one's output printed whole when it ends. Each counts one passed or one failed.
 */
const STATIC_CHECKS: readonly (readonly [name: string, command: readonly [string, ...string[]]])[] = [
  ['types of the browser code (tsc)', ['npx', 'tsc', '-p', 'tsconfig.web.json']],
  ['types of the Node.js code (tsc)', ['npx', 'tsc', '-p', 'tsconfig.node.json']],
  ["types of the Lambdas' code without the DOM (tsc)", ['npx', 'tsc', '-p', 'tsconfig.lambdas.json']],
  ['code (ESLint)', ['npm', 'run', '--silent', 'lint']],
  ['format (Prettier)', ['npm', 'run', '--silent', 'format:check']],
  ['dependency direction and import cycles (dependency-cruiser)', ['npm', 'run', '--silent', 'deps:check']],
  ['style sheets (stylelint)', ['npm', 'run', '--silent', 'lint:css']],
  ["the API's OpenAPI document (Redocly)", ['npm', 'run', '--silent', 'lint:openapi']],
];

async function staticChecks(): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < STATIC_CHECKS.length) {
      const [name, [command, ...args]] = STATIC_CHECKS[next++]!;
      const result = await runCaptured(command, args, { cwd: REPO_ROOT });
      console.log(`\n▶ ${name}\n${result.output.trimEnd()}\n${result.ok ? '✓' : '✗'} ${name} in ${result.seconds.toFixed(0)} s`);
      if (result.ok) tally.passed += 1;
      else {
        tally.failed += 1;
        failures.push(`${name}: failed`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), STATIC_CHECKS.length) }, lane));
}

/**
 * Counts from a JSON report; a suite that could not report, or whose command failed with no failed
 * test in its report (a crash, a config error), counts as one failure.
 */
function count(name: string, ok: boolean, report: string, read: (json: unknown) => Tally): void {
  const path = resolve(REPO_ROOT, report);
  if (!existsSync(path)) {
    tally.failed += 1;
    failures.push(`${name}: no report was written`);
    return;
  }
  const result = read(JSON.parse(readFileSync(path, 'utf8')));
  tally.passed += result.passed;
  tally.failed += result.failed || (ok ? 0 : 1);
}

const VITEST_REPORT = '.vitest-result.json';
const LAMBDA_NODE_REPORT = '.vitest-lambdas-result.json';
const AGENT_REPORT = '.agent-result.json';
const E2E_REPORT = '.e2e-result.json';
for (const report of [VITEST_REPORT, LAMBDA_NODE_REPORT, AGENT_REPORT, E2E_REPORT]) rmSync(resolve(REPO_ROOT, report), { force: true });

await staticChecks();

const unitOk = await step('unit and component tests (Vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${VITEST_REPORT}`,
]);
count('vitest', unitOk, VITEST_REPORT, (json) => {
  const r = json as { numPassedTests: number; numFailedTests: number };
  return { passed: r.numPassedTests, failed: r.numFailedTests };
});

// The Lambdas' own tests again on the Node.js the Lambdas run on, while the tools run on the developer's.
const lambdaNode = await ensureLambdaNode().catch((error: Error) => {
  failures.push(`Node.js ${LAMBDA_NODE_VERSION}: ${error.message}`);
  return null;
});
if (lambdaNode) {
  const lambdasOk = await step(`Lambda tests on Node.js ${LAMBDA_NODE_VERSION}`, lambdaNode, [
    resolve(REPO_ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    'node',
    'lambdas',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${LAMBDA_NODE_REPORT}`,
  ]);
  count(`Lambda tests on Node.js ${LAMBDA_NODE_VERSION}`, lambdasOk, LAMBDA_NODE_REPORT, (json) => {
    const r = json as { numPassedTests: number; numFailedTests: number };
    return { passed: r.numPassedTests, failed: r.numFailedTests };
  });
} else if (process.platform === 'linux' && process.arch === 'x64') {
  tally.failed += 1;
}

// `npm run agent -- push|plan|test` with the official ElevenLabs CLI, against the loopback stand-in.
const agentOk = await step('ElevenLabs agent: push, plan and test against the stand-in', 'npx', ['tsx', 'agent/src/rehearsal.ts', AGENT_REPORT]);
count('agent rehearsal', agentOk, AGENT_REPORT, (json) => json as Tally);

let chromiumReady = true;
try {
  ensureChromium();
} catch (error) {
  chromiumReady = false;
  failures.push(`chromium: ${(error as Error).message}`);
}

const built = await step('production build', 'npm', ['run', '--silent', 'build']);

// The CDK app must synthesize offline, nag-clean, from the build it deploys.
if (built && (await step('CDK synth (cdk-nag AWS Solutions)', 'npm', ['run', '--silent', 'synth']))) tally.passed += 1;
else tally.failed += 1;
if (built && chromiumReady) {
  const e2eOk = await step('end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'playwright.config.ts'], resolve(REPO_ROOT, 'tests'));
  count('playwright', e2eOk, E2E_REPORT, (json) => {
    const stats = (json as { stats: { expected: number; unexpected: number; flaky: number } }).stats;
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  });
} else {
  tally.failed += 1;
  failures.push('end-to-end tests were not run');
}

if (failures.length) console.log(`\nFailures:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
const summary = `${tally.passed} passed, ${tally.failed} failed`;
// CI repeats this line last, after whatever npm prints when a script fails.
writeFileSync(resolve(REPO_ROOT, '.test-summary'), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(tally.failed ? 1 : 0);
