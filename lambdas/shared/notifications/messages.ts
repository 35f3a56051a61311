import { domainToUnicode } from 'node:url';
import { maskEmail, maskName, maskPhone } from '../mask';

/**
 * Manager messages, each in its reader's language (`manager-words.ts`): a title and labelled fields,
 * which each feature writes of its items (`leads/notification.ts`, `voice/notification.ts`), rendered
 * here for each way they travel (Telegram, the e-mail digest, the log).
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

/** A message of these fields: a field for each value given; missing and blank values leave no line. */
export function managerMessage(title: string, fields: readonly (readonly [label: string, value: string | undefined, kind: FieldKind])[]): ManagerMessage {
  return {
    title,
    fields: fields
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([label, value, kind]) => ({ label, value: kind === 'email' ? readableEmail(value!) : value!, kind })),
  };
}

/**
 * An e-mail as a manager reads it: as stored (a domain in punycode, what any mail client sends to),
 * and, where the domain is written in another script, that writing after it, since
 * `boss@xn--e1afmkfd.xn--p1ai` says nothing to a reader of `boss@пример.рф`. The punycode comes
 * first, so a domain that only looks like another (a Cyrillic «а» in a Latin name) is still told apart.
 */
export function readableEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1 || !/(?:^|\.)xn--/.test(email.slice(at + 1))) return email;
  const domain = domainToUnicode(email.slice(at + 1));
  return domain && domain !== email.slice(at + 1) ? `${email} (${email.slice(0, at)}@${domain})` : email;
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

export function defanged(value: string): string {
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
