import type { EvaluationCriterionId } from '@site/contracts';
import { meetingManager, type Language } from '@site/model';
import { managerTime, visitorWords, type ManagerWords } from '../notifications/manager-words';
import { managerMessage, type ManagerMessage } from '../notifications/messages';
import type { Outbox } from '../notifications/outbox';
import { threadRows } from '../notifications/thread-rows';
import type { VoiceCallSummary } from '../records/voice-call';
import type { StoredVoiceContact } from '../records/voice-contact';

/** The agent's evaluation criteria a call failed, as a manager reads them. */
function failedEvaluationsText(failed: readonly string[] | undefined, words: ManagerWords): string | undefined {
  if (!failed?.length) return undefined;
  const labels = words.call.evaluations;
  return failed.map((criterion) => (Object.hasOwn(labels, criterion) ? labels[criterion as EvaluationCriterionId] : criterion)).join('; ');
}

/** When the meeting booked in a call is, on its manager's clock, and with whom. */
function callMeetingText(meeting: NonNullable<VoiceCallSummary['meeting']>, words: ManagerWords & { readonly language: Language }): string {
  const manager = meetingManager(meeting.managerId);
  return words.call.meeting(managerTime(meeting.start, manager?.timeZone ?? 'UTC', words), manager?.name[words.language] ?? meeting.managerId);
}

/** A call's summary is the model's prose: cut so the message stays well inside Telegram's 4,096 characters. */
const SUMMARY_MAX_CHARS = 1_500;

function clipped(text: string | undefined, max: number): string | undefined {
  return text && text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * What a manager needs before calling back: who, which number, and what the caller wanted (the
 * call's summary). The summary and the page come from the call, which a caller steers: free text.
 */
export function voiceContactMessage(contact: StoredVoiceContact): ManagerMessage {
  const call = contact.call;
  const language = call?.language ?? contact.language;
  // The shared chat, before any manager has the caller: in the call's language, which whoever calls back speaks.
  const words = visitorWords(language);
  const { labels } = words;
  return managerMessage(call?.phoneCall ? words.call.phoneTitle : words.call.title, [
    [labels.channel, call?.phoneCall && words.call.channels[call.phoneCall.direction], 'fact'],
    [labels.name, contact.userName || words.call.noName, 'name'],
    [labels.phone, contact.phone, 'phone'],
    ...threadRows(contact.thread, words),
    [labels.topic, clipped(call?.summaryTitle, 200), 'free-text'],
    // What the caller asked for, in their words: when to call, and the volume a quote is for.
    [labels.callBackAt, clipped(call?.callBackTime, 200), 'free-text'],
    [labels.volume, clipped(call?.volume, 200), 'free-text'],
    // A call from the Lumi demo: what it did, so the manager knows what the caller has tried.
    [labels.demoBooking, call?.demoBooking && words.call.demoBooking(call.demoBooking), 'fact'],
    // The meeting the callee booked in the call: its own notice went to the chat when it was booked.
    [labels.meetingBooked, call?.meeting && callMeetingText(call.meeting, words), 'fact'],
    [labels.invitationEmail, call?.meeting?.email, 'email'],
    [labels.talkedAbout, clipped(call?.summary, SUMMARY_MAX_CHARS), 'free-text'],
    // Before the call back: what the agent may have said that the manager must correct.
    [labels.checkFailed, failedEvaluationsText(call?.failedEvaluations, words), 'fact'],
    [labels.page, call?.pagePath, 'free-text'],
    [labels.conversation, contact.conversationId, 'fact'],
    [labels.duration, words.call.seconds(Math.round(call?.durationSeconds ?? contact.durationSeconds)), 'fact'],
    [labels.language, language, 'fact'],
    [labels.time, contact.createdAt, 'fact'],
  ]);
}

/** The voice contacts' table as an outbox: each confirmed contact carries its own notification. */
export const VOICE_CONTACTS_OUTBOX: Outbox = {
  id: 'voiceContacts',
  table: 'voiceContacts',
  message: (item) => voiceContactMessage(item as StoredVoiceContact),
  // An early copy the sweeper gave up waiting on (contacts.ts, parkEarlyCopy) is replayed as held, for its record to decide.
  parkedByWriter: { attribute: 'parkedWhileHeld', status: 'held' },
};
