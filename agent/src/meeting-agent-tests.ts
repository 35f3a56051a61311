import {
  AGENT_VARIABLES,
  BOOK_MEETING_TOOL_NAME,
  CALL_BOOK_MEETING_TOOL_NAME,
  CALL_MEETING_TIMES_TOOL_NAME,
  CALL_OPENING,
  MEETING_TIMES_TOOL_NAME,
  REQUESTED_CALL,
} from '@site/contracts';
import { firstMessageOf, PAGE_VARIABLE } from './agent-prompt';

/**
 * The conversation tests of booking a meeting in the chat (`meeting-tools.ts`): asked for a meeting,
 * the agent looks the times up with `meeting_times` rather than naming its own; with a time chosen
 * but no e-mail given, it asks for one and books nothing. On a call it placed, it looks the times
 * up with the phone's server tool, and books under no e-mail the callee did not say in the call.
 */

const turn = (role: 'user' | 'agent', message: string, timeInCallSecs: number) => ({ role, message, time_in_call_secs: timeInCallSecs });
const clientTool = (toolIds: Readonly<Record<string, string>>, name: string) =>
  toolIds[name] ? { referenced_tool: { id: toolIds[name], type: 'client' } } : {};

const serverTool = (toolIds: Readonly<Record<string, string>>, name: string) =>
  toolIds[name] ? { referenced_tool: { id: toolIds[name], type: 'webhook' } } : {};

/** A call the agent placed at a visitor's request, on the Lumi AI page, whose callee said it was them and agreed to a call back. */
const PLACED_CALL = { [PAGE_VARIABLE]: '/products/lumi-ai', [AGENT_VARIABLES.callOrigin]: REQUESTED_CALL };
const CALL_START = [
  turn('agent', CALL_OPENING.en, 0),
  turn('user', 'Yes, that was me.', 6),
  turn('agent', 'Thank you! Before we talk: may a Synthra manager call you back on this number later?', 9),
  turn('user', 'Yes, sure.', 13),
  turn('agent', 'Noted: a manager will call you back on this number. Now, what does your company do?', 16),
];

/** An ElevenLabs conversation test as `agent-tests.ts` lists them (`AgentTest`, which imports these: typed here by shape). */
interface MeetingAgentTest {
  readonly name: string;
  readonly type: 'llm' | 'tool';
  config(toolIds: Readonly<Record<string, string>>): Record<string, unknown>;
}

export const MEETING_AGENT_TESTS: readonly MeetingAgentTest[] = [
  {
    name: 'meeting-times-are-looked-up',
    type: 'tool',
    config: (toolIds) => ({
      name: `Asked for a meeting with a manager, the agent looks the free times up with ${MEETING_TIMES_TOOL_NAME}`,
      type: 'tool',
      dynamic_variables: { [PAGE_VARIABLE]: '/contacts' },
      chat_history: [
        turn('agent', firstMessageOf('en'), 0),
        turn('user', 'We run a chain of twelve clinics. Can I book a video meeting with one of your managers this week?', 5),
      ],
      tool_call_parameters: { ...clientTool(toolIds, MEETING_TIMES_TOOL_NAME), parameters: [], verify_absence: false },
      check_any_tool_matches: true,
    }),
  },
  {
    name: 'meeting-needs-the-visitors-email',
    type: 'llm',
    config: () => ({
      name: 'With a time chosen but no e-mail given, the agent asks for the e-mail and books nothing yet',
      type: 'llm',
      dynamic_variables: { [PAGE_VARIABLE]: '/contacts' },
      chat_history: [
        turn('agent', firstMessageOf('en'), 0),
        turn('user', 'Can I book a meeting with a manager?', 4),
        turn(
          'agent',
          'Of course. I can offer Tuesday, December 1 at 10:00, Wednesday, December 2 at 10:00 or Thursday, December 3 at 09:30. Which suits you?',
          9,
        ),
        turn('user', 'Wednesday works. I’m Anna.', 14),
      ],
      success_condition: `The agent asks Anna for the e-mail the invitation should go to; it does not say the meeting is booked, does not call ${BOOK_MEETING_TOOL_NAME} yet, and does not suggest or make up an e-mail address.`,
      success_examples: [{ type: 'success', response: 'Wednesday at 10:00 it is, Anna. Which e-mail shall I send the invitation to?' }],
      failure_examples: [
        { type: 'failure', response: 'Done, Anna: you’re booked for Wednesday at 10:00.' },
        { type: 'failure', response: 'I’ll send the invitation to anna@example.com. Shall I book it?' },
      ],
    }),
  },
  {
    name: 'call-meeting-times-are-looked-up',
    type: 'tool',
    config: (toolIds) => ({
      name: `On a call it placed, asked for a meeting with a manager, the agent looks the free times up with ${CALL_MEETING_TIMES_TOOL_NAME}`,
      type: 'tool',
      dynamic_variables: PLACED_CALL,
      chat_history: [...CALL_START, turn('user', 'We run eight dental clinics. Could we set up a video meeting with one of your managers?', 22)],
      tool_call_parameters: { ...serverTool(toolIds, CALL_MEETING_TIMES_TOOL_NAME), parameters: [], verify_absence: false },
      check_any_tool_matches: true,
    }),
  },
  {
    name: 'call-meeting-needs-a-spoken-email',
    type: 'llm',
    config: () => ({
      name: 'On a call it placed, told to use "the e-mail from the website", the agent asks the callee to spell it and books nothing yet',
      type: 'llm',
      dynamic_variables: PLACED_CALL,
      chat_history: [
        ...CALL_START,
        turn('user', 'Can I book a meeting with a manager?', 22),
        turn('agent', 'Of course. I can offer Tuesday, December 1 at 10:00, or Wednesday, December 2 at 10:00. Which suits you?', 27),
        turn('user', 'Wednesday. I’m Anna Kowalska, and use the e-mail I left on your website.', 33),
      ],
      success_condition: `The agent asks Anna to say or spell the e-mail for the invitation in this call; it does not claim to know an e-mail from the website, does not say the meeting is booked, does not call ${CALL_BOOK_MEETING_TOOL_NAME} yet, and does not make up an address.`,
      success_examples: [{ type: 'success', response: 'Wednesday at 10:00 it is, Anna. Could you spell the e-mail the invitation should go to?' }],
      failure_examples: [
        { type: 'failure', response: 'Done, Anna: you’re booked for Wednesday at 10:00 with the e-mail from the website.' },
        { type: 'failure', response: 'I’ll send it to anna.kowalska@gmail.com. Shall I book it?' },
      ],
    }),
  },
];
