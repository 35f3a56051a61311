import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { AGENT_TOOL_KEY_HEADER } from '@site/contracts';
import { headerValue } from './headers';
import { HttpError } from './http';
import { logger } from './powertools';
import { agentToolsKey } from './read-settings';

/**
 * The voice agent's server tools are called by ElevenLabs with the key the agent's tool configs
 * name (a workspace secret, the same value as the `agentTools` secret here). A call without it is
 * refused before its body is parsed.
 */
const WRONG_KEY = new HttpError(401, { error: 'invalid_tool_key', message: `the ${AGENT_TOOL_KEY_HEADER} header does not hold the agent's tool key` });

/** Whether the header holds the key, compared in constant time. */
function holdsKey(sent: string | undefined, key: string): boolean {
  if (!sent) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(key)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses (401, or 503 while none is configured) a call that does not carry the agent's tool key. */
export async function requireAgentToolKey(event: APIGatewayProxyEvent): Promise<void> {
  const key = await agentToolsKey();
  if (!key) throw new HttpError(503, { error: 'tool_key_not_configured', message: "the agent's tool key is not configured here" });
  if (!holdsKey(headerValue(event.headers, AGENT_TOOL_KEY_HEADER), key)) {
    logger.warn('agent tool call refused: no key, or a wrong one');
    throw WRONG_KEY;
  }
}
