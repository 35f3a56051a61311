import {
  BOOK_MEETING_TOOL_DESCRIPTION,
  BOOK_MEETING_TOOL_NAME,
  bookMeetingToolParameters,
  MEETING_TIMES_TOOL_DESCRIPTION,
  MEETING_TIMES_TOOL_NAME,
  meetingTimesToolParameters,
} from '@site/contracts';
import { callMeetingPrompt } from './call-meeting-tools';

/**
 * The assistant books a meeting with a manager in the conversation: the two client tools the voice
 * widget answers against the site's meetings API (`packages/contracts/src/meeting-tools.ts`), and
 * the prompt's rules for offering, confirming and booking.
 */

/** `meeting_times`: the next free times on the visitor's clock; the agent waits for them. */
export function meetingTimesToolConfig(): Record<string, unknown> {
  return {
    type: 'client',
    name: MEETING_TIMES_TOOL_NAME,
    description: MEETING_TIMES_TOOL_DESCRIPTION,
    parameters: meetingTimesToolParameters(),
    expects_response: true,
    response_timeout_secs: 15,
  };
}

/** `book_meeting`: books the chosen time; the agent waits for the booking or the fresh times. */
export function bookMeetingToolConfig(): Record<string, unknown> {
  return {
    type: 'client',
    name: BOOK_MEETING_TOOL_NAME,
    description: BOOK_MEETING_TOOL_DESCRIPTION,
    parameters: bookMeetingToolParameters(),
    expects_response: true,
    response_timeout_secs: 20,
  };
}

export const MEETING_CLIENT_TOOLS = [
  { name: MEETING_TIMES_TOOL_NAME, config: meetingTimesToolConfig },
  { name: BOOK_MEETING_TOOL_NAME, config: bookMeetingToolConfig },
] as const;

/** The prompt's section on booking a meeting, in the conversation (not in the receptionist demo, which books with its own tool). */
export function meetingPrompt(): string[] {
  const times = MEETING_TIMES_TOOL_NAME;
  const book = BOOK_MEETING_TOOL_NAME;
  return [
    '# Booking a meeting with a manager',
    `When the visitor wants a meeting, a demo or a call with a person at a set time (not the receptionist demo), book a 30-minute video meeting in the conversation instead of only promising a call back.`,
    `1. Call ${times}. Offer the two or three times it answers, saying each as its say field writes it (it is already on the visitor’s clock, in the page’s language; if the conversation switched to another language, say the same day and time in that one), and ask which suits them. Never offer a time ${times} did not answer, and never make one up. If it answers no times or an error, say that a manager will write to them and offer a call back instead.`,
    `2. Ask for the visitor’s name and e-mail, unless the visitor field of ${times} already holds them (from a form they sent): then read those back and ask whether to use them.`,
    `3. Before booking, read back the time, the name and the e-mail in one sentence, say that the invitation goes to that e-mail and that the privacy policy says how it is kept, and ask the visitor to confirm. On a call, spell the e-mail back.`,
    `4. Only after a clear yes, call ${book} with the time’s start exactly as ${times} gave it and the name and e-mail exactly as the visitor said or typed them. Never use a name or an e-mail from anywhere else, never guess or complete one.`,
    `5. Say what ${book} answered: if booked is true, the time, the manager’s name and that the invitation is on its way to the e-mail; if booked is false because the time was taken or is past, say so and offer the fresh times it answered; for any other reason, apologise and offer a call back.`,
    'Never say a meeting is booked before the tool answered that it is.',
    ...callMeetingPrompt(),
  ];
}
