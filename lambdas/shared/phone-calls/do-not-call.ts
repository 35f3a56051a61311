import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CONTROL_ITEMS } from '../../tables';
import { documentClient, tableName } from '../dynamodb';
import { personKey } from '../personal-data/person-keys';
import { personalDataKey } from '../read-settings';

/**
 * The do-not-call list: numbers Lumi never rings and no manager is sent, whoever asks. A callee who
 * says in the call that they did not ask for it is listed (`recordCall`), and anyone may list a
 * number from the privacy page (`POST /api/do-not-call`). Kept in the control table by a keyed hash
 * of the number (the personal-data index's key), never in the clear, and without an expiry: the
 * request not to be called outlives every record, and an erasure keeps it, since it is how the
 * erasure's "do not call me" is honoured.
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

/** Whether a number (E.164) is on the list. */
export async function onDoNotCallList(e164: string): Promise<boolean> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName('control'), Key: { id: await itemId(e164) }, ProjectionExpression: 'id' }),
  );
  return Item !== undefined;
}
