import {
  AGENT_TOOL_KEY_HEADER,
  AGENT_VARIABLES,
  API_PATHS,
  elevenLabsConversationSchema,
  POST_CALL_TRANSCRIPTION,
  REQUESTED_CALL,
  type ApiPath,
} from '@site/contracts';
import { API_OPERATIONS, requestJsonSchema } from '@site/contracts/openapi';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as signalsHandler } from '../client-signals/index';
import { handler as tokenHandler } from '../elevenlabs-token/index';
import { handler as leadsHandler } from '../leads/index';
import { handler as voiceContactHandler } from '../voice-contact/index';
import { handler as voiceFeedbackHandler } from '../voice-feedback/index';
import { handler as webhookHandler } from '../elevenlabs-webhook/index';
import { handler as phoneCallHandler } from '../phone-call/index';
import { handler as meetingsHandler } from '../meetings/index';
import { handler as meetingPagesHandler } from '../meeting-pages/index';
import { handler as agentToolsHandler } from '../agent-tools/index';
import { handler as agentMeetingsHandler } from '../agent-meetings/index';
import { API_FUNCTIONS, routesOf } from '../functions';
import { signWebhook } from '../shared/webhook-signature';
import { captureOutput } from '../test-support/captured-output';
import { lambdaContext } from '../host/lambda-context';
import { apiEvent, callApi } from '../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../test-support/local-backend';
import { WEBHOOK_SECRET } from '../test-support/post-call';
import { arbitraryOf, type Hints } from '../test-support/schema-arbitrary';
import { FakeElevenLabs } from '@site/stand-ins/fake-elevenlabs';
import { FakeTelegram } from '@site/stand-ins/fake-telegram';

/**
 * No request a stranger can make gets a 5xx (G4): for every route of the OpenAPI document, bodies
 * drawn from the very JSON Schema the document publishes, with numbers at every edge (`5e-324`,
 * `1e-131`, the bounds), phones that read and conversations ElevenLabs knows, so they reach the
 * storing code, against a real DynamoDB API. A 5xx raises `ApiServerErrors`, which a stranger alone
 * must never do.
 */
const AGENT = 'agent_site';
const TOOL_KEY = 'a-tool-key-for-the-property-test';
const CONVERSATIONS = ['conv_prop_a', 'conv_prop_b', 'conv_prop_c'];
/** A call the site placed, going on, in which the callee said a name and an e-mail: the phone agent's meeting tools read it. */
const PLACED_CALL = 'conv_prop_call';
const RUNS = 120;

type Handler = Parameters<typeof callApi>[0];
const HANDLERS: Record<ApiPath, Handler> = {
  [API_PATHS.leads]: leadsHandler,
  [API_PATHS.voiceToken]: tokenHandler,
  [API_PATHS.voiceConversationEnd]: tokenHandler,
  [API_PATHS.saveVoiceConversation]: voiceContactHandler,
  [API_PATHS.sendTelegramNotification]: voiceContactHandler,
  [API_PATHS.voiceFeedback]: voiceFeedbackHandler,
  [API_PATHS.clientSignals]: signalsHandler,
  [API_PATHS.elevenLabsWebhook]: webhookHandler,
  [API_PATHS.phoneCall]: phoneCallHandler,
  [API_PATHS.phoneCallStatus]: phoneCallHandler,
  [API_PATHS.doNotCall]: phoneCallHandler,
  [API_PATHS.meetingTimes]: meetingsHandler,
  [API_PATHS.meetings]: meetingsHandler,
  [API_PATHS.meetingChanges]: meetingsHandler,
  [API_PATHS.meetingPicker]: meetingsHandler,
  [API_PATHS.meetingPage]: meetingPagesHandler,
  [API_PATHS.estimateTool]: agentToolsHandler,
  [API_PATHS.productFactsTool]: agentToolsHandler,
  [API_PATHS.agentMeetingTimes]: agentMeetingsHandler,
  [API_PATHS.agentMeetings]: agentMeetingsHandler,
};

const conversationId = fc.oneof(fc.constantFrom(...CONVERSATIONS), fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/));
const HINTS: Hints = {
  phone: fc.constantFrom('+79991234567', '8 (999) 123-45-67', '+44 7700 900123', '050 123 45 67', '+380501234567'),
  phone_number: fc.constantFrom('+79991234567', '8 (999) 123-45-67', '+44 7700 900123'),
  conversation_id: conversationId,
  conversationId,
  pagePath: fc.constantFrom('/', '/ru', '/ua/contacts', '/products/lumi-ai'),
  page: fc.constantFrom('/', '/ru/cases', '/blog'),
  agent_id: fc.constantFrom(AGENT, 'agent_other'),
  website: fc.constant(''),
};

let db: LocalDynamoDB;
let telegram: FakeTelegram;
let elevenLabs: FakeElevenLabs;
const output = captureOutput();

beforeAll(async () => {
  db = await startLocalDynamoDB();
  telegram = await new FakeTelegram().start();
  elevenLabs = await new FakeElevenLabs('key').start();
  for (const id of CONVERSATIONS) elevenLabs.conversations.set(id, { agentId: AGENT, status: 'in-progress', startedAtMs: Date.now() - 60_000 });
  elevenLabs.conversations.set(PLACED_CALL, {
    agentId: AGENT,
    status: 'in-progress',
    startedAtMs: Date.now() - 60_000,
    phoneCall: { direction: 'outbound', externalNumber: '+380501234567' },
    initiation: { conversation_config_override: { agent: { language: 'uk' } }, dynamic_variables: { [AGENT_VARIABLES.callOrigin]: REQUESTED_CALL } },
    transcript: [{ role: 'user', message: 'Так. Мене звати Anna, пошта anna@example.com', time_in_call_secs: 5 }],
  });
  Object.assign(process.env, {
    TELEGRAM_API_URL: telegram.url,
    TELEGRAM_BOT_TOKEN: '1:t',
    TELEGRAM_CHAT_ID: '1',
    ELEVENLABS_API_URL: elevenLabs.url,
    ELEVENLABS_API_KEY: 'key',
    ELEVENLABS_AGENT_ID: AGENT,
    ELEVENLABS_TEXT_AGENT_ID: 'agent_site_text',
    ELEVENLABS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ELEVENLABS_PHONE_NUMBER_ID: 'phnum_lumi',
    AGENT_TOOLS_KEY: TOOL_KEY,
  });
});
afterAll(async () => {
  output.restore();
  await Promise.all([telegram.stop(), elevenLabs.stop(), db.close()]);
});

/** The body of a request to `path` drawn from `schema`, as its media type sends it, with the headers it needs. */
function requestsFor(path: ApiPath, mediaType: string, schema: Record<string, unknown>): fc.Arbitrary<{ body: string; headers: Record<string, string> }> {
  if (path === API_PATHS.elevenLabsWebhook) {
    // Signed, so the record is read: the data is a conversation's record as ElevenLabs sends it.
    const record = arbitraryOf(requestJsonSchema(elevenLabsConversationSchema), { ...HINTS, agent_id: fc.constant(AGENT) });
    return fc.tuple(record, fc.option(arbitraryOf({ type: 'number' }), { nil: undefined })).map(([data, eventTimestamp]) => {
      const body = JSON.stringify({ type: POST_CALL_TRANSCRIPTION, event_timestamp: eventTimestamp, data });
      return { body, headers: { 'Content-Type': mediaType, 'ElevenLabs-Signature': signWebhook(WEBHOOK_SECRET, body) } };
    });
  }
  if (path === API_PATHS.estimateTool) {
    // With the agent's key, so the body is read and priced; the volume drawn from words and figures.
    const volume = fc.oneof(fc.string(), fc.constantFrom('12 000 calls, 3 minutes', '40 клиник', 'двадцать тысяч мільйонів', '1e309 calls', '0 branches'));
    return arbitraryOf(schema, { ...HINTS, volume }).map((value) => ({
      body: JSON.stringify(value),
      headers: { 'Content-Type': mediaType, [AGENT_TOOL_KEY_HEADER]: TOOL_KEY },
    }));
  }
  if (path === API_PATHS.agentMeetingTimes || path === API_PATHS.agentMeetings) {
    // With the agent's key, in the placed call too, with the name and e-mail its callee said: so the booking is tried.
    const hints = {
      ...HINTS,
      conversation_id: fc.oneof(fc.constant(PLACED_CALL), conversationId),
      name: fc.oneof(fc.constant('Anna'), fc.string()),
      email: fc.oneof(fc.constant('anna@example.com'), fc.string()),
      start: fc.oneof(fc.string(), fc.constantFrom('2026-12-01T10:00:00+02:00', '1999-01-01T10:00:00Z', '2099-13-40T99:00:00Z')),
    };
    return arbitraryOf(schema, hints).map((value) => ({
      body: JSON.stringify(value),
      headers: { 'Content-Type': mediaType, [AGENT_TOOL_KEY_HEADER]: TOOL_KEY },
    }));
  }
  return arbitraryOf(schema, HINTS).map((value) => ({
    body:
      mediaType === 'application/x-www-form-urlencoded'
        ? new URLSearchParams(
            Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => (Array.isArray(v) ? v.map((item) => [k, String(item)]) : [[k, String(v)]])),
          ).toString()
        : JSON.stringify(value),
    headers: { 'Content-Type': mediaType },
  }));
}

describe('the OpenAPI document and the functions', () => {
  it('name the same routes: every function route is documented, and every documented route has a function', () => {
    expect(API_OPERATIONS.map((operation) => operation.path).sort()).toEqual(API_FUNCTIONS.flatMap(routesOf).sort());
    for (const operation of API_OPERATIONS)
      expect(API_FUNCTIONS.find((spec) => routesOf(spec).includes(operation.path))?.method).toBe(operation.method.toUpperCase());
  });
});

describe.each(API_OPERATIONS.flatMap((operation) => operation.bodies.map((body) => ({ operation, body, name: `${operation.path} (${body.mediaType})` }))))(
  'no request to $name gives a 5xx',
  ({ operation, body }) => {
    it('answers every body its documented schema describes with a 2xx, 3xx or 4xx', async () => {
      const schema = requestJsonSchema(body.schema);
      await fc.assert(
        fc.asyncProperty(requestsFor(operation.path, body.mediaType, schema), async (request) => {
          const result = await HANDLERS[operation.path](apiEvent(operation.path, request), lambdaContext('api-function', 10_000));
          expect(result.statusCode, `${request.body} → ${result.body}`).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    });
  },
);

describe('numbers DynamoDB cannot store (G4)', () => {
  it.each([5e-324, 2.2e-309, 1e-200, 1e-131])('a voice contact with a duration of %s seconds is kept, as 0', async (duration) => {
    const id = `conv_tiny_${String(duration).replace(/\W/g, '')}`;
    elevenLabs.conversations.set(id, { agentId: AGENT, status: 'in-progress', startedAtMs: Date.now() - 60_000 });
    const saved = await callApi(voiceContactHandler, API_PATHS.saveVoiceConversation, {
      body: { conversation_id: id, phone_number: '+79991234567', user_name: null, duration_seconds: duration, language: 'ru' },
    });
    expect(saved.status).toBe(201);
    const queued = await callApi(voiceContactHandler, API_PATHS.sendTelegramNotification, {
      body: { formType: 'voice_conversion', phone: '+79991234567', timestamp: new Date().toISOString(), language: 'ru', conversationId: id, duration },
    });
    expect(queued.status).toBe(202);
  });
});
