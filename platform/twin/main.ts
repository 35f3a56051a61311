import { join, resolve } from 'node:path';
import { startTwin } from './twin';
import { defaultLayout, REPO_ROOT } from '../../repo-layout';
import { openReleases, readPointer, storeRelease } from '../release/commands';
import { reportCallsTo, simulateElevenLabsUnlessConfigured } from './voice-agent/stand-in';

/**
 * `npm start` ends here: the built site on one port (PORT, default 8080), with its data under
 * DATA_DIR (default `.data/`), which survives restarts. The site is served from the release store
 * in `DATA_DIR/releases` (`npm run release`); a store with no release yet gets the build in the
 * working tree as its first, stable release. Without ELEVENLABS_API_KEY the voice assistant talks
 * to a simulated agent on another loopback port.
 */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data');
const releasesDir = join(dataDir, 'releases');

const releases = openReleases(releasesDir, 'npm start');
if (!readPointer(releases).pointer) {
  const layout = defaultLayout();
  const appDirs = { shell: layout.shellDir, ...layout.remoteDirs };
  const { release } = storeRelease(releases, { pagesDir: layout.pagesDir, appDirs }, 'the build in the working tree');
  console.log(`Release ${release.id} (the working tree's build) is stable.`);
}

const voiceAgent = await simulateElevenLabsUnlessConfigured();
const twin = await startTwin({ port, host, dataDir, releasesDir, extraConnectSources: voiceAgent ? [voiceAgent.wsOrigin] : [] });
if (voiceAgent) reportCallsTo(voiceAgent, twin.url);
console.log(`The site is running at ${twin.url} (data in ${dataDir}). Press Ctrl+C to stop.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([twin.close(), voiceAgent?.close()]).then(() => process.exit(0));
  });
}
