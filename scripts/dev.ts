import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { startTwin } from '@site/platform/twin';
import { reportCallsTo, simulateElevenLabsUnlessConfigured } from '@site/platform/voice-agent';
import { DEV_PORTS } from '../vite.federation';
import { REPO_ROOT, WORKSPACES } from '../repo-layout';

/**
 * `npm run dev`: a Vite dev server per app, the shell's at http://localhost:5170 as the one origin
 * (it proxies `/mfe/<name>/` to each remote's server and `/api` to the local twin's functions).
 * Editing the shell hot-swaps React components; editing a remote reloads the page.
 */
const children: ChildProcess[] = [];

// Without an ElevenLabs key the voice assistant talks to the simulated agent, as under `npm start`.
const voiceAgent = await simulateElevenLabsUnlessConfigured();
const twin = await startTwin({
  port: DEV_PORTS.api,
  dataDir: resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data'),
  // The pages come from the shell's dev server, which proxies `/api` here.
  siteOrigins: [`http://localhost:${DEV_PORTS.shell}`, `http://127.0.0.1:${DEV_PORTS.shell}`],
});
if (voiceAgent) reportCallsTo(voiceAgent, twin.url);

for (const app of WORKSPACES) {
  const child = spawn('npx', ['vite', '--configLoader', 'runner'], { cwd: resolve(REPO_ROOT, app), stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${app}] `;
  const relay = (stream: NodeJS.WritableStream) => (chunk: Buffer) => stream.write(chunk.toString().replace(/^(?=.)/gm, prefix));
  child.stdout?.on('data', relay(process.stdout));
  child.stderr?.on('data', relay(process.stderr));
  child.on('exit', (code) => code && console.error(`${prefix}exited with code ${code}`));
  children.push(child);
}

console.log(`\nDevelopment site: http://localhost:${DEV_PORTS.shell}  (API from the local twin at ${twin.url})\n`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  void Promise.all([twin.close(), voiceAgent?.close()]).then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
