import {
  answerEstimateTool,
  answerProductFacts,
  API_PATHS,
  estimateToolRequestSchema,
  productFactsRequestSchema,
  type ProductFactsDocument,
} from '@site/contracts';
// The products' documents as `npm run agent -- generate` wrote them, bundled into the function (never read from a repository at run time).
import productFacts from '../../agent/product_facts.json' with { type: 'json' };
import { requireAgentToolKey } from '../shared/agent-tool-key';
import { apiHandler, jsonResponse, parseJson, parsePayload, readRawBody } from '../shared/http';
import { logger } from '../shared/powertools';

const PRODUCT_DOCUMENTS = productFacts.documents as readonly ProductFactsDocument[];

/**
 * The voice agent's server tools that answer from the site's own facts, which ElevenLabs calls
 * during a conversation with the agent's tool key (`shared/agent-tool-key.ts`): the estimate of a
 * month for the volume the visitor described, from the price list and the pricing page's calculator
 * (`answerEstimateTool` of the contracts, which the twin's local agent answers with too), and a
 * product's facts from its document (`/api/agent-product-facts`, `answerProductFacts`). A call
 * without the key is refused before its body is parsed.
 */
export const handler = apiHandler(async (event) => {
  // The body's media type and size first, as every route checks them; its content only once the key holds.
  const rawBody = readRawBody(event);
  await requireAgentToolKey(event);
  if (event.resource === API_PATHS.productFactsTool) {
    const answer = answerProductFacts(PRODUCT_DOCUMENTS, parsePayload(productFactsRequestSchema, parseJson(rawBody)));
    logger.info('product facts answered', { product: answer.product, topic: answer.topic });
    return jsonResponse(200, answer);
  }
  const request = parsePayload(estimateToolRequestSchema, parseJson(rawBody));
  const answer = answerEstimateTool(request);
  // The volume is the visitor's words: only what was priced is logged.
  logger.info('estimate answered', { product: answer.product, kind: answer.kind, total: answer.total });
  return jsonResponse(200, answer);
});
