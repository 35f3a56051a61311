import type { Language } from '@site/model';
import type { Receptionist } from './receptionist';
import { RECEPTIONIST_REPLIES } from './receptionist-replies';

/**
 * The post-call analysis' title and summary of a receptionist's conversation, as ElevenLabs' model
 * would write them from its transcript: what it did to the caller's visit (booked, moved, cancelled,
 * or nothing), and on a call Lumi placed whether the callee agreed to a manager's call back, so a
 * managers' notice of that call says what happened and never that no contact was left.
 */
export function receptionistOutcome(language: Language, desk: Receptionist, wantsContact: boolean): { title: string; text: string } {
  const { summary } = RECEPTIONIST_REPLIES[language];
  const text = summary.text(desk.outcome, desk.callerName);
  return { title: summary.title(desk.outcome), text: wantsContact ? `${text} ${summary.managerCalls}` : text };
}
