import { answerEstimateTool, estimateToolRequestSchema } from '@site/contracts';
import { requireAgentToolKey } from '../shared/agent-tool-key';
import { apiHandler, jsonResponse, parseJson, parsePayload, readRawBody } from '../shared/http';
import { logger } from '../shared/powertools';

/**
 * The voice agent's estimate tool, which ElevenLabs calls during a conversation with the agent's
 * tool key (`shared/agent-tool-key.ts`): the estimate of a month for the volume the visitor
 * described, from the price list and the pricing page's calculator (`answerEstimateTool` of the
 * contracts, which the twin's local agent answers with too). A call without the key is refused
 * before its body is parsed.
 */
export const handler = apiHandler(async (event) => {
  // The body's media type and size first, as every route checks them; its content only once the key holds.
  const rawBody = readRawBody(event);
  await requireAgentToolKey(event);
  const request = parsePayload(estimateToolRequestSchema, parseJson(rawBody));
  const answer = answerEstimateTool(request);
  // The volume is the visitor's words: only what was priced is logged.
  logger.info('estimate answered', { product: answer.product, kind: answer.kind, total: answer.total });
  return jsonResponse(200, answer);
});
