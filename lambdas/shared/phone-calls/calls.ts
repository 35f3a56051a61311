import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  ASSISTANT_PERSONAS,
  AGENT_VARIABLES,
  CALL_OPENING,
  DEMO_VARIABLES,
  demoCallData,
  LIFT_CALL_OPENING,
  LIFT_LISTING_CALL,
  NO_LEAD_PRODUCT,
  REQUESTED_CALL,
  type PhoneCallPersona,
  type PhoneCallRefusal,
  type PhoneCallState,
} from '@site/contracts';
import { DATA_POLICY, type Language, type ProductSlug } from '@site/model';
import { DUE_CALLS_INDEX } from '../../tables';
import { readSetting } from '../read-settings';
import { documentClient, isConditionalCheckFailed, tableName } from '../dynamodb';
import { lookUpConversation, placeOutboundCall, type PhoneProvider } from '../elevenlabs';
import { count, gauge, logger } from '../powertools';
import type { ElevenLabsSettings } from '../read-settings';
import { giveBackAll, reserveCall, type Reservation } from './allowances';
import { onDoNotCallList } from './do-not-call';
import { noteCallRequester } from './call-requester';
import type { Requester } from '../client-network';
import { followLeadCall } from './missed-calls';
import { newStatusToken } from './status-token';
import { PHONE_CALLS_STORE } from './personal-data';
import { indexForErasure } from '../personal-data/before-storing';
import type { AllowanceUnit } from '../counters';

/**
 * The calls visitors asked for, in the `phone-calls` table: placed at once, or booked for the
 * callee's morning and placed by the sweeper. The number is kept only while it is needed to ring
 * it: a booked call holds it until the morning, and placing removes it; what stays is when, how,
 * from which page, and the conversation ElevenLabs started, which the visitor's panel follows.
 */
export interface StoredPhoneCall {
  readonly id: string;
  readonly createdAt: string;
  readonly country: string;
  readonly timeZone: string;
  readonly numberType: string;
  readonly language: string;
  readonly persona: PhoneCallPersona;
  readonly pagePath: string;
  /** The product of the lead form whose thank-you page asked for the call: Lumi asks its qualifying questions. */
  readonly product?: ProductSlug;
  /** Who asked for the call: kept by its conversation's id once placed (`call-requester.ts`), for the meetings booked in it. */
  readonly requester?: Requester;
  /** Set on the one call that asks a listed number's callee whether to lift its listing (`lift-listing.ts`): it rings only a listed number. */
  readonly purpose?: typeof LIFT_LISTING_CALL;
  /** `withheld`: answered as accepted and never rung (`takeNumber`): its panel goes as an unanswered call's. */
  readonly status: 'due' | 'placed' | 'failed' | 'withheld';
  /** E.164, only while the call waits to be placed. */
  readonly phone?: string;
  /** The sparse due-calls index: set only while booked. */
  readonly dueStatus?: 'due';
  /** When the sweeper places it next: the morning booked, then five minutes later each time the site's hour is taken. */
  readonly dueAt?: number;
  /** The morning it was booked for, which the two hours it may wait count from. */
  readonly morningAt?: number;
  /** A withheld call's: when it would have rung. */
  readonly ringsAt?: number;
  /** What the booking holds (its morning place, that day's minutes, the number's day): given back when the call cannot be placed. */
  readonly heldUnits?: readonly AllowanceUnit[];
  /** The SHA-256 of the token the requester reads the call's status with (`status-token.ts`). */
  readonly statusTokenHash: string;
  readonly conversationId?: string;
  readonly placedAt?: string;
  readonly failure?: string;
  readonly expiresAt: number;
}

/** A call's item is kept a week (the data policy's, which the privacy page states): long enough for the visitor's panel and the operators' questions, shorter than a record. */
const CALL_ITEM_DAYS = DATA_POLICY.retentionDays.phoneCalls;
/** A booked call the sweeper could not place within this long of its morning (the site's hour spent) is given up. */
export const LATE_CALL_LIMIT_MS = 2 * 60 * 60_000;
/** Retried this much later when the site's hour was spent. */
const RETRY_AFTER_MS = 5 * 60_000;
/** How long a withheld call's panel says "ringing": about as long as a line rings a phone nobody answers. */
export const WITHHELD_RING_MS = 40_000;

export interface PhoneLine {
  readonly phoneNumberId: string;
  readonly provider: PhoneProvider;
}

/** The agent's number, or undefined while none is configured (no call is placed then). */
export function phoneLine(): PhoneLine | undefined {
  const phoneNumberId = readSetting('elevenLabsPhoneNumberId');
  const provider = readSetting('elevenLabsPhoneProvider');
  if (!phoneNumberId) return undefined;
  if (provider !== 'twilio' && provider !== 'sip_trunk') throw new Error(`ELEVENLABS_PHONE_PROVIDER must be twilio or sip_trunk, not '${provider}'`);
  return { phoneNumberId, provider };
}

export type NewCall = Pick<
  StoredPhoneCall,
  'country' | 'timeZone' | 'numberType' | 'language' | 'persona' | 'pagePath' | 'product' | 'purpose' | 'requester'
> & {
  readonly phone: string;
};

function itemExpiry(now: number): number {
  return Math.floor(now / 1000) + CALL_ITEM_DAYS * 24 * 60 * 60;
}

/** A call kept: its id, and the token only the requester is given, which its status is read with. */
export interface KeptCall {
  readonly id: string;
  readonly statusToken: string;
}

/** Books a call for `dueAt`: the sweeper places it then. */
export async function bookCall(call: NewCall, dueAt: number, heldUnits: readonly AllowanceUnit[], now = Date.now()): Promise<KeptCall> {
  const statusToken = newStatusToken();
  const item = {
    ...call,
    id: randomUUID(),
    statusTokenHash: statusToken.hash,
    createdAt: new Date(now).toISOString(),
    status: 'due',
    dueStatus: 'due',
    dueAt,
    morningAt: dueAt,
    heldUnits,
    expiresAt: itemExpiry(dueAt),
  } satisfies StoredPhoneCall;
  // It holds the number until its morning: indexed first, so an erasure finds it and cancels it.
  const indexed = { ...item, ...(await indexForErasure(PHONE_CALLS_STORE, item)) };
  await documentClient().send(new PutCommand({ TableName: tableName('phoneCalls'), Item: indexed }));
  count('phoneCallsScheduled');
  return { id: item.id, statusToken: statusToken.token };
}

/**
 * The conversation's data: the page's language, who speaks, the page the visitor came from (data the
 * agent reads, never instructions), the lead form's product whose qualifying questions follow the
 * opening (`lead_product`, one of a closed list the prompt reads), and that the site placed it; it opens with the callee told who
 * calls and why, and asked whether they asked for it (`CALL_OPENING`), whatever persona follows. A
 * call from the Lumi demo is its receptionist's: the business's name, the free times of its day
 * (tomorrow where the phone rings, as the demo's card shows it) and the opening in its name.
 */
export function clientData(call: NewCall, now = new Date()) {
  const language = call.language as Language;
  const dynamicVariables: Record<string, string> = {
    [AGENT_VARIABLES.persona]: ASSISTANT_PERSONAS.siteAssistant,
    [AGENT_VARIABLES.channel]: 'voice',
    [AGENT_VARIABLES.pagePath]: call.pagePath,
    [AGENT_VARIABLES.callOrigin]: REQUESTED_CALL,
    [AGENT_VARIABLES.leadProduct]: call.product ?? NO_LEAD_PRODUCT,
  };
  if (call.purpose === LIFT_LISTING_CALL) {
    return {
      language,
      firstMessage: LIFT_CALL_OPENING[language] ?? LIFT_CALL_OPENING.en,
      dynamicVariables: { ...dynamicVariables, [AGENT_VARIABLES.callOrigin]: LIFT_LISTING_CALL },
    };
  }
  if (call.persona === 'assistant') return { language, firstMessage: CALL_OPENING[language] ?? CALL_OPENING.en, dynamicVariables };
  const demo = demoCallData(call.persona, language, call.timeZone, now);
  return {
    language,
    firstMessage: demo.firstMessage,
    dynamicVariables: {
      ...dynamicVariables,
      [DEMO_VARIABLES.business]: call.persona,
      [DEMO_VARIABLES.businessName]: demo.businessName,
      [DEMO_VARIABLES.schedule]: demo.schedule,
    },
  };
}

export type Placement =
  | { readonly ok: true; readonly conversationId: string }
  | { readonly ok: false; readonly refusal: PhoneCallRefusal }
  | { readonly ok: false; readonly failed: string };

/**
 * Places a booked call now (the sweeper's): the site's hour first (a booking holds the day's
 * minutes; a listing's confirmation call takes them now; a refusal costs nothing), then the
 * do-not-call list, which the callee may have joined since the booking (a confirmation call rings
 * only a number still listed: the one call the list lets through), then ElevenLabs' outbound call.
 */
export async function placeCall(settings: ElevenLabsSettings, line: PhoneLine, call: NewCall, now = Date.now()): Promise<Placement> {
  const lift = call.purpose === LIFT_LISTING_CALL;
  const reservation = await reserveCall(now, { minutesHeld: !lift });
  if (!reservation.ok) return reservation;
  if ((await onDoNotCallList(call.phone)) !== lift) {
    await giveBackAll(reservation.units);
    return { ok: false, refusal: 'number_not_called' };
  }
  return placeReserved(settings, line, call, reservation);
}

/** Has ElevenLabs ring a call whose allowances are taken; a call it did not place gives them back. */
export async function placeReserved(
  settings: ElevenLabsSettings,
  line: PhoneLine,
  call: NewCall,
  reservation: Reservation & { ok: true },
): Promise<Exclude<Placement, { refusal: PhoneCallRefusal }>> {
  const result = await placeOutboundCall({
    apiUrl: settings.apiUrl,
    apiKey: settings.apiKey,
    provider: line.provider,
    agentId: settings.agentId,
    phoneNumberId: line.phoneNumberId,
    toNumber: call.phone,
    clientData: clientData(call),
  });
  if (!result.ok) {
    await giveBackAll(reservation.units);
    count('phoneCallsFailed');
    logger.error('ElevenLabs did not place the call', { country: call.country, upstreamStatus: result.status, upstreamBody: result.detail });
    return { ok: false, failed: result.status ? `ElevenLabs answered ${result.status}` : 'ElevenLabs could not be reached' };
  }
  count('phoneCallsPlaced');
  if (reservation.budgetUsedPercent !== undefined) gauge('phoneCallBudgetUsedPercent', reservation.budgetUsedPercent);
  logger.info('call placed', {
    conversationId: result.conversationId,
    country: call.country,
    persona: call.persona,
    budgetUsedPercent: reservation.budgetUsedPercent,
  });
  return { ok: true, conversationId: result.conversationId };
}

/** What keeping a call adds to it: how it went (placed, or withheld and when it would have rung), and the item's expiry. */
type KeptState = Pick<StoredPhoneCall, 'status' | 'conversationId' | 'placedAt' | 'ringsAt' | 'expiresAt'>;

/** Keeps a call without its number or its requester, under a fresh id and the token only its requester is given. */
async function keepCall(call: NewCall, state: KeptState, now: number): Promise<KeptCall> {
  const { phone: _phone, requester: _requester, ...kept } = call;
  const statusToken = newStatusToken();
  const item: StoredPhoneCall = { ...kept, ...state, id: randomUUID(), statusTokenHash: statusToken.hash, createdAt: new Date(now).toISOString() };
  await documentClient().send(new PutCommand({ TableName: tableName('phoneCalls'), Item: item }));
  return { id: item.id, statusToken: statusToken.token };
}

/** Keeps a call placed now; who asked for it is kept by its conversation (`call-requester.ts`). */
export async function keepPlacedCall(call: NewCall, conversationId: string, now = Date.now()): Promise<KeptCall> {
  if (call.requester) await noteCallRequester(conversationId, call.requester, now);
  return keepCall(call, { status: 'placed', conversationId, placedAt: new Date(now).toISOString(), expiresAt: itemExpiry(now) }, now);
}

/**
 * Keeps a call answered as accepted that is never rung (a listed number, or one another network had
 * called today): a panel that rings at `ringsAt` and is then not answered.
 */
export function keepWithheldCall(call: NewCall, ringsAt: number, now = Date.now()): Promise<KeptCall> {
  return keepCall(call, { status: 'withheld', ringsAt, expiresAt: itemExpiry(ringsAt) }, now);
}

export async function readCall(id: string): Promise<StoredPhoneCall | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName('phoneCalls'), Key: { id } }));
  return Item as StoredPhoneCall | undefined;
}

/** Takes a due call for this sweep: only one sweeper places it. */
async function claimDueCall(call: StoredPhoneCall): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('phoneCalls'),
        Key: { id: call.id },
        UpdateExpression: 'REMOVE dueStatus',
        ConditionExpression: 'dueStatus = :due AND dueAt = :at',
        ExpressionAttributeValues: { ':due': 'due', ':at': call.dueAt },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

async function settleDueCall(id: string, outcome: { conversationId: string } | { failure: string } | { retryAt: number }, now: number): Promise<void> {
  const done = 'conversationId' in outcome;
  const retry = 'retryAt' in outcome;
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName('phoneCalls'),
      Key: { id },
      UpdateExpression: retry
        ? 'SET dueStatus = :due, dueAt = :at'
        : done
          ? 'SET #status = :placed, conversationId = :conversation, placedAt = :now REMOVE phone, requester, dueAt, heldUnits'
          : 'SET #status = :failed, failure = :failure REMOVE phone, requester, dueAt, heldUnits',
      ...(retry
        ? { ExpressionAttributeValues: { ':due': 'due', ':at': outcome.retryAt } }
        : {
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: done
              ? { ':placed': 'placed', ':conversation': outcome.conversationId, ':now': new Date(now).toISOString() }
              : { ':failed': 'failed', ':failure': outcome.failure },
          }),
    }),
  );
}

export interface DueCallsSummary {
  readonly placed: number;
  readonly failed: number;
  readonly waiting: number;
}

/**
 * The sweeper's part: places each booked call whose morning has come. A call the site's hour cannot
 * take waits five minutes (and is given up two hours after its morning); one the day's budget
 * cannot take, or ElevenLabs does not place, fails, and the number's day is given back; one whose
 * number joined the do-not-call list since is dropped.
 */
export async function placeDueCalls(settings: ElevenLabsSettings | undefined, now = Date.now()): Promise<DueCallsSummary> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName('phoneCalls'),
      IndexName: DUE_CALLS_INDEX.indexName,
      KeyConditionExpression: 'dueStatus = :due AND dueAt <= :now',
      ExpressionAttributeValues: { ':due': 'due', ':now': now },
      Limit: 25,
    }),
  );
  const summary = { placed: 0, failed: 0, waiting: 0 };
  const line = phoneLine();
  for (const call of Items as StoredPhoneCall[]) {
    if (!(await claimDueCall(call))) continue;
    const fail = async (failure: string) => {
      await giveBackAll(call.heldUnits ?? []);
      await settleDueCall(call.id, { failure }, now);
      count('phoneCallsFailed');
      logger.error('a booked call was not placed', { callId: call.id, failure });
      summary.failed += 1;
    };
    if (!settings || !line || !call.phone) {
      await fail('calls are not configured');
      continue;
    }
    const placement = await placeCall(settings, line, { ...call, phone: call.phone }, now);
    if (placement.ok) {
      if (call.requester) await noteCallRequester(placement.conversationId, call.requester, now);
      await settleDueCall(call.id, { conversationId: placement.conversationId }, now);
      await followLeadCall({ ...call, phone: call.phone }, call.id, placement.conversationId, call.morningAt ?? now, now);
      summary.placed += 1;
    } else if (
      'refusal' in placement &&
      placement.refusal === 'site_calls_spent' &&
      now + RETRY_AFTER_MS <= (call.morningAt ?? call.dueAt ?? now) + LATE_CALL_LIMIT_MS
    ) {
      await settleDueCall(call.id, { retryAt: now + RETRY_AFTER_MS }, now);
      summary.waiting += 1;
    } else if ('refusal' in placement && placement.refusal === 'number_not_called') {
      // The callee joined the do-not-call list since the booking (or a listing's confirmation call found it lifted already): honoured, and no failure of ours.
      const failure = call.purpose === LIFT_LISTING_CALL ? 'the number is no longer on the do-not-call list' : 'the number is on the do-not-call list';
      await settleDueCall(call.id, { failure }, now);
      logger.info(`a booked call was not placed: ${failure}`, { callId: call.id });
      summary.failed += 1;
    } else {
      await fail('refusal' in placement ? placement.refusal : placement.failed);
    }
  }
  return summary;
}

/**
 * How the call goes, for the visitor's panel: a booked or failed call from its item; a placed one
 * from ElevenLabs' conversation (started → ringing, in progress → in call, done → ended, or not
 * answered when nobody spoke: no time in call, or ElevenLabs failed it); a withheld one as a call
 * nobody answers.
 */
export async function callState(
  settings: ElevenLabsSettings,
  call: StoredPhoneCall,
  now = Date.now(),
): Promise<{ state: PhoneCallState; durationSeconds?: number }> {
  if (call.status === 'withheld') {
    const ringsAt = call.ringsAt ?? 0;
    return { state: now < ringsAt ? 'scheduled' : now < ringsAt + WITHHELD_RING_MS ? 'ringing' : 'not_answered' };
  }
  if (call.status === 'due') return { state: 'scheduled' };
  if (call.status === 'failed' || !call.conversationId) return { state: 'failed' };
  const lookup = await lookUpConversation({ apiUrl: settings.apiUrl, apiKey: settings.apiKey, conversationId: call.conversationId });
  // Just placed, ElevenLabs may not list it yet: the phone is ringing.
  if (lookup.found !== true) return { state: 'ringing' };
  const { status, metadata } = lookup.conversation;
  const durationSeconds = metadata.call_duration_secs ?? 0;
  switch (status) {
    case 'initiated':
      return { state: 'ringing' };
    case 'in-progress':
      return { state: 'in_call' };
    case 'failed':
      return { state: 'not_answered' };
    default:
      return durationSeconds > 0 ? { state: 'ended', durationSeconds } : { state: 'not_answered' };
  }
}
