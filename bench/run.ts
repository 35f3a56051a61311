import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../repo-layout';
import { run } from '../scripts/lib/run';
import { benchWebVitals } from './web-vitals';

/**
 * `npm run bench`: not part of `npm test`. Builds, serves the local twin and measures the pages
 * (bench/results/web-vitals.*), then the backend under load (leads, the meeting times), a "call me now"
 * to the callee's phone ringing (bench/results/callback-ring.*), the assistant's
 * answers (a typed question to its answer on the twin, p50 and p95) and the estimate tool
 * (bench/results/assistant-answers.*), the held-out questions answered exactly per language
 * (bench/results/held-out-answers.*), and the Lambda bundle sizes.
 */
const results = resolve(REPO_ROOT, 'bench/results');
await mkdir(results, { recursive: true });

console.log('▶ web vitals (Lighthouse)');
const web = await benchWebVitals();
await writeFile(join(results, 'web-vitals.md'), web.markdown);
await writeFile(join(results, 'web-vitals.json'), `${JSON.stringify(web.json, null, 2)}\n`);
console.log(web.markdown);

console.log('▶ leads under load');
await run('npx', ['tsx', 'bench/leads-load.ts']);
console.log('▶ speed to lead: "call me now" to the phone ringing');
await run('npx', ['tsx', 'bench/callback-ring.ts']);
console.log('▶ meeting times under load');
await run('npx', ['tsx', 'bench/meeting-times.ts']);
console.log('▶ the assistant’s answers and the estimate tool');
await run('npx', ['tsx', 'bench/assistant-answers.ts']);
console.log('▶ the held-out questions of issue 70, answered exactly, per language');
await run('npx', ['tsx', 'bench/held-out-answers.ts']);
console.log('▶ Lambda bundle sizes');
await run('npx', ['tsx', 'lambdas/scripts/bundle-sizes.ts']);
console.log(`\nReports in ${results}`);
