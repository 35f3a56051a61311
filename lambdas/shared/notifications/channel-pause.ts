import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CONTROL_ITEMS } from '../../tables';
import { documentClient, tableName } from '../dynamodb';

/**
 * The managers' chat paused for every sender (Telegram asked us to wait, or refuses the bot): one
 * item in the control table, which every container reads before it sends.
 */

const CHANNEL_ITEM = { id: CONTROL_ITEMS.notificationChannel } as const;

/** Until when (epoch ms) nothing may be sent to the managers' chat; undefined when it is open. */
export async function channelPausedUntil(now = Date.now()): Promise<number | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName('control'), Key: CHANNEL_ITEM, ConsistentRead: true }));
  const until = Number(Item?.pausedUntil ?? 0);
  return until > now ? until : undefined;
}

/** Stops every sender until `until`: Telegram asked us to wait, or refuses the bot or the chat. */
export async function pauseChannel(until: number, reason: string): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName('control'),
      Key: CHANNEL_ITEM,
      UpdateExpression: 'SET pausedUntil = :until, reason = :reason',
      ExpressionAttributeValues: { ':until': until, ':reason': reason.slice(0, 500) },
    }),
  );
}
