import { CONTACT_TOOL_NAME, LIMITS, normalizePhone, PHONE_COUNTRY_OF_LANGUAGE, type ElevenLabsConversation, type PhoneCountry } from '@site/contracts';
import { expiresAt } from '../dynamodb';

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

export interface StoredVoiceCall {
  readonly conversationId: string;
  readonly agentId: string;
  readonly source: 'webhook' | 'lookup';
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
  /** The phones the agent passed to save_contact, normalized: the contacts this conversation confirms. */
  readonly contactsConfirmed: readonly string[];
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
  readonly expiresAt: number;
}

/** A contact the agent passed to save_contact: the phone, normalized, and the name it gave with it, if any. */
export interface TakenContact {
  readonly phone: string;
  readonly name?: string;
}

/** What a manager's message says of the call a contact came from. */
export type VoiceCallSummary = Pick<StoredVoiceCall, 'summaryTitle' | 'summary' | 'language' | 'durationSeconds' | 'pagePath'>;

/** A DynamoDB item holds 400 KB; the transcript keeps well under it, whatever the call's length. */
const TRANSCRIPT_MAX_CHARS = 250_000;

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

/** The conversation's language: the one the page asked the agent to speak, else the one ElevenLabs heard. */
function conversationLanguage(conversation: ElevenLabsConversation): string | undefined {
  return conversation.conversation_initiation_client_data?.conversation_config_override?.agent?.language ?? conversation.metadata.main_language ?? undefined;
}

/** The country whose national numbers a caller in this language writes (`8 (999) …` in Russian). */
function phoneCountryOfCall(language: string | undefined): PhoneCountry | undefined {
  return language && Object.hasOwn(PHONE_COUNTRY_OF_LANGUAGE, language)
    ? PHONE_COUNTRY_OF_LANGUAGE[language as keyof typeof PHONE_COUNTRY_OF_LANGUAGE]
    : undefined;
}

/** The phones the agent passed to its save_contact tool in this conversation, normalized, each once. */
export function phonesTheAgentTook(conversation: ElevenLabsConversation): string[] {
  return contactsTheAgentTook(conversation).map((contact) => contact.phone);
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

function trimmedTranscript(conversation: ElevenLabsConversation): { transcript: VoiceCallTurn[]; truncated: boolean } {
  const transcript: VoiceCallTurn[] = [];
  let chars = 0;
  for (const turn of conversation.transcript ?? []) {
    const kept: VoiceCallTurn = {
      role: turn.role,
      message: turn.message ?? undefined,
      timeInCallSecs: turn.time_in_call_secs,
      toolCalls: turn.tool_calls?.length ? turn.tool_calls.map((call) => ({ name: call.tool_name, parameters: call.params_as_json ?? '' })) : undefined,
    };
    chars += JSON.stringify(kept).length;
    if (chars > TRANSCRIPT_MAX_CHARS) return { transcript, truncated: true };
    transcript.push(kept);
  }
  return { transcript, truncated: false };
}

/** The record to keep of a conversation ElevenLabs reported. */
export function voiceCallRecord(conversation: ElevenLabsConversation, source: StoredVoiceCall['source'], now = Date.now()): StoredVoiceCall {
  const { transcript, truncated } = trimmedTranscript(conversation);
  const client = conversation.conversation_initiation_client_data;
  const page = client?.dynamic_variables?.page_path;
  const analysis = conversation.analysis;
  const taken = contactsTheAgentTook(conversation);
  return {
    conversationId: conversation.conversation_id,
    agentId: conversation.agent_id,
    source,
    language: conversationLanguage(conversation),
    pagePath: typeof page === 'string' ? page.slice(0, 512) : undefined,
    startedAt: new Date(conversation.metadata.start_time_unix_secs * 1000).toISOString(),
    durationSeconds: conversation.metadata.call_duration_secs ?? 0,
    terminationReason: conversation.metadata.termination_reason || undefined,
    callSuccessful: analysis?.call_successful,
    summaryTitle: analysis?.call_summary_title ?? undefined,
    summary: analysis?.transcript_summary,
    dataCollection: Object.fromEntries(Object.entries(analysis?.data_collection_results ?? {}).map(([key, result]) => [key, result.value ?? null])),
    evaluation: Object.fromEntries(Object.entries(analysis?.evaluation_criteria_results ?? {}).map(([key, result]) => [key, result.result ?? 'unknown'])),
    contactsConfirmed: taken.map((contact) => contact.phone),
    contactsTaken: taken,
    transcript,
    transcriptTruncated: truncated || undefined,
    recordedAt: new Date(now).toISOString(),
    expiresAt: expiresAt(now),
  };
}

export function callSummary(call: StoredVoiceCall): VoiceCallSummary {
  return { summaryTitle: call.summaryTitle, summary: call.summary, language: call.language, durationSeconds: call.durationSeconds, pagePath: call.pagePath };
}
