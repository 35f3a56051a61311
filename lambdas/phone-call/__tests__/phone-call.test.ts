import type { ScheduledEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_OPENING, demoDay, LIFT_CALL_OPENING, demoDayLabel, freeTimesOf, receptionistCallOpening, tomorrowIn } from '@site/contracts';
import { elevenLabsOpenApi } from '@site/stand-ins/elevenlabs-openapi';
import { conversationRecord, FakeElevenLabs } from '@site/stand-ins/fake-elevenlabs';
import { captureOutput } from '../../test-support/captured-output';
import { apiEvent, callApi } from '../../test-support/invoke';
import { lambdaContext } from '../../host/lambda-context';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { whatSpends } from '../../shared/phone-calls/allowances';
import { placeDueCalls, WITHHELD_RING_MS, type StoredPhoneCall } from '../../shared/phone-calls/calls';
import { listDoNotCall, onDoNotCallList, unlistDoNotCall } from '../../shared/phone-calls/do-not-call';
import { recordCall } from '../../shared/voice/settlement';
import { callRequester } from '../../shared/phone-calls/call-requester';
import { elevenLabsSettings } from '../../shared/read-settings';
import { eraseRecords, findRecords } from '../../ops';
import { storeLead } from '../../shared/leads/store';
import { handler as sweeperHandler } from '../../notification-sweeper/index';
import { handler } from '../index';
import { DO_NOT_CALL_LISTINGS_PER_PROVIDER_PER_DAY, DO_NOT_CALL_LISTINGS_PER_WIDE_NETWORK_PER_HOUR } from '../do-not-call-request';

const API_KEY = 'xi-test-key';
let elevenLabs: FakeElevenLabs;
let db: LocalDynamoDB;
const output = captureOutput();

/** Noon in Kyiv and Warsaw (10:00 UTC, winter): a time every market calls. */
const DAYTIME = Date.parse('2026-11-27T10:00:00Z');

type Answer = {
  status?: string;
  call_id?: string;
  status_token?: string;
  error?: string;
  fields?: Record<string, string>;
  next_morning?: string;
  time_zone?: string;
  at?: string;
};

let viewer = 1;
/**
 * Each request from its own /16 (and so its own provider: without an ASN the provider is the /16)
 * unless a test names a network or a provider: the shares are tests of their own.
 */
const askForCall = (body: Record<string, unknown> = {}, network = `${20 + Math.floor(viewer / 250)}.${viewer++ % 250}.1.7`, asn?: string) =>
  callApi<Answer>(handler, '/api/phone-call', {
    body: { phone: '050 123 45 67', language: 'uk', persona: 'assistant', page_path: '/ua/products/lumi-ai', consent: true, call_consent: true, ...body },
    headers: {
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': 'same-origin',
      'CloudFront-Viewer-Address': `${network}:50123`,
      ...(asn && { 'CloudFront-Viewer-ASN': asn }),
    },
  });

/** The call's status, asked with the token its request answered (or another one, or none: null), from any network. */
const callStatus = (answer: Answer, statusToken: string | null | undefined = answer.status_token, network = '198.51.100.7') =>
  callApi<{ state?: string; conversation_id?: string; duration_seconds?: number; error?: string }>(handler, '/api/phone-call-status', {
    body: { call_id: answer.call_id, ...(statusToken !== null && { status_token: statusToken }) },
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'CloudFront-Viewer-Address': `${network}:50123` },
  });

const PHONE_ENV = [
  'ELEVENLABS_PHONE_NUMBER_ID',
  'ELEVENLABS_PHONE_PROVIDER',
  'PHONE_CALL_COUNTRIES',
  'PHONE_CALLS_PER_NETWORK_PER_HOUR',
  'PHONE_CALLS_PER_HOUR',
  'PHONE_CALL_MINUTES_PER_DAY',
  'PHONE_CALL_MAX_MINUTES',
  'PHONE_CALL_HOURS',
  'LEAD_CALL_HOURS',
];

function configure(env: Record<string, string> = {}) {
  for (const name of PHONE_ENV) delete process.env[name];
  Object.assign(
    process.env,
    {
      ELEVENLABS_API_URL: elevenLabs.url,
      ELEVENLABS_API_KEY: API_KEY,
      ELEVENLABS_AGENT_ID: 'agent_site',
      ELEVENLABS_PHONE_NUMBER_ID: 'phnum_lumi',
      // Each test starts on a day of its own, so the day's counters never carry from one to the next.
      PHONE_CALLS_PER_HOUR: '1000',
    },
    env,
  );
}

let day = 0;
/** A day of its own for each test (the day's and the hour's counters start afresh), at `utcTime`. */
function at(utcTime: string, dayOffset = 0) {
  const date = new Date(DAYTIME + (day + dayOffset) * 86_400_000).toISOString().slice(0, 10);
  vi.setSystemTime(new Date(`${date}T${utcTime}Z`));
}

beforeAll(async () => {
  // The stand-in holds each body to ElevenLabs' schemas, read from the CLI once: read before any call waits on it.
  elevenLabsOpenApi();
  db = await startLocalDynamoDB();
  elevenLabs = await new FakeElevenLabs(API_KEY).start();
});
afterAll(async () => {
  output.restore();
  await elevenLabs.stop();
  await db.close();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  day += 3;
  at('10:00:00');
  configure();
  elevenLabs.failure = undefined;
  elevenLabs.outboundCalls.length = 0;
  elevenLabs.conversations.clear();
  output.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/phone-call: a call placed', () => {
  it("asks ElevenLabs' outbound call to ring the number from the agent's phone, in the page's language, knowing the page", async () => {
    const answer = await askForCall();

    expect(answer).toMatchObject({ status: 200, body: { status: 'calling', call_id: expect.any(String) } });
    expect(elevenLabs.outboundCalls).toEqual([
      {
        provider: 'twilio',
        request: {
          agent_id: 'agent_site',
          agent_phone_number_id: 'phnum_lumi',
          to_number: '+380501234567',
          conversation_initiation_client_data: {
            // It opens saying who calls and why, and asks whether the callee asked for it (H1).
            conversation_config_override: { agent: { language: 'uk', first_message: CALL_OPENING.uk } },
            dynamic_variables: { persona: 'Lumi', channel: 'voice', page_path: '/ua/products/lumi-ai', call_origin: 'requested', lead_product: 'none' },
          },
        },
      },
    ]);
    // The body is one ElevenLabs' API takes, every field one it declares.
    expect(elevenLabsOpenApi().requestProblems('POST', '/v1/convai/twilio/outbound-call', elevenLabs.outboundCalls[0]!.request)).toEqual([]);
    // What is kept of a call placed: no number.
    const [kept] = (await db.items<StoredPhoneCall>('phoneCalls')).filter((call) => call.id === answer.body.call_id);
    expect(kept).toMatchObject({ status: 'placed', conversationId: 'conv_outbound_0', country: 'UA', timeZone: 'Europe/Kyiv', numberType: 'MOBILE' });
    expect(kept).not.toHaveProperty('phone');
    // Who asked is kept by the conversation, never the address: a meeting booked in the call counts against them (issue 68).
    expect(await callRequester('conv_outbound_0')).toEqual({
      network: expect.stringMatching(/\/24$/),
      wide: expect.stringMatching(/\/16$/),
      provider: expect.any(String),
    });
    expect(kept).not.toHaveProperty('requester');
  });

  it("after a product's lead form, names the product, whose qualifying questions the agent's prompt has Lumi ask after the same opening", async () => {
    // A Wednesday, 12:00 in Kyiv: the managers are at work.
    vi.setSystemTime(new Date('2026-12-02T10:00:00Z'));
    expect(await askForCall({ product: 'mediflow-ai', page_path: '/thank-you/mediflow/ua' })).toMatchObject({ status: 200 });
    expect(elevenLabs.outboundCalls[0]!.request.conversation_initiation_client_data).toMatchObject({
      conversation_config_override: { agent: { first_message: CALL_OPENING.uk } },
      dynamic_variables: { persona: 'Lumi', call_origin: 'requested', lead_product: 'mediflow-ai' },
    });
    // A product the site does not sell is refused, not passed to the agent.
    expect(await askForCall({ product: 'crm-magic' as never, phone: '050 123 45 68' })).toMatchObject({
      status: 400,
      body: { fields: { product: 'invalid_value' } },
    });
  });

  it("rings as the receptionist of the demo's business, and through a SIP trunk when that is the agent's number", async () => {
    configure({ ELEVENLABS_PHONE_PROVIDER: 'sip_trunk' });

    expect(await askForCall({ persona: 'car_service', phone: '+48 601 234 567', language: 'en', page_path: '/products/lumi-ai' })).toMatchObject({
      status: 200,
    });
    expect(elevenLabs.outboundCalls[0]).toMatchObject({
      provider: 'sip-trunk',
      request: { to_number: '+48601234567', conversation_initiation_client_data: { dynamic_variables: { business: 'car_service' } } },
    });
    // It speaks as the demo's receptionist: the business's name, its opening, and the free times of its day, tomorrow in Warsaw, as the card shows them.
    const date = tomorrowIn('Europe/Warsaw', new Date());
    const free = freeTimesOf(demoDay('car_service', date));
    expect(free.length).toBeGreaterThan(0);
    expect(receptionistCallOpening('car_service', 'en')).toMatch(/^Hello, this is Northside Auto\. .+ Was that you\?/);
    expect(elevenLabs.outboundCalls[0]!.request.conversation_initiation_client_data).toMatchObject({
      conversation_config_override: { agent: { first_message: receptionistCallOpening('car_service', 'en') } },
      dynamic_variables: {
        business_name: 'Northside Auto',
        schedule: `Tomorrow, ${demoDayLabel(date, 'en')}. Free times: ${free.join(', ')}.`,
        call_origin: 'requested',
      },
    });
  });

  it('tells the panel how the call goes: ringing, in call, ended, not answered', async () => {
    const { body } = await askForCall();
    const conversation = elevenLabs.conversations.get('conv_outbound_0')!;

    // Never the conversation id: the requester may not be the callee, and it named the call's meeting (I3).
    expect(await callStatus(body)).toMatchObject({ status: 200, body: { state: 'ringing' } });
    expect((await callStatus(body)).body).not.toHaveProperty('conversation_id');
    elevenLabs.conversations.set('conv_outbound_0', { ...conversation, status: 'in-progress' });
    expect((await callStatus(body)).body.state).toBe('in_call');
    elevenLabs.conversations.set('conv_outbound_0', { ...conversation, status: 'done', durationSecs: 84 });
    expect((await callStatus(body)).body).toMatchObject({ state: 'ended', duration_seconds: 84 });
    elevenLabs.conversations.set('conv_outbound_0', { ...conversation, status: 'done', durationSecs: 0 });
    expect((await callStatus(body)).body.state).toBe('not_answered');
    elevenLabs.conversations.set('conv_outbound_0', { ...conversation, status: 'failed' });
    expect((await callStatus(body)).body.state).toBe('not_answered');
  });

  it("answers only the browser that asked for the call: the token its request answered, never another's (H3)", async () => {
    const placed = (await askForCall()).body;
    const other = (await askForCall({ phone: '+380 50 777 56 78' })).body;
    // 23:30 UTC: night in Kyiv, so this one is booked for the morning.
    at('23:30:00');
    const booked = (await askForCall({ phone: '+380 50 777 12 34', when: 'next_morning' })).body;

    expect(placed.status_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(booked).toMatchObject({ status: 'scheduled', status_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(new Set([placed.status_token, booked.status_token, other.status_token]).size).toBe(3);
    // Another call's token, one altered character, none: the same answer as an unknown call, so it tells nothing.
    const unknown = { status: 404, body: { error: 'validation_failed', fields: { call_id: 'invalid_value' } } };
    expect(await callStatus(placed, other.status_token)).toMatchObject(unknown);
    expect(await callStatus(booked, placed.status_token)).toMatchObject(unknown);
    const altered = `${placed.status_token!.slice(0, -1)}${placed.status_token!.endsWith('A') ? 'B' : 'A'}`;
    expect(await callStatus(placed, altered)).toMatchObject(unknown);
    expect(await callStatus({ ...placed, call_id: '0b9c2a4e-5d6f-4a1b-8c3d-2e4f6a8b0c1d' })).toMatchObject(unknown);
    expect(await callStatus(placed, '')).toMatchObject({ status: 400, body: { fields: { status_token: 'invalid_value' } } });
    expect(await callStatus(placed, null)).toMatchObject({ status: 400, body: { fields: { status_token: 'required' } } });
    // Its own token reads it, from whichever network the browser is on now.
    expect(await callStatus(placed, placed.status_token, '203.0.113.9')).toMatchObject({ status: 200, body: { state: 'ringing' } });
    expect(await callStatus(booked)).toMatchObject({ status: 200, body: { state: 'scheduled' } });
    // The table keeps only the token's hash.
    const items = await db.items<StoredPhoneCall>('phoneCalls');
    expect(JSON.stringify(items)).not.toContain(placed.status_token);
    expect(items.find((call) => call.id === placed.call_id)?.statusTokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The booking rings in its morning, so no later test finds it due.
    vi.setSystemTime(new Date(booked.at!));
    expect(await placeDueCalls(await elevenLabsSettings())).toMatchObject({ placed: 1 });
  });

  it('answers 502 when ElevenLabs does not place the call, and gives the number, the hour and the minutes back', async () => {
    configure({ PHONE_CALLS_PER_HOUR: '1', PHONE_CALL_MINUTES_PER_DAY: '10' });
    elevenLabs.failure = { status: 500, body: { detail: 'Twilio refused' } };

    expect(await askForCall()).toMatchObject({ status: 502, body: { error: 'upstream_failed' } });
    elevenLabs.failure = undefined;
    expect(await askForCall()).toMatchObject({ status: 200, body: { status: 'calling' } });
  });
});

describe('POST /api/phone-call: nobody turns it into a bill', () => {
  it.each([
    ['premium rate', '+48 701 234 567'],
    ['shared cost', '+48 801 234 567'],
    ['VoIP', '+48 39 123 45 67'],
    ['VoIP (Ukraine)', '+380 89 123 4567'],
    ['personal number', '+44 70 1234 5678'],
    ['pager', '+44 7640 123456'],
    ['UAN', '+44 55 1234 5678'],
    ['toll free', '+44 800 123 4567'],
  ])('refuses a %s number (%s) before anything is spent', async (_type, phone) => {
    configure({ PHONE_CALL_COUNTRIES: 'PL,UA,GB' });

    expect(await askForCall({ phone })).toMatchObject({ status: 422, body: { error: 'number_type_not_called' } });
    expect(elevenLabs.outboundCalls).toEqual([]);
  });

  it('refuses a satellite phone and a country outside the countries rung; the countries are configurable', async () => {
    expect(await askForCall({ phone: '+881 6 1234 5678' })).toMatchObject({ status: 422, body: { error: 'country_not_served' } });
    expect(await askForCall({ phone: '+33 6 12 34 56 78' })).toMatchObject({ status: 422, body: { error: 'country_not_served' } });
    expect(await askForCall({ phone: '+1 201 555 0123' })).toMatchObject({ status: 422, body: { error: 'country_not_served' } });

    configure({ PHONE_CALL_COUNTRIES: 'GB' });
    expect(await askForCall({ phone: '+44 20 7946 0958', language: 'en' })).toMatchObject({ status: 200 });
    expect(await askForCall({ phone: '+380 50 123 45 68' })).toMatchObject({ status: 422, body: { error: 'country_not_served' } });
    expect(elevenLabs.outboundCalls.map((call) => call.request.to_number)).toEqual(['+442079460958']);
  });

  it("reads a national number in the country the field names, else in the page language's, and refuses one that is no number", async () => {
    expect(await askForCall({ phone: '601 234 567', country: 'PL', language: 'en' })).toMatchObject({ status: 200 });
    expect(await askForCall({ phone: '601 234 568', language: 'en' })).toMatchObject({ status: 400, body: { fields: { phone: 'invalid_phone' } } });
    expect(await askForCall({ phone: '050 12' })).toMatchObject({ status: 400, body: { fields: { phone: 'invalid_phone' } } });
  });

  it('lets the network whose call rang out unanswered ask again once it has ended, twice a day; a call still ringing or answered keeps the day (issue 69 §4)', async () => {
    // Within the budget: a day and an hour large enough for the calls asked again, each of which spends its share.
    configure({ PHONE_CALL_MINUTES_PER_DAY: '1000', PHONE_CALLS_PER_NETWORK_PER_HOUR: '10' });
    const network = '31.9.1.7';
    const phone = '+380 50 555 77 01';
    /** The last call placed ends as ElevenLabs reports it: `done` with no time in call, or `failed`, is not answered. */
    const endLast = (status: 'done' | 'failed', durationSecs: number) => {
      const id = [...elevenLabs.conversations.keys()].at(-1)!;
      elevenLabs.conversations.set(id, { ...elevenLabs.conversations.get(id)!, status, durationSecs });
    };

    expect(await askForCall({ phone }, network)).toMatchObject({ status: 200, body: { status: 'calling' } });
    // Still ringing: asked again, it is the day's call.
    expect(await askForCall({ phone }, network)).toMatchObject({ status: 429, body: { error: 'number_called_today' } });
    endLast('done', 0);
    expect(await askForCall({ phone }, network)).toMatchObject({ status: 200, body: { status: 'calling' } });
    endLast('failed', 0);
    expect(await askForCall({ phone }, network)).toMatchObject({ status: 200, body: { status: 'calling' } });
    endLast('done', 0);
    // A number nobody answers is not rung all day.
    expect(await askForCall({ phone }, network)).toMatchObject({ status: 429, body: { error: 'number_called_today' } });
    expect(elevenLabs.outboundCalls.map((call) => call.request.to_number)).toEqual(Array(3).fill('+380505557701'));
  });

  it('keeps the day after an answered call: it is not asked again', async () => {
    const network = '31.9.2.7';
    expect(await askForCall({ phone: '+380 50 555 77 02' }, network)).toMatchObject({ status: 200 });
    const id = [...elevenLabs.conversations.keys()].at(-1)!;
    elevenLabs.conversations.set(id, { ...elevenLabs.conversations.get(id)!, status: 'done', durationSecs: 84 });
    expect(await askForCall({ phone: '+380 50 555 77 02' }, network)).toMatchObject({ status: 429, body: { error: 'number_called_today' } });
    expect(elevenLabs.outboundCalls).toHaveLength(1);
  });

  it('calls a number once a day, whoever asks, and again the next day; only the network that asked hears it was called today (I8)', async () => {
    expect(await askForCall({ phone: '+380 50 555 12 34' }, '31.1.1.7')).toMatchObject({ status: 200 });
    expect(await askForCall({ phone: '0505551234' }, '31.1.1.7')).toMatchObject({ status: 429, body: { error: 'number_called_today' } });
    // Another network is answered as any accepted call, and nothing rings.
    const other = await askForCall({ phone: '0505551234' });
    expect(other).toMatchObject({ status: 200, body: { status: 'calling', call_id: expect.any(String), status_token: expect.any(String) } });
    expect(Object.keys(other.body).sort()).toEqual(['call_id', 'status', 'status_token']);
    expect(elevenLabs.outboundCalls).toHaveLength(1);
    expect((await callStatus(other.body)).body).toEqual({ state: 'ringing' });

    at('10:00:00', 1);
    expect(await askForCall({ phone: '+380505551234' })).toMatchObject({ status: 200 });
    // The control table holds the number only as a keyed hash.
    expect(JSON.stringify(await db.items('control'))).not.toContain('505551234');
  });

  it('once the hour or the day is spent, answers a number rung today as any other: nothing tells who asked for a call (H7)', async () => {
    configure({ PHONE_CALLS_PER_HOUR: '1' });
    expect(await askForCall({ phone: '+380501110051' }, '31.2.1.7')).toMatchObject({ status: 200 });
    // The hour spent: the number rung and a fresh one get the same refusal.
    expect(await askForCall({ phone: '+380501110051' })).toMatchObject({ status: 429, body: { error: 'site_calls_spent' } });
    expect(await askForCall({ phone: '+380501110052' })).toMatchObject({ status: 429, body: { error: 'site_calls_spent' } });
    configure({ PHONE_CALL_MINUTES_PER_DAY: '10', PHONE_CALL_MAX_MINUTES: '10' });
    at('11:00:00');
    expect(await askForCall({ phone: '+380501110051' })).toMatchObject({ status: 429, body: { error: 'daily_budget_spent' } });
    expect(await askForCall({ phone: '+380501110052' })).toMatchObject({ status: 429, body: { error: 'daily_budget_spent' } });
    // A number refused for itself gives back the hour and the minutes it did not use (the /16 that asked has a second call's share).
    configure({ PHONE_CALLS_PER_HOUR: '1', PHONE_CALL_MINUTES_PER_DAY: '110', PHONE_CALL_MAX_MINUTES: '10' });
    at('12:00:00');
    expect(await askForCall({ phone: '+380501110051' }, '31.2.1.7')).toMatchObject({ status: 429, body: { error: 'number_called_today' } });
    expect(await askForCall({ phone: '+380501110053' })).toMatchObject({ status: 200 });
  });

  it('never rings a number on the do-not-call list, nor places a booked call of a number listed since (H1)', async () => {
    await listDoNotCall('+380501110061', 'privacy-page');
    // Answered as any accepted call (I8): its panel rings, then nobody answers; nothing rings, and operators see why.
    const listed = await askForCall({ phone: '050 111 00 61' }, '31.3.1.7');
    expect(listed).toMatchObject({ status: 200, body: { status: 'calling', call_id: expect.any(String), status_token: expect.any(String) } });
    expect(Object.keys(listed.body).sort()).toEqual(['call_id', 'status', 'status_token']);
    expect(elevenLabs.outboundCalls).toEqual([]);
    expect(output.records().filter((record) => 'PhoneCallsRefused' in record)).toEqual([
      expect.objectContaining({ reason: 'number_not_called', PhoneCallsRefused: 1 }),
    ]);
    expect((await callStatus(listed.body)).body).toEqual({ state: 'ringing' });
    vi.setSystemTime(Date.now() + WITHHELD_RING_MS);
    expect((await callStatus(listed.body)).body).toEqual({ state: 'not_answered' });
    // As for any number, the network that asked hears it was called today.
    expect(await askForCall({ phone: '050 111 00 61' }, '31.3.1.7')).toMatchObject({ status: 429, body: { error: 'number_called_today' } });
    // Booked for a morning, it is answered as booked, and the morning rings nothing.
    at('21:30:00');
    const listedBooked = await askForCall({ phone: '+380501110061', when: 'next_morning' });
    expect(listedBooked).toMatchObject({ status: 202, body: { status: 'scheduled', time_zone: 'Europe/Kyiv' } });
    expect((await callStatus(listedBooked.body)).body).toEqual({ state: 'scheduled' });
    vi.setSystemTime(new Date(listedBooked.body.at!));
    expect(await placeDueCalls(await elevenLabsSettings())).toEqual({ placed: 0, failed: 0, waiting: 0 });
    expect((await callStatus(listedBooked.body)).body).toEqual({ state: 'ringing' });
    expect(elevenLabs.outboundCalls).toEqual([]);
    // The list holds no number in the clear.
    expect(JSON.stringify(await db.items('control'))).not.toContain('501110061');

    at('21:30:00');
    const booked = await askForCall({ phone: '+380501110062', when: 'next_morning' });
    expect(booked).toMatchObject({ status: 202 });
    await listDoNotCall('+380501110062', 'privacy-page');
    vi.setSystemTime(new Date(booked.body.at!));
    expect(await placeDueCalls(await elevenLabsSettings())).toEqual({ placed: 0, failed: 1, waiting: 0 });
    expect(elevenLabs.outboundCalls).toEqual([]);
    expect(output.metricValues('PhoneCallsFailed')).toEqual([]);
  });

  it("is cancelled by an erasure of its number while booked, and its morning's place goes to someone else (§4)", async () => {
    configure({ PHONE_CALLS_PER_HOUR: '2' });
    at('21:30:00');
    const booked = await askForCall({ phone: '+380501110071', when: 'next_morning' });
    expect(booked).toMatchObject({ status: 202 });
    // Half the morning's hour (one call) is booked.
    expect(await askForCall({ phone: '+380501110072', when: 'next_morning' })).toMatchObject({ status: 429, body: { error: 'morning_calls_booked' } });

    // The person asks to be erased that evening: the command finds the booked call by the number however written, and erases it.
    const findings = await findRecords({ kind: 'phone', value: '+380 (50) 111-00-71' });
    expect(findings.records.map((record) => [record.store, record.key])).toEqual([['phoneCalls', { id: booked.body.call_id }]]);
    await eraseRecords(findings);
    expect((await db.items<StoredPhoneCall>('phoneCalls')).find((call) => call.id === booked.body.call_id)).toBeUndefined();
    expect((await findRecords({ kind: 'phone', value: '+380501110071' })).records).toEqual([]);

    // The morning's place it held is free again; in the morning only the other call rings.
    expect(await askForCall({ phone: '+380501110072', when: 'next_morning' })).toMatchObject({ status: 202 });
    vi.setSystemTime(new Date(booked.body.at!));
    expect(await placeDueCalls(await elevenLabsSettings())).toEqual({ placed: 1, failed: 0, waiting: 0 });
    expect(elevenLabs.outboundCalls.map((call) => call.request.to_number)).toEqual(['+380501110072']);
  });

  it("holds a network to its hour's calls, and the site to its own", async () => {
    configure({ PHONE_CALLS_PER_NETWORK_PER_HOUR: '2', PHONE_CALLS_PER_HOUR: '3' });

    // Through three providers, so their shares of the hour leave the /24's hour to tell.
    expect(await askForCall({ phone: '+380501110001' }, '198.51.100.1', '64501')).toMatchObject({ status: 200 });
    expect(await askForCall({ phone: '+380501110002' }, '198.51.100.2', '64502')).toMatchObject({ status: 200 });
    expect(await askForCall({ phone: '+380501110003' }, '198.51.100.3', '64503')).toMatchObject({ status: 429, body: { error: 'network_calls_spent' } });
    expect(await askForCall({ phone: '+380501110004' }, '192.0.2.1')).toMatchObject({ status: 200 });
    expect(await askForCall({ phone: '+380501110005' }, '192.1.2.2')).toMatchObject({ status: 429, body: { error: 'site_calls_spent' } });
    // The number the site's hour refused was not called: its day is still free.
    at('11:00:00');
    expect(await askForCall({ phone: '+380501110005' }, '192.1.2.2')).toMatchObject({ status: 200 });
  });

  it('shares the day among /16s and providers: four /24s of one /16 take two calls, not the hour; one provider takes five (H2)', async () => {
    // The review's run: 127.20.1–4.x, each with a fresh number, took the hour's twelve calls in a second.
    const answers = [];
    for (let n = 1; n <= 4; n++) answers.push(await askForCall({ phone: `+48600123${String(400 + n)}` }, `127.20.${n}.9`));
    expect(answers.map((answer) => answer.body.status ?? answer.body.error)).toEqual(['calling', 'calling', 'network_day_spent', 'network_day_spent']);
    // One provider across many /16s: a quarter of the day's twenty, then refused.
    const provider = [];
    for (let n = 1; n <= 6; n++) provider.push(await askForCall({ phone: `+48600124${String(400 + n)}` }, `127.${30 + n}.1.9`, '64496'));
    expect(provider.map((answer) => answer.body.status ?? answer.body.error)).toEqual([...Array(5).fill('calling'), 'network_day_spent']);
    // Refused shares cost the vendor nothing: no call but the seven placed.
    expect(elevenLabs.outboundCalls).toHaveLength(7);
  });

  it("leaves a quarter of the site's hour to a fourth provider: three cloud accounts cannot take it (H2)", async () => {
    configure({ PHONE_CALLS_PER_HOUR: '12' });
    let phone = 0;
    // Each request from a /16 of its own, so only the provider's share of the hour holds it.
    const ask = async (provider: number, wide: number) => {
      const answer = await askForCall({ phone: `+4860014${String(5000 + ++phone)}` }, `127.${160 + wide}.1.9`, `6452${provider}`);
      return answer.body.status ?? answer.body.error;
    };
    const answers = [];
    for (let provider = 1; provider <= 3; provider++) for (let n = 1; n <= 4; n++) answers.push(await ask(provider, provider * 10 + n));
    expect(answers).toEqual(Array.from({ length: 3 }, () => ['calling', 'calling', 'calling', 'network_calls_spent']).flat());
    expect(await ask(4, 50)).toBe('calling');
  });

  it("keeps a fifth of the day's calls for /16s that had none today (H2)", async () => {
    // Twenty calls a day: sixteen for anybody, four only for a /16's first call of the day.
    const ask = (wide: number, phone: number) => askForCall({ phone: `+4860012${String(5000 + phone)}` }, `127.${100 + wide}.1.9`);
    for (let wide = 1; wide <= 8; wide++) expect(await ask(wide, wide)).toMatchObject({ status: 200 });
    for (let wide = 1; wide <= 7; wide++) expect(await ask(wide, 10 + wide)).toMatchObject({ status: 200 });
    expect(await ask(9, 19)).toMatchObject({ status: 200 });
    // Sixteen taken: a /16's second call finds the day spent, a new /16's first still gets one of the four kept.
    expect(await ask(8, 20)).toMatchObject({ status: 429, body: { error: 'daily_budget_spent' } });
    for (let wide = 10; wide <= 13; wide++) expect(await ask(wide, 20 + wide)).toMatchObject({ status: 200 });
    expect(await ask(14, 40)).toMatchObject({ status: 429, body: { error: 'daily_budget_spent' } });
  });

  it("takes the runbook's least to spend the day: twenty numbers, twelve /16s, four providers, two hours (§5, whatSpends)", async () => {
    configure({ PHONE_CALLS_PER_HOUR: '12' });
    expect(whatSpends(20, { calls: 20, siteHour: 12 })).toEqual({ numbers: 20, wideNetworks: 12, providers: 4, hours: 2 });
    expect(whatSpends(16, { calls: 20, siteHour: 12 })).toEqual({ numbers: 16, wideNetworks: 8, providers: 4, hours: 2 });
    let phone = 0;
    // Each /16 in one of four providers: /16s 1, 5 and 9 in the first, 2, 6 and 10 in the second, …
    const ask = (wide: number, provider = ((wide - 1) % 4) + 1) =>
      askForCall({ phone: `+4860013${String(5000 + ++phone)}` }, `127.${140 + wide}.1.9`, `6451${provider}`);
    const expectCalls = async (...wides: number[]) => {
      for (const wide of wides) expect(await ask(wide)).toMatchObject({ status: 200 });
    };
    // The first hour, the site's twelve: three calls a provider (its whole hour), two for /16s 1–4, one for /16s 5–8.
    await expectCalls(1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8);
    // The site's hour is spent (a refused request spends its own shares, so it comes from elsewhere).
    expect(await ask(20, 6)).toMatchObject({ status: 429, body: { error: 'site_calls_spent' } });
    // The second hour: the second calls of /16s 5–8 (sixteen), then four new /16s take the four kept; each provider has had five.
    at('11:00:00');
    await expectCalls(5, 6, 7, 8, 9, 10, 11, 12);
    expect(elevenLabs.outboundCalls).toHaveLength(20);
    expect(await ask(13, 5)).toMatchObject({ status: 429, body: { error: 'daily_budget_spent' } });
    expect(await ask(14, 6)).toMatchObject({ status: 429, body: { error: 'daily_budget_spent' } });
  });

  it("books no more than half a morning hour's calls, and each booking holds that day's minutes: the evening cannot empty the next day (H2)", async () => {
    configure({ PHONE_CALLS_PER_HOUR: '4', PHONE_CALL_MINUTES_PER_DAY: '30', PHONE_CALL_MAX_MINUTES: '10' });
    // 21:30 UTC: night in Kyiv; the morning there is 07:00 UTC tomorrow.
    at('21:30:00');
    const book = (n: number) => askForCall({ phone: `+38050111${String(7000 + n)}`, when: 'next_morning' });
    expect(await book(1)).toMatchObject({ status: 202 });
    expect(await book(2)).toMatchObject({ status: 202 });
    expect(await book(3)).toMatchObject({ status: 429, body: { error: 'morning_calls_booked' } });
    // Tomorrow, the two bookings hold two of the day's three calls: one is left for visitors, then the day is spent.
    at('12:00:00', 1);
    expect(await askForCall({ phone: '+380501117101' })).toMatchObject({ status: 200 });
    expect(await askForCall({ phone: '+380501117102' })).toMatchObject({ status: 429, body: { error: 'daily_budget_spent' } });
    // The morning's two calls ring with the minutes they hold.
    expect(await placeDueCalls(await elevenLabsSettings())).toEqual({ placed: 2, failed: 0, waiting: 0 });
  });

  it("stops at the day's budget of minutes, each call counted at the longest a call lasts", async () => {
    configure({ PHONE_CALL_MINUTES_PER_DAY: '25', PHONE_CALL_MAX_MINUTES: '10' });

    expect(await askForCall({ phone: '+380501110011' })).toMatchObject({ status: 200 });
    expect(await askForCall({ phone: '+380501110012' })).toMatchObject({ status: 200 });
    expect(await askForCall({ phone: '+380501110013' })).toMatchObject({ status: 429, body: { error: 'daily_budget_spent' } });
    expect(elevenLabs.outboundCalls).toHaveLength(2);
    // The budget's share reported after each call placed: 40 % and 80 %, the alarm's threshold.
    expect(output.metricValues('PhoneCallBudgetUsedPercent')).toEqual([40, 80]);

    at('10:00:00', 1);
    expect(await askForCall({ phone: '+380501110013' })).toMatchObject({ status: 200 });
  });

  it('offers the next morning when it is night where the number rings, and books that call for the sweeper to place', async () => {
    // 23:30 in Kyiv (UTC+2 in winter): night there.
    at('21:30:00');
    const night = await askForCall({ phone: '+380501110021' });
    expect(night).toMatchObject({ status: 409, body: { error: 'night_in_callee_zone', time_zone: 'Europe/Kyiv' } });
    expect(new Date(night.body.next_morning!).getTime() - Date.now()).toBe(9.5 * 60 * 60_000);
    expect(elevenLabs.outboundCalls).toEqual([]);

    const booked = await askForCall({ phone: '+380501110021', when: 'next_morning' }, '31.4.1.7');
    expect(booked).toMatchObject({ status: 202, body: { status: 'scheduled', at: night.body.next_morning, time_zone: 'Europe/Kyiv' } });
    expect((await callStatus(booked.body)).body.state).toBe('scheduled');
    // Booked, the number's morning is taken: a second request for it is refused to the network that booked it.
    expect(await askForCall({ phone: '+380501110021', when: 'next_morning' }, '31.4.1.7')).toMatchObject({
      status: 429,
      body: { error: 'number_called_today' },
    });

    // Before the morning the sweeper places nothing; at it, the call.
    expect(await placeDueCalls(await elevenLabsSettings())).toEqual({ placed: 0, failed: 0, waiting: 0 });
    vi.setSystemTime(new Date(night.body.next_morning!));
    expect(await placeDueCalls(await elevenLabsSettings())).toEqual({ placed: 1, failed: 0, waiting: 0 });
    expect(elevenLabs.outboundCalls.map((call) => call.request.to_number)).toEqual(['+380501110021']);
    expect((await callStatus(booked.body)).body.state).toBe('ringing');
    const [kept] = (await db.items<StoredPhoneCall>('phoneCalls')).filter((call) => call.id === booked.body.call_id);
    expect(kept).toMatchObject({ status: 'placed' });
    expect(kept).not.toHaveProperty('phone');
    expect(kept).not.toHaveProperty('dueStatus');
  });

  it("offers a lead form's call, out of the managers' hours, for the start of their next working morning, and books it; the call panel's call rings", async () => {
    // Saturday, 12:00 in Kyiv: day where the number rings, but no manager who speaks Ukrainian works.
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    const lead = { phone: '+380501110081', page_path: '/thank-you/lumi/ua', product: 'lumi-ai' };
    const offered = await askForCall(lead);
    // Monday, 09:00 in Kyiv: the earliest start of a Ukrainian-speaking manager's day.
    expect(offered).toMatchObject({
      status: 409,
      body: { error: 'outside_managers_hours', next_morning: '2026-11-30T07:00:00.000Z', time_zone: 'Europe/Kyiv' },
    });
    expect(elevenLabs.outboundCalls).toEqual([]);
    expect(await askForCall({ ...lead, when: 'next_morning' })).toMatchObject({ status: 202, body: { status: 'scheduled', at: '2026-11-30T07:00:00.000Z' } });
    // On Monday morning the sweeper rings it, as the lead's call, with the form's product.
    vi.setSystemTime(new Date('2026-11-30T07:00:00Z'));
    expect(await placeDueCalls(await elevenLabsSettings())).toEqual({ placed: 1, failed: 0, waiting: 0 });
    expect(elevenLabs.outboundCalls[0]).toMatchObject({
      request: { to_number: lead.phone, conversation_initiation_client_data: { dynamic_variables: { lead_product: 'lumi-ai' } } },
    });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));

    // The call panel on a product page is the demo of Lumi itself, not a lead's call: it rings at once.
    expect(await askForCall({ phone: '+380501110082' })).toMatchObject({ status: 200 });
    // Set to ring at any hour, a lead's call rings at once too.
    configure({ LEAD_CALL_HOURS: 'always' });
    expect(await askForCall({ ...lead, phone: '+380501110083' })).toMatchObject({ status: 200 });
  });

  it("rings within the configured hours of the callee's zone, and refuses a malformed setting rather than calling at any hour", async () => {
    // 23:30 in Kyiv: night by default, a calling hour when calls ring at any hour.
    at('21:30:00');
    configure({ PHONE_CALL_HOURS: '0-24' });
    expect(await askForCall({ phone: '+380501110041' })).toMatchObject({ status: 200 });
    configure({ PHONE_CALL_HOURS: '22-6' });
    expect(await askForCall({ phone: '+380501110042' })).toMatchObject({ status: 500 });
  });

  it('judges night in the zone of the number, not of the server: a Canary Islands line an hour behind Madrid', async () => {
    // 20:30 UTC: 21:30 in Madrid (night), 20:30 on Gran Canaria (still day).
    at('20:30:00');
    expect(await askForCall({ phone: '+34 612 345 678', language: 'en' })).toMatchObject({ status: 409, body: { time_zone: 'Europe/Madrid' } });
    expect(await askForCall({ phone: '+34 928 123 456', language: 'en' })).toMatchObject({ status: 200 });
  });

  it("fails a booked call the morning cannot place (the site's hour taken for two hours) and gives back what the booking held", async () => {
    at('21:30:00');
    const booked = await askForCall({ phone: '+380501110031', when: 'next_morning' });
    configure({ PHONE_CALLS_PER_HOUR: '0' });
    vi.setSystemTime(new Date(booked.body.at!));
    expect(await placeDueCalls(await elevenLabsSettings())).toEqual({ placed: 0, failed: 0, waiting: 1 });
    vi.setSystemTime(new Date(Date.parse(booked.body.at!) + 2 * 60 * 60_000));
    expect(await placeDueCalls(await elevenLabsSettings())).toEqual({ placed: 0, failed: 1, waiting: 0 });
    expect((await callStatus(booked.body)).body.state).toBe('failed');
    // The number's day and the day's minutes the booking held are free again.
    configure({ PHONE_CALL_MINUTES_PER_DAY: '10', PHONE_CALL_MAX_MINUTES: '10' });
    expect(await askForCall({ phone: '+380501110031' })).toMatchObject({ status: 200 });
  });

  it('places no call without both consents, from another site, or without a number assigned to the agent', async () => {
    expect(await askForCall({ consent: false, call_consent: undefined })).toMatchObject({
      status: 400,
      body: { fields: { consent: 'consent_required', call_consent: 'consent_required' } },
    });
    const crossSite = await callApi(handler, '/api/phone-call', {
      body: { phone: '050 123 45 67', language: 'uk', persona: 'assistant', page_path: '/ua', consent: true, call_consent: true },
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite).toMatchObject({ status: 403, body: { error: 'cross_site_request' } });
    configure({ ELEVENLABS_PHONE_NUMBER_ID: '' });
    expect(await askForCall()).toMatchObject({ status: 503, body: { error: 'calls_not_configured' } });
    expect(elevenLabs.outboundCalls).toEqual([]);
  });

  it('counts each refusal by its reason, for the alarms', async () => {
    await askForCall({ phone: '+48 701 234 567' });

    expect(output.records().filter((record) => 'PhoneCallsRefused' in record)).toEqual([
      expect.objectContaining({ reason: 'number_type_not_called', PhoneCallsRefused: 1 }),
    ]);
  });
});

describe('POST /api/do-not-call: anyone lists a number from the privacy page (H1)', () => {
  const formPost = (fields: Record<string, string>, network = '198.51.100.77') =>
    handler(
      apiEvent('/api/do-not-call', {
        body: new URLSearchParams(fields).toString(),
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Sec-Fetch-Site': 'same-origin',
          'CloudFront-Viewer-Address': `${network}:50123`,
        },
      }),
      lambdaContext('phone-call', 10_000),
    );

  it("lists a number the page's form posts, answers with the privacy page at the note that says so, and Lumi then never rings it", async () => {
    const listed = await formPost({ phone: '050 111 00 81', language: 'uk' });
    expect(listed).toMatchObject({ statusCode: 303, headers: { location: '/ua/privacy#do-not-call-listed' } });
    expect(await askForCall({ phone: '+380501110081' })).toMatchObject({ status: 200, body: { status: 'calling' } });
    expect(elevenLabs.outboundCalls).toEqual([]);
    // Listed again: the same answer, nothing tells it was listed already.
    expect(await formPost({ phone: '+380501110081', language: 'uk' })).toMatchObject({
      statusCode: 303,
      headers: { location: '/ua/privacy#do-not-call-listed' },
    });
    expect(await formPost({ phone: 'not a phone', language: 'en' })).toMatchObject({ statusCode: 303, headers: { location: '/privacy#do-not-call-invalid' } });
    expect(JSON.stringify(await db.items('control'))).not.toContain('501110081');
  });

  it('takes JSON from a script, and lists ten numbers a network an hour', async () => {
    const listJson = (phone: string) =>
      callApi(handler, '/api/do-not-call', {
        body: { phone, language: 'en' },
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'CloudFront-Viewer-Address': '198.51.100.90:50123' },
      });
    for (let n = 0; n < 10; n++) expect(await listJson(`+4860011100${n}`)).toMatchObject({ status: 202, body: { status: 'listed' } });
    expect(await listJson('+48600111010')).toMatchObject({ status: 429, body: { error: 'network_limit_reached' } });
    expect(await formPost({ phone: '+48600111011', language: 'ru' }, '198.51.100.90')).toMatchObject({ headers: { location: '/ru/privacy#do-not-call-busy' } });
    expect(await listJson('12')).toMatchObject({ status: 400, body: { fields: { phone: 'invalid_phone' } } });
  });

  it('lists twenty numbers a /16 an hour and fifty a provider a day, whatever /24s they come from, and answers a listed number as any other', async () => {
    const listFrom = (phone: string, address: string, asn?: string) =>
      callApi(handler, '/api/do-not-call', {
        body: { phone, language: 'en' },
        headers: {
          'Content-Type': 'application/json',
          'Sec-Fetch-Site': 'same-origin',
          'CloudFront-Viewer-Address': `${address}:50123`,
          ...(asn && { 'CloudFront-Viewer-ASN': asn }),
        },
      });
    for (let n = 0; n < DO_NOT_CALL_LISTINGS_PER_WIDE_NETWORK_PER_HOUR; n++) {
      expect(await listFrom(`+486002220${String(n).padStart(2, '0')}`, `203.7.${Math.floor(n / 10)}.1`)).toMatchObject({ status: 202 });
    }
    // A third /24 of the /16 lists nothing more this hour, even a number listed already.
    expect(await listFrom('+48600333000', '203.7.2.1')).toMatchObject({ status: 429, body: { error: 'network_limit_reached' } });
    expect(await listFrom('+48600222000', '203.7.2.1')).toMatchObject({ status: 429, body: { error: 'network_limit_reached' } });

    // One provider's /16s together: fifty a day.
    for (let n = 0; n < DO_NOT_CALL_LISTINGS_PER_PROVIDER_PER_DAY; n++) {
      const listed = await listFrom(`+486004440${String(n).padStart(2, '0')}`, `204.${Math.floor(n / 10)}.${n % 10}.1`, '64500');
      expect(listed).toMatchObject({ status: 202, body: { status: 'listed' } });
    }
    expect(await listFrom('+48600555000', '204.9.0.1', '64500')).toMatchObject({ status: 429, body: { error: 'network_limit_reached' } });
    // Listed already or not, the same answer.
    expect((await listFrom('+48600444000', '205.1.1.1')).body).toEqual((await listFrom('+48600666000', '205.1.1.1')).body);
  });

  it("refuses another site's post", async () => {
    const crossSite = await callApi(handler, '/api/do-not-call', {
      body: { phone: '+48600111020', language: 'en' },
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite).toMatchObject({ status: 403 });
  });
});

describe("POST /api/do-not-call, action lift: only the number's callee lifts its listing, by answering one call from Lumi (§5)", () => {
  const headers = (network: string, type: string) => ({
    'Content-Type': type,
    'Sec-Fetch-Site': 'same-origin',
    'CloudFront-Viewer-Address': `${network}:50123`,
  });
  /** Each request from a /16 of its own, unless a test names one, as `askForCall`'s. */
  const askToLift = (phone: string, network = `${120 + Math.floor(viewer / 250)}.${viewer++ % 250}.2.7`) =>
    callApi<Answer>(handler, '/api/do-not-call', { body: { phone, language: 'uk', action: 'lift' }, headers: headers(network, 'application/json') });
  const formPost = (phone: string, network: string) =>
    handler(
      apiEvent('/api/do-not-call', {
        body: new URLSearchParams({ phone, language: 'uk', action: 'lift' }).toString(),
        headers: headers(network, 'application/x-www-form-urlencoded'),
      }),
      lambdaContext('phone-call', 10_000),
    );
  const sweep = async () => placeDueCalls(await elevenLabsSettings());
  /** The person who picks up the confirmation call placed as `conversationId` says yes or no, or nobody answers; ElevenLabs then reports the call. */
  const answerCall = async (conversationId: string, reply: 'yes' | 'no' | 'nobody') => {
    const placed = elevenLabs.outboundCalls[Number(conversationId.slice('conv_outbound_'.length))]!;
    const rung = elevenLabs.conversations.get(conversationId)!;
    const spoke = reply !== 'nobody';
    const record = conversationRecord(conversationId, {
      ...rung,
      status: 'done',
      durationSecs: spoke ? 14 : 0,
      initiation: placed.request.conversation_initiation_client_data,
      transcript: spoke ? [{ role: 'user', message: reply === 'yes' ? 'Так, хочу.' : 'Ні, не треба.', time_in_call_secs: 9 }] : [],
      dataCollection: spoke ? { callee_lifts_listing: reply } : {},
    });
    await recordCall(record, 'webhook');
  };

  it("answers a listed and an unlisted number alike, rings only the listed one, once a day, and lifts the listing only on its callee's yes in the call", async () => {
    await listDoNotCall('+380501110091', 'privacy-page');
    const listed = await askToLift('050 111 00 91');
    const unlisted = await askToLift('050 111 00 92');
    expect(listed).toMatchObject({ status: 202, body: { status: 'lift_requested' } });
    expect([unlisted.status, unlisted.body]).toEqual([listed.status, listed.body]);
    // The page's form lands on the note that says a call may come.
    expect(await formPost('050 111 00 93', '198.51.100.121')).toMatchObject({
      statusCode: 303,
      headers: { location: '/ua/privacy#do-not-call-lift-requested' },
    });

    // The sweeper rings the listed number once, saying in the page's language who calls, why, and that only a yes lifts the listing.
    expect(elevenLabs.outboundCalls).toEqual([]);
    expect(await sweep()).toEqual({ placed: 1, failed: 0, waiting: 0 });
    expect(elevenLabs.outboundCalls.map((call) => call.request)).toEqual([
      expect.objectContaining({
        to_number: '+380501110091',
        conversation_initiation_client_data: {
          conversation_config_override: { agent: { language: 'uk', first_message: LIFT_CALL_OPENING.uk } },
          dynamic_variables: expect.objectContaining({ call_origin: 'lift_listing', persona: 'Lumi', page_path: '/ua/privacy' }),
        },
      }),
    ]);
    // Asked again the same day, from another network: no second call.
    expect(await askToLift('+380501110091', '203.0.113.9')).toMatchObject({ status: 202, body: { status: 'lift_requested' } });
    expect(await sweep()).toEqual({ placed: 0, failed: 0, waiting: 0 });

    // Nobody answers: the listing stays, and a call asked for never rings.
    await answerCall('conv_outbound_0', 'nobody');
    expect(await onDoNotCallList('+380501110091')).toBe(true);
    // The next day the callee answers and says no: it stays.
    at('10:00:00', 1);
    await askToLift('+380501110091');
    expect(await sweep()).toMatchObject({ placed: 1 });
    await answerCall('conv_outbound_1', 'no');
    expect(await onDoNotCallList('+380501110091')).toBe(true);
    expect(await askForCall({ phone: '+380501110091' })).toMatchObject({ status: 200 });
    expect(elevenLabs.outboundCalls).toHaveLength(2);
    // The day after, the callee says yes: the number is off the list, and Lumi rings it when asked.
    at('10:00:00', 2);
    await askToLift('+380501110091');
    expect(await sweep()).toMatchObject({ placed: 1 });
    await answerCall('conv_outbound_2', 'yes');
    expect(await onDoNotCallList('+380501110091')).toBe(false);
    expect(await askForCall({ phone: '+380501110091' })).toMatchObject({ status: 200 });
    expect(elevenLabs.outboundCalls.at(-1)!.request).toMatchObject({
      to_number: '+380501110091',
      conversation_initiation_client_data: { dynamic_variables: { call_origin: 'requested' } },
    });
  });

  it("is bounded as any call Lumi places: the requester's shares, the site's hour, the callee's night; a number lifted meanwhile is not rung", async () => {
    configure({ PHONE_CALLS_PER_NETWORK_PER_HOUR: '1', PHONE_CALLS_PER_HOUR: '1' });
    await listDoNotCall('+380501110094', 'privacy-page');
    await listDoNotCall('+380501110095', 'privacy-page');
    expect(await askToLift('+380501110094', '198.51.100.130')).toMatchObject({ status: 202 });
    // The network's hour of calls is spent: listed or not, the same refusal.
    expect(await askToLift('+380501110095', '198.51.100.130')).toMatchObject({ status: 429, body: { error: 'network_limit_reached' } });
    expect(await askToLift('+380501110096', '198.51.100.130')).toMatchObject({ status: 429, body: { error: 'network_limit_reached' } });
    // The site's hour holds one call: a call asked for takes it, and the confirmation call waits.
    expect(await askForCall({ phone: '+380501110097' })).toMatchObject({ status: 200 });
    expect(await sweep()).toEqual({ placed: 0, failed: 0, waiting: 1 });
    expect(elevenLabs.outboundCalls.map((call) => call.request.to_number)).toEqual(['+380501110097']);
    at('11:00:00');
    expect(await sweep()).toEqual({ placed: 1, failed: 0, waiting: 0 });
    expect(elevenLabs.outboundCalls.map((call) => call.request.to_number)).toEqual(['+380501110097', '+380501110094']);

    // At night where the number rings, the call waits for the callee's morning; lifted by then, it is not placed.
    at('23:30:00');
    expect(await askToLift('+380501110095', '198.51.100.131')).toMatchObject({ status: 202 });
    expect(await sweep()).toMatchObject({ placed: 0 });
    await unlistDoNotCall('+380501110095');
    at('07:00:00', 1);
    expect(await sweep()).toMatchObject({ placed: 0, failed: 1 });
    expect(elevenLabs.outboundCalls.map((call) => call.request.to_number)).not.toContain('+380501110095');
  });
});

describe("a lead's call nobody answered", () => {
  const sweep = () => sweeperHandler({} as ScheduledEvent, lambdaContext('notification-sweeper', 55_000));
  const told = () =>
    output
      .records()
      .filter((record) => record.message === 'manager notification (NOTIFICATION_CHANNEL=log, not sent to Telegram)')
      .map((record) => String(record.notification));
  /** ElevenLabs fails the outbound conversation: the phone rang out. */
  const ringsOut = (index: number) => {
    const id = `conv_outbound_${index}`;
    elevenLabs.conversations.set(id, { ...elevenLabs.conversations.get(id)!, status: 'failed' });
  };

  it('tells the managers once, in the call’s language, with the person’s thread, however often the number is asked again that day', async () => {
    configure({ LEAD_CALL_HOURS: 'always', NOTIFICATION_CHANNEL: 'log', ELEVENLABS_WEBHOOK_SECRET: 'wsec_missed' });
    const phone = '+380501110091';
    await storeLead({ formId: 'lumi', name: 'Olena', phone, consent: true, language: 'uk', pagePath: '/ua/products/lumi-ai', idempotencyKey: 'k-missed' });
    const network = '203.0.113.9';
    const lead = { phone, page_path: '/thank-you/lumi/ua', product: 'lumi-ai' };
    expect(await askForCall(lead, network)).toMatchObject({ status: 200 });
    // The call panel's demo call on a product page is no lead's: nobody is told of it.
    expect(await askForCall({ phone: '+380501110092' })).toMatchObject({ status: 200 });
    ringsOut(0);
    ringsOut(1);
    output.clear();
    await sweep();
    await sweep();
    const notices = told();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('Клієнт не відповів на дзвінок Lumi за заявкою');
    expect(notices[0]).toContain('Раніше: заявка із сайту, форма lumi');
    expect(notices[0]).toContain('лишилася такою, якою її надіслали');
    expect(notices[0]).not.toContain('1110091');

    // Asked again from the same network once the ring ended, and missed again: the managers know already.
    expect(await askForCall(lead, network)).toMatchObject({ status: 200 });
    ringsOut(2);
    output.clear();
    await sweep();
    await sweep();
    expect(told()).toEqual([]);
    // Each lead call's note was looked at once, and is not read again.
    const notes = await db.items<{ id: string; looked?: boolean }>('control');
    for (const index of [0, 2]) expect(notes).toContainEqual(expect.objectContaining({ id: `phone-calls#conversation#conv_outbound_${index}`, looked: true }));
  });
});
