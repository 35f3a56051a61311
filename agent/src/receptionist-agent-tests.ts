import { AGENT_VARIABLES, ASSISTANT_PERSONAS, BOOKING_TOOL_NAME, DEMO_VARIABLES } from '@site/contracts';
import { PAGE_VARIABLE } from './agent-prompt';

/**
 * The conversation tests of the Lumi demo's receptionist keeping the caller's one visit: "actually,
 * can we move it to 11?" moves it with `book_slot` (action move), "cancel it" cancels it, another
 * time named without saying it replaces the visit is asked about rather than booked twice, and a
 * word that opens a sentence ("Sorry, …") is never taken for the caller's name.
 */

const turn = (role: 'user' | 'agent', message: string, timeInCallSecs: number) => ({ role, message, time_in_call_secs: timeInCallSecs });
const clientTool = (toolIds: Readonly<Record<string, string>>, name: string) =>
  toolIds[name] ? { referenced_tool: { id: toolIds[name], type: 'client' } } : {};

/** The Lumi demo as a visitor on the Lumi AI page starts it: a clinic's receptionist, with the day's free times. */
export const CLINIC_DEMO = {
  [PAGE_VARIABLE]: '/products/lumi-ai',
  [AGENT_VARIABLES.persona]: ASSISTANT_PERSONAS.siteAssistant,
  [AGENT_VARIABLES.channel]: 'voice',
  [DEMO_VARIABLES.business]: 'clinic',
  [DEMO_VARIABLES.businessName]: 'Harbour Family Clinic',
  [DEMO_VARIABLES.schedule]: 'Friday, 27 November. Free times: 09:00, 09:30, 10:30, 11:00, 14:00, 15:30, 16:00.',
};
export const CLINIC_GREETING = 'Harbour Family Clinic, this is Lumi speaking. How can I help you?';

/** The caller booked 10:30 as Anna, and the tool said so. */
const BOOKED_AT_HALF_TEN = [
  turn('agent', CLINIC_GREETING, 0),
  turn('user', 'Hi, could I see a GP tomorrow at 10:30? My name is Anna Kowalska.', 5),
  turn('agent', 'Done, Anna: you’re booked for tomorrow, Friday, at 10:30. Anything else?', 11),
];

/** An ElevenLabs conversation test as `agent-tests.ts` lists them (`AgentTest`, which imports these: typed here by shape). */
interface ReceptionistAgentTest {
  readonly name: string;
  readonly type: 'llm' | 'tool';
  config(toolIds: Readonly<Record<string, string>>): Record<string, unknown>;
}

export const RECEPTIONIST_AGENT_TESTS: readonly ReceptionistAgentTest[] = [
  {
    name: 'receptionist-moves-the-visit',
    type: 'tool',
    config: (toolIds) => ({
      name: `Asked to move a visit to 11, the receptionist moves it with ${BOOKING_TOOL_NAME} (action move), never books a second one`,
      type: 'tool',
      dynamic_variables: CLINIC_DEMO,
      chat_history: [...BOOKED_AT_HALF_TEN, turn('user', 'Actually, can we move it to 11?', 16)],
      tool_call_parameters: {
        ...clientTool(toolIds, BOOKING_TOOL_NAME),
        parameters: [
          { path: 'action', eval: { type: 'exact', expected_value: 'move' } },
          { path: 'time', eval: { type: 'exact', expected_value: '11:00' } },
        ],
        verify_absence: false,
      },
      check_any_tool_matches: true,
    }),
  },
  {
    name: 'receptionist-cancels-the-visit',
    type: 'tool',
    config: (toolIds) => ({
      name: `Asked to cancel, the receptionist cancels the visit with ${BOOKING_TOOL_NAME} (action cancel)`,
      type: 'tool',
      dynamic_variables: CLINIC_DEMO,
      chat_history: [...BOOKED_AT_HALF_TEN, turn('user', 'Something came up, sorry. Please cancel it.', 16)],
      tool_call_parameters: {
        ...clientTool(toolIds, BOOKING_TOOL_NAME),
        parameters: [{ path: 'action', eval: { type: 'exact', expected_value: 'cancel' } }],
        verify_absence: false,
      },
      check_any_tool_matches: true,
    }),
  },
  {
    name: 'receptionist-asks-before-a-second-visit',
    type: 'llm',
    config: () => ({
      name: 'A caller who holds a visit and names another time is asked whether to move it, not booked twice',
      type: 'llm',
      dynamic_variables: CLINIC_DEMO,
      chat_history: [...BOOKED_AT_HALF_TEN, turn('user', 'And 14:00?', 16)],
      success_condition: `The agent, as the clinic’s receptionist, asks whether Anna wants her 10:30 visit moved to 14:00 (or moves it and says so); it does not book a second visit for 14:00 alongside the one at 10:30.`,
      success_examples: [{ type: 'success', response: 'You’re booked for 10:30 already. Shall I move your visit to 14:00?' }],
      failure_examples: [{ type: 'failure', response: 'Done, you’re booked for 10:30 and 14:00 tomorrow.' }],
    }),
  },
  {
    name: 'receptionist-takes-no-word-for-a-name',
    type: 'llm',
    config: () => ({
      name: 'A word that opens a sentence is not the caller’s name: without one, the receptionist asks for it',
      type: 'llm',
      dynamic_variables: CLINIC_DEMO,
      chat_history: [turn('agent', CLINIC_GREETING, 0), turn('user', 'Sorry, could you book me at 11 tomorrow?', 5)],
      success_condition: `The agent asks the caller for their name before booking 11:00, or books it without a name; it never calls the caller “Sorry” or uses any word of their sentence as their name.`,
      success_examples: [{ type: 'success', response: '11:00 is free. What name shall I put the visit under?' }],
      failure_examples: [{ type: 'failure', response: 'Done, Sorry: you’re booked for tomorrow at 11:00.' }],
    }),
  },
];
