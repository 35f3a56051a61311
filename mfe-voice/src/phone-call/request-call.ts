import {
  API_PATHS,
  PHONE_CALL_CHECK_PATH,
  PHONE_CALL_CHECKED_MESSAGE,
  PHONE_CALL_REFUSALS,
  type NightRefusalBody,
  type PhoneCallPersona,
  type PhoneCallRefusal,
  type PhoneCallRequest,
  type PhoneCallResponse,
  type PhoneCallStatusResponse,
} from '@site/contracts';
import type { Language } from '@site/model';

/**
 * "Have Lumi call me" from the browser: the request, what it answered, and how the call goes. The
 * call's path is behind the WAF's Challenge action in the cloud: a script's request without a token
 * gets 202 with `x-amzn-waf-action: challenge`; the check page, loaded in a hidden frame, runs WAF's
 * check (which sets the token cookie) and then reports from the site, and the request goes again.
 */
const CHECK_TIMEOUT_MS = 15_000;

export type CallAnswer =
  | PhoneCallResponse
  | { readonly status: 'night'; readonly nextMorning: string; readonly timeZone: string }
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
}

function isChallenge(response: Response): boolean {
  return response.status === 202 && response.headers.get('x-amzn-waf-action') === 'challenge';
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

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
}

/** Asks for the call; a WAF challenge is passed once and the request sent again. */
export async function requestCall(order: CallOrder): Promise<CallAnswer> {
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
  };
  let response: Response;
  try {
    response = await post(API_PATHS.phoneCall, body);
    if (isChallenge(response)) {
      if (!(await passChallenge())) return { status: 'unchecked' };
      response = await post(API_PATHS.phoneCall, body);
      if (isChallenge(response)) return { status: 'unchecked' };
    }
  } catch {
    return { status: 'offline' };
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && (answer?.status === 'calling' || answer?.status === 'scheduled')) return answer as unknown as PhoneCallResponse;
  const error = answer?.error;
  if (error === 'night_in_callee_zone') {
    const night = answer as unknown as NightRefusalBody;
    return { status: 'night', nextMorning: night.next_morning, timeZone: night.time_zone };
  }
  if (error === 'validation_failed') return { status: 'invalid', fields: (answer?.fields ?? {}) as Record<string, string> };
  if ((PHONE_CALL_REFUSALS as readonly unknown[]).includes(error)) return { status: 'refused', reason: error as PhoneCallRefusal };
  if (error === 'rate_limited') return { status: 'rate_limited' };
  return { status: 'failed' };
}

/** How the call goes now; undefined when the answer could not be had (the panel asks again). */
export async function callStatus(callId: string): Promise<PhoneCallStatusResponse | undefined> {
  try {
    const response = await post(API_PATHS.phoneCallStatus, { call_id: callId });
    return response.ok ? ((await response.json()) as PhoneCallStatusResponse) : undefined;
  } catch {
    return undefined;
  }
}
