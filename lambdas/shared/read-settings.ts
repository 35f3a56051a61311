import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import * as z from 'zod/mini';
import { localVariable, SECRETS, SETTINGS, type SecretId, type SettingId } from '../settings';

/**
 * Reads what `lambdas/settings.ts` declares, so handlers need not know where it lives: plain
 * settings from the environment, secrets from Secrets Manager when their ARN is set (the cloud) or
 * else from the plain variables that stand in for them (the twin).
 */

/** Secrets are read once per container and again after this many seconds, to pick up rotation. */
export const SECRET_MAX_AGE_SECONDS = 300;

type SettingWithDefault = { [Id in SettingId]: (typeof SETTINGS)[Id] extends { default: string } ? Id : never }[SettingId];

export function readSetting(id: SettingWithDefault): string;
export function readSetting(id: SettingId): string | undefined;
export function readSetting(id: SettingId): string | undefined {
  const spec: { name: string; default?: string } = SETTINGS[id];
  const value = process.env[spec.name]?.trim();
  return value || spec.default;
}

/**
 * A secret's value: undefined where no secret is set (the twin), null while the secret has no value
 * yet. The stack creates the secrets without one, so that no deployment can ever write over the
 * keys operators put there; Secrets Manager answers such a secret ResourceNotFoundException.
 */
async function readSecret<Schema extends z.ZodMiniType>(id: SecretId, schema: Schema): Promise<z.output<Schema> | null | undefined> {
  const { arnEnv, jsonShape } = SECRETS[id];
  const arn = process.env[arnEnv];
  if (!arn) return undefined;
  let raw: unknown;
  try {
    raw = await getSecret(arn, { maxAge: SECRET_MAX_AGE_SECONDS });
  } catch (error) {
    if (hasNoValue(error)) return null;
    throw error;
  }
  // Parsed here rather than by Powertools' json transform, whose errors quote the value.
  let value: unknown;
  try {
    value = JSON.parse(typeof raw === 'string' ? raw : '');
  } catch {
    value = undefined;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`The secret in ${arnEnv} must be JSON like ${jsonShape}`);
  return parsed.data;
}

function localValue(id: SecretId, field: string): string | undefined {
  return process.env[localVariable(id, field)]?.trim() || undefined;
}

function hasNoValue(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { name?: unknown } | undefined) : undefined;
  return cause?.name === 'ResourceNotFoundException';
}

export interface TelegramSettings {
  readonly apiUrl: string;
  readonly botToken: string;
  readonly chatId: string;
}

// Operators fill the secrets; no value, or empty values, mean "not configured yet".
const telegramSecret = z.object({
  botToken: z.string().check(z.trim()),
  chatId: z.pipe(z.union([z.string().check(z.trim()), z.number()]), z.transform(String)),
});

/** The bot and chat that receive manager notifications, or undefined when none is configured. */
export async function telegramSettings(): Promise<TelegramSettings | undefined> {
  const apiUrl = readSetting('telegramApiUrl');
  const secret = await readSecret('telegram', telegramSecret);
  if (secret?.botToken && secret.chatId) return { apiUrl, botToken: secret.botToken, chatId: secret.chatId };
  if (secret !== undefined) return undefined;
  const botToken = localValue('telegram', 'botToken');
  const chatId = localValue('telegram', 'chatId');
  if (!botToken) return undefined;
  if (!chatId) throw new Error(`${localVariable('telegram', 'chatId')} must be set together with ${localVariable('telegram', 'botToken')}`);
  return { apiUrl, botToken, chatId };
}

export interface ElevenLabsSettings {
  readonly apiUrl: string;
  readonly apiKey: string;
  readonly agentId: string;
  /** The text-only agent typed chats are signed for, when configured. */
  readonly textAgentId?: string;
  /** The configured agents and the further allowed ones. */
  readonly allowedAgentIds: readonly string[];
}

const elevenLabsSecret = z.object({ apiKey: z.string().check(z.trim()) });

/** The site's agent, its text-only agent and the further allowed ones; empty when no agent is configured. */
export function allowedAgentIds(): readonly string[] {
  const agentId = readSetting('elevenLabsAgentId');
  if (!agentId) return [];
  const others = [readSetting('elevenLabsTextAgentId'), ...readSetting('elevenLabsAllowedAgentIds').split(',')].map((id) => id.trim()).filter(Boolean);
  return [agentId, ...others];
}

/** The key and agents for signed URLs, or undefined when the voice assistant is not configured. */
export async function elevenLabsSettings(): Promise<ElevenLabsSettings | undefined> {
  const [agentId] = allowedAgentIds();
  const secret = await readSecret('elevenlabs', elevenLabsSecret);
  const apiKey = secret === undefined ? localValue('elevenlabs', 'apiKey') : secret?.apiKey;
  if (!agentId || !apiKey) return undefined;
  const textAgentId = readSetting('elevenLabsTextAgentId').trim();
  return { apiUrl: readSetting('elevenLabsApiUrl'), apiKey, agentId, ...(textAgentId && { textAgentId }), allowedAgentIds: allowedAgentIds() };
}

/** How many voice tokens may be signed per UTC day, site-wide; a typo must not silently lift or zero the cap. */
export function voiceTokensPerDay(): number {
  return wholeNumberSetting('voiceTokensPerDay');
}

/** How many voice tokens one client network may get per UTC day. */
export function voiceTokensPerClientPerDay(): number {
  return wholeNumberSetting('voiceTokensPerClientPerDay');
}

type WholeNumberSettingId =
  | 'voiceTokensPerDay'
  | 'voiceTokensPerClientPerDay'
  | 'voiceConversationsOpenPerNetwork'
  | 'voiceConversationsAtOnce'
  | 'leadsPerNetworkPerHour'
  | 'voiceContactsPerNetworkPerHour'
  | 'voiceFeedbackPerNetworkPerHour'
  | 'phoneCallsPerNetworkPerHour'
  | 'phoneCallsPerHour'
  | 'phoneCallMinutesPerDay'
  | 'phoneCallMaxMinutes'
  | 'meetingsPerNetworkPerHour'
  | 'meetingsPerProviderPerDay'
  | 'meetingsPerEmail'
  | 'meetingsPerEmailDomainPerDay'
  | 'meetingsPerHour'
  | 'meetingTimesPerNetworkPerHour'
  | 'meetingFreeBusyCacheSeconds';

/** A whole-number setting; a typo must not silently lift or zero a limit. */
export function wholeNumberSetting(id: WholeNumberSettingId): number {
  const raw = readSetting(id);
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value)) throw new Error(`${SETTINGS[id].name} must be a whole number, not '${raw}'`);
  return value;
}

const webhookSecretSchema = z.object({ secret: z.string().check(z.trim()) });

/** The signing secret of ElevenLabs' post-call webhook, or undefined while none is configured. */
export async function elevenLabsWebhookSecret(): Promise<string | undefined> {
  const secret = await readSecret('elevenlabs-webhook', webhookSecretSchema);
  if (secret === undefined) return localValue('elevenlabs-webhook', 'secret');
  return secret?.secret || undefined;
}

const agentToolsSecret = z.object({ key: z.string().check(z.trim()) });

/** The key ElevenLabs sends with the agent's server tools, or undefined while none is configured. */
export async function agentToolsKey(): Promise<string | undefined> {
  const secret = await readSecret('agentTools', agentToolsSecret);
  if (secret === undefined) return localValue('agentTools', 'key');
  return secret?.key || undefined;
}

const edgeKeySecret = z.object({ k: z.string().check(z.trim(), z.minLength(16)) });

/** The edge's signing key (`SECRETS.edgeKey`): Secrets Manager, or its local variable on the twin; undefined while neither is set. */
export async function edgeSigningKey(): Promise<string | undefined> {
  const secret = await readSecret('edgeKey', edgeKeySecret);
  return (secret === undefined ? localValue('edgeKey', 'k') : secret?.k) || undefined;
}

const personalDataSecret = z.object({ hmacKey: z.string().check(z.trim(), z.minLength(16)) });

/** The key of the keyed hash that indexes a person's records (Secrets Manager, or its local variable on the twin). */
export async function personalDataKey(): Promise<string> {
  const secret = await readSecret('personalData', personalDataSecret);
  const key = secret === undefined ? localValue('personalData', 'hmacKey') : secret?.hmacKey;
  if (!key)
    throw new Error(`The personal-data key is not configured: set ${SECRETS.personalData.arnEnv} (or ${localVariable('personalData', 'hmacKey')} on the twin)`);
  return key;
}

const meetingLinksSecret = z.object({ linkKey: z.string().check(z.trim()) });

/** The key that signs meeting links and the lead cookie (`SECRETS.meetingLinks`). */
export async function meetingLinkKey(): Promise<string> {
  const secret = await readSecret('meetingLinks', meetingLinksSecret);
  const key = secret === undefined ? localValue('meetingLinks', 'linkKey') : secret?.linkKey;
  if (!key)
    throw new Error(`The meeting link key is not configured: set ${SECRETS.meetingLinks.arnEnv} (or ${localVariable('meetingLinks', 'linkKey')} on the twin)`);
  return key;
}

const googleCredentials = z.object({ clientEmail: z.string().check(z.minLength(1)), privateKey: z.string().check(z.minLength(1)) });
const caldavCredentials = z.record(z.string(), z.object({ username: z.string(), password: z.string() }));
const meetingCalendarsSecret = z.object({ google: z.optional(googleCredentials), caldav: z.optional(caldavCredentials) });
export type MeetingCalendarCredentials = z.output<typeof meetingCalendarsSecret>;

/** How to reach the managers' calendars (`SECRETS.meetingCalendars`); empty while none is configured. */
export async function meetingCalendarCredentials(): Promise<MeetingCalendarCredentials> {
  const secret = await readSecret('meetingCalendars', meetingCalendarsSecret);
  if (secret !== undefined) return secret ?? {};
  const local = (field: 'google' | 'caldav') => {
    const raw = localValue('meetingCalendars', field);
    return raw === undefined ? undefined : (JSON.parse(raw) as unknown);
  };
  const parsed = meetingCalendarsSecret.safeParse({ google: local('google'), caldav: local('caldav') });
  if (!parsed.success)
    throw new Error(
      `${localVariable('meetingCalendars', 'google')} and ${localVariable('meetingCalendars', 'caldav')} must be JSON like ${SECRETS.meetingCalendars.jsonShape}`,
    );
  return parsed.data;
}
