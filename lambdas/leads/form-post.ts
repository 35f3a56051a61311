import { createHash } from 'node:crypto';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { FORM_IDS, formVariant, isPhoneCountry, LIMITS, startingPhoneCountry, type FormId, type PhoneCountry } from '@site/contracts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@site/model';
import { uuidFromHash } from '../shared/name-based-uuid';

/**
 * A lead form sent by the browser itself (`method="post"`, `application/x-www-form-urlencoded`):
 * without JavaScript, or when the form's code did not load. Its fields become the same lead the
 * script would have sent, validated by the same schema; only the idempotency key differs (below).
 */
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** What the browser sent, as the form's fields: what the refusal page fills the form in again with. */
export interface PostedForm {
  readonly formId: FormId;
  readonly language: Language;
  readonly pagePath: string;
  readonly values: Readonly<Record<string, string>>;
  readonly interests: readonly string[];
  readonly consent: boolean;
  /** The country the phone was read in (the picker shows it again), or none: the number carries its code. */
  readonly phoneCountry: PhoneCountry | undefined;
}

/** The body's fields, and whether the body is over the API's size limit (then nothing of it is taken, but the page answering it still speaks the visitor's language). */
export function readFormBody(event: APIGatewayProxyEvent): { readonly fields: URLSearchParams; readonly tooLarge: boolean } {
  const raw = event.body ?? '';
  const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  return { fields: new URLSearchParams(bytes.toString('utf8')), tooLarge: bytes.byteLength > LIMITS.bodyMaxBytes };
}

const TEXT_FIELDS = ['name', 'phone', 'email', 'company', 'comment', 'channels', 'volume', 'website'] as const;

/**
 * The form as posted. A form id or language that is no form's or no language of the site (a
 * hand-made post) is kept as it came for validation, and the page answering it falls back to the
 * contacts form in English.
 */
export function postedForm(fields: URLSearchParams, viewerCountry?: string): PostedForm {
  const formId = fields.get('formId') ?? '';
  const language = fields.get('language') ?? '';
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const chosen = chosenPhoneCountry(fields);
  return {
    formId: (FORM_IDS as readonly string[]).includes(formId) ? (formId as FormId) : 'contacts',
    language: lang,
    phoneCountry: chosen === undefined ? startingPhoneCountry(viewerCountry, lang) : isPhoneCountry(chosen) ? chosen : undefined,
    pagePath: fields.get('pagePath') ?? '',
    values: Object.fromEntries(TEXT_FIELDS.flatMap((field) => (fields.has(field) ? [[field, fields.get(field) ?? '']] : []))),
    interests: fields.getAll('interests'),
    consent: fields.has('consent'),
  };
}

/**
 * How long the same lead, posted again, is the same lead: a second press, a resubmission after
 * going back. A form posted by the browser carries no idempotency key of its own, because the one
 * HTML every visitor of a page gets (cached at the edge) would hand all of them the same key; so
 * the key is derived from what was sent and this window: the same person sending the same lead
 * twice within it stores one lead and notifies once, two people never share a key (their leads
 * differ), and the same lead sent again later is a new request.
 */
export const FORM_POST_WINDOW_MS = 10 * 60_000;

/** The lead a posted form stands for, with its derived idempotency key; validated by the caller. */
export function leadOfForm(fields: URLSearchParams, now = Date.now()): Record<string, unknown> {
  const lead = formLead(fields);
  return { ...lead, idempotencyKey: formPostKey(lead, windowOf(now)) };
}

/**
 * The key the same lead had if it was posted in the window before this one: a repeat a few seconds
 * apart may straddle two windows, so the caller looks for that lead too (`storedSince`).
 */
export function earlierFormPostKey(fields: URLSearchParams, now = Date.now()): string {
  return formPostKey(formLead(fields), windowOf(now) - 1);
}

function formLead(fields: URLSearchParams): Record<string, unknown> {
  const formId = fields.get('formId') ?? '';
  const extended = (FORM_IDS as readonly string[]).includes(formId) && formVariant(formId as FormId).extended;
  const lead: Record<string, unknown> = {
    formId,
    language: fields.get('language') ?? '',
    pagePath: fields.get('pagePath') ?? '',
  };
  for (const field of TEXT_FIELDS) if (fields.has(field)) lead[field] = fields.get(field);
  const phoneCountry = chosenPhoneCountry(fields);
  if (phoneCountry !== undefined) lead.phoneCountry = phoneCountry;
  // A checkbox is sent only when ticked: a consent form without it did not consent.
  if (fields.has('consent') || !extended) lead.consent = fields.has('consent');
  if (fields.has('interests')) lead.interests = fields.getAll('interests');
  // The refusal page's "send it anyway" (refusal-page.ts); any other value is left to validation.
  if (fields.has('keepForReview')) lead.keepForReview = fields.get('keepForReview') === 'true' ? true : fields.get('keepForReview');
  return lead;
}

/**
 * The country the visitor chose beside the phone, undefined when they left the one the page was
 * prerendered with (its language's): a page without its script cannot know the viewer's country,
 * so that choice is not theirs, and the number is read in the viewer's country, as the form with its
 * script would have shown it.
 */
function chosenPhoneCountry(fields: URLSearchParams): string | undefined {
  const posted = fields.get('phoneCountry');
  const language = fields.get('language') ?? '';
  if (posted === null || (isLanguage(language) && posted === (startingPhoneCountry(undefined, language) ?? ''))) return undefined;
  return posted;
}

function windowOf(now: number): number {
  return Math.floor(now / FORM_POST_WINDOW_MS);
}

function formPostKey(lead: Record<string, unknown>, window: number): string {
  // Everything but the honeypot, which a person never fills and which must not make a repeat differ.
  const { website: _website, ...content } = lead;
  const canonical = JSON.stringify(
    Object.keys(content)
      .sort()
      .map((key) => [key, content[key]]),
  );
  return uuidFromHash(createHash('sha256').update(`form-post:${window}:${canonical}`).digest('hex'));
}
