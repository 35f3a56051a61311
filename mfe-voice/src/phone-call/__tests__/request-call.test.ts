import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@site/contracts';
import { callStatus, requestCall, type CallOrder } from '../request-call';

const ORDER: CallOrder = { phone: '+48 601 234 567', language: 'en', persona: 'assistant', pagePath: '/', callConsent: true };
const CALL_ID = '0b9c2a4e-5d6f-4a1b-8c3d-2e4f6a8b0c1d';
const STATUS_TOKEN = 'Zk9yIHRoZSByZXF1ZXN0ZXIncyBleWVzIG9ubHkuLi4u'.slice(0, 43);
const CALL = { callId: CALL_ID, statusToken: STATUS_TOKEN };

/** A fetch that answers each request in turn, and records what was asked. */
function answering(...answers: { status: number; body: unknown; headers?: Record<string, string> }[]) {
  const asked: string[] = [];
  const fetch = (async (url: string | URL | Request) => {
    asked.push(String(url));
    const next = answers.shift()!;
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json', ...next.headers } });
  }) as typeof globalThis.fetch;
  return { asked, fetch };
}

describe('asking for a call', () => {
  it('reads what the server answered with the contracts’ schemas', async () => {
    expect(await requestCall(ORDER, answering({ status: 200, body: { status: 'calling', call_id: CALL_ID, status_token: STATUS_TOKEN } }))).toEqual({
      status: 'calling',
      call_id: CALL_ID,
      status_token: STATUS_TOKEN,
    });
    const morning = { error: 'night_in_callee_zone', message: 'night', next_morning: '2026-11-28T08:00:00.000Z', time_zone: 'Europe/Warsaw' };
    expect(await requestCall(ORDER, answering({ status: 409, body: morning }))).toEqual({
      status: 'night',
      reason: 'night_in_callee_zone',
      nextMorning: morning.next_morning,
      timeZone: 'Europe/Warsaw',
    });
    // A lead form's call out of the managers' hours waits for their morning the same way, for its own reason.
    expect(await requestCall(ORDER, answering({ status: 409, body: { ...morning, error: 'outside_managers_hours' } }))).toMatchObject({
      status: 'night',
      reason: 'outside_managers_hours',
    });
    expect(await requestCall(ORDER, answering({ status: 400, body: { error: 'validation_failed', fields: { phone: 'invalid_phone' } } }))).toEqual({
      status: 'invalid',
      fields: { phone: 'invalid_phone' },
    });
    expect(await requestCall(ORDER, answering({ status: 422, body: { error: 'country_not_served' } }))).toEqual({
      status: 'refused',
      reason: 'country_not_served',
    });
    expect(await requestCall(ORDER, answering({ status: 429, body: { error: 'rate_limited' } }))).toEqual({ status: 'rate_limited' });
  });

  it('takes an answer no schema reads for a failure, never for a call, and a night without its morning for a plain refusal', async () => {
    expect(await requestCall(ORDER, answering({ status: 200, body: { status: 'calling' } }))).toEqual({ status: 'failed' });
    // A call without the token its status is read with could not be followed: a failure too.
    expect(await requestCall(ORDER, answering({ status: 200, body: { status: 'calling', call_id: CALL_ID } }))).toEqual({ status: 'failed' });
    expect(await requestCall(ORDER, answering({ status: 409, body: { error: 'night_in_callee_zone', message: 'night' } }))).toEqual({
      status: 'refused',
      reason: 'night_in_callee_zone',
    });
    expect(await requestCall(ORDER, answering({ status: 502, body: '<html>' }))).toEqual({ status: 'failed' });
  });

  it('passes the WAF’s challenge, which it reads in the answer’s headers, once, and asks again', async () => {
    const challenge = { status: 202, body: null, headers: { 'x-amzn-waf-action': 'challenge' } };
    const passed = answering(challenge, { status: 200, body: { status: 'calling', call_id: CALL_ID, status_token: STATUS_TOKEN } });
    expect(await requestCall(ORDER, { fetch: passed.fetch, check: async () => true })).toMatchObject({ status: 'calling' });
    expect(passed.asked).toEqual([API_PATHS.phoneCall, API_PATHS.phoneCall]);
    expect(await requestCall(ORDER, { ...answering(challenge), check: async () => false })).toEqual({ status: 'unchecked' });
    expect(await requestCall(ORDER, { ...answering(challenge, challenge), check: async () => true })).toEqual({ status: 'unchecked' });
  });

  it('says the visitor is offline when nothing answered, and asks once', async () => {
    let asked = 0;
    const offline = (async () => {
      asked += 1;
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    expect(await requestCall(ORDER, { fetch: offline })).toEqual({ status: 'offline' });
    expect(asked).toBe(1);
  });
});

describe('how the call goes', () => {
  it('is the status the server gave, or nothing when it could not be read', async () => {
    expect(await callStatus(CALL, answering({ status: 200, body: { state: 'ended', duration_seconds: 84 } }))).toEqual({
      state: 'ended',
      duration_seconds: 84,
    });
    expect(await callStatus(CALL, answering({ status: 200, body: { state: 'dancing' } }))).toBeUndefined();
    expect(await callStatus(CALL, answering({ status: 500, body: { error: 'internal_error' } }))).toBeUndefined();
  });

  it('is asked with the token the request answered, which only this browser holds (H3)', async () => {
    const sent: unknown[] = [];
    const fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ state: 'ringing' }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    await callStatus(CALL, { fetch });
    expect(sent).toEqual([{ call_id: CALL_ID, status_token: STATUS_TOKEN }]);
  });
});
