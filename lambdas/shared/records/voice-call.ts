import {
  AGENT_VARIABLES,
  calleeAnswerOf,
  CONTACT_TOOL_NAME,
  DATA_COLLECTION_FIELDS,
  demoBookingOutcomeOf,
  type CalleeAnswer,
  type DemoBookingOutcome,
  LIFT_LISTING_CALL,
  LIMITS,
  normalizePhone,
  PHONE_COUNTRY_OF_LANGUAGE,
  phoneSaidIn,
  type ElevenLabsConversation,
  type PhoneCountry,
  type VoiceRating,
} from '@site/contracts';
import { unansweredQuestionsOf } from './unanswered-questions';

/**
 * A conversation as ElevenLabs reported it once it ended (its post-call webhook, or a lookup when
 * the webhook did not come), kept in the `voice-calls` table: what a manager reads before calling
 * back, what operators count, and the one witness of which phones the agent really took.
 */
export interface VoiceCallTurn {
  readonly role: string;
  readonly message?: string;
  readonly timeInCallSecs?: number;
  readonly toolCalls?: readonly { readonly name: string; readonly parameters: string }[];
}

/** A conversation held on the phone: Lumi rang a visitor who asked ("Have Lumi call me"), or somebody rang Lumi's number. */
export interface PhoneCallOfRecord {
  readonly direction: 'inbound' | 'outbound';
  /** `twilio` or `sip_trunking`, as ElevenLabs names the line. */
  readonly line: string;
}

/**
 * What the person Lumi rang answered to its opening (`CALL_OPENING`), as the record's data collection
 * extracted it: whether they asked for the call, and whether a manager may call them back. Absent when
 * they answered neither (silence, voicemail), and on every other conversation.
 */
export interface CalleeAnswers {
  readonly askedForCall?: CalleeAnswer;
  readonly wantsContact?: CalleeAnswer;
}

export interface StoredVoiceCall {
  readonly conversationId: string;
  readonly agentId: string;
  readonly source: 'webhook' | 'lookup';
  /** Set for a phone call; absent for a conversation in the browser. */
  readonly phoneCall?: PhoneCallOfRecord;
  /** On a call Lumi placed: what the callee answered to its opening. */
  readonly callee?: CalleeAnswers;
  readonly language?: string;
  readonly pagePath?: string;
  readonly startedAt: string;
  readonly durationSeconds: number;
  readonly terminationReason?: string;
  readonly callSuccessful?: string;
  readonly summaryTitle?: string;
  readonly summary?: string;
  /** Data collection: each field's value as ElevenLabs extracted it. */
  readonly dataCollection: Readonly<Record<string, unknown>>;
  /** Evaluation: each criterion's result (`success`, `failure`, `unknown`). */
  readonly evaluation: Readonly<Record<string, string>>;
  /**
   * The phones the agent passed to save_contact that the visitor said in this conversation (in their
   * own turns of its transcript), normalized: the contacts this conversation confirms.
   */
  readonly contactsConfirmed: readonly string[];
  /**
   * The contacts the agent passed to save_contact whose phone the visitor's own turns do not hold (a
   * model's invention, or a phone it was talked into): held and flagged, never sent to a manager.
   * Absent from records kept before the rule, and when there is none.
   */
  readonly contactsUnsaid?: readonly TakenContact[];
  /**
   * The same contacts with the name the agent passed with each phone: what a manager is told, whatever
   * name the widget's calls carried. Absent from records kept before names were kept.
   */
  readonly contactsTaken?: readonly TakenContact[];
  readonly transcript: readonly VoiceCallTurn[];
  /** Set when the transcript was longer than an item may hold and its end was left out. */
  readonly transcriptTruncated?: boolean;
  readonly recordedAt: string;
  /**
   * When the post-call webhook came for a record a lookup had kept first (a contact judged the
   * moment the conversation was done): the witness that the webhook works, which `source` alone
   * would deny.
   */
  readonly webhookReceivedAt?: string;
  /** The questions the agent could not answer, without personal data (`voice/unanswered-questions.ts`); absent when there is none. */
  readonly unansweredQuestions?: readonly string[];
  /** The visitor's rate of the conversation once it ended; it may come before the record (then the record is kept around it). */
  readonly feedback?: VoiceCallFeedback;
}

/** What the visitor said of a conversation that ended: thumbs up or down, and a comment if they wrote one. */
export interface VoiceCallFeedback {
  readonly rating: VoiceRating;
  readonly comment?: string;
  readonly at: string;
}

/** A contact the agent passed to save_contact: the phone, normalized, and the name it gave with it, if any. */
export interface TakenContact {
  readonly phone: string;
  readonly name?: string;
}

/** What a manager's message says of the call a contact came from. */
export type VoiceCallSummary = Pick<StoredVoiceCall, 'summaryTitle' | 'summary' | 'language' | 'durationSeconds' | 'pagePath' | 'phoneCall'> & {
  /** The evaluation criteria the call failed (a price named, advice given…): what the manager should know before calling back. */
  readonly failedEvaluations?: readonly string[];
  /** When the caller asked to be called, and the volume they described, as the call's data collection heard them. */
  readonly callBackTime?: string;
  readonly volume?: string;
  /** In the Lumi demo (a call from its card): what the conversation did to the caller's visit. */
  readonly demoBooking?: DemoBookingOutcome;
  /** The meeting the callee booked with a manager in a call Lumi placed (`meetings/call-meeting.ts`): when, with whom, the invitation's e-mail. */
  readonly meeting?: { readonly meetingId: string; readonly start: string; readonly managerId: string; readonly email: string };
};

/**
 * The most a record may take in UTF-8 (what DynamoDB counts: 400 KB an item, names and strings in
 * UTF-8), as JSON, which weighs an item at least as much as DynamoDB does, with room to spare for
 * what its store adds (the retention TTL, the personal-data index's marks): the transcript is cut
 * to what the rest of the record leaves.
 */
export const RECORD_MAX_BYTES = 350_000;
/** The model's summary and each extracted value: prose a caller steers, bounded so the rest of a record stays small. */
const SUMMARY_MAX_CHARS = 20_000;
const DATA_VALUE_MAX_CHARS = 2_000;

const utf8Bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

/** The longest start of `text` that takes at most `bytes` in UTF-8, never half a character. */
function cutToBytes(text: string, bytes: number): string {
  let cut = Buffer.from(text, 'utf8').subarray(0, Math.max(0, bytes)).toString('utf8');
  while (cut.endsWith('\uFFFD') && !text.startsWith(cut)) cut = cut.slice(0, -1);
  return cut;
}

/** Digits alone: how two spellings of one phone number are compared (`+7 (999) 123-45-67` and `+79991234567`). */
function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * The contacts in these save_contact calls, in order: each phone once, normalized, with the last
 * name the agent passed with it (a caller may correct their name and keep the number).
 */
function contactsOfToolCalls(calls: readonly { readonly name: string; readonly parameters?: string | null }[], defaultCountry?: PhoneCountry): TakenContact[] {
  const taken = new Map<string, TakenContact>();
  for (const call of calls) {
    if (call.name !== CONTACT_TOOL_NAME || !call.parameters) continue;
    let parameters: { phone?: unknown; name?: unknown };
    try {
      parameters = JSON.parse(call.parameters) as { phone?: unknown; name?: unknown };
    } catch {
      continue;
    }
    const { phone, name } = parameters;
    if (typeof phone !== 'string') continue;
    const read = normalizePhone(phone, defaultCountry);
    if (!read.ok) continue;
    const normalized = read.e164;
    const given = typeof name === 'string' ? name.trim().slice(0, LIMITS.nameMaxLength) : '';
    const earlier = taken.get(normalized);
    taken.set(normalized, { phone: normalized, ...(given ? { name: given } : earlier?.name ? { name: earlier.name } : {}) });
  }
  return [...taken.values()];
}

/** The contacts the agent passed to its save_contact tool in this conversation: each phone once, with its name. */
export function contactsTheAgentTook(conversation: ElevenLabsConversation): TakenContact[] {
  return contactsOfToolCalls(
    (conversation.transcript ?? []).flatMap((turn) => (turn.tool_calls ?? []).map((call) => ({ name: call.tool_name, parameters: call.params_as_json }))),
    phoneCountryOfCall(conversationLanguage(conversation)),
  );
}

/** The phone call a conversation was, from its record's `metadata.phone_call`; undefined for a web call. */
export function phoneCallOf(conversation: ElevenLabsConversation): PhoneCallOfRecord | undefined {
  const line = conversation.metadata.phone_call;
  if (!line) return undefined;
  return { direction: line.direction === 'inbound' ? 'inbound' : 'outbound', line: line.type ?? 'unknown' };
}

/** The number Lumi rang, on a call it placed because somebody on the site asked for it; undefined on any other conversation. */
function numberRung(conversation: ElevenLabsConversation): string | undefined {
  const line = conversation.metadata.phone_call;
  if (line?.direction !== 'outbound' || !line.external_number) return undefined;
  const rang = normalizePhone(line.external_number);
  return rang.ok ? rang.e164 : undefined;
}

/** What the callee of a call Lumi placed answered to its opening; undefined on any other conversation. */
export function calleeAnswersOf(conversation: ElevenLabsConversation): CalleeAnswers | undefined {
  if (conversation.metadata.phone_call?.direction !== 'outbound') return undefined;
  const results = conversation.analysis?.data_collection_results ?? {};
  const askedForCall = calleeAnswerOf(results[DATA_COLLECTION_FIELDS.calleeAskedForCall]?.value);
  const wantsContact = calleeAnswerOf(results[DATA_COLLECTION_FIELDS.calleeWantsContact]?.value);
  return { ...(askedForCall && { askedForCall }), ...(wantsContact && { wantsContact }) };
}

/**
 * The number of a call Lumi placed whose callee said they did not ask for it: the number to put on
 * the do-not-call list. Undefined on any other conversation.
 */
export function numberRungAgainstItsWill(conversation: ElevenLabsConversation): string | undefined {
  return calleeAnswersOf(conversation)?.askedForCall === 'no' ? numberRung(conversation) : undefined;
}

/**
 * The number of a listing's confirmation call (`LIFT_LISTING_CALL`) whose callee spoke and said yes,
 * they want Lumi's calls to it again: the number to take off the do-not-call list. Undefined on any
 * other conversation, and on one whose callee said no, said nothing or did not answer.
 */
export function numberLiftedByItsCallee(conversation: ElevenLabsConversation): string | undefined {
  if (conversation.conversation_initiation_client_data?.dynamic_variables?.[AGENT_VARIABLES.callOrigin] !== LIFT_LISTING_CALL) return undefined;
  const answer = calleeAnswerOf(conversation.analysis?.data_collection_results?.[DATA_COLLECTION_FIELDS.calleeLiftsListing]?.value);
  const spoke = (conversation.transcript ?? []).some((turn) => turn.role === 'user' && turn.message?.trim());
  return answer === 'yes' && spoke ? numberRung(conversation) : undefined;
}

/**
 * The contacts a call leaves. A conversation the visitor started leaves those the agent took (and the
 * visitor said); a caller who rang Lumi leaves only what they gave the agent (a caller id is no
 * request to be called back). A call Lumi placed rang a number somebody typed on the site, maybe not
 * its owner's: it leaves a contact only when the person who answered spoke, said they asked for the
 * call and agreed to a manager's call back, and then the number rung is one, beside what they gave.
 * A silent, unconfirmed or refused call is no lead.
 */
function contactsLeft(conversation: ElevenLabsConversation, said: TakenContact[]): TakenContact[] {
  if (conversation.metadata.phone_call?.direction !== 'outbound') return said;
  const rang = numberRung(conversation);
  const answers = calleeAnswersOf(conversation);
  const spoke = (conversation.transcript ?? []).some((turn) => turn.role === 'user' && turn.message?.trim());
  if (!rang || !spoke || answers?.askedForCall !== 'yes' || answers.wantsContact !== 'yes') return [];
  if (said.some((contact) => phoneDigits(contact.phone) === phoneDigits(rang))) return said;
  return [{ phone: rang }, ...said];
}

/** The conversation's language: the one the page asked the agent to speak, else the one ElevenLabs heard. */
function conversationLanguage(conversation: ElevenLabsConversation): string | undefined {
  return conversation.conversation_initiation_client_data?.conversation_config_override?.agent?.language ?? conversation.metadata.main_language ?? undefined;
}

/** The country whose national numbers a caller in this language writes (`8 (999) …` in Russian). */
export function phoneCountryOfCall(language: string | undefined): PhoneCountry | undefined {
  return language && Object.hasOwn(PHONE_COUNTRY_OF_LANGUAGE, language)
    ? PHONE_COUNTRY_OF_LANGUAGE[language as keyof typeof PHONE_COUNTRY_OF_LANGUAGE]
    : undefined;
}

/**
 * The contact of the call's record with this phone, as the agent passed it to save_contact (with
 * the name it gave), or undefined when the record shows no such call. A record kept before names
 * were has them in its transcript's tool calls, unless the transcript was cut short.
 */
export function heardContact(
  call: Pick<StoredVoiceCall, 'contactsConfirmed' | 'contactsTaken' | 'transcript' | 'language'>,
  phone: string,
): TakenContact | undefined {
  const digits = phoneDigits(phone);
  const confirmed = call.contactsConfirmed.find((taken) => phoneDigits(taken) === digits);
  if (confirmed === undefined) return undefined;
  const taken =
    call.contactsTaken ??
    contactsOfToolCalls(
      (call.transcript ?? []).flatMap((turn) => turn.toolCalls ?? []),
      phoneCountryOfCall(call.language),
    );
  return taken.find((contact) => phoneDigits(contact.phone) === digits) ?? { phone: confirmed };
}

/** Every contact the call's record holds, with its name (a record kept before names were has them in its transcript). */
export function contactsOfCall(call: Pick<StoredVoiceCall, 'contactsConfirmed' | 'contactsTaken' | 'transcript' | 'language'>): readonly TakenContact[] {
  return call.contactsTaken ?? call.contactsConfirmed.map((phone) => heardContact(call, phone) ?? { phone });
}

/** Whether the call's record shows the agent taking this phone. */
export function heardPhone(call: Pick<StoredVoiceCall, 'contactsConfirmed'>, phone: string): boolean {
  const digits = phoneDigits(phone);
  return call.contactsConfirmed.some((confirmed) => phoneDigits(confirmed) === digits);
}

/**
 * What the call's record decides for each voice contact of its conversation, the rule in one place
 * (the settlement only carries it out, `voice/settlement.ts` `settleCall`):
 *
 * - `send`: a phone the agent passed to save_contact that the visitor said in the call, or the
 *   number Lumi rang at the visitor's request: made (or its early copy confirmed) and sent to a
 *   manager at once.
 * - `hold`: a phone the agent passed that the visitor never said (a model's invention, a phone it
 *   was talked into): kept `unsaid`, flagged, never sent.
 * - `reject`: an early copy the widget posted whose phone the record does not show at all: never sent.
 *
 * Sends come first, so a manager hears of a caller before anything else is written. An early copy
 * of a phone the record sends or holds takes that verdict.
 */
export type ContactVerdict =
  | { readonly verdict: 'send'; readonly contact: TakenContact }
  | { readonly verdict: 'hold'; readonly contact: TakenContact }
  | { readonly verdict: 'reject'; readonly contact: TakenContact };

export function verdictsOf(
  call: Pick<StoredVoiceCall, 'contactsConfirmed' | 'contactsTaken' | 'contactsUnsaid' | 'transcript' | 'language'>,
  earlyCopies: readonly Pick<TakenContact, 'phone'>[] = [],
): ContactVerdict[] {
  const unsaid = call.contactsUnsaid ?? [];
  const inRecord = (phone: string) => heardPhone(call, phone) || unsaid.some((contact) => phoneDigits(contact.phone) === phoneDigits(phone));
  return [
    ...contactsOfCall(call).map((contact) => ({ verdict: 'send' as const, contact })),
    ...unsaid.map((contact) => ({ verdict: 'hold' as const, contact })),
    ...earlyCopies.filter((copy) => !inRecord(copy.phone)).map((copy) => ({ verdict: 'reject' as const, contact: { phone: copy.phone } })),
  ];
}

/** The transcript's turns that fit in `budget` bytes (UTF-8, as JSON), the last of them cut if it alone is too long. */
function trimmedTranscript(conversation: ElevenLabsConversation, budget: number): { transcript: VoiceCallTurn[]; truncated: boolean } {
  const transcript: VoiceCallTurn[] = [];
  let left = budget;
  for (const turn of conversation.transcript ?? []) {
    const kept: VoiceCallTurn = {
      role: turn.role,
      message: turn.message ?? undefined,
      timeInCallSecs: turn.time_in_call_secs,
      toolCalls: turn.tool_calls?.length ? turn.tool_calls.map((call) => ({ name: call.tool_name, parameters: call.params_as_json ?? '' })) : undefined,
    };
    const bytes = utf8Bytes(kept) + 1;
    if (bytes <= left) {
      transcript.push(kept);
      left -= bytes;
      continue;
    }
    // What is left of the budget takes the start of this turn's message (a typed wall of text keeps its beginning).
    const withoutMessage = utf8Bytes({ ...kept, message: '' }) + 1;
    // DynamoDB counts the message's own UTF-8 bytes, never more than its JSON: the cut fits what is left.
    if (kept.message && left - withoutMessage > 1_000) transcript.push({ ...kept, message: cutToBytes(kept.message, left - withoutMessage) });
    return { transcript, truncated: true };
  }
  return { transcript, truncated: false };
}

function partition<T>(items: readonly T[], keep: (item: T) => boolean): [T[], T[]] {
  return [items.filter(keep), items.filter((item) => !keep(item))];
}

/**
 * The record to keep of a conversation ElevenLabs reported. A contact the agent took counts as
 * confirmed only when the visitor said its phone in their own turns, checked before the transcript
 * is cut to what an item holds (a caller's number said in words counts, `phoneSaidIn`).
 */
export function voiceCallRecord(conversation: ElevenLabsConversation, source: StoredVoiceCall['source'], now = Date.now()): StoredVoiceCall {
  const client = conversation.conversation_initiation_client_data;
  const page = client?.dynamic_variables?.page_path;
  const analysis = conversation.analysis;
  const visitorTurns = (conversation.transcript ?? []).flatMap((turn) => (turn.role === 'user' && turn.message ? [turn.message] : []));
  const country = phoneCountryOfCall(conversationLanguage(conversation));
  const [said, unsaid] = partition(contactsTheAgentTook(conversation), (contact) => phoneSaidIn(visitorTurns, contact.phone, country));
  const taken = contactsLeft(conversation, said);
  const phoneCall = phoneCallOf(conversation);
  const callee = calleeAnswersOf(conversation);
  const dataCollection = Object.fromEntries(
    Object.entries(analysis?.data_collection_results ?? {}).map(([key, result]) => [
      key,
      typeof result.value === 'string' ? result.value.slice(0, DATA_VALUE_MAX_CHARS) : (result.value ?? null),
    ]),
  );
  const names = [...said, ...unsaid].flatMap((contact) => (contact.name ? [contact.name] : []));
  const unanswered = unansweredQuestionsOf(dataCollection, names);
  const record: Omit<StoredVoiceCall, 'transcript'> = {
    conversationId: conversation.conversation_id,
    agentId: conversation.agent_id,
    source,
    ...(phoneCall && { phoneCall }),
    ...(callee && { callee }),
    language: conversationLanguage(conversation),
    pagePath: typeof page === 'string' ? page.slice(0, 512) : undefined,
    startedAt: new Date(conversation.metadata.start_time_unix_secs * 1000).toISOString(),
    durationSeconds: conversation.metadata.call_duration_secs ?? 0,
    terminationReason: conversation.metadata.termination_reason || undefined,
    callSuccessful: analysis?.call_successful,
    summaryTitle: analysis?.call_summary_title ?? undefined,
    summary: analysis?.transcript_summary?.slice(0, SUMMARY_MAX_CHARS),
    dataCollection,
    evaluation: Object.fromEntries(Object.entries(analysis?.evaluation_criteria_results ?? {}).map(([key, result]) => [key, result.result ?? 'unknown'])),
    contactsConfirmed: taken.map((contact) => contact.phone),
    contactsTaken: taken,
    ...(unsaid.length ? { contactsUnsaid: unsaid } : {}),
    ...(unanswered.length ? { unansweredQuestions: unanswered } : {}),
    recordedAt: new Date(now).toISOString(),
  };
  const { transcript, truncated } = trimmedTranscript(conversation, RECORD_MAX_BYTES - utf8Bytes({ ...record, transcriptTruncated: true }));
  return { ...record, transcript, transcriptTruncated: truncated || undefined };
}

export function callSummary(call: StoredVoiceCall): VoiceCallSummary {
  const failed = Object.entries(call.evaluation ?? {}).flatMap(([criterion, result]) => (result === 'failure' ? [criterion] : []));
  return {
    summaryTitle: call.summaryTitle,
    summary: call.summary,
    language: call.language,
    durationSeconds: call.durationSeconds,
    pagePath: call.pagePath,
    ...(call.phoneCall && { phoneCall: call.phoneCall }),
    ...(failed.length ? { failedEvaluations: failed } : {}),
    ...heardText(call, 'callBackTime', DATA_COLLECTION_FIELDS.callBackTime),
    ...heardText(call, 'volume', DATA_COLLECTION_FIELDS.volume),
    ...demoBookingOf(call),
  };
}

/** What a demo's conversation did to the caller's visit, when its data collection says it in the agreed form. */
function demoBookingOf(call: StoredVoiceCall): { demoBooking?: DemoBookingOutcome } {
  const outcome = demoBookingOutcomeOf(call.dataCollection[DATA_COLLECTION_FIELDS.demoBooking]);
  return outcome ? { demoBooking: outcome } : {};
}

/** A value of the call's data collection that the caller said, as a summary's field; nothing when it is empty. */
function heardText<Field extends 'callBackTime' | 'volume'>(call: StoredVoiceCall, field: Field, id: string): Partial<Record<Field, string>> {
  const value = call.dataCollection[id];
  return typeof value === 'string' && value.trim() ? ({ [field]: value.trim() } as Partial<Record<Field, string>>) : {};
}
