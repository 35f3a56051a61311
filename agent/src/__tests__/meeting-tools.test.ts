import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AGENT_TOOL_KEY_HEADER,
  API_PATHS,
  BOOK_MEETING_TOOL_NAME,
  bookMeetingToolParameters,
  bookMeetingToolParametersSchema,
  CALL_BOOK_MEETING_TOOL_NAME,
  CALL_CONVERSATION_FIELD,
  CALL_CONVERSATION_VARIABLE,
  CALL_MEETING_TIMES_TOOL_NAME,
  callBookMeetingRequestSchema,
  callMeetingTimesRequestSchema,
  MEETING_TIMES_TOOL_NAME,
  meetingTimesToolParameters,
  REQUESTED_CALL,
} from '@site/contracts';
import { AGENT_CONFIG_FILE, AGENT_TOOLS, toolConfigFile } from '../agent-definition';
import { AGENT_DIR, generateProject } from '../project-files';
import { PUSHED_IDS } from './pushed-ids';

const committed = (path: string) => JSON.parse(readFileSync(join(AGENT_DIR, path), 'utf8')) as Record<string, any>;

describe('the meeting tools of the site’s assistant', () => {
  it('are client tools of the agent, declared with exactly the schemas the widget parses their calls with', () => {
    const tools = committed('tools.json').tools as { type: string; config: string }[];
    for (const name of [MEETING_TIMES_TOOL_NAME, BOOK_MEETING_TOOL_NAME]) {
      expect(AGENT_TOOLS.map((tool) => tool.name)).toContain(name);
      expect(tools).toContainEqual(expect.objectContaining({ type: 'client', config: toolConfigFile(name) }));
    }
    const times = committed(toolConfigFile(MEETING_TIMES_TOOL_NAME));
    expect(times).toMatchObject({ type: 'client', name: MEETING_TIMES_TOOL_NAME, expects_response: true });
    expect(times.parameters).toEqual(meetingTimesToolParameters());
    const book = committed(toolConfigFile(BOOK_MEETING_TOOL_NAME));
    expect(book).toMatchObject({ type: 'client', name: BOOK_MEETING_TOOL_NAME, expects_response: true });
    expect(book.parameters).toEqual(bookMeetingToolParameters());
    expect([...book.parameters.required].sort()).toEqual(['email', 'name', 'start']);
    // What an agent following the declaration sends, the widget accepts; without the visitor's e-mail it refuses.
    const start = '2026-12-01T10:00:00+02:00';
    expect(bookMeetingToolParametersSchema.safeParse({ start, name: 'Оксана', email: 'oksana@example.com' }).success).toBe(true);
    expect(bookMeetingToolParametersSchema.safeParse({ start, name: 'Оксана' }).success).toBe(false);
  });

  it('are used as the prompt says: times offered from the tool, confirmed, booked only after a yes, fresh times after a taken one', () => {
    const prompt: string = committed(AGENT_CONFIG_FILE).conversation_config.agent.prompt.prompt;
    expect(prompt).toContain('# Booking a meeting with a manager');
    expect(prompt).toContain(`Call ${MEETING_TIMES_TOOL_NAME}. Offer the two or three times it answers`);
    expect(prompt).toContain(`Never offer a time ${MEETING_TIMES_TOOL_NAME} did not answer`);
    expect(prompt).toContain(`Only after a clear yes, call ${BOOK_MEETING_TOOL_NAME}`);
    expect(prompt).toMatch(/name and e-mail exactly as the visitor said or typed them\. Never use a name or an e-mail from anywhere else/);
    expect(prompt).toMatch(/taken or is past, say so and offer the fresh times it answered/);
    expect(prompt).toContain('Never say a meeting is booked before the tool answered that it is.');
    // A call Lumi places has no widget to answer client tools: the prompt sends the agent to the phone's server tools there.
    expect(prompt).toContain(
      `On a call you place (the call_origin field is "${REQUESTED_CALL}") no browser answers the tools above: book with ${CALL_MEETING_TIMES_TOOL_NAME} and ${CALL_BOOK_MEETING_TOOL_NAME} instead`,
    );
    // The agent may take an e-mail for the invitation; nothing else beyond the contact.
    expect(prompt).toContain('an e-mail for a meeting’s invitation, are all you take');
  });

  it('on a call Lumi places, are the server tools the site’s API answers: keyed, the conversation filled in by ElevenLabs, the rest as the routes parse it', async () => {
    const tools = committed('tools.json').tools as { type: string; config: string }[];
    const routes = [
      { name: CALL_MEETING_TIMES_TOOL_NAME, path: API_PATHS.agentMeetingTimes, fields: Object.keys(callMeetingTimesRequestSchema.shape) },
      { name: CALL_BOOK_MEETING_TOOL_NAME, path: API_PATHS.agentMeetings, fields: Object.keys(callBookMeetingRequestSchema.shape) },
    ];
    const pushed = await generateProject(PUSHED_IDS);
    for (const { name, path, fields } of routes) {
      expect(AGENT_TOOLS).toContainEqual(expect.objectContaining({ name, type: 'webhook' }));
      expect(tools).toContainEqual({ type: 'webhook', config: toolConfigFile(name) });
      const tool = committed(toolConfigFile(name));
      expect(tool).toMatchObject({
        type: 'webhook',
        name,
        tool_error_handling_mode: 'passthrough',
        api_schema: { url: `https://synthra.ai${path}`, method: 'POST' },
      });
      const body = tool.api_schema.request_body_schema;
      // Exactly the fields the route parses, all required; the conversation's id is ElevenLabs' to fill, never the model's.
      expect(Object.keys(body.properties).sort()).toEqual([...fields].sort());
      expect([...body.required].sort()).toEqual([...fields].sort());
      expect(body.properties[CALL_CONVERSATION_FIELD]).toEqual({ type: 'string', dynamic_variable: CALL_CONVERSATION_VARIABLE });
      // Once a push stored the key as a workspace secret, the tool sends it in the header the route checks.
      const withKey = JSON.parse(pushed.get(toolConfigFile(name))!) as Record<string, any>;
      expect(withKey.api_schema.request_headers).toEqual({ [AGENT_TOOL_KEY_HEADER]: { secret_id: PUSHED_IDS.toolKeySecret } });
    }
    const book = committed(toolConfigFile(CALL_BOOK_MEETING_TOOL_NAME)).api_schema.request_body_schema.properties;
    for (const field of ['start', 'name', 'email']) expect(book[field].description).toBeTruthy();
    // What an agent following the declaration sends, the route accepts.
    const sent = { conversation_id: 'conv_1', start: '2026-12-01T10:00:00+02:00', name: 'Оксана', email: 'oksana@example.com' };
    expect(callBookMeetingRequestSchema.safeParse(sent).success).toBe(true);
    expect(callBookMeetingRequestSchema.safeParse({ ...sent, email: '' }).success).toBe(false);
    const prompt: string = committed(AGENT_CONFIG_FILE).conversation_config.agent.prompt.prompt;
    expect(prompt).toContain(
      `ask them to spell the e-mail, then spell it back and ask whether it is right. Pass ${CALL_BOOK_MEETING_TOOL_NAME} the name and the address exactly as they said them`,
    );
    expect(prompt).toContain('Offer the meeting once the person has said they asked for the call');
  });

  it('have conversation tests: the times looked up with the tool, and no booking without the visitor’s e-mail', async () => {
    const files = await generateProject(PUSHED_IDS);
    const lookedUp = JSON.parse(files.get('test_configs/meeting-times-are-looked-up.json')!) as Record<string, any>;
    expect(lookedUp.tool_call_parameters.referenced_tool).toEqual({ id: PUSHED_IDS.tools[MEETING_TIMES_TOOL_NAME], type: 'client' });
    const needsEmail = JSON.parse(files.get('test_configs/meeting-needs-the-visitors-email.json')!) as Record<string, any>;
    expect(needsEmail.success_condition).toContain(`does not call ${BOOK_MEETING_TOOL_NAME} yet, and does not suggest or make up an e-mail address`);
  });
});
