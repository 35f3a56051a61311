import { DEFAULT_VOICE_LEAD_NAME, type EvaluationCriterionId, type LeadInterest } from '@site/contracts';
import type { StoredLead } from '../records/lead';
import { maskEmail, maskName, maskPhone } from '../mask';
import type { StoredVoiceContact } from '../records/voice-contact';

/**
 * Manager messages, in Russian like the rest of the managers' tooling: a title and labelled fields,
 * written once here and rendered for each way they travel (Telegram, the e-mail digest, the log).
 * Every value is the visitor's or comes from their item, so no renderer lets one add a line, a link,
 * a mention or a command: a value is always one line, and Telegram shows it inside `<code>`, where
 * it parses nothing.
 */
export interface ManagerMessage {
  readonly title: string;
  readonly fields: readonly MessageField[];
}

/** What a value is, for the log, which shows none of them in full. */
export type FieldKind = 'name' | 'phone' | 'email' | 'free-text' | 'fact';

export interface MessageField {
  readonly label: string;
  readonly value: string;
  readonly kind: FieldKind;
}

const INTEREST_LABELS: Record<LeadInterest, string> = {
  demo: 'Демо',
  'sample-report': 'Пример отчёта',
  consultation: 'Консультация по Sales Manager',
};

/** A field for each value given; missing and blank values leave no line. */
function message(title: string, fields: readonly (readonly [label: string, value: string | undefined, kind: FieldKind])[]): ManagerMessage {
  return { title, fields: fields.filter(([, value]) => value !== undefined && value !== '').map(([label, value, kind]) => ({ label, value: value!, kind })) };
}

export function leadMessage(lead: StoredLead): ManagerMessage {
  return message('Новая заявка с сайта', [
    ['Форма', lead.formId, 'fact'],
    ['Имя', lead.name, 'name'],
    ['Телефон', lead.phone, 'phone'],
    ['Email', lead.email, 'email'],
    ['Компания', lead.company, 'free-text'],
    ['Интересы', lead.interests?.map((interest) => INTEREST_LABELS[interest] ?? interest).join(', '), 'fact'],
    ['Комментарий', lead.comment, 'free-text'],
    ['Язык страницы', lead.language, 'fact'],
    ['Страница', lead.pagePath, 'fact'],
    ['Заявка', lead.id, 'fact'],
  ]);
}

/** The agent's evaluation criteria as a manager reads them, when a call failed one. */
const EVALUATION_LABELS: Record<EvaluationCriterionId, string> = {
  contact_taken_when_wanted: 'контакт не сохранён, хотя клиент просил перезвонить',
  no_invented_prices: 'ассистент назвал цену',
  no_medical_or_legal_advice: 'ассистент дал медицинский или юридический совет',
  no_instructions_from_the_chat: 'ассистент выполнил указание клиента вопреки правилам',
};

function failedEvaluationsText(failed: readonly string[] | undefined): string | undefined {
  if (!failed?.length) return undefined;
  return failed
    .map((criterion) => (Object.hasOwn(EVALUATION_LABELS, criterion) ? EVALUATION_LABELS[criterion as EvaluationCriterionId] : criterion))
    .join('; ');
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
  return message('Новый контакт от голосового ассистента', [
    ['Имя', contact.userName || DEFAULT_VOICE_LEAD_NAME, 'name'],
    ['Телефон', contact.phone, 'phone'],
    ['Тема разговора', clipped(call?.summaryTitle, 200), 'free-text'],
    ['О чём говорили', clipped(call?.summary, SUMMARY_MAX_CHARS), 'free-text'],
    // Before the call back: what the agent may have said that the manager must correct.
    ['Проверка разговора не пройдена', failedEvaluationsText(call?.failedEvaluations), 'fact'],
    ['Страница', call?.pagePath, 'free-text'],
    ['Разговор', contact.conversationId, 'fact'],
    ['Длительность', `${Math.round(call?.durationSeconds ?? contact.durationSeconds)} с`, 'fact'],
    ['Язык', call?.language ?? contact.language, 'fact'],
    ['Время', contact.createdAt, 'fact'],
  ]);
}

/** Every way a text can break a line, for Telegram or a mail client: LF, CR, VT, FF, NEL, U+2028, U+2029. */
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/** Shown where a comment broke its line, so the manager still sees its paragraphs. */
export const LINE_BREAK_MARK = '↵';
/**
 * Control characters, and format characters except the joiners (ZWNJ, ZWJ) names and emoji are made of:
 * bidi overrides and isolates would make a line read other than it is, zero-width spaces hide inside
 * what looks like one word. The schemas refuse them in one-line fields; this also covers a comment
 * and items stored before they did.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
/** The joiners a name or an emoji is written with (ZWNJ in Persian and Indic names, ZWJ in emoji): kept. */
const JOINERS: ReadonlySet<string> = new Set(['\u200c', '\u200d']);

/** The value on one line, with nothing invisible left in it but the joiners. */
export function oneLine(value: string): string {
  const flat = value
    .replace(LINE_BREAKS, LINE_BREAK_MARK)
    .replace(INVISIBLE, (character) => (JOINERS.has(character) ? character : character === '\t' ? ' ' : ''))
    .trim();
  // A value of invisible characters only still gets a line, as its template says.
  return flat || '—';
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Telegram HTML (`parse_mode: HTML`): inside `<code>` Telegram makes no link, mention, hashtag or command of a value. */
export function telegramHtml(message: ManagerMessage): string {
  return [`<b>${escapeHtml(message.title)}</b>`, ...message.fields.map(({ label, value }) => `${label}: <code>${escapeHtml(oneLine(value))}</code>`)].join(
    '\n',
  );
}

/**
 * What a mail client would make a link of in a visitor's own words: a scheme (`https://`) and a full
 * stop between letters (`evil.example`), the ideographic and fullwidth ones too (`evil。example`,
 * `evil．example`, `evil｡example`), which browsers read as a host's dots. Shown defanged
 * (`https[:]//evil[.]example`, `evil[。]example`), as security mail does; each stop keeps its own
 * glyph, so Chinese or Japanese prose still reads.
 */
const LINK_SCHEME = /:\/\//g;
const FULL_STOP_BETWEEN_LETTERS = /(?<=[\p{L}\d])[.\u3002\uFF0E\uFF61](?=\p{L})/gu;

function defanged(value: string): string {
  return value.replace(LINK_SCHEME, '[:]//').replace(FULL_STOP_BETWEEN_LETTERS, (stop) => `[${stop}]`);
}

/**
 * The kinds of value a mail client could make a link of: what a visitor writes freely, and an
 * e-mail (valid, yet its domain is the visitor's choice). A phone is digits, and the facts are ours.
 */
const LINKABLE_KINDS: ReadonlySet<FieldKind> = new Set(['name', 'free-text', 'email']);

/** Plain text, for the e-mail digest: one line per field, and no link a visitor wrote. */
export function plainText(message: ManagerMessage): string {
  return [
    message.title,
    ...message.fields.map(({ label, value, kind }) => `${label}: ${LINKABLE_KINDS.has(kind) ? defanged(oneLine(value)) : oneLine(value)}`),
  ].join('\n');
}

const MASKS: Record<FieldKind, (value: string) => string> = {
  name: maskName,
  phone: maskPhone,
  email: maskEmail,
  // A comment or a company may name a person; the log keeps only its length.
  'free-text': (value) => `[${[...value].length} симв.]`,
  fact: (value) => value,
};

/** For the log (NOTIFICATION_CHANNEL=log): the same lines with names, phones, e-mails and free text masked. */
export function maskedText(message: ManagerMessage): string {
  return [message.title, ...message.fields.map(({ label, value, kind }) => `${label}: ${oneLine(MASKS[kind](value))}`)].join('\n');
}
