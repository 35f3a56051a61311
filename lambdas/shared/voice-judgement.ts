import { callSummary, heardPhone, keepVoiceCall, readVoiceCall, voiceCallRecord, type VoiceCallSummary } from './voice-calls';
import { checkConversation } from './voice-verification';

/**
 * What a stored voice contact's conversation says of it. A manager is told only of a phone the
 * agent itself passed to save_contact, as the conversation's record shows once the call ended:
 * the record the post-call webhook kept, or else a lookup of the conversation once ElevenLabs
 * says it is done (which is then kept too, so a missed webhook loses nothing).
 */
export type ContactJudgement =
  | { readonly kind: 'heard'; readonly call: VoiceCallSummary }
  /** The conversation is not ours, or its record does not show this phone: never sent. */
  | { readonly kind: 'denied'; readonly reason: string }
  /** No record yet: the call goes on, or ElevenLabs cannot be asked. Asked again later. */
  | { readonly kind: 'waiting'; readonly reason: string };

export const NOT_HEARD = "the conversation's record shows no save_contact call with this phone";

export async function judgeContact(contact: {
  readonly conversationId: string;
  readonly phone: string;
  readonly createdAt: string;
}): Promise<ContactJudgement> {
  let call = await readVoiceCall(contact.conversationId);
  if (!call) {
    const judged = await checkConversation(contact.conversationId, Date.parse(contact.createdAt));
    if (judged.verdict === 'rejected') return { kind: 'denied', reason: judged.reason };
    if (judged.verdict === 'unverified') return { kind: 'waiting', reason: judged.reason };
    if (judged.conversation.status !== 'done') return { kind: 'waiting', reason: `the conversation is ${judged.conversation.status ?? 'not done'} yet` };
    call = voiceCallRecord(judged.conversation, 'lookup');
    await keepVoiceCall(call);
  }
  return heardPhone(call, contact.phone) ? { kind: 'heard', call: callSummary(call) } : { kind: 'denied', reason: NOT_HEARD };
}
