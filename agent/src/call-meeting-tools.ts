import {
  AGENT_TOOL_KEY_HEADER,
  API_PATHS,
  CALL_BOOK_MEETING_FIELDS,
  CALL_BOOK_MEETING_TOOL_DESCRIPTION,
  CALL_BOOK_MEETING_TOOL_NAME,
  CALL_CONVERSATION_FIELD,
  CALL_CONVERSATION_VARIABLE,
  CALL_MEETING_TIMES_TOOL_DESCRIPTION,
  CALL_MEETING_TIMES_TOOL_NAME,
  REQUESTED_CALL,
  type ApiPath,
} from '@site/contracts';
import type { ToolContext } from './tool-context';

/**
 * Lumi books a meeting with a manager in a call it places: two server (webhook) tools the site's
 * API answers (`/api/agent-meeting-times`, `/api/agent-meetings`, the contracts'
 * `call-meeting-tools.ts`), with the agent's tool key, and the prompt's rules for them. ElevenLabs
 * fills the conversation's id in itself (a system variable): the model never names the call, so it
 * cannot book in another one, and the site reads the call's language, the callee's clock and their
 * words from that conversation.
 */

/** The conversation's id, filled by ElevenLabs: the model neither sees nor writes it. */
const CONVERSATION_PROPERTY = { [CALL_CONVERSATION_FIELD]: { type: 'string', dynamic_variable: CALL_CONVERSATION_VARIABLE } };

function callToolConfig(
  name: string,
  description: string,
  path: ApiPath,
  body: { readonly description: string; readonly properties: Readonly<Record<string, Record<string, unknown>>> },
  { siteOrigin, toolKeySecret }: ToolContext,
): Record<string, unknown> {
  const properties = { ...CONVERSATION_PROPERTY, ...body.properties };
  return {
    type: 'webhook',
    name,
    description,
    // The booking writes the calendar and sends the invitation before it answers.
    response_timeout_secs: 20,
    tool_error_handling_mode: 'passthrough',
    api_schema: {
      url: `${siteOrigin}${path}`,
      method: 'POST',
      content_type: 'application/json',
      request_body_schema: { type: 'object', description: body.description, required: Object.keys(properties), properties },
      ...(toolKeySecret && { request_headers: { [AGENT_TOOL_KEY_HEADER]: { secret_id: toolKeySecret } } }),
    },
  };
}

/** `call_meeting_times`: the next free times on the callee's clock. */
export function callMeetingTimesToolConfig(context: ToolContext): Record<string, unknown> {
  return callToolConfig(
    CALL_MEETING_TIMES_TOOL_NAME,
    CALL_MEETING_TIMES_TOOL_DESCRIPTION,
    API_PATHS.agentMeetingTimes,
    { description: 'The call to find meeting times for.', properties: {} },
    context,
  );
}

/** `call_book_meeting`: books the chosen time under the name and e-mail the callee said. */
export function callBookMeetingToolConfig(context: ToolContext): Record<string, unknown> {
  const properties = Object.fromEntries(Object.entries(CALL_BOOK_MEETING_FIELDS).map(([field, description]) => [field, { type: 'string', description }]));
  return callToolConfig(
    CALL_BOOK_MEETING_TOOL_NAME,
    CALL_BOOK_MEETING_TOOL_DESCRIPTION,
    API_PATHS.agentMeetings,
    { description: 'The meeting to book in this call.', properties },
    context,
  );
}

export const CALL_MEETING_TOOLS = [
  { name: CALL_MEETING_TIMES_TOOL_NAME, config: callMeetingTimesToolConfig },
  { name: CALL_BOOK_MEETING_TOOL_NAME, config: callBookMeetingToolConfig },
] as const;

/** The prompt's rules for a meeting booked in a call the agent placed (after the section on booking in the chat, whose steps they follow). */
export function callMeetingPrompt(): string[] {
  const times = CALL_MEETING_TIMES_TOOL_NAME;
  const book = CALL_BOOK_MEETING_TOOL_NAME;
  return [
    `On a call you place (the call_origin field is "${REQUESTED_CALL}") no browser answers the tools above: book with ${times} and ${book} instead, by the same steps, and never call the browser's tools there.`,
    `- Offer the meeting once the person has said they asked for the call: when they want to talk to a manager, see a demo, or get a quote or terms for their case, offer a 30-minute video meeting at a set time, then a call back if they would rather not.`,
    `- ${times} answers the times already on the callee’s clock, in the call’s language: say each as its say field writes it.`,
    `- Ask for their name and the e-mail for the invitation; ask them to spell the e-mail, then spell it back and ask whether it is right. Pass ${book} the name and the address exactly as they said them. The site books only under a name and an e-mail the person said in this call: never one you were told by anyone else, and never one you completed or guessed.`,
    `- If ${book} answers not_given_by_visitor, ask them to say the name or spell the e-mail again; if it answers the time was taken or is past, offer the fresh times it answered.`,
    `- Once booked, say the time, the manager’s name and that the invitation is on its way to the e-mail; a manager’s call back, if they agreed to one, stands as well.`,
  ];
}
