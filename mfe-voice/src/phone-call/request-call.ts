import {
  API_PATHS,
  apiErrorBodySchema,
  nightRefusalBodySchema,
  PHONE_CALL_CHECK_PATH,
  PHONE_CALL_CHECKED_MESSAGE,
  PHONE_CALL_REFUSALS,
  phoneCallResponseSchema,
  phoneCallStatusResponseSchema,
  postJson,
  type ApiAnswer,
  type MorningCallReason,
  type PhoneCallPersona,
  type PhoneCallRefusal,
  type PhoneCallRequest,
  type PhoneCallResponse,
  type PhoneCallStatusRequest,
  type PhoneCallStatusResponse,
  type PostOptions,
} from '@site/contracts';
import type { Language, ProductSlug } from '@site/model';

/**
 * "Have Lumi call me" from the browser: the request, what it answered, and how the call goes. The
 * call's path is behind the WAF's Challenge action in the cloud: a script's request without a token
 * gets 202 with `x-amzn-waf-action: challenge`; the check page, loaded in a hidden frame, runs WAF's
 * check (which sets the token cookie) and then reports from the site, and the request goes again.
 * Answers are read with the contracts' schemas. Nothing is retried: a request whose answer was lost
 * may have placed the call, and a second one would ring the visitor twice (the server refuses it as
 * the number's call of the day); the panel's status is asked again anyway.
 */
const CHECK_TIMEOUT_MS = 15_000;

export type CallAnswer =
  | PhoneCallResponse
  | { readonly status: 'night'; readonly reason: MorningCallReason; readonly nextMorning: string; readonly timeZone: string }
  | { readonly status: 'refused'; readonly reason: PhoneCallRefusal }
  | { readonly status: 'invalid'; readonly fields: Readonly<Record<string, string>> }
  /** The browser could not prove itself to the WAF, the network failed, or the server did. */
  | { readonly status: 'unchecked' | 'offline' | 'failed' | 'rate_limited' };

export interface CallOrder {
  readonly phone: string;
  readonly country?: string;
  readonly language: Language;
  readonly persona: PhoneCallPersona;
  readonly pagePath: string;
  readonly callConsent: boolean;
  readonly when?: 'now' | 'next_morning';
  /** The lead form's product, on the call its thank-you page offers. */
  readonly product?: ProductSlug;
}

function isChallenge(answer: ApiAnswer): boolean {
  return answer.status === 202 && answer.headers.get('x-amzn-waf-action') === 'challenge';
}

/** Loads the check page in a hidden frame and waits for it to say WAF let it through; false when it does not in time. */
export function passChallenge(doc: Document = document): Promise<boolean> {
  return new Promise((resolve) => {
    const frame = doc.createElement('iframe');
    frame.hidden = true;
    frame.title = 'check';
    const done = (passed: boolean) => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      frame.remove();
      resolve(passed);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data === PHONE_CALL_CHECKED_MESSAGE) done(true);
    };
    const timer = setTimeout(() => done(false), CHECK_TIMEOUT_MS);
    window.addEventListener('message', onMessage);
    frame.src = PHONE_CALL_CHECK_PATH;
    doc.body.append(frame);
  });
}

/** What the server answered a call request, read with the contracts' schemas; an answer none of them reads is a failure. */
function callAnswerOf(answer: ApiAnswer): CallAnswer {
  if (answer.ok) return phoneCallResponseSchema.safeParse(answer.body).data ?? { status: 'failed' };
  const night = nightRefusalBodySchema.safeParse(answer.body).data;
  if (night) return { status: 'night', reason: night.error, nextMorning: night.next_morning, timeZone: night.time_zone };
  const refusal = apiErrorBodySchema.safeParse(answer.body).data;
  if (refusal?.error === 'validation_failed') return { status: 'invalid', fields: refusal.fields ?? {} };
  if ((PHONE_CALL_REFUSALS as readonly string[]).includes(refusal?.error ?? '')) return { status: 'refused', reason: refusal!.error as PhoneCallRefusal };
  if (refusal?.error === 'rate_limited') return { status: 'rate_limited' };
  return { status: 'failed' };
}

/** Asks for the call; a WAF challenge is passed once (`check`) and the request sent again. */
export async function requestCall(
  order: CallOrder,
  { check = passChallenge, ...options }: PostOptions & { readonly check?: () => Promise<boolean> } = {},
): Promise<CallAnswer> {
  const body: PhoneCallRequest = {
    phone: order.phone,
    ...(order.country && { country: order.country }),
    language: order.language,
    persona: order.persona,
    page_path: order.pagePath,
    // The AI notice is shown beside the button: pressing it accepts it, as starting a conversation does.
    consent: true,
    call_consent: order.callConsent as true,
    when: order.when ?? 'now',
    ...(order.product && { product: order.product }),
  };
  let answer: ApiAnswer;
  try {
    answer = await postJson(API_PATHS.phoneCall, body, options);
    if (isChallenge(answer)) {
      if (!(await check())) return { status: 'unchecked' };
      answer = await postJson(API_PATHS.phoneCall, body, options);
      if (isChallenge(answer)) return { status: 'unchecked' };
    }
  } catch {
    return { status: 'offline' };
  }
  return callAnswerOf(answer);
}

/** The call the panel follows: its id and the token only this browser was given (the server reads the status for nobody else). */
export interface FollowedCall {
  readonly callId: string;
  readonly statusToken: string;
}

/** How the call goes now; undefined when the answer could not be had or read (the panel asks again). */
export async function callStatus({ callId, statusToken }: FollowedCall, options: PostOptions = {}): Promise<PhoneCallStatusResponse | undefined> {
  try {
    const request: PhoneCallStatusRequest = { call_id: callId, status_token: statusToken };
    const answer = await postJson(API_PATHS.phoneCallStatus, request, options);
    return answer.ok ? phoneCallStatusResponseSchema.safeParse(answer.body).data : undefined;
  } catch {
    return undefined;
  }
}
