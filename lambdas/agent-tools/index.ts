import { timingSafeEqual } from 'node:crypto';
import { AGENT_TOOL_KEY_HEADER, answerEstimateTool, estimateToolRequestSchema } from '@site/contracts';
import { headerValue } from '../shared/headers';
import { apiHandler, HttpError, jsonResponse, parseJson, parsePayload, readRawBody } from '../shared/http';
import { logger } from '../shared/powertools';
import { agentToolsKey } from '../shared/read-settings';

/**
 * The voice agent's server tools, which ElevenLabs calls during a conversation with the key the
 * agent's tool config names (a workspace secret, the same value as the `agentTools` secret here):
 * the estimate of a month for the volume the visitor described, from the price list and the
 * pricing page's calculator (`answerEstimateTool` of the contracts, which the twin's local agent
 * answers with too). A call without the key is refused before its body is parsed.
 */
const WRONG_KEY = new HttpError(401, { error: 'invalid_tool_key', message: `the ${AGENT_TOOL_KEY_HEADER} header does not hold the agent's tool key` });

/** Whether the header holds the key, compared in constant time. */
function holdsKey(sent: string | undefined, key: string): boolean {
  if (!sent) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(key)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export const handler = apiHandler(async (event) => {
  // The body's media type and size first, as every route checks them; its content only once the key holds.
  const rawBody = readRawBody(event);
  const key = await agentToolsKey();
  if (!key) throw new HttpError(503, { error: 'tool_key_not_configured', message: "the agent's tool key is not configured here" });
  if (!holdsKey(headerValue(event.headers, AGENT_TOOL_KEY_HEADER), key)) {
    logger.warn('agent tool call refused: no key, or a wrong one');
    throw WRONG_KEY;
  }
  const request = parsePayload(estimateToolRequestSchema, parseJson(rawBody));
  const answer = answerEstimateTool(request);
  // The volume is the visitor's words: only what was priced is logged.
  logger.info('estimate answered', { product: answer.product, kind: answer.kind, total: answer.total });
  return jsonResponse(200, answer);
});
