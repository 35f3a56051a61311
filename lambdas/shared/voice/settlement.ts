import type { ElevenLabsConversation } from '@site/contracts';
import { HttpError } from '../http';
import { maskPhone } from '../mask';
import { deliverRightAway } from '../notifications/deliver';
import { retryDelayMs } from '../notifications/policy';
import { count, logger } from '../powertools';
import { callSummary, numberLiftedByItsCallee, numberRungAgainstItsWill, verdictsOf, voiceCallRecord, type StoredVoiceCall } from '../records/voice-call';
import { calleeRefusedCalls, listDoNotCall, unlistDoNotCall } from '../phone-calls/do-not-call';
import type { StoredVoiceContact } from '../records/voice-contact';
import { keepVoiceCall, noteWebhookOf, readVoiceCall } from './calls';
import {
  confirmContact,
  earlyCopiesOf,
  heldContactsDue,
  holdUnsaidContact,
  isKept,
  parkEarlyCopy,
  postponeEarlyCopy,
  rejectEarlyCopy,
  storeEarlyCopy,
} from './contacts';
import { checkConversation, VOICE_VERIFICATION } from './conversation-check';
import { VOICE_CONTACTS_OUTBOX } from './notification';
import { withCallMeeting } from '../meetings/call-meeting';
import { requiredElevenLabsSettings } from './required-settings';
import { readSetting } from '../read-settings';

/**
 * How a voice contact reaches a manager. The call's own record decides: every phone the agent passed
 * to save_contact is a contact, made (or confirmed) and sent at once when the record comes, by the
 * post-call webhook or, when that was missed, by a lookup of the conversation (the sweeper's, for
 * every ended conversation of the agent without a record). The widget's calls during the call only
 * leave an early copy, which the record confirms or rejects; nothing they send is needed, and
 * nothing they send can reach a manager that the record does not show. Nor can the agent alone: a
 * phone it passed that the visitor never said in the call (a model's invention, a phone it was
 * talked into) is held and flagged, never sent.
 */

const NOT_HEARD = "the conversation's record shows no save_contact call with this phone";
const UNSAID = "the agent passed a phone the visitor's own turns of the conversation do not hold";
const DO_NOT_CALL = "the number's callee asked Lumi never to call it";

/** What the widget's call carries; its name is the widget's, which the record replaces. */
export type PostedContact = Pick<StoredVoiceContact, 'conversationId' | 'phone' | 'userName' | 'durationSeconds' | 'language'>;

/** The request's field names, for the field errors a refusal carries. */
export interface ContactFields {
  readonly conversationId: string;
}

/**
 * The widget's call (either of the two routes): the conversation must be a recent one of the site's
 * agent (else `unknown_conversation`, nothing stored); the contact is kept as an early copy, and
 * settled at once when the conversation's record is already there. No per-conversation cap: the
 * record alone decides who is told, so a stranger's posts for someone's conversation block nothing.
 * `passedOn: false` when the number's callee told Lumi they want no calls: the record will hold it
 * from the managers, and the agent tells the visitor so rather than promise a call.
 */
export async function acknowledgeContact(contact: PostedContact, fields: ContactFields, now = Date.now()): Promise<{ passedOn: boolean }> {
  await requiredElevenLabsSettings();
  const log = { conversationId: contact.conversationId, phone: maskPhone(contact.phone) };
  // The widget's second call for the contact (or a repeat): its conversation was looked at when the
  // first one came, and its record settles the copy kept then; nothing to ask ElevenLabs again.
  if (await isKept(contact.conversationId, contact.phone)) {
    logger.info('voice contact kept already; its call’s record settles it', log);
    return { passedOn: !(await calleeRefusedCalls(contact.phone)) };
  }
  const found = await recordOfConversation(contact.conversationId, now);
  if (found.kind === 'denied') {
    count('voiceContactsRefused');
    logger.warn('voice contact refused: not a conversation of ours', { ...log, reason: found.reason });
    throw HttpError.validation({ [fields.conversationId]: 'unknown_conversation' });
  }
  if (await storeEarlyCopy(contact, now)) {
    count('voiceContactsPosted');
    logger.info("voice contact's early copy stored; a manager is told once the call's record shows it", log);
  }
  if (found.kind === 'record') await settleCall(found.call);
  return { passedOn: !(await calleeRefusedCalls(contact.phone)) };
}

/**
 * The call's record came (the webhook, or a lookup): carries out what it decides for each contact
 * of the conversation (`verdictsOf`, the rule): each one sent made or confirmed and sent at once
 * (the sweeper retries what fails), once however often the record comes; each one held kept
 * `unsaid`; each early copy rejected, counted, never sent. The contacts are made before the record
 * is kept, so a record that is kept always has its contacts.
 */
export async function settleCall(call: StoredVoiceCall, now = Date.now()): Promise<void> {
  const summary = await withCallMeeting(callSummary(call), call);
  const copies = new Map((await earlyCopiesOf(call.conversationId)).map((copy) => [copy.phone, copy]));
  let unsaid = 0;
  for (const { verdict, contact: taken } of verdictsOf(call, [...copies.values()])) {
    const log = { conversationId: call.conversationId, phone: maskPhone(taken.phone) };
    if (verdict === 'send' && (await calleeRefusedCalls(taken.phone))) {
      // Its owner said in Lumi's call that they want no calls: no manager is sent it, whoever gave it.
      // A privacy-page listing holds nothing here: anyone may make one, for anyone's number (I5).
      if (!(await holdUnsaidContact(call.conversationId, taken, summary, DO_NOT_CALL, now))) continue;
      count('voiceContactsHeldDoNotCall');
      logger.warn('voice contact held, never sent: ' + DO_NOT_CALL, log);
    } else if (verdict === 'send') {
      const contact = await confirmContact(call.conversationId, taken, summary, now);
      if (!contact) continue;
      logger.info("voice contact made from its call's record", log);
      await deliverRightAway(VOICE_CONTACTS_OUTBOX, contact);
    } else if (verdict === 'hold') {
      if (!(await holdUnsaidContact(call.conversationId, taken, summary, UNSAID, now))) continue;
      unsaid += 1;
      logger.warn('voice contact held, never sent: ' + UNSAID, log);
    } else {
      // A phone posted that the record does not show loses nothing of a caller (the record makes the
      // contacts it holds), and anybody with a conversation can post one: counted, never alarmed (F7).
      if (!(await rejectEarlyCopy(copies.get(taken.phone)!, NOT_HEARD))) continue;
      count('voiceContactsRefused');
      logger.warn('voice contact rejected, never sent: ' + NOT_HEARD, log);
    }
  }
  // Once a call, however many phones it invented: what the alarm weighs is how many calls do it.
  // A typed chat's apart (the text-only agent's, which the server signed it for): one network holds 19 times as many.
  if (unsaid) count(call.agentId === readSetting('elevenLabsTextAgentId') ? 'typedChatsWithUnsaidContact' : 'voiceCallsWithUnsaidContact');
}

/** Makes the contacts of a record ElevenLabs reported, then keeps the record (once); notes the webhook on a record a lookup kept first. */
export async function recordCall(conversation: ElevenLabsConversation, source: StoredVoiceCall['source']): Promise<{ call: StoredVoiceCall; kept: boolean }> {
  const call = voiceCallRecord(conversation, source);
  // The person Lumi rang said they did not ask for the call: the number is never rung again.
  const refused = numberRungAgainstItsWill(conversation);
  if (refused) {
    await listDoNotCall(refused, 'callee');
    count('phoneCalleesRefused');
    logger.info('the callee did not ask for the call: the number is on the do-not-call list', {
      conversationId: call.conversationId,
      phone: maskPhone(refused),
    });
  }
  // The person who answered a listing's confirmation call said yes: the number may be rung again.
  const lifted = numberLiftedByItsCallee(conversation);
  if (lifted) {
    await unlistDoNotCall(lifted);
    logger.info("the callee said yes in the listing's confirmation call: the number is off the do-not-call list", {
      conversationId: call.conversationId,
      phone: maskPhone(lifted),
    });
  }
  await settleCall(call);
  const kept = await keepVoiceCall(call);
  if (!kept && source === 'webhook') await noteWebhookOf(call.conversationId);
  return { call, kept };
}

/** The conversation's record, kept or looked up; or why there is none: not a conversation of ours, or not one that ended yet. */
type RecordLookup =
  | { readonly kind: 'record'; readonly call: StoredVoiceCall }
  | { readonly kind: 'denied'; readonly reason: string }
  | { readonly kind: 'waiting'; readonly reason: string };

/** For a contact received at `receivedAtMs`: the conversation must have started shortly before. A record looked up is made and kept. */
async function recordOfConversation(conversationId: string, receivedAtMs: number): Promise<RecordLookup> {
  const kept = await readVoiceCall(conversationId);
  if (kept) return { kind: 'record', call: kept };
  const judged = await checkConversation(conversationId, receivedAtMs);
  if (judged.verdict === 'rejected') return { kind: 'denied', reason: judged.reason };
  if (judged.verdict === 'unverified') return { kind: 'waiting', reason: judged.reason };
  if (judged.conversation.status !== 'done') return { kind: 'waiting', reason: `the conversation is ${judged.conversation.status ?? 'not done'} yet` };
  return { kind: 'record', call: (await recordCall(judged.conversation, 'lookup')).call };
}

export interface HeldSummary {
  settled: number;
  waiting: number;
  parked: number;
}

/**
 * The sweeper's look at the early copies still waiting for their call's record: the record (kept,
 * or looked up once ElevenLabs says the call is done) settles each; a conversation that turns out
 * not to be ours rejects it; with no record yet it is looked at again with back-off, and parked for
 * an operator (alarmed, `npm run notifications -- replay`) when there is still none 2 hours after it
 * came (or was replayed), never dropped. Each copy stands alone: what one throws is logged.
 */
export async function settleHeldContacts(deadline: number, now = Date.now()): Promise<HeldSummary> {
  const summary: HeldSummary = { settled: 0, waiting: 0, parked: 0 };
  for await (const copy of heldContactsDue(now)) {
    if (Date.now() > deadline) break;
    const log = { conversationId: copy.conversationId, phone: maskPhone(copy.phone) };
    try {
      const createdAt = Date.parse(copy.createdAt);
      const found = Number.isFinite(createdAt)
        ? await recordOfConversation(copy.conversationId, createdAt)
        : ({ kind: 'waiting', reason: 'the contact names no time it was stored' } as const);
      if (found.kind === 'record') {
        await settleCall(found.call);
        summary.settled += 1;
      } else if (found.kind === 'denied') {
        if (await rejectEarlyCopy(copy, found.reason)) {
          // Not the site's conversation: anybody can post such an id while ElevenLabs cannot be asked.
          count('voiceContactsRefused');
          logger.warn('voice contact rejected, never sent', { ...log, reason: found.reason });
        }
        summary.settled += 1;
      } else if (Date.now() - Math.max(createdAt || 0, copy.requeuedAt ?? 0) > VOICE_VERIFICATION.unverifiedForMs) {
        if (await parkEarlyCopy(copy, Date.now(), `no record of the conversation in time: ${found.reason}`)) {
          count('notificationsParked');
          logger.error('voice contact parked: its conversation gave no record in time; an operator must look at it', { ...log, reason: found.reason });
        }
        summary.parked += 1;
      } else {
        await postponeEarlyCopy(copy, Date.now() + retryDelayMs((copy.verifyAttempts ?? 0) + 1), found.reason);
        summary.waiting += 1;
      }
    } catch (error) {
      logger.error("a voice contact's early copy could not be settled; looked at again later", { ...log, error: error as Error });
      await postponeEarlyCopy(copy, Date.now() + retryDelayMs((copy.verifyAttempts ?? 0) + 1), String(error)).catch(() => false);
    }
  }
  return summary;
}
