import { callSummary, heardContact, keepVoiceCall, readVoiceCall, voiceCallRecord, type StoredVoiceCall, type VoiceCallSummary } from './voice-calls';
import { checkConversation } from './voice-verification';

/**
 * What a stored voice contact's conversation says of it. A manager is told only of a phone the
 * agent itself passed to save_contact, as the conversation's record shows once the call ended:
 * the record the post-call webhook kept, or else a lookup of the conversation once ElevenLabs
 * says it is done (which is then kept too, so a missed webhook loses nothing).
 */
export type ContactJudgement =
  /** `userName`: the name the agent passed with the phone, which is what a manager is told (null: none). */
  | { readonly kind: 'heard'; readonly call: VoiceCallSummary; readonly userName: string | null }
  /** The conversation is not ours, or its record does not show this phone: never sent. */
  | { readonly kind: 'denied'; readonly reason: string }
  /** No record yet: the call goes on, or ElevenLabs cannot be asked. Asked again later. */
  | { readonly kind: 'waiting'; readonly reason: string };

export const NOT_HEARD = "the conversation's record shows no save_contact call with this phone";

/** The conversation's record, kept or looked up; or why there is none: not a conversation of ours, or not one that ended yet. */
export type RecordLookup =
  | { readonly kind: 'record'; readonly call: StoredVoiceCall }
  | { readonly kind: 'denied'; readonly reason: string }
  | { readonly kind: 'waiting'; readonly reason: string };

/** For a contact received at `receivedAtMs`: the conversation must have started shortly before. */
export async function recordOfConversation(conversationId: string, receivedAtMs: number): Promise<RecordLookup> {
  const kept = await readVoiceCall(conversationId);
  if (kept) return { kind: 'record', call: kept };
  const judged = await checkConversation(conversationId, receivedAtMs);
  if (judged.verdict === 'rejected') return { kind: 'denied', reason: judged.reason };
  if (judged.verdict === 'unverified') return { kind: 'waiting', reason: judged.reason };
  if (judged.conversation.status !== 'done') return { kind: 'waiting', reason: `the conversation is ${judged.conversation.status ?? 'not done'} yet` };
  const call = voiceCallRecord(judged.conversation, 'lookup');
  await keepVoiceCall(call);
  return { kind: 'record', call };
}

export async function judgeContact(contact: {
  readonly conversationId: string;
  readonly phone: string;
  readonly createdAt: string;
}): Promise<ContactJudgement> {
  const found = await recordOfConversation(contact.conversationId, Date.parse(contact.createdAt));
  if (found.kind !== 'record') return found;
  const taken = heardContact(found.call, contact.phone);
  return taken ? { kind: 'heard', call: callSummary(found.call), userName: taken.name ?? null } : { kind: 'denied', reason: NOT_HEARD };
}
