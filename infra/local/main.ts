import { resolve } from 'node:path';
import { startTwin } from './twin';
import { REPO_ROOT } from './site-layout';

/**
 * `npm start` ends here: the built site on one port (PORT, default 8080), with its data under
 * DATA_DIR (default `.data/`), which survives restarts.
 */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data');

const twin = await startTwin({ port, host, dataDir });
console.log(`The site is running at ${twin.url} (data in ${dataDir}). Press Ctrl+C to stop.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void twin.close().then(() => process.exit(0));
  });
}
