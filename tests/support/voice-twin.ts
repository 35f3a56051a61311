import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { startTwin, type Twin } from '@site/platform/twin';
import { reportCallsTo, simulateElevenLabsUnlessConfigured, type SimulatedAgent } from '@site/platform/voice-agent';
import { FakeTelegram } from '@site/stand-ins/fake-telegram';
import { openReleases, storeRelease } from '@site/platform/release';
import { defaultLayout } from '../../repo-layout';

/**
 * A twin of the site with the voice assistant's whole path on loopback, for the suites that steer
 * the agent or read what a conversation left behind: the simulated ElevenLabs agent (as `npm start`
 * wires it, its post-call webhook included), the managers' chat (Telegram's Bot API, so a test sees
 * what reached it), and the twin's database.
 */
export interface VoiceTwin {
  readonly twin: Twin;
  readonly agent: SimulatedAgent;
  readonly telegram: FakeTelegram;
  readonly db: DynamoDBDocumentClient;
  /** The twin's data directory, where the operator commands (`npm run personal-data`) find its running database. */
  readonly dataDir: string;
  /** The messages the managers' chat received about a conversation. */
  managersToldOf(conversationId: string): { readonly text: string }[];
  /** Stops everything and restores the environment it set. */
  close(): Promise<void>;
}

const ENVIRONMENT = [
  'ELEVENLABS_API_URL',
  'ELEVENLABS_API_KEY',
  'ELEVENLABS_AGENT_ID',
  'ELEVENLABS_TEXT_AGENT_ID',
  'ELEVENLABS_PHONE_NUMBER_ID',
  'ELEVENLABS_WEBHOOK_SECRET',
  'TELEGRAM_API_URL',
  'TELEGRAM_BOT_TOKEN',
  'TELEGRAM_CHAT_ID',
  'NOTIFICATION_CHANNEL',
] as const;

export interface VoiceTwinOptions {
  /**
   * Serve the site as `npm start` and CloudFront do: the build stored as a release, every request
   * through the edge function's release routing (without, the twin serves the build directories).
   */
  readonly servedFromRelease?: boolean;
}

export async function startVoiceTwin(options: VoiceTwinOptions = {}): Promise<VoiceTwin> {
  const saved = Object.fromEntries(ENVIRONMENT.map((name) => [name, process.env[name]]));
  delete process.env.ELEVENLABS_API_KEY;
  const agent = (await simulateElevenLabsUnlessConfigured(() => undefined))!;
  const telegram = await new FakeTelegram().start();
  Object.assign(process.env, { TELEGRAM_API_URL: telegram.url, TELEGRAM_BOT_TOKEN: '1:e2e', TELEGRAM_CHAT_ID: '1' });
  const dataDir = mkdtempSync(join(tmpdir(), 'voice-twin-'));
  let releasesDir: string | undefined;
  if (options.servedFromRelease) {
    releasesDir = join(dataDir, 'releases');
    const layout = defaultLayout();
    await storeRelease(openReleases(releasesDir, 'e2e'), { pagesDir: layout.pagesDir, appDirs: { shell: layout.shellDir, ...layout.remoteDirs } }, 'the build');
  }
  const twin = await startTwin({ dataDir, releasesDir, backend: { log: () => undefined }, extraConnectSources: [agent.wsOrigin] });
  reportCallsTo(agent, twin.url);
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: twin.dynamodb.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  return {
    twin,
    agent,
    telegram,
    db,
    dataDir,
    managersToldOf: (conversationId) => telegram.accepted.filter((message) => message.text.includes(conversationId)),
    close: async () => {
      await twin.close();
      await agent.close();
      await telegram.stop();
      rmSync(dataDir, { recursive: true, force: true });
      for (const name of ENVIRONMENT) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    },
  };
}
