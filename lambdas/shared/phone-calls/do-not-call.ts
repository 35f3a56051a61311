import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CONTROL_ITEMS } from '../../tables';
import { documentClient, tableName } from '../dynamodb';
import { personKey } from '../personal-data/person-keys';
import { personalDataKey } from '../read-settings';

/**
 * The do-not-call list: numbers Lumi never rings, whoever asks. A callee who says in the call that
 * they did not ask for it is listed (`recordCall`), and anyone may list a number from the privacy
 * page (`POST /api/do-not-call`). Only the callee's own listing also keeps their number from the
 * managers: anyone can list anyone's number from the privacy page, so that listing must not silence
 * the person who gives their own number in a conversation (I5). Kept in the control table by a keyed hash
 * of the number (the personal-data index's key), never in the clear, and without an expiry: the
 * request not to be called outlives every record, and an erasure keeps it, since it is how the
 * erasure's "do not call me" is honoured. It is lifted only by the number's own callee, who says yes
 * in the one confirmation call a lift request from the privacy page has Lumi place.
 */
const PREFIX = `${CONTROL_ITEMS.phoneCallsPrefix}do-not-call#`;

/** Who listed a number: the callee in a call Lumi placed, or someone on the privacy page. */
export type DoNotCallSource = 'callee' | 'privacy-page';

async function itemId(e164: string): Promise<string> {
  return `${PREFIX}${personKey({ kind: 'phone', value: e164 }, await personalDataKey())}`;
}

/** Lists a number (E.164); listing it again keeps the first date and adds the source. */
export async function listDoNotCall(e164: string, source: DoNotCallSource, now = Date.now()): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName('control'),
      Key: { id: await itemId(e164) },
      UpdateExpression: 'SET listedAt = if_not_exists(listedAt, :now) ADD sources :source',
      ExpressionAttributeValues: { ':now': new Date(now).toISOString(), ':source': new Set([source]) },
    }),
  );
}

/** Who listed a number (E.164): none when it is not on the list. */
export async function doNotCallSources(e164: string): Promise<ReadonlySet<DoNotCallSource>> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName('control'), Key: { id: await itemId(e164) }, ProjectionExpression: 'id, sources' }),
  );
  return (Item?.sources as Set<DoNotCallSource> | undefined) ?? new Set();
}

/** Whether a number (E.164) is on the list: Lumi never rings it. */
export async function onDoNotCallList(e164: string): Promise<boolean> {
  return (await doNotCallSources(e164)).size > 0;
}

/** Whether the number's own callee asked Lumi never to call it again: no manager is sent it either. */
export async function calleeRefusedCalls(e164: string): Promise<boolean> {
  return (await doNotCallSources(e164)).has('callee');
}

/**
 * Takes a number (E.164) off the list, whoever listed it: only once the person who answered the one
 * confirmation call Lumi placed to it said yes in that call (`numberLiftedByItsCallee`).
 */
export async function unlistDoNotCall(e164: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName('control'), Key: { id: await itemId(e164) } }));
}
