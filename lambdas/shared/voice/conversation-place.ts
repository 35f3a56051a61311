import { createHash, randomBytes } from 'node:crypto';
import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CONTROL_ITEMS } from '../../tables';
import { giveBack, type AllowanceUnit } from '../counters';
import { documentClient, isConditionalCheckFailed, tableName } from '../dynamodb';
import type { ConversationSummary, ElevenLabsConversation } from '@site/contracts';
import type { ConversationLookup } from '../elevenlabs';

/**
 * A signed conversation's place among those open at once (shared/token-quota.ts counts them for the
 * agent's longest conversation, ten minutes, whatever its end): three short chats used to lock a
 * visitor out for that long. The token route answers a random place with the signed URL and keeps
 * its SHA-256 with the open-conversation units it took and when; the widget says "ended" with it,
 * and the units come back only when ElevenLabs says that a conversation of the same agent, started
 * after the place was issued, is no longer going. Each conversation gives back one place, and a place
 * is given back once: a stranger (who never sees the place) or a replay frees nothing, and a visitor
 * holding a conversation open cannot "end" it to open more.
 *
 * The widget also names its conversation to its place as the conversation starts (and again as it
 * ends): the control table then keeps `ended#<conversation>` → the place. So a conversation still
 * going when the widget said "ended", or whose end never reached the server (a closed laptop, a lost
 * request), gives its place back when ElevenLabs' post-call webhook brings its record, or when the
 * sweeper sees it ended in the agent's list, rather than when its ten minutes pass.
 */

const PLACE_PREFIX = `${CONTROL_ITEMS.voiceTokensPrefix}place#`;
const ENDED_PREFIX = `${CONTROL_ITEMS.voiceTokensPrefix}ended#`;
/** A place outlives any conversation signed with it (a URL expires in 15 minutes, a conversation lasts 10). */
const KEPT_MS = 24 * 60 * 60_000;

const placeId = (place: string) => `${PLACE_PREFIX}${createHash('sha256').update(place).digest('base64url')}`;
const expiry = (now: number) => Math.floor((now + KEPT_MS) / 1000);

/** Keeps a new place for the open-conversation units of a URL signed for `agentId` at `now`: the place, for the browser only. */
export async function issuePlace(units: readonly AllowanceUnit[], agentId: string, now = Date.now()): Promise<string> {
  const place = randomBytes(32).toString('base64url');
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName('control'),
      Key: { id: placeId(place) },
      UpdateExpression: 'SET units = :units, agentId = :agent, signedAtMs = :at, expiresAt = :expires',
      ExpressionAttributeValues: { ':units': units.map((unit) => unit.id), ':agent': agentId, ':at': now, ':expires': expiry(now) },
    }),
  );
  return place;
}

interface KeptPlace {
  readonly units: readonly string[];
  readonly agentId: string;
  readonly signedAtMs: number;
  readonly releasedFor?: string;
}

/** A conversation ElevenLabs still counts as going: its place is not given back for it. */
const GOING = new Set(['initiated', 'in-progress']);

/** A conversation as ElevenLabs reports it: its record (webhook, lookup) or its line in the agent's list (the sweeper's). */
type ReportedConversation =
  Pick<ElevenLabsConversation, 'agent_id' | 'status' | 'metadata'> | Pick<ConversationSummary, 'agent_id' | 'status' | 'start_time_unix_secs'>;

const startedAtSecs = (conversation: ReportedConversation) =>
  'metadata' in conversation ? conversation.metadata.start_time_unix_secs : conversation.start_time_unix_secs;

/**
 * Whether ElevenLabs' `conversation` may give back a place issued for `place.agentId` at
 * `place.signedAtMs`: the same agent's, started no earlier than the URL was signed (ElevenLabs
 * reports whole seconds), and no longer going (processing, done or failed: its socket is closed).
 */
export function endsPlace(place: Pick<KeptPlace, 'agentId' | 'signedAtMs'>, conversation: ReportedConversation): boolean {
  return (
    conversation.agent_id === place.agentId &&
    conversation.status !== undefined &&
    !GOING.has(conversation.status) &&
    startedAtSecs(conversation) >= Math.floor(place.signedAtMs / 1000)
  );
}

/** When ElevenLabs says a conversation is still going, asked again after these waits: the widget says "ended" as its socket closes, a moment before ElevenLabs has. */
export const LOOKUP_RETRY_WAITS_MS = [700, 1_500] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function keptPlace(id: string): Promise<KeptPlace | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName('control'), Key: { id } }));
  return Item as KeptPlace | undefined;
}

/** One place a conversation: the first place to name it keeps it (the same place may name it again). */
const bind = (id: string, conversationId: string) =>
  claim(`${ENDED_PREFIX}${conversationId}`, 'SET place = :place, expiresAt = :expires', 'attribute_not_exists(id) OR place = :place', { ':place': id });

/**
 * The widget's word that the conversation `conversationId` started with the URL `place` came with:
 * the conversation is bound to the place, so that its end gives the place back whoever learns of it
 * first (the widget, the post-call webhook, the sweeper). Nothing is looked up: a binding frees
 * nothing by itself, and a stranger never sees a place to bind. True when bound.
 */
export async function bindPlace(place: string, conversationId: string): Promise<boolean> {
  const id = placeId(place);
  const kept = await keptPlace(id);
  if (!kept || kept.releasedFor) return false;
  return bind(id, conversationId);
}

/**
 * Gives back the place `place` for the conversation `conversationId`, once `lookUp` (ElevenLabs'
 * `GET /v1/convai/conversations/{id}`) says it is the place's agent's, started no earlier than the
 * place's URL was signed (to the second, as ElevenLabs reports it), and no longer going. True when
 * the units were given back. The conversation is bound to the place first, so one still going after
 * the retries gives the place back when the webhook or the sweeper learns that it ended.
 */
export async function releasePlace(place: string, conversationId: string, lookUp: () => Promise<ConversationLookup>): Promise<boolean> {
  const id = placeId(place);
  const kept = await keptPlace(id);
  if (!kept || kept.releasedFor) return false;
  if (!(await bind(id, conversationId))) return false;

  let lookup = await lookUp();
  for (const waitMs of LOOKUP_RETRY_WAITS_MS) {
    if (lookup.found !== true || !GOING.has(lookup.conversation.status ?? '')) break;
    await wait(waitMs);
    lookup = await lookUp();
  }
  return lookup.found === true && release(id, kept, conversationId, lookup.conversation);
}

/** Gives back the units of the place item `id` for `conversationId`, which ElevenLabs reported as `conversation`: once a place. */
async function release(id: string, kept: KeptPlace, conversationId: string, conversation: ReportedConversation): Promise<boolean> {
  if (!endsPlace(kept, conversation)) return false;
  if (!(await claim(id, 'SET releasedFor = :conversation', 'attribute_exists(id) AND attribute_not_exists(releasedFor)', { ':conversation': conversationId })))
    return false;
  await Promise.all(kept.units.map((unit) => giveBack({ id: unit })));
  await settle(conversationId);
  return true;
}

/** Marks a conversation's binding as settled (its place given back, by it or before it): the sweeper reads it no more. */
const settle = (conversationId: string) => claim(`${ENDED_PREFIX}${conversationId}`, 'SET settled = :settled', 'attribute_exists(id)', { ':settled': true });

interface Binding {
  readonly id: string;
  readonly place: string;
  readonly settled?: boolean;
}

/** A conversation ElevenLabs reported, with its id. */
type EndedConversation = ReportedConversation & { readonly conversation_id: string };

/** Gives back the place a conversation that ended is bound to, if it holds one still. True when given back. */
async function releaseBound(binding: Binding, conversation: EndedConversation): Promise<boolean> {
  if (binding.settled || GOING.has(conversation.status ?? '')) return false;
  const kept = await keptPlace(binding.place);
  const released = !!kept && !kept.releasedFor && (await release(binding.place, kept, conversation.conversation_id, conversation));
  // A place given back already (or expired), or a conversation that can never give it back (another agent's, older): nothing to read again.
  if (!released && conversation.status !== undefined) await settle(conversation.conversation_id);
  return released;
}

/**
 * The post-call webhook's: ElevenLabs reported `conversation` ended, so the place it is bound to (if
 * the widget named it) comes back, once. True when given back.
 */
export async function releaseEndedConversation(conversation: EndedConversation): Promise<boolean> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName('control'), Key: { id: `${ENDED_PREFIX}${conversation.conversation_id}` } }),
  );
  return !!Item && releaseBound(Item as Binding, conversation);
}

/** DynamoDB's limit of keys in one BatchGetItem. */
const BATCH_GET_MAX_KEYS = 100;

/**
 * The sweeper's: of the agent's recent conversations that ended (its list), those bound to a place
 * not given back give it back. Read by key in batches; keys DynamoDB leaves unprocessed wait for the
 * next run. How many places came back.
 */
export async function releaseEndedConversations(conversations: readonly EndedConversation[]): Promise<number> {
  const ended = new Map(conversations.filter((conversation) => !GOING.has(conversation.status ?? '')).map((c) => [`${ENDED_PREFIX}${c.conversation_id}`, c]));
  const ids = [...ended.keys()];
  let released = 0;
  for (let start = 0; start < ids.length; start += BATCH_GET_MAX_KEYS) {
    const table = tableName('control');
    const answer = await documentClient().send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: ids.slice(start, start + BATCH_GET_MAX_KEYS).map((id) => ({ id })) } } }),
    );
    for (const binding of (answer.Responses?.[table] ?? []) as Binding[]) {
      if (await releaseBound(binding, ended.get(binding.id)!)) released += 1;
    }
  }
  return released;
}

/** A conditional update of a control item: false when its condition did not hold. */
async function claim(id: string, update: string, condition: string, values: Record<string, unknown>): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('control'),
        Key: { id },
        UpdateExpression: update,
        ConditionExpression: condition,
        ExpressionAttributeValues: { ...values, ...(update.includes(':expires') && { ':expires': expiry(Date.now()) }) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
