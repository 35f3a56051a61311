import { randomUUID } from 'node:crypto';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { API_FUNCTIONS, routesOf, SCHEDULED_FUNCTIONS, type FunctionSpec } from '@site/lambdas/functions';
import { localVariable, SETTINGS, TOPICS } from '@site/lambdas/settings';
import {
  importHandler,
  invocationScope,
  lambdaContext,
  serveReleaseEndpoints,
  useLocalDynamoDB,
  useLocalGeneratedSecrets,
  type InvocationScope,
} from '@site/lambdas/host';
import type { KeyValueStoreApi, ReleaseLedger } from '@site/model';
import type { ApiHandler, ApiRoute } from './api-gateway';

export interface BackendOptions {
  /** How often scheduled functions run; the cloud runs the sweeper every minute. */
  readonly scheduleIntervalMs?: number;
  /** Where the start-up summary goes. */
  readonly log?: (line: string) => void;
  /**
   * The release pointer and ledger the automatic rollback watches (the twin's release store): the
   * function reaches them through loopback stand-ins of the KeyValueStore and S3 APIs, with the
   * same SDK clients as in the cloud.
   */
  readonly releases?: { readonly kvs: KeyValueStoreApi; readonly ledger: ReleaseLedger };
}

/** What the twin names its stand-ins; the function reads them as it reads the deployed ones. */
const TWIN_RELEASE_POINTER = { arn: 'arn:aws:cloudfront::000000000000:key-value-store/twin-release-pointer', ledgerBucket: 'twin-release-ledger' } as const;

export interface LocalBackend {
  readonly routes: readonly ApiRoute[];
  /** Runs every scheduled function once now (after a run in progress), as its schedule would; for tests that move the clock. */
  runScheduled(): Promise<void>;
  close(): Promise<void>;
}

type ScheduledHandler = (event: ScheduledEvent, context: Context) => Promise<unknown>;

let running = 0;

/** Imports a function's handler inside an invocation scope, as Powertools' module set-up expects one. */
async function loadHandler<T>(spec: FunctionSpec, scope: InvocationScope): Promise<T> {
  return scope(`init-${spec.name}`, () => importHandler<T>(spec));
}

/**
 * The Lambda functions in this process, configured from the environment as the CDK app
 * configures them in the cloud: tables in the embedded DynamoDB, ElevenLabs and Telegram from
 * ELEVENLABS_* and TELEGRAM_* (see lambdas/README.md). Without a Telegram bot, notifications go to
 * this process's log. The functions read process-wide settings, so one backend serves a process.
 */
export async function startBackend(dynamodbEndpoint: string, options: BackendOptions = {}): Promise<LocalBackend> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (running > 0) log("[backend] another local backend runs in this process; the functions now use this one's DynamoDB");
  if (env(BOT_TOKEN) && !env(CHAT_ID)) throw new Error(`${CHAT_ID} must be set together with ${BOT_TOKEN}`);
  process.env[SETTINGS.notificationChannel.name] = env(BOT_TOKEN) ? 'telegram' : 'log';
  // EMF metric lines would only clutter a local log; CloudWatch is not there to read them.
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  const scope = await invocationScope();
  await useLocalDynamoDB(dynamodbEndpoint);
  useLocalGeneratedSecrets();
  const releaseEndpoints = options.releases ? await serveReleaseEndpoints(options.releases) : undefined;
  if (releaseEndpoints) {
    releaseEndpoints.use();
    process.env[SETTINGS.releaseKeyValueStoreArn.name] = TWIN_RELEASE_POINTER.arn;
    process.env[SETTINGS.releaseLedgerBucket.name] = TWIN_RELEASE_POINTER.ledgerBucket;
  }

  const routes: ApiRoute[] = [];
  for (const spec of API_FUNCTIONS) {
    const handler = await loadHandler<ApiHandler>(spec, scope);
    for (const path of routesOf(spec)) {
      routes.push({
        method: spec.method,
        path,
        functionName: spec.name,
        handler: (event, context) => scope(context.awsRequestId, () => handler(event, context)),
      });
    }
  }
  const schedules = await Promise.all(
    SCHEDULED_FUNCTIONS.map(async (spec) =>
      runOnSchedule(spec, await loadHandler<ScheduledHandler>(spec, scope), scope, options.scheduleIntervalMs ?? spec.rateMinutes * 60_000),
    ),
  );

  running += 1;
  log(`[backend] ${describeConfiguration()}`);
  return {
    routes,
    runScheduled: async () => {
      for (const schedule of schedules) await schedule.runNow();
    },
    close: async () => {
      await Promise.all(schedules.map((schedule) => schedule.stop()));
      await releaseEndpoints?.close();
      running -= 1;
    },
  };
}

interface Schedule {
  /** Waits for a run in progress, then runs once more. */
  runNow(): Promise<void>;
  /** Stops the timer and waits for the last run. */
  stop(): Promise<void>;
}

/** Runs a scheduled function every `intervalMs`, never two runs at once. */
function runOnSchedule(spec: FunctionSpec, handler: ScheduledHandler, scope: InvocationScope, intervalMs: number): Schedule {
  let current: Promise<void> | undefined;
  const run = () => {
    const context = lambdaContext(spec.name, spec.timeoutSeconds * 1000);
    current = scope(context.awsRequestId, () => handler(scheduledEvent(), context))
      .then(
        () => undefined,
        (error: unknown) => console.error(JSON.stringify({ level: 'ERROR', message: 'scheduled function failed', function: spec.name, error: String(error) })),
      )
      .finally(() => {
        current = undefined;
      });
    return current;
  };
  const timer = setInterval(() => {
    if (!current) void run();
  }, intervalMs);
  return {
    runNow: async () => {
      while (current) await current;
      await run();
    },
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}

function scheduledEvent(): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: new Date().toISOString(),
    region: process.env.AWS_REGION ?? 'local',
    resources: [],
    detail: {},
  };
}

/** The twin's stand-ins for the secrets and settings, by their names in the one table (`lambdas/settings.ts`). */
const BOT_TOKEN = localVariable('telegram', 'botToken');
const CHAT_ID = localVariable('telegram', 'chatId');
const API_KEY = localVariable('elevenlabs', 'apiKey');
const AGENT_ID = SETTINGS.elevenLabsAgentId.name;
const env = (name: string) => process.env[name]?.trim();

function describeConfiguration(): string {
  const notifications =
    env(SETTINGS.notificationChannel.name) === 'log'
      ? `notifications are written to this log (set ${BOT_TOKEN} and ${CHAT_ID} to send them to Telegram)`
      : `notifications go to Telegram chat ${env(CHAT_ID)}, and those it does not deliver in time ${
          process.env[TOPICS.managerDigest.arnEnv] ? `to the SNS topic ${process.env[TOPICS.managerDigest.arnEnv]}` : 'to this log as an e-mail digest'
        }`;
  const voice =
    env(API_KEY) && env(AGENT_ID)
      ? `voice tokens from ${env(SETTINGS.elevenLabsApiUrl.name) || SETTINGS.elevenLabsApiUrl.default} for agent ${env(AGENT_ID)}`
      : `the voice token endpoint answers 503 (set ${API_KEY} and ${AGENT_ID})`;
  return `${API_FUNCTIONS.length} API functions; ${notifications}; ${voice}.`;
}
