import { randomUUID } from 'node:crypto';
import {
  API_PATHS,
  CLIENT_SIGNAL_LIMITS,
  clientSignalRequestSchema,
  FIELD_ERROR_CODES,
  FORM_IDS,
  formVariant,
  LEAD_INTERESTS,
  leadRequestSchema,
  OPTIONAL_LEAD_FIELDS,
  type OptionalLeadField,
  voiceConversationRequestSchema,
  voiceNotificationRequestSchema,
  voiceConversationEndRequestSchema,
  voiceTokenRequestSchema,
  VOICE_CONVERSATION_PHASES,
} from '@site/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@site/model';
import type * as z from 'zod/mini';
import { handler as signalsHandler } from '../client-signals/index';
import { handler as tokenHandler } from '../elevenlabs-token/index';
import { handler as leadsHandler } from '../leads/index';
import { handler as voiceContactHandler } from '../voice-contact/index';
import {
  badBoolean,
  badChoice,
  badConversationId,
  badEmail,
  badNumber,
  badOptionalText,
  badPath,
  badPhoneInAnyCountry,
  badRequiredText,
  badUuid,
  brokenPayload,
  unknownFieldName,
} from '../test-support/bad-values';
import { captureOutput } from '../test-support/captured-output';
import { FakeElevenLabs } from '@site/stand-ins/fake-elevenlabs';
import { FakeTelegram } from '@site/stand-ins/fake-telegram';
import { callApi } from '../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../test-support/local-backend';

type Handler = Parameters<typeof callApi>[0];
const RUNS = 250;

let db: LocalDynamoDB;
let telegram: FakeTelegram;
let elevenLabs: FakeElevenLabs;
const output = captureOutput();

interface Endpoint {
  readonly path: string;
  readonly handler: Handler;
  readonly schema: z.ZodMiniType;
  readonly valid: () => Record<string, unknown>;
  readonly badValues: Record<string, fc.Arbitrary<unknown>>;
  readonly required: readonly string[];
}

const endpoints: readonly Endpoint[] = [
  {
    path: '/api/leads',
    handler: leadsHandler,
    schema: leadRequestSchema,
    valid: () => ({ formId: 'contacts', name: 'Anna', phone: '+79991234567', consent: true, language: 'ru', pagePath: '/ru', idempotencyKey: randomUUID() }),
    badValues: {
      formId: badChoice(FORM_IDS),
      name: badRequiredText(100),
      // A Russian page's lead: its national numbers are read, so only what is a phone nowhere is bad.
      phone: badPhoneInAnyCountry,
      email: badEmail,
      company: badOptionalText(100),
      comment: badOptionalText(2000, { multiline: true }),
      interests: fc.oneof(
        fc.integer(),
        fc.string({ maxLength: 5 }),
        fc.array(fc.constantFrom(...LEAD_INTERESTS), { minLength: 4, maxLength: 6 }),
        fc.tuple(fc.constantFrom(...LEAD_INTERESTS), badChoice(LEAD_INTERESTS)),
      ),
      consent: badBoolean,
      language: badChoice(LANGUAGES),
      pagePath: badPath,
      idempotencyKey: badUuid,
    },
    required: ['formId', 'name', 'phone', 'language', 'pagePath', 'idempotencyKey'],
  },
  {
    path: '/api/save-voice-conversation',
    handler: voiceContactHandler,
    schema: voiceConversationRequestSchema,
    valid: () => ({ conversation_id: 'conv_1', phone_number: '+79991234567', user_name: 'Oleg', duration_seconds: 12, language: 'ru' }),
    badValues: {
      conversation_id: badConversationId,
      phone_number: badPhoneInAnyCountry,
      user_name: badOptionalText(100),
      duration_seconds: badNumber(0, 86_400),
      language: badChoice(LANGUAGES),
    },
    required: ['conversation_id', 'phone_number', 'duration_seconds', 'language'],
  },
  {
    path: '/api/send-telegram-notification',
    handler: voiceContactHandler,
    schema: voiceNotificationRequestSchema,
    valid: () => ({
      formType: 'voice_conversion',
      name: 'Ivan',
      phone: '+79991234567',
      timestamp: '2026-11-22T10:00:00.000Z',
      language: 'ru',
      conversationId: 'conv_2',
      duration: 30,
    }),
    badValues: {
      formType: badChoice(['voice_conversion']),
      name: badOptionalText(100),
      phone: badPhoneInAnyCountry,
      timestamp: fc.oneof(fc.integer(), fc.constant(null), fc.constantFrom('', 'yesterday', '2026-11-22', '22.11.2026 10:00')),
      language: badChoice(LANGUAGES),
      conversationId: badConversationId,
      duration: badNumber(0, 86_400),
    },
    required: ['formType', 'phone', 'timestamp', 'language', 'conversationId', 'duration'],
  },
  {
    path: '/api/client-signals',
    handler: signalsHandler,
    schema: clientSignalRequestSchema,
    valid: () => ({ build: 'a1b2c3d', events: [{ kind: 'remote-failure', remote: 'content', part: 'CasesPage', reason: 'timeout', page: '/cases' }] }),
    badValues: {
      build: fc.oneof(badRequiredText(CLIENT_SIGNAL_LIMITS.buildIdMaxLength), fc.constantFrom('a b', 'v1/2', '../x')),
      events: badEvents(),
    },
    required: ['build', 'events'],
  },
  {
    path: '/api/elevenlabs-token',
    handler: tokenHandler,
    schema: voiceTokenRequestSchema,
    valid: () => ({}),
    badValues: { agent_id: badRequiredText(128) },
    required: [],
  },
  {
    path: '/api/voice-conversation-end',
    handler: tokenHandler,
    schema: voiceConversationEndRequestSchema,
    valid: () => ({ place: 'A'.repeat(43), conversation_id: 'conv_1' }),
    badValues: {
      place: fc.oneof(badRequiredText(43), fc.constantFrom('A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}=`)),
      conversation_id: fc.constantFrom('', 'conv 1', 'x'.repeat(129)),
      phase: badChoice(VOICE_CONVERSATION_PHASES),
    },
    required: ['place', 'conversation_id'],
  },
];

beforeAll(async () => {
  db = await startLocalDynamoDB();
  telegram = await new FakeTelegram().start();
  elevenLabs = await new FakeElevenLabs('key').start();
  Object.assign(process.env, {
    TELEGRAM_API_URL: telegram.url,
    TELEGRAM_BOT_TOKEN: '1:t',
    TELEGRAM_CHAT_ID: '1',
    ELEVENLABS_API_URL: elevenLabs.url,
    ELEVENLABS_API_KEY: 'key',
    ELEVENLABS_AGENT_ID: 'agent_site',
    ELEVENLABS_ALLOWED_AGENT_IDS: 'agent_lumi',
  });
});
afterAll(async () => {
  output.restore();
  // Bad input reached nothing: no item in any table, no message, no signed URL.
  expect(await db.items('leads')).toEqual([]);
  expect(await db.items('voiceContacts')).toEqual([]);
  expect(telegram.requests).toBe(0);
  expect(elevenLabs.requestedAgents).toEqual([]);
  expect(elevenLabs.lookups).toEqual([]);
  await Promise.all([telegram.stop(), elevenLabs.stop(), db.close()]);
});

describe.each(endpoints)('bad input to $path', (endpoint) => {
  it('answers every broken payload with 400 naming each broken field', async () => {
    await fc.assert(
      fc.asyncProperty(brokenPayload(endpoint.valid, endpoint.badValues, endpoint.required), async ({ body, broken }) => {
        const answer = await callApi<{ error: string; fields: Record<string, string> }>(endpoint.handler, endpoint.path, { body });
        expect(answer.status).toBe(400);
        expect(answer.body.error).toBe('validation_failed');
        for (const field of broken) expect(answer.body.fields).toHaveProperty([field]);
        for (const code of Object.values(answer.body.fields)) expect(FIELD_ERROR_CODES).toContain(code);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers any other JSON that is not a valid payload with a 4xx, never a 5xx', async () => {
    const notValid = fc
      .oneof(fc.jsonValue(), fc.dictionary(unknownFieldName([]), fc.jsonValue(), { maxKeys: 4 }))
      .filter((body) => !endpoint.schema.safeParse(body).success && !hasHoneypot(body));
    await fc.assert(
      fc.asyncProperty(notValid, async (body) => {
        const answer = await callApi<{ error: string; fields?: Record<string, string> }>(endpoint.handler, endpoint.path, { body: JSON.stringify(body) });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        if (answer.status === 400) expect(Object.keys(answer.body.fields ?? {}).length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS / 2 },
    );
  });

  it('answers text that is not JSON, or not declared as JSON, with 400 or 415', async () => {
    // The leads endpoint also takes the forms the browser posts itself (leads/__tests__/form-post.test.ts).
    const others = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/jsonp', ''].filter(
      (type) => endpoint.path !== API_PATHS.leads || type !== 'application/x-www-form-urlencoded',
    );
    const cases = fc.oneof(
      fc.record({ body: fc.string({ minLength: 1 }).filter(isNotJson), contentType: fc.constant('application/json') }),
      fc.record({ body: fc.string(), contentType: fc.constantFrom(...others) }),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ body, contentType }) => {
        const answer = await callApi<{ error: string }>(endpoint.handler, endpoint.path, { body, headers: { 'Content-Type': contentType } });
        expect(answer).toMatchObject(contentType === 'application/json' ? { status: 400, body: { error: 'invalid_json' } } : { status: 415 });
      }),
      { numRuns: RUNS / 5 },
    );
  });
});

describe('a form’s own fields', () => {
  it('are refused on every form that does not ask them, each named with unknown_field, even with good values', async () => {
    // A good value of each optional field: what the form that asks it would send.
    const values = {
      company: fc.constant('ACME'),
      comment: fc.constant('Call me'),
      interests: fc.subarray([...LEAD_INTERESTS], { minLength: 1 }),
      channels: fc.constant('Instagram, сайт'),
      volume: fc.constant('200'),
    } satisfies Record<OptionalLeadField, fc.Arbitrary<unknown>>;
    const cases = fc.constantFrom(...FORM_IDS).chain((formId) => {
      const unasked = OPTIONAL_LEAD_FIELDS.filter((field) => !formVariant(formId).fields.includes(field));
      const extras = fc
        .record(Object.fromEntries(unasked.map((field) => [field, values[field]])) as Record<string, fc.Arbitrary<unknown>>, { requiredKeys: [] })
        .filter((fields) => Object.keys(fields).length > 0);
      return fc.tuple(fc.constant(formId), extras);
    });
    await fc.assert(
      fc.asyncProperty(cases, async ([formId, fields]) => {
        const body = { formId, name: 'Anna', phone: '+79991234567', consent: true, language: 'ru', pagePath: '/ru', idempotencyKey: randomUUID(), ...fields };
        const answer = await callApi<{ fields: Record<string, string> }>(leadsHandler, '/api/leads', { body });
        expect(answer.status).toBe(400);
        expect(answer.body.fields).toEqual(Object.fromEntries(Object.keys(fields).map((field) => [field, 'unknown_field'])));
      }),
      { numRuns: RUNS / 5 },
    );
  });
});

describe('agents outside the allow-list', () => {
  it('are refused with 400 agent_not_allowed before ElevenLabs is asked', async () => {
    const otherAgent = fc.string({ minLength: 1, maxLength: 60 }).filter((id) => id.trim() !== '' && !['agent_site', 'agent_lumi'].includes(id.trim()));
    await fc.assert(
      fc.asyncProperty(otherAgent, async (agentId) => {
        const answer = await callApi(tokenHandler, '/api/elevenlabs-token', { body: { agent_id: agentId } });
        expect(answer).toMatchObject({ status: 400, body: { error: 'validation_failed', fields: { agent_id: 'agent_not_allowed' } } });
      }),
      { numRuns: RUNS },
    );
  });
});

/** Not a list of events, an empty or overlong one, or one with an event no browser of the site sends. */
function badEvents(): fc.Arbitrary<unknown> {
  const vital = { kind: 'vital', name: 'LCP', value: 1200, rating: 'good', page: '/' };
  const vitalWith = (field: string, value: fc.Arbitrary<unknown>) => value.map((bad) => ({ ...vital, [field]: bad }));
  const badEvent = fc.oneof(
    vitalWith('kind', fc.constantFrom('scroll', 'click', '')),
    vitalWith('name', fc.constantFrom('FID', 'lcp', 'TTI')),
    vitalWith('value', badNumber(0, CLIENT_SIGNAL_LIMITS.vitalMaxValue)),
    vitalWith('page', badPath),
    fc.constant({ kind: 'error', app: 'shell', message: 'x'.repeat(CLIENT_SIGNAL_LIMITS.messageMaxLength + 1), page: '/' }),
    fc.constant({ kind: 'remote-failure', remote: 'shell', part: 'Page', reason: 'timeout', page: '/' }),
    fc.tuple(unknownFieldName(Object.keys(vital)), fc.jsonValue()).map(([field, value]) => ({ ...vital, [field]: value })),
    fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
  );
  return fc.oneof(
    fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null), fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }))),
    fc.constant([]),
    fc.constant(Array.from({ length: CLIENT_SIGNAL_LIMITS.eventsPerBeacon + 1 }, () => vital)),
    fc.tuple(badEvent, fc.array(fc.constant(vital), { maxLength: 3 })).map(([bad, good]) => [...good, bad]),
  );
}

function hasHoneypot(body: unknown): boolean {
  const website = (body as { website?: unknown } | null)?.website;
  return website !== undefined && website !== null && website !== '';
}

function isNotJson(text: string): boolean {
  if (!text.trim()) return false;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}
