import { join, resolve } from 'node:path';
import { startTwin } from './twin';
import { defaultLayout, REPO_ROOT } from '../../repo-layout';
import { APP_NAMES, type AppName } from '@site/model';
import { contentBuildId, openReleases, promote, storeRelease } from '../release/commands';
import { reportCallsTo, simulateElevenLabsUnlessConfigured } from './voice-agent/stand-in';
import { simulateMeetingServicesUnlessConfigured } from './meeting-services';
import { mkdirSync } from 'node:fs';

/**
 * `npm start` ends here: the built site on one port (PORT, default 8080), with its data under
 * DATA_DIR (default `.data/`), which survives restarts. The site is served from the release store
 * in `DATA_DIR/releases` (`npm run release`). The build in the working tree is stored as a release
 * (its builds named by their contents) and, when it is new, made stable: `npm start` shows what was
 * just built, and the release commands act on it from there. Without ELEVENLABS_API_KEY the voice
 * assistant talks to a simulated agent on another loopback port; without calendars and SES configured,
 * meetings are written into a calendar stand-in and their e-mail lands in a mail stand-in's inbox.
 */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data');
const releasesDir = join(dataDir, 'releases');

const releases = openReleases(releasesDir, 'npm start');
const layout = defaultLayout();
const appDirs = { shell: layout.shellDir, ...layout.remoteDirs };
const buildIds = Object.fromEntries(APP_NAMES.map((app) => [app, contentBuildId(appDirs[app], app)])) as Record<AppName, string>;
const { release, added, stable } = await storeRelease(releases, { pagesDir: layout.pagesDir, appDirs }, 'the build in the working tree', buildIds);
if (added && !stable) await promote(releases, release.id, 'npm start: the build in the working tree');
if (added) console.log(`Release ${release.id} (the working tree's build) is stable.`);

const voiceAgent = await simulateElevenLabsUnlessConfigured();
mkdirSync(dataDir, { recursive: true });
const meetingServices = await simulateMeetingServicesUnlessConfigured(dataDir);
const twin = await startTwin({ port, host, dataDir, releasesDir, extraConnectSources: voiceAgent ? [voiceAgent.wsOrigin] : [] });
if (voiceAgent) reportCallsTo(voiceAgent, twin.url);
console.log(`The site is running at ${twin.url} (data in ${dataDir}). Press Ctrl+C to stop.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([twin.close(), voiceAgent?.close(), meetingServices.close()]).then(() => process.exit(0));
  });
}
