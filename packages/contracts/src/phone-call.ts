import * as z from 'zod/mini';
import { PRODUCT_SLUGS } from '@site/model';
import { codes, oneOf, payloadObject, phoneText } from './fields';
import { languageSchema } from './language';
import { pagePathSchema } from './page-path';
import { DEMO_BUSINESSES } from './voice-booking-tool';
import { phoneCallStatusTokenSchema } from './call-status-token';
import { MORNING_CALL_REASONS } from './morning-call';

export { MORNING_CALL_REASONS, type MorningCallReason } from './morning-call';

/*
 * "Have Lumi call me": the visitor leaves a number and Lumi rings it (ElevenLabs' outbound call
 * through the agent's phone number). A callback form is a classic toll-fraud target, so every
 * refusal below is the server's, with its own code; the form shows each beside its control.
 */

/** Who rings: Lumi, the site's assistant, or the receptionist of the business picked in the Lumi demo. */
export const PHONE_CALL_PERSONAS = ['assistant', ...DEMO_BUSINESSES] as const;
export type PhoneCallPersona = (typeof PHONE_CALL_PERSONAS)[number];

/** Now, or at the next morning the server offered when it is night where the number rings. */
export const PHONE_CALL_TIMES = ['now', 'next_morning'] as const;
export type PhoneCallTime = (typeof PHONE_CALL_TIMES)[number];

/**
 * `POST /api/phone-call`. `phone` as typed; `country` the phone field's country (ISO 3166-1
 * alpha-2), in which a national number is read. `consent` is the AI notice the voice widget already
 * gives; `call_consent` "you agree to receive this one call". `product`, on the call a thank-you page
 * offers after a product's lead form: Lumi asks that product's qualifying questions in the call.
 */
export const phoneCallRequestSchema = payloadObject({
  phone: phoneText,
  country: z.optional(z.string(codes()).check(z.regex(/^[A-Z]{2}$/, 'invalid_value'))),
  language: languageSchema,
  persona: oneOf(PHONE_CALL_PERSONAS),
  page_path: pagePathSchema(),
  consent: z.literal(true, { error: () => 'consent_required' }),
  call_consent: z.literal(true, { error: () => 'consent_required' }),
  when: z._default(oneOf(PHONE_CALL_TIMES), 'now'),
  product: z.optional(oneOf(PRODUCT_SLUGS)),
});
export type PhoneCallRequest = z.input<typeof phoneCallRequestSchema>;
export type PhoneCallOrder = z.output<typeof phoneCallRequestSchema>;

/**
 * What the server did: rang the number now (200), or will ring it at `at`, the callee's morning
 * (202); with the call's id and the token its status is read with.
 */
export const phoneCallResponseSchema = z.union([
  z.object({ status: z.literal('calling'), call_id: z.uuid(), status_token: phoneCallStatusTokenSchema }),
  z.object({ status: z.literal('scheduled'), call_id: z.uuid(), status_token: phoneCallStatusTokenSchema, at: z.iso.datetime(), time_zone: z.string() }),
]);
export type PhoneCallResponse = z.infer<typeof phoneCallResponseSchema>;

/** The refusal body of a request that waits for a morning: why, and when the morning call would ring, in the callee's zone. */
export const nightRefusalBodySchema = z.object({
  error: z.enum(MORNING_CALL_REASONS),
  message: z.string(),
  next_morning: z.iso.datetime(),
  time_zone: z.string(),
});
export type NightRefusalBody = z.infer<typeof nightRefusalBodySchema>;

/** `POST /api/phone-call-status`: how the call the visitor asked for goes, asked with the token its request answered. */
export const phoneCallStatusRequestSchema = payloadObject({
  call_id: z.uuid({ error: 'invalid_uuid' }),
  status_token: phoneCallStatusTokenSchema,
});
export type PhoneCallStatusRequest = z.input<typeof phoneCallStatusRequestSchema>;

/** What the visitor's panel shows: booked for the morning, ringing, talking, ended, not answered, or failed to ring. */
export const PHONE_CALL_STATES = ['scheduled', 'ringing', 'in_call', 'ended', 'not_answered', 'failed'] as const;
export type PhoneCallState = (typeof PHONE_CALL_STATES)[number];

/**
 * The call's state, never its ElevenLabs conversation id: the requester may not be the callee (H1),
 * and that id derives nothing of the callee's. The ended view rates the call by its own id and token.
 */
export const phoneCallStatusResponseSchema = z.object({
  state: z.enum(PHONE_CALL_STATES),
  duration_seconds: z.optional(z.number()),
});
export type PhoneCallStatusResponse = z.infer<typeof phoneCallStatusResponseSchema>;

/**
 * What a do-not-call request asks: `list` a number (the default), or `lift` its listing, which Lumi
 * does only when the person who answers one confirmation call to that number says yes in the call.
 */
export const DO_NOT_CALL_ACTIONS = ['list', 'lift'] as const;
export type DoNotCallAction = (typeof DO_NOT_CALL_ACTIONS)[number];

/**
 * `POST /api/do-not-call`: a number for the do-not-call list, or a request to lift its listing, from
 * the privacy page's forms (the browser's own post) or a script. `phone` with its country code, or
 * national in `country` (else in the page language's country).
 */
export const doNotCallRequestSchema = payloadObject({
  phone: phoneText,
  country: z.optional(z.string(codes()).check(z.regex(/^[A-Z]{2}$/, 'invalid_value'))),
  language: languageSchema,
  action: z.optional(oneOf(DO_NOT_CALL_ACTIONS)),
});
export type DoNotCallRequest = z.input<typeof doNotCallRequestSchema>;

/**
 * Listed (or listed already), or the lift asked (listed or not: a confirmation call rings only a
 * listed number, and the answer never says which).
 */
export const doNotCallResponseSchema = z.object({ status: z.enum(['listed', 'lift_requested']) });

/**
 * Where the privacy page's form lands after the browser's own post: the privacy page at one of
 * these anchors, whose note a style sheet shows (`:target`), so the answer needs no script.
 */
export const DO_NOT_CALL_ANCHORS = {
  listed: 'do-not-call-listed',
  lift_requested: 'do-not-call-lift-requested',
  invalid: 'do-not-call-invalid',
  busy: 'do-not-call-busy',
} as const;
