import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureOutput } from '../../test-support/captured-output';
import { FakeElevenLabs, signedUrlFor } from '@site/stand-ins/fake-elevenlabs';
import { FakeSecretsManager } from '@site/stand-ins/fake-secrets-manager';
import { callApi } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { handler } from '../index';
import { typedChatsFor } from '@site/model';
import { whatHoldsConversations } from '../../shared/token-quota';

const API_KEY = 'xi-test-key';
const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:elevenlabs-AbCdEf';
let elevenLabs: FakeElevenLabs;
let secretsManager: FakeSecretsManager;
let db: LocalDynamoDB;
const output = captureOutput();

const requestToken = (body: unknown = {}, viewer?: string, asn?: number) =>
  callApi<{ signed_url?: string; error?: string; message?: string; fields?: Record<string, string> }>(handler, '/api/elevenlabs-token', {
    body,
    headers: {
      'Content-Type': 'application/json',
      ...(viewer ? { 'CloudFront-Viewer-Address': `${viewer}:50123` } : {}),
      ...(asn ? { 'CloudFront-Viewer-ASN': String(asn) } : {}),
    },
  });

/** Statuses of `count` token requests from one /16 (`10.<b>.*`), a new /24 every three, through provider `asn`. */
async function drain(b: number, count: number, asn?: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await requestToken({}, `10.${b}.${Math.floor(i / 3)}.${(i % 3) + 1}`, asn)).status);
  return statuses;
}
const granted = (statuses: readonly number[]) => statuses.filter((status) => status === 200).length;

/** Today's voice-token counters: site-wide and per client network. */
const counters = async () =>
  Object.fromEntries(
    (await db.items('control')).filter((item) => String(item.id).startsWith('voice-tokens#')).map((item) => [String(item.id), Number(item.count)]),
  );

function configure(env: Record<string, string | undefined>) {
  for (const name of [
    'ELEVENLABS_API_KEY',
    'ELEVENLABS_SECRET_ARN',
    'ELEVENLABS_AGENT_ID',
    'ELEVENLABS_TEXT_AGENT_ID',
    'ELEVENLABS_ALLOWED_AGENT_IDS',
    'VOICE_TOKENS_PER_DAY',
    'VOICE_TOKENS_PER_CLIENT_PER_DAY',
    'VOICE_CONVERSATIONS_OPEN_PER_NETWORK',
    'VOICE_CONVERSATIONS_AT_ONCE',
  ])
    delete process.env[name];
  // The file's requests come from a few networks within minutes: only the tests of open conversations set their limits.
  Object.assign(process.env, { ELEVENLABS_API_URL: elevenLabs.url, VOICE_CONVERSATIONS_OPEN_PER_NETWORK: '1000', VOICE_CONVERSATIONS_AT_ONCE: '1000' }, env);
}

beforeAll(async () => {
  db = await startLocalDynamoDB();
  elevenLabs = await new FakeElevenLabs(API_KEY).start();
  secretsManager = await new FakeSecretsManager({ [SECRET_ARN]: JSON.stringify({ apiKey: API_KEY }) }).start();
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManager.url,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
  });
});
afterAll(async () => {
  output.restore();
  await elevenLabs.stop();
  await secretsManager.stop();
  await db.close();
});
beforeEach(() => {
  elevenLabs.failure = undefined;
  elevenLabs.requestedAgents.length = 0;
  output.clear();
});

describe('POST /api/elevenlabs-token', () => {
  it('signs a URL for the configured agent with the server-side key', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', ELEVENLABS_API_URL: `${elevenLabs.url}/` });

    expect(await requestToken()).toMatchObject({ status: 200, body: { signed_url: signedUrlFor('agent_site') } });
    expect(elevenLabs.requestedAgents).toEqual(['agent_site']);
  });

  it('serves the allow-listed agents and refuses any other with 400', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', ELEVENLABS_ALLOWED_AGENT_IDS: 'agent_lumi, agent_demo' });

    expect(await requestToken({ agent_id: 'agent_lumi' })).toMatchObject({ status: 200, body: { signed_url: signedUrlFor('agent_lumi') } });
    expect(await requestToken({ agent_id: 'agent_site' })).toMatchObject({ status: 200 });
    expect(await requestToken({ agent_id: 'agent_of_someone_else' })).toMatchObject({
      status: 400,
      body: { error: 'validation_failed', fields: { agent_id: 'agent_not_allowed' } },
    });
    expect(elevenLabs.requestedAgents).toEqual(['agent_lumi', 'agent_site']);
  });

  it('answers 503 "voice assistant not configured" without a key or an agent', async () => {
    configure({ ELEVENLABS_AGENT_ID: 'agent_site' });
    expect(await requestToken()).toMatchObject({ status: 503, body: { error: 'voice_not_configured', message: 'voice assistant not configured' } });

    configure({ ELEVENLABS_API_KEY: API_KEY });
    expect(await requestToken()).toMatchObject({ status: 503, body: { error: 'voice_not_configured' } });
    expect(elevenLabs.requestedAgents).toEqual([]);
  });

  it('answers 502 when ElevenLabs fails, and logs what ElevenLabs said', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site' });
    elevenLabs.failure = { status: 429, body: { detail: { status: 'too_many_concurrent_requests', message: 'slow down' } } };

    expect(await requestToken()).toMatchObject({ status: 502, body: { error: 'upstream_failed' } });
    const logged = output.records().find((record) => record.message === 'ElevenLabs did not sign a conversation URL');
    expect(logged).toMatchObject({ level: 'ERROR', upstreamStatus: 429, agentId: 'agent_site' });
    expect(logged?.upstreamBody).toContain('too_many_concurrent_requests');
  });

  it('answers 502 when the key is refused, without leaking the key', async () => {
    configure({ ELEVENLABS_API_KEY: 'wrong-key', ELEVENLABS_AGENT_ID: 'agent_site' });

    expect(await requestToken()).toMatchObject({ status: 502 });
    expect(output.text()).toContain('invalid_api_key');
    expect(output.text()).not.toContain('wrong-key');
  });

  it('answers 502 when ElevenLabs cannot be reached or answers without a URL', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', ELEVENLABS_API_URL: 'http://127.0.0.1:9' });
    expect(await requestToken()).toMatchObject({ status: 502, body: { error: 'upstream_failed' } });

    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site' });
    elevenLabs.failure = { status: 200, body: { url: 'wss://elsewhere' } };
    expect(await requestToken()).toMatchObject({ status: 502 });
  });

  it('validates the request like every endpoint', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site' });

    expect(await requestToken({ agent_id: 42, voice: 'x' })).toMatchObject({
      status: 400,
      body: { fields: { agent_id: 'invalid_type', voice: 'unknown_field' } },
    });
  });

  it('reads the key from Secrets Manager in the cloud, once per container within the cache lifetime', async () => {
    configure({ ELEVENLABS_SECRET_ARN: SECRET_ARN, ELEVENLABS_AGENT_ID: 'agent_site' });
    const readsBefore = secretsManager.reads;

    expect(await requestToken()).toMatchObject({ status: 200 });
    expect(await requestToken()).toMatchObject({ status: 200 });
    expect(secretsManager.reads - readsBefore).toBe(1);
  });

  it('gives out at most VOICE_TOKENS_PER_DAY signed URLs a day, site-wide, then 429 without asking ElevenLabs', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', VOICE_TOKENS_PER_DAY: '2' });
    vi.useFakeTimers({ now: Date.parse('2031-05-01T23:00:00Z'), toFake: ['Date'] });
    try {
      expect((await requestToken()).status).toBe(200);
      expect((await requestToken()).status).toBe(200);
      expect(await requestToken()).toMatchObject({ status: 429, body: { error: 'daily_limit_reached' } });
      expect(elevenLabs.requestedAgents).toHaveLength(2);
      expect(output.text()).toContain('TokenCapReached');
      expect(await db.items('control')).toContainEqual(expect.objectContaining({ id: 'voice-tokens#2031-05-01', count: 2 }));

      // A new day, a new allowance.
      vi.setSystemTime(Date.parse('2031-05-02T00:00:01Z'));
      expect((await requestToken()).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs a typed chat for the text-only agent only, so its allowance never pays for a call, whatever the browser names', async () => {
    configure({
      ELEVENLABS_API_KEY: API_KEY,
      ELEVENLABS_AGENT_ID: 'agent_site',
      ELEVENLABS_TEXT_AGENT_ID: 'agent_text',
      ELEVENLABS_ALLOWED_AGENT_IDS: 'agent_lumi',
    });

    expect(await requestToken({ channel: 'text' })).toMatchObject({ status: 200, body: { signed_url: signedUrlFor('agent_text') } });
    expect(await requestToken({ channel: 'voice' })).toMatchObject({ status: 200, body: { signed_url: signedUrlFor('agent_site') } });
    // A typed chat's allowance for the voice agent, or a call's for the text-only one: neither is signed.
    for (const body of [
      { channel: 'text', agent_id: 'agent_site' },
      { channel: 'text', agent_id: 'agent_lumi' },
      { channel: 'voice', agent_id: 'agent_text' },
    ]) {
      expect(await requestToken(body)).toMatchObject({ status: 400, body: { fields: { agent_id: 'agent_not_allowed' } } });
    }
    expect(elevenLabs.requestedAgents).toEqual(['agent_text', 'agent_site']);

    // Without a text-only agent, typed chats are refused rather than paid for a voice agent.
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site' });
    expect(await requestToken({ channel: 'text' })).toMatchObject({ status: 503, body: { error: 'voice_not_configured' } });
    expect(elevenLabs.requestedAgents).toEqual(['agent_text', 'agent_site']);
  });

  it('pays typed chats from allowances of their own, sized by cost, and words each refusal for what was refused', async () => {
    // A typed chat bills the language model's turns only: 19 of them cost what one spoken conversation does.
    expect(typedChatsFor(1)).toBe(19);
    configure({
      ELEVENLABS_API_KEY: API_KEY,
      ELEVENLABS_AGENT_ID: 'agent_site',
      ELEVENLABS_TEXT_AGENT_ID: 'agent_text',
      VOICE_TOKENS_PER_DAY: '100',
      VOICE_TOKENS_PER_CLIENT_PER_DAY: '1',
    });
    vi.useFakeTimers({ now: Date.parse('2031-07-10T09:00:00Z'), toFake: ['Date'] });
    try {
      const office = (i: number) => `198.51.100.${(i % 200) + 1}`;
      expect((await requestToken({}, office(0))).status).toBe(200);
      const voiceRefused = await requestToken({ channel: 'voice' }, office(1));
      expect(voiceRefused).toMatchObject({ status: 429, body: { error: 'daily_limit_reached' } });
      expect(voiceRefused.body.message).toMatch(/^today's voice conversations with the assistant are spent .* book a call with a manager on the contacts page/);

      // The office's colleagues type on: nineteen chats after its one call, then a refusal that says so.
      const typed = await Promise.all(Array.from({ length: 19 }, (_, i) => requestToken({ channel: 'text' }, office(i + 2))));
      expect(typed.map((answer) => answer.status)).toEqual(Array.from({ length: 19 }, () => 200));
      const typedRefused = await requestToken({ channel: 'text' }, office(30));
      expect(typedRefused).toMatchObject({ status: 429, body: { error: 'daily_limit_reached' } });
      expect(typedRefused.body.message).toMatch(/^today's typed chats with the assistant are spent .* book a call with a manager on the contacts page/);
      expect(output.records()).toContainEqual(
        expect.objectContaining({ message: "a client network used up its day's typed chat tokens", network: '198.51.100.0/24', quota: 19, channel: 'text' }),
      );

      // Typed chats spent nothing of the voice allowances, nor voice of theirs.
      expect(await counters()).toMatchObject({
        'voice-tokens#198.51.100.0/24#2031-07-10': 1,
        'voice-tokens#typed-198.51.100.0/24#2031-07-10': 19,
        'voice-tokens#2031-07-10': 1,
        'voice-tokens#typed-site#2031-07-10': 19,
      });
      expect((await requestToken({ channel: 'text' }, '203.0.113.5')).status).toBe(200);
      expect((await requestToken({}, '203.0.113.5')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts typed chats among the conversations a network holds open, and says which it refused', async () => {
    configure({
      ELEVENLABS_API_KEY: API_KEY,
      ELEVENLABS_AGENT_ID: 'agent_site',
      ELEVENLABS_TEXT_AGENT_ID: 'agent_text',
      VOICE_CONVERSATIONS_OPEN_PER_NETWORK: '1',
    });
    vi.useFakeTimers({ now: Date.parse('2031-07-11T09:00:00Z'), toFake: ['Date'] });
    try {
      expect((await requestToken({ channel: 'text' }, '192.0.2.40')).status).toBe(200);
      const call = await requestToken({ channel: 'voice' }, '192.0.2.41');
      expect(call).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
      expect(call.body.message).toContain('so no more voice conversations can start from it');
      const chat = await requestToken({ channel: 'text' }, '192.0.2.42');
      expect(chat.body.message).toContain('so no more typed chats can start from it');
      expect(chat.body.message).toContain('book a call with a manager on the contacts page');
    } finally {
      vi.useRealTimers();
    }
  });

  it('never lets concurrent requests past the cap', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', VOICE_TOKENS_PER_DAY: '5' });
    vi.useFakeTimers({ now: Date.parse('2031-06-01T12:00:00Z'), toFake: ['Date'] });
    try {
      // Twelve /16s' first conversations, so the share kept for new ones does not decide.
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => requestToken({}, `10.${i}.0.1`)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(7);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives one client network at most VOICE_TOKENS_PER_CLIENT_PER_DAY a day, leaving the rest of the cap to everybody else', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', VOICE_TOKENS_PER_DAY: '5', VOICE_TOKENS_PER_CLIENT_PER_DAY: '2' });
    vi.useFakeTimers({ now: Date.parse('2031-07-01T08:00:00Z'), toFake: ['Date'] });
    try {
      // Three addresses of one /24 share its quota.
      expect((await requestToken({}, '198.51.100.7')).status).toBe(200);
      expect((await requestToken({}, '198.51.100.8')).status).toBe(200);
      expect(await requestToken({}, '198.51.100.9')).toMatchObject({ status: 429, body: { error: 'daily_limit_reached' } });
      expect(output.text()).toContain('TokenClientQuotaReached');
      // Another network still gets its own, and the site-wide cap counts only what was given out.
      expect((await requestToken({}, '203.0.113.1')).status).toBe(200);
      expect((await requestToken({}, '2001:db8:1:2::1')).status).toBe(200);
      expect(await counters()).toMatchObject({
        'voice-tokens#2031-07-01': 4,
        'voice-tokens#198.51.100.0/24#2031-07-01': 2,
        'voice-tokens#203.0.113.0/24#2031-07-01': 1,
        'voice-tokens#2001:db8:1:0::/56#2031-07-01': 1,
      });
      expect(elevenLabs.requestedAgents).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a network its unit back when the site-wide cap refuses it', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', VOICE_TOKENS_PER_DAY: '1', VOICE_TOKENS_PER_CLIENT_PER_DAY: '3' });
    vi.useFakeTimers({ now: Date.parse('2031-07-02T08:00:00Z'), toFake: ['Date'] });
    try {
      expect((await requestToken({}, '198.51.100.7')).status).toBe(200);
      expect(await requestToken({}, '203.0.113.1')).toMatchObject({ status: 429, body: { error: 'daily_limit_reached' } });
      expect(await counters()).toMatchObject({ 'voice-tokens#2031-07-02': 1, 'voice-tokens#203.0.113.0/24#2031-07-02': 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the units back when ElevenLabs does not sign, so a failure costs nobody their allowance', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', VOICE_TOKENS_PER_DAY: '2', VOICE_TOKENS_PER_CLIENT_PER_DAY: '2' });
    vi.useFakeTimers({ now: Date.parse('2031-07-03T08:00:00Z'), toFake: ['Date'] });
    try {
      elevenLabs.failure = { status: 500, body: { detail: 'down' } };
      for (let i = 0; i < 5; i += 1) expect((await requestToken({}, '198.51.100.7')).status).toBe(502);
      expect(await counters()).toMatchObject({ 'voice-tokens#2031-07-03': 0, 'voice-tokens#198.51.100.0/24#2031-07-03': 0 });
      elevenLabs.failure = undefined;
      expect((await requestToken({}, '198.51.100.7')).status).toBe(200);
      expect((await requestToken({}, '198.51.100.7')).status).toBe(200);
      expect((await requestToken({}, '198.51.100.7')).status).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a share of the cap for /16s that have not asked today: a new /24 of a /16 already seen does not take it (F6)', async () => {
    configure({
      ELEVENLABS_API_KEY: API_KEY,
      ELEVENLABS_AGENT_ID: 'agent_site',
      VOICE_TOKENS_PER_DAY: '100',
      VOICE_TOKENS_PER_CLIENT_PER_DAY: '3',
      VOICE_CONVERSATIONS_OPEN_PER_NETWORK: '100',
    });
    vi.useFakeTimers({ now: Date.parse('2031-07-04T08:00:00Z'), toFake: ['Date'] });
    try {
      // 80 of 100 outside the reserve: one conversation from 10.17, five (a /16's share) from each of 15 more /16s, four from a 16th.
      expect((await requestToken({}, '10.17.1.1')).status).toBe(200);
      for (let b = 1; b <= 15; b += 1) expect(granted(await drain(b, 5))).toBe(5);
      expect(granted(await drain(16, 4))).toBe(4);
      // A new /24 of a /16 seen today (10.17) is no newcomer: the reserve is not for it.
      expect(await requestToken({}, '10.17.2.1')).toMatchObject({ status: 429, body: { error: 'daily_limit_reached' } });
      // A /16 new today gets its first conversation from the reserve, and only its first.
      expect((await requestToken({}, '10.18.1.1')).status).toBe(200);
      expect(await requestToken({}, '10.18.2.1')).toMatchObject({ status: 429, body: { error: 'daily_limit_reached' } });
      // Nineteen more new /16s take the rest of the reserve; then the cap is spent for everybody.
      for (let b = 19; b <= 37; b += 1) expect((await requestToken({}, `10.${b}.1.1`)).status).toBe(200);
      expect(await requestToken({}, '10.99.1.1')).toMatchObject({ status: 429, body: { error: 'daily_limit_reached' } });
      expect(await counters()).toMatchObject({ 'voice-tokens#2031-07-04': 100 });
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it('lets six /16s take 150 of the day’s 500 conversations, not the day: a /16 or /48 has a twentieth (F6)', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', VOICE_CONVERSATIONS_OPEN_PER_NETWORK: '1000' });
    vi.useFakeTimers({ now: Date.parse('2031-07-05T08:00:00Z'), toFake: ['Date'] });
    try {
      // Six /16s, each through a provider of its own, each asking from 12 /24s until refused.
      for (let b = 1; b <= 6; b += 1) expect(granted(await drain(b, 36, 64_500 + b))).toBe(25);
      expect(await counters()).toMatchObject({ 'voice-tokens#2031-07-05': 150 });
      // The same for an IPv6 /48's /56 networks.
      let fromOneSlash48 = 0;
      for (let n = 1; n <= 4; n += 1)
        for (let i = 0; i < 10; i += 1) fromOneSlash48 += (await requestToken({}, `2001:db8:aa:${n}00::${i + 1}`)).status === 200 ? 1 : 0;
      expect(fromOneSlash48).toBe(25);
      // Everybody else is still served.
      expect((await requestToken({}, '203.0.113.1', 64_600)).status).toBe(200);
      expect((await requestToken({}, '2001:db8:bb::1')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it('bounds one provider to a fifth of the day, whatever /16s or /48s it holds (F6)', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', VOICE_CONVERSATIONS_OPEN_PER_NETWORK: '1000' });
    vi.useFakeTimers({ now: Date.parse('2031-07-07T08:00:00Z'), toFake: ['Date'] });
    try {
      const statuses: number[] = [];
      for (let b = 1; b <= 6; b += 1) statuses.push(...(await drain(b, 25, 64_500)));
      expect(granted(statuses)).toBe(100);
      // A fresh /16 of that provider is refused too; the same /16 through another provider is not.
      expect(await requestToken({}, '10.77.1.1', 64_500)).toMatchObject({ status: 429, body: { error: 'daily_limit_reached' } });
      expect((await requestToken({}, '10.78.1.1', 64_501)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it('lets a /16 hold one conversation more than a /24 open, and a provider twice a /24’s (F6)', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', VOICE_CONVERSATIONS_OPEN_PER_NETWORK: '2' });
    vi.useFakeTimers({ now: Date.parse('2031-07-08T08:00:00Z'), toFake: ['Date'] });
    try {
      // Four /24s of one /16: three conversations open, not the agent's ten.
      const statuses = [];
      for (let c = 1; c <= 4; c += 1) statuses.push((await requestToken({}, `10.1.${c}.1`, 64_500)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(await requestToken({}, '10.1.9.1', 64_500)).toMatchObject({
        status: 429,
        body: { error: 'rate_limited', message: expect.stringMatching(/network or provider.*@/) },
      });
      // Another /16 of the same provider: one more, then the provider's four are open.
      expect((await requestToken({}, '10.2.1.1', 64_500)).status).toBe(200);
      expect((await requestToken({}, '10.3.1.1', 64_500)).status).toBe(429);
      // Four /56s of one /48 likewise hold three.
      const v6 = [];
      for (let n = 1; n <= 4; n += 1) v6.push((await requestToken({}, `2001:db8:cc:${n}00::1`)).status);
      expect(v6).toEqual([200, 200, 200, 429]);
      expect((await requestToken({}, '198.51.100.1', 64_501)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves three /16s or two providers short of the agent’s ten conversations at once: four /16s through three providers hold them (F6)', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', VOICE_CONVERSATIONS_OPEN_PER_NETWORK: '3', VOICE_CONVERSATIONS_AT_ONCE: '10' });
    vi.useFakeTimers({ now: Date.parse('2031-07-09T08:00:00Z'), toFake: ['Date'] });
    try {
      // Three /16s, each through a provider of its own, two /24s each: three open a /16, nine in all.
      const statuses: number[] = [];
      for (let b = 31; b <= 33; b += 1)
        for (let host = 1; host <= 4; host += 1) statuses.push((await requestToken({}, `10.${b}.${host <= 2 ? 1 : 2}.${host}`, 64_600 + b)).status);
      expect(granted(statuses)).toBe(9);
      // The tenth takes a fourth /16.
      expect((await requestToken({}, '10.34.1.1', 64_634)).status).toBe(200);

      vi.setSystemTime(Date.parse('2031-07-09T08:10:00Z'));
      // Two providers, each across four /16s: four open a provider, eight in all; a third provider's visitor is served.
      const byProvider: number[] = [];
      for (const asn of [64_700, 64_701])
        for (let b = 41; b <= 44; b += 1) byProvider.push((await requestToken({}, `10.${b + (asn - 64_700) * 10}.1.1`, asn)).status);
      expect(granted(byProvider)).toBe(8);
      expect(await requestToken({}, '10.61.1.1', 64_700)).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
      expect((await requestToken({}, '10.62.1.1', 64_702)).status).toBe(200);
      // What holding them all takes, as the runbook says it.
      expect(whatHoldsConversations(10, 3)).toEqual({ wideNetworks: 4, providers: 3 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs no more URLs in a conversation’s length than the agent holds at once, whoever asks: five /16s get ten, not fifteen (F6)', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', VOICE_CONVERSATIONS_OPEN_PER_NETWORK: '3', VOICE_CONVERSATIONS_AT_ONCE: '10' });
    vi.useFakeTimers({ now: Date.parse('2031-08-09T08:00:00Z'), toFake: ['Date'] });
    try {
      // Five /16s through five providers, three each: each within its own shares.
      const statuses: number[] = [];
      for (let b = 71; b <= 75; b += 1)
        for (let host = 1; host <= 3; host += 1) statuses.push((await requestToken({}, `10.${b}.1.${host}`, 64_800 + b)).status);
      expect(granted(statuses)).toBe(10);
      const busy = await requestToken({}, '10.76.1.1', 64_876);
      expect(busy).toMatchObject({ status: 429, body: { error: 'assistant_busy' } });
      expect(String(busy.body.message)).toContain('contacts page');
      // Past a conversation's longest length the places are free again.
      vi.setSystemTime(Date.parse('2031-08-09T08:11:00Z'));
      expect((await requestToken({}, '10.77.1.1', 64_877)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets one network have only VOICE_CONVERSATIONS_OPEN_PER_NETWORK conversations open at once (F6)', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', VOICE_CONVERSATIONS_OPEN_PER_NETWORK: '2' });
    vi.useFakeTimers({ now: Date.parse('2031-07-06T08:00:00Z'), toFake: ['Date'] });
    try {
      expect((await requestToken({}, '198.51.100.7')).status).toBe(200);
      expect((await requestToken({}, '198.51.100.8')).status).toBe(200);
      expect(await requestToken({}, '198.51.100.9')).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
      // Nothing of its day was spent by the refusal, and another network is not held.
      expect(await counters()).toMatchObject({ 'voice-tokens#198.51.100.0/24#2031-07-06': 2 });
      expect((await requestToken({}, '203.0.113.1')).status).toBe(200);
      // Ten minutes on, the agent has ended the first conversations.
      vi.setSystemTime(Date.parse('2031-07-06T08:10:00Z'));
      expect((await requestToken({}, '198.51.100.9')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives nothing under a limit of 0, not even the first of a window nobody has counted in yet', async () => {
    vi.useFakeTimers({ now: Date.parse('2031-08-01T08:00:00Z'), toFake: ['Date'] });
    try {
      configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', VOICE_CONVERSATIONS_OPEN_PER_NETWORK: '0' });
      expect(await requestToken({}, '192.0.2.10')).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
      configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', VOICE_TOKENS_PER_DAY: '0' });
      expect(await requestToken({}, '192.0.2.11')).toMatchObject({ status: 429, body: { error: 'daily_limit_reached' } });
      expect(elevenLabs.requestedAgents).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts only valid requests towards TokenRequests, so junk posts cannot raise TokenRequestsHigh (F7)', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site' });
    const tokenRequests = () =>
      output
        .text()
        .split('\n')
        .filter((line) => line.includes('"TokenRequests"')).length;
    await requestToken({ agent_id: 'agent_of_someone_else' });
    await requestToken({ agent_id: 42 });
    await callApi(handler, '/api/elevenlabs-token', { body: 'not json', headers: { 'Content-Type': 'application/json' } });
    expect(tokenRequests()).toBe(0);
    expect((await requestToken({}, '203.0.113.77')).status).toBe(200);
    expect(tokenRequests()).toBe(1);
  });

  it('refuses to run on a cap that is not a whole number, rather than lift it', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', VOICE_TOKENS_PER_DAY: '1e9x' });
    expect(await requestToken()).toMatchObject({ status: 500 });
    expect(output.text()).toContain("VOICE_TOKENS_PER_DAY must be a whole number, not '1e9x'");
    expect(elevenLabs.requestedAgents).toEqual([]);
  });
});
