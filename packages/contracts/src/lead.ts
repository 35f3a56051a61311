import * as z from 'zod/mini';
import { LEAD_FORM_IDS, type LeadFormId } from '@site/model';
import { codes, oneOf, optionalEmail, optionalText, payloadObject, phoneText, requiredText } from './fields';
import { languageSchema } from './language';
import { LIMITS } from './limits';
import { pagePathSchema } from './page-path';
import { isLanguage } from '@site/model';
import { normalizePhone, PHONE_COUNTRIES, startingPhoneCountry, type PhoneCountry } from './phone';
import { MORNING_CALL_REASONS } from './morning-call';

/** Every lead form of the site (the site model names them: each has its thank-you page). */
export const FORM_IDS = LEAD_FORM_IDS;
export type FormId = LeadFormId;

/** The AI Sales Manager checkboxes: Demo, Sample Report, Sales Manager Consultation. */
export const LEAD_INTERESTS = ['demo', 'sample-report', 'consultation'] as const;
export type LeadInterest = (typeof LEAD_INTERESTS)[number];

/** The optional fields a form may ask beyond name, phone and e-mail. */
export const OPTIONAL_LEAD_FIELDS = ['company', 'comment', 'interests', 'channels', 'volume'] as const;
export type OptionalLeadField = (typeof OPTIONAL_LEAD_FIELDS)[number];

/** What a form asks: its optional fields, in order, and whether it has a privacy-consent checkbox. */
export interface FormVariant {
  /** The AI Sales Manager form: interests instead of consent (the spec's extended form). */
  readonly extended: boolean;
  readonly consent: boolean;
  readonly fields: readonly OptionalLeadField[];
}

/**
 * The optional fields of each form: the AI Sales Manager form's company, comment and interests
 * (the spec's); the contacts form's company and message, for "40 clinics, mMedica"; AI Seller
 * 24/7's channels and chats a day, which its form's text asks for. A form sending a field it does
 * not ask is refused (`unknown_field`).
 */
const FORM_FIELDS: Readonly<Partial<Record<FormId, readonly OptionalLeadField[]>>> = {
  'sales-manager': ['company', 'comment', 'interests'],
  contacts: ['company', 'comment'],
  seller: ['channels', 'volume'],
};

/** The AI Sales Manager form asks more and has no consent checkbox; every other form needs consent. */
export function formVariant(formId: FormId): FormVariant {
  const extended = formId === 'sales-manager';
  return { extended, consent: !extended, fields: FORM_FIELDS[formId] ?? [] };
}

const leadFields = payloadObject({
  formId: oneOf(FORM_IDS),
  name: requiredText(LIMITS.nameMaxLength),
  /** Read in the country of `phoneCountry` (`600 123 456` in PL, `050 123 45 67` in UA) and stored in E.164, below. */
  phone: phoneText,
  /**
   * The country the form's picker showed beside the phone: what a number without its code is read
   * in, and nothing else (it is not stored). `''`: none, the number carries its code. Absent (a
   * client without a picker): the country the form would have started in (`startingPhoneCountry`).
   */
  phoneCountry: z.optional(z.union([z.literal(''), z.enum(PHONE_COUNTRIES as [PhoneCountry, ...PhoneCountry[]])], codes('invalid_value'))),
  email: optionalEmail,
  company: optionalText(LIMITS.companyMaxLength),
  comment: optionalText(LIMITS.commentMaxLength, { multiline: true }),
  /** AI Seller 24/7's form: the channels the shop's customers write in, and roughly how many chats a day, as typed. */
  channels: optionalText(LIMITS.channelsMaxLength),
  volume: optionalText(LIMITS.volumeMaxLength),
  // Counted by a refinement, not z.maxLength: zod stops every later check of the payload at an
  // array over its maxLength, and the form shows every error at once. Made unique with the phone, below.
  interests: z.optional(z.array(oneOf(LEAD_INTERESTS), codes()).check(z.refine((list) => list.length <= LEAD_INTERESTS.length, 'too_long'))),
  consent: z.optional(z.boolean(codes())),
  language: languageSchema,
  pagePath: pagePathSchema(),
  idempotencyKey: z.uuid(codes('invalid_uuid')),
  /** The honeypot: hidden from people, so only bots fill it. */
  website: z.optional(z.string(codes()).check(z.maxLength(0, 'must_be_empty'))),
  /**
   * The visitor's "send it anyway" after `network_limit_reached`: the lead is kept for a manager to
   * check, within an allowance of its own (`review_limit_reached` past it), rather than refused.
   */
  keepForReview: z.optional(z.literal(true, codes())),
});

/**
 * Whether an issue leaves a check over `fields` nothing sound to judge: the payload is not an
 * object, or one of those fields is itself bad. An unknown field blocks nothing.
 */
const blocksCheckOf =
  (...fields: readonly string[]) =>
  (issue: { readonly code: string; readonly path?: PropertyKey[] }): boolean => {
    const field = issue.path?.[0];
    if (field === undefined) return issue.code !== 'unrecognized_keys';
    return fields.includes(field as string);
  };

type PhoneOf = (lead: { readonly phone: string; readonly phoneCountry?: PhoneCountry | ''; readonly language: string }) => ReturnType<typeof normalizePhone>;

/**
 * The lead's phone in E.164, read in the country its picker showed or, without one, in the country
 * the form starts in for this viewer. A language not the site's (refused on its own) has no
 * country: the number then needs its code.
 */
const phoneReader =
  (viewerCountry: string | undefined): PhoneOf =>
  (lead) => {
    const chosen = lead.phoneCountry;
    const country = chosen !== undefined ? chosen || undefined : isLanguage(lead.language) ? startingPhoneCountry(viewerCountry, lead.language) : undefined;
    return normalizePhone(lead.phone, country);
  };

/** `POST /api/leads`, for a viewer in `viewerCountry` (as CloudFront reports it). */
const checkedLead = (phoneOf: PhoneOf) =>
  leadFields.check(
    z.refine((lead) => phoneOf(lead).ok, {
      path: ['phone'],
      message: 'invalid_phone',
      // Judged even when other fields are bad, so a form shows every error at once.
      when: ({ issues }) => !issues.some(blocksCheckOf('phone', 'phoneCountry')),
    }),
    z.refine((lead) => !formVariant(lead.formId).consent || lead.consent === true, {
      path: ['consent'],
      message: 'consent_required',
      // Judge consent even when other fields are bad, so a form shows every error at once.
      when: ({ issues }) => !issues.some(blocksCheckOf('formId', 'consent')),
    }),
    ...OPTIONAL_LEAD_FIELDS.map((field) =>
      z.refine<z.output<typeof leadFields>>((lead) => formVariant(lead.formId).fields.includes(field) || lead[field] === undefined, {
        path: [field],
        message: 'unknown_field',
        when: ({ issues }) => !issues.some(blocksCheckOf('formId', field)),
      }),
    ),
  );

const leadSchemaFor = (viewerCountry: string | undefined) => {
  const phoneOf = phoneReader(viewerCountry);
  return z.pipe(
    checkedLead(phoneOf),
    z.transform((lead) => {
      const phone = phoneOf(lead);
      // The picker's country only says how the number was written: E.164 carries it.
      const { phoneCountry: _readIn, ...stored } = lead;
      return { ...stored, phone: phone.ok ? phone.e164 : lead.phone, ...(lead.interests && { interests: [...new Set(lead.interests)] }) };
    }),
  );
};

const schemasByViewerCountry = new Map<string, ReturnType<typeof leadSchemaFor>>();

/**
 * `POST /api/leads` for a viewer in `viewerCountry` (CloudFront's report, never the client's): a lead
 * as its form sent it, its phone stored in E.164. The form checks with the same schema for the same
 * country, so the two read a number alike.
 */
export function leadRequestSchemaFor(viewerCountry?: string): ReturnType<typeof leadSchemaFor> {
  const key = viewerCountry ?? '';
  let schema = schemasByViewerCountry.get(key);
  if (!schema) schemasByViewerCountry.set(key, (schema = leadSchemaFor(viewerCountry)));
  return schema;
}

/** `POST /api/leads` where no viewer country is known (a national number is read in the page language's country). */
export const leadRequestSchema = /* @__PURE__ */ leadRequestSchemaFor();
export type LeadRequest = z.input<typeof leadRequestSchema>;
export type Lead = z.output<typeof leadRequestSchema>;

/**
 * `heldForReview`: sent anyway once its network's hour was spent, the lead is kept for a manager to
 * check before calling. `leadCall`: the call its thank-you page offers ("Lumi calls you now") would
 * not ring at once but at this morning, in the zone where the number rings, and why; absent when it
 * rings at once, or when Lumi does not ring the number's country.
 */
export const leadResponseSchema = z.object({
  id: z.uuid(),
  heldForReview: z.optional(z.literal(true)),
  leadCall: z.optional(z.object({ morning: z.iso.datetime(), timeZone: z.string(), reason: z.enum(MORNING_CALL_REASONS) })),
});
export type LeadResponse = z.infer<typeof leadResponseSchema>;
