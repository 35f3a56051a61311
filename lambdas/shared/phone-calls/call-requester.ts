import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { CONTROL_ITEMS } from '../../tables';
import type { Requester } from '../client-network';
import { documentClient, tableName } from '../dynamodb';

/**
 * Who asked for the Lumi call a conversation is (the requester's network, /16 and provider, never
 * the address), kept by the conversation's id in the control table while the call may still go on:
 * a meeting booked in the call counts against that requester's meeting allowances as a form's
 * booking does, and carries its network and provider for the operators' batch cancel.
 */
const PREFIX = `${CONTROL_ITEMS.phoneCallsPrefix}requester#`;
/** Longer than any call lasts. */
const KEPT_SECONDS = 24 * 60 * 60;

export async function noteCallRequester(conversationId: string, requester: Requester, now = Date.now()): Promise<void> {
  const { network, wide, provider } = requester;
  await documentClient().send(
    new PutCommand({
      TableName: tableName('control'),
      Item: { id: `${PREFIX}${conversationId}`, network, wide, provider, expiresAt: Math.floor(now / 1000) + KEPT_SECONDS },
    }),
  );
}

/** The requester of the call `conversationId` names; undefined for a call placed before requesters were kept. */
export async function callRequester(conversationId: string): Promise<Requester | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName('control'), Key: { id: `${PREFIX}${conversationId}` } }));
  return Item ? { network: String(Item.network), wide: String(Item.wide), provider: String(Item.provider) } : undefined;
}
