import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CONTROL_ITEMS } from '../../tables';
import { giveBack, type AllowanceUnit } from '../counters';
import { documentClient, isConditionalCheckFailed, tableName } from '../dynamodb';
import type { ElevenLabsConversation } from '@site/contracts';
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

/**
 * Whether ElevenLabs' `conversation` may give back a place issued for `place.agentId` at
 * `place.signedAtMs`: the same agent's, started no earlier than the URL was signed (ElevenLabs
 * reports whole seconds), and no longer going (processing, done or failed: its socket is closed).
 */
export function endsPlace(place: Pick<KeptPlace, 'agentId' | 'signedAtMs'>, conversation: ElevenLabsConversation): boolean {
  return (
    conversation.agent_id === place.agentId &&
    conversation.status !== undefined &&
    !GOING.has(conversation.status) &&
    conversation.metadata.start_time_unix_secs >= Math.floor(place.signedAtMs / 1000)
  );
}

/** When ElevenLabs says a conversation is still going, asked again after these waits: the widget says "ended" as its socket closes, a moment before ElevenLabs has. */
export const LOOKUP_RETRY_WAITS_MS = [700, 1_500] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Gives back the place `place` for the conversation `conversationId`, once `lookUp` (ElevenLabs'
 * `GET /v1/convai/conversations/{id}`) says it is the place's agent's, started no earlier than the
 * place's URL was signed (to the second, as ElevenLabs reports it), and no longer going. True when
 * the units were given back.
 */
export async function releasePlace(place: string, conversationId: string, lookUp: () => Promise<ConversationLookup>): Promise<boolean> {
  const id = placeId(place);
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName('control'), Key: { id } }));
  const kept = Item as KeptPlace | undefined;
  if (!kept || kept.releasedFor) return false;

  let lookup = await lookUp();
  for (const waitMs of LOOKUP_RETRY_WAITS_MS) {
    if (lookup.found !== true || !GOING.has(lookup.conversation.status ?? '')) break;
    await wait(waitMs);
    lookup = await lookUp();
  }
  if (lookup.found !== true || !endsPlace(kept, lookup.conversation)) return false;

  // One place a conversation: the first place to claim it keeps it (the same place may ask again).
  if (
    !(await claim(`${ENDED_PREFIX}${conversationId}`, 'SET place = :place, expiresAt = :expires', 'attribute_not_exists(id) OR place = :place', {
      ':place': id,
    }))
  )
    return false;
  // One release a place.
  if (!(await claim(id, 'SET releasedFor = :conversation', 'attribute_exists(id) AND attribute_not_exists(releasedFor)', { ':conversation': conversationId })))
    return false;
  await Promise.all(kept.units.map((unit) => giveBack({ id: unit })));
  return true;
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
