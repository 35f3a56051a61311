import { API_PATHS, callBookMeetingRequestSchema, callMeetingTimesRequestSchema } from '@site/contracts';
import { requireAgentToolKey } from '../shared/agent-tool-key';
import { apiHandler, jsonResponse, parseJson, parsePayload, readRawBody } from '../shared/http';
import { bookInCall, offerCallTimes, placedCall } from '../shared/meetings/call-meetings';

/**
 * The phone agent's meeting tools, which ElevenLabs calls in a call Lumi placed, with the agent's
 * tool key (`shared/agent-tool-key.ts`) and the conversation's id: the times to offer
 * (`/api/agent-meeting-times`) and the booking (`/api/agent-meetings`). What the call is, and what
 * the callee said in it, the site reads from the conversation itself (`shared/meetings/call-meetings.ts`).
 */
export const handler = apiHandler(async (event) => {
  // The body's media type and size first, as every route checks them; its content only once the key holds.
  const rawBody = readRawBody(event);
  await requireAgentToolKey(event);
  if (event.resource === API_PATHS.agentMeetingTimes) {
    const request = parsePayload(callMeetingTimesRequestSchema, parseJson(rawBody));
    return jsonResponse(200, await offerCallTimes(await placedCall(request.conversation_id)));
  }
  const request = parsePayload(callBookMeetingRequestSchema, parseJson(rawBody));
  return jsonResponse(200, await bookInCall(await placedCall(request.conversation_id), request));
});
