import { randomUUID } from 'node:crypto';
import { LIMITS, type LeadRequest } from '@site/contracts';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureOutput } from '../../test-support/captured-output';
import { FakeTelegram } from '@site/stand-ins/fake-telegram';
import { callApi } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { handler } from '../index';

let db: LocalDynamoDB;
let telegram: FakeTelegram;
const output = captureOutput();

function lead(overrides: Partial<LeadRequest> = {}): LeadRequest {
  return {
    formId: 'contacts',
    name: 'Anna <Admin> & Co',
    phone: '+7 (999) 123-45-67',
    email: 'anna@example.com',
    consent: true,
    language: 'ru',
    pagePath: '/ru/contacts',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

const submit = (body: unknown, headers?: Record<string, string>) =>
  callApi<{ id?: string; heldForReview?: true; error?: string; fields?: Record<string, string> }>(handler, '/api/leads', { body, headers });

beforeAll(async () => {
  db = await startLocalDynamoDB();
  telegram = await new FakeTelegram().start();
  process.env.TELEGRAM_API_URL = telegram.url;
  process.env.TELEGRAM_BOT_TOKEN = '123:secret-token';
  process.env.TELEGRAM_CHAT_ID = '-100200300';
});
afterAll(async () => {
  output.restore();
  await telegram.stop();
  await db.close();
});
beforeEach(() => output.clear());
afterEach(() => {
  telegram.accepted.length = 0;
});

describe('POST /api/leads', () => {
  it('stores the lead, answers 201 with its id and notifies the managers once, HTML-escaped', async () => {
    const request = lead({ interests: ['demo', 'consultation'], formId: 'sales-manager', company: 'ACME' });
    const answer = await submit(request);

    expect(answer.status).toBe(201);
    expect(answer.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const [stored] = await db.items('leads');
    expect(stored).toMatchObject({
      id: answer.body.id,
      formId: 'sales-manager',
      phone: '+79991234567',
      interests: ['demo', 'consultation'],
      notifyStatus: 'sent',
      notifyAttempts: 0,
      // Kept so that an erasure can delete the message.
      telegramMessageIds: [1],
    });
    expect(stored?.notifyAfter).toBeUndefined();
    expect(stored?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);

    expect(telegram.accepted).toHaveLength(1);
    const [message] = telegram.accepted;
    expect(message).toMatchObject({ token: '123:secret-token', chat_id: '-100200300', parse_mode: 'HTML' });
    expect(message?.text).toContain('Имя: <code>Anna &lt;Admin&gt; &amp; Co</code>');
    expect(message?.text).toContain('Телефон: <code>+79991234567</code>');
    expect(message?.text).toContain('Интересы: <code>Демо, Консультация по Sales Manager</code>');
    expect(message?.text).toContain(`Заявка: <code>${answer.body.id}</code>`);
  });

  it('reads a number without its code in the picker’s country, or else in the viewer’s as CloudFront reports it', async () => {
    const stored = async (request: LeadRequest, country?: string) => {
      const answer = await submit(request, { 'Content-Type': 'application/json', ...(country ? { 'CloudFront-Viewer-Country': country } : {}) });
      return (await db.items<{ id: string; phone: string }>('leads')).find((item) => item.id === answer.body.id)?.phone ?? answer.body.fields;
    };
    expect(await stored(lead({ phone: '050 123 45 61' }), 'UA')).toBe('+380501234561');
    expect(await stored(lead({ phone: '050 123 45 62', phoneCountry: 'UA' }))).toBe('+380501234562');
    expect(await stored(lead({ language: 'en', pagePath: '/contacts', phone: '600 123 451' }), 'PL')).toBe('+48600123451');
    expect(await stored(lead({ language: 'en', pagePath: '/contacts', phone: '600 123 452' }))).toEqual({ phone: 'invalid_phone' });
    // The picker's country, not the viewer's; and none means the code is needed.
    expect(await stored(lead({ phone: '8 (777) 123-45-61', phoneCountry: 'KZ' }), 'UA')).toBe('+77771234561');
    expect(await stored(lead({ language: 'en', pagePath: '/contacts', phone: '600 123 453', phoneCountry: '' }), 'PL')).toEqual({ phone: 'invalid_phone' });
  });

  it('answers a repeated idempotency key with the same id and keeps one lead, notified once', async () => {
    const request = lead();
    const first = await submit(request);
    // The same lead, as a retry sends it: fields in another order, the phone written otherwise.
    const { name, ...rest } = request;
    const again = await submit({ ...rest, phone: '+79991234567', name });

    expect(again).toMatchObject({ status: 201, body: { id: first.body.id } });
    const stored = (await db.items<{ id: string; name: string }>('leads')).filter((item) => item.id === first.body.id);
    expect(stored).toEqual([expect.objectContaining({ name: 'Anna <Admin> & Co' })]);
    expect(telegram.accepted).toHaveLength(1);
  });

  it('answers 422 to a used idempotency key with a different lead, keeping the first one as it was', async () => {
    const request = lead();
    const first = await submit(request);
    const other = await submit({ ...request, name: 'Someone else' });

    expect(other).toMatchObject({ status: 422, body: { error: 'idempotency_key_reused' } });
    const stored = (await db.items<{ id: string; name: string }>('leads')).filter((item) => item.id === first.body.id);
    expect(stored).toEqual([expect.objectContaining({ name: 'Anna <Admin> & Co', notifyStatus: 'sent' })]);
    expect(telegram.accepted).toHaveLength(1);
  });

  it('answers 422 whenever a used key comes with any other lead, and 201 with the first id for the same one', async () => {
    const change = fc.oneof(
      fc.record({ name: fc.constantFrom('Boris', 'Анна', 'Anna <Admin> & C0') }),
      fc.record({ phone: fc.constantFrom('+48600000000', '+380671234567') }),
      fc.record({ email: fc.constantFrom('other@example.com', undefined) }),
      fc.record({ language: fc.constantFrom('en' as const, 'uk' as const), pagePath: fc.constantFrom('/contacts', '/ua/contacts') }),
      fc.record({ formId: fc.constantFrom('seller' as const, 'lumi' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(change, async (changes) => {
        const request = lead();
        const first = await submit(request);
        expect(await submit({ ...request, ...changes })).toMatchObject({ status: 422, body: { error: 'idempotency_key_reused' } });
        expect(await submit(request)).toMatchObject({ status: 201, body: { id: first.body.id } });
      }),
      { numRuns: 30 },
    );
  });

  it('keeps a filled honeypot flagged and counted, answers it like a stored lead and tells nobody', async () => {
    const request = lead({ website: 'http://spam.example' });
    const answer = await submit(request);

    expect(answer.status).toBe(201);
    const [stored] = (await db.items<Record<string, unknown>>('leads')).filter((item) => item.id === answer.body.id);
    expect(stored).toMatchObject({ flagged: 'honeypot', name: 'Anna <Admin> & Co' });
    expect(stored).not.toHaveProperty('notifyStatus');
    expect(stored).not.toHaveProperty('website');
    expect(output.records().some((record) => record.HoneypotHits === 1)).toBe(true);
    expect(telegram.accepted).toHaveLength(0);
  });

  it('stores and notifies the same lead sent again without the honeypot, the flagged copy kept apart', async () => {
    const request = lead({ phone: '+7 999 765-43-21' });
    const flagged = await submit({ ...request, website: 'http://spam.example' });
    const clean = await submit(request);

    expect(clean.status).toBe(201);
    expect(clean.body.id).not.toBe(flagged.body.id);
    const stored = (await db.items<Record<string, unknown>>('leads')).filter((item) => item.phone === '+79997654321');
    expect(stored).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: flagged.body.id, flagged: 'honeypot' }),
        expect.objectContaining({ id: clean.body.id, notifyStatus: 'sent' }),
      ]),
    );
    expect(stored).toHaveLength(2);
    expect(telegram.accepted).toHaveLength(1);
    expect(await submit(request)).toMatchObject({ status: 201, body: { id: clean.body.id } });
    expect(telegram.accepted).toHaveLength(1);
  });

  it('counts a filled honeypot on a payload that is no lead, keeping nothing and answering the same', async () => {
    const before = (await db.items('leads')).length;
    const answer = await submit({ website: 'http://spam.example', name: 42 });

    expect(answer.status).toBe(201);
    expect(answer.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await db.items('leads')).toHaveLength(before);
    expect(output.records().some((record) => record.HoneypotHits === 1)).toBe(true);
    expect(telegram.accepted).toHaveLength(0);
  });

  it('refuses fields of another form, unknown pages and invisible characters', async () => {
    const answer = await submit({ ...lead({ interests: ['demo'], pagePath: '/ru/no-such-page' }), name: 'Anna\u0000' });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: 'validation_failed', fields: { interests: 'unknown_field', pagePath: 'invalid_path', name: 'invalid_characters' } },
    });
  });

  it('refuses bad fields with 400 naming each one, storing nothing', async () => {
    const before = (await db.items('leads')).length;
    const answer = await submit({ ...lead({ email: 'not-an-email', name: 'x'.repeat(101) }), consent: false, referrer: 'ad' });

    expect(answer).toMatchObject({
      status: 400,
      body: { error: 'validation_failed', fields: { email: 'invalid_email', name: 'too_long', consent: 'consent_required', referrer: 'unknown_field' } },
    });
    expect(await db.items('leads')).toHaveLength(before);
  });

  it('refuses other content types with 415, bodies over the limit with 413 and broken JSON with 400', async () => {
    expect(await submit(lead(), { 'Content-Type': 'text/plain' })).toMatchObject({ status: 415, body: { error: 'unsupported_media_type' } });
    expect(await submit(lead(), {})).toMatchObject({ status: 415 });
    expect(await submit({ ...lead(), name: 'x'.repeat(LIMITS.bodyMaxBytes) })).toMatchObject({ status: 413, body: { error: 'payload_too_large' } });
    expect(await submit('{"formId": "contacts",')).toMatchObject({ status: 400, body: { error: 'invalid_json' } });
    expect(await submit(lead(), { 'content-type': 'application/json; charset=utf-8' })).toMatchObject({ status: 201 });
  });

  it('logs as JSON with the request id and masks phones and emails', async () => {
    await submit(lead({ phone: '+447700900123', email: 'jane.doe@example.org' }));
    const stored = output.records().find((record) => record.message === 'lead stored');

    expect(stored).toMatchObject({ level: 'INFO', service: 'site-backend', phone: '+447*******23', email: 'j***@example.org' });
    expect(stored?.correlation_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(output.text()).not.toContain('+447700900123');
    expect(output.text()).not.toContain('jane.doe@');
    expect(output.text()).not.toContain('secret-token');
  });

  it('emits LeadsCreated and NotificationsSent as CloudWatch EMF metrics', async () => {
    await submit(lead());
    const emf = output.records().find((record) => record._aws !== undefined);

    expect(emf).toMatchObject({ LeadsCreated: 1, NotificationsSent: 1, service: 'site-backend' });
    expect(JSON.stringify(emf?._aws)).toContain('Site/Backend');
  });
});

describe("a client network's hourly allowance (F2)", () => {
  const from = (address: string) => ({ 'Content-Type': 'application/json', 'CloudFront-Viewer-Address': `${address}:443` });

  it('refuses a flood from one IPv6 /64, however many addresses it hops across, while another network gets through', async () => {
    process.env.LEADS_PER_NETWORK_PER_HOUR = '5';
    try {
      const answers = [];
      // Each lead from a new address of the same /64: one address each, as the WAF would count them.
      for (let host = 1; host <= 8; host += 1) answers.push(await submit(lead(), from(`2001:db8:77:1::${host.toString(16)}`)));
      expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
      for (const refused of answers.slice(5)) {
        expect(refused).toMatchObject({ status: 429, body: { error: 'network_limit_reached' } });
      }
      expect(telegram.accepted).toHaveLength(5);

      // A visitor on another network is not held by that flood.
      expect(await submit(lead(), from('2001:db8:99:1::1'))).toMatchObject({ status: 201 });
      expect(await submit(lead(), from('198.51.100.7'))).toMatchObject({ status: 201 });
      expect(telegram.accepted).toHaveLength(7);
    } finally {
      delete process.env.LEADS_PER_NETWORK_PER_HOUR;
    }
  });

  it('holds one provider’s many /24s and /16s to its share of the hour, so they cannot fill the managers’ chat (F2)', async () => {
    process.env.LEADS_PER_NETWORK_PER_HOUR = '2';
    vi.useFakeTimers({ now: Date.parse('2031-10-01T10:05:00Z'), toFake: ['Date'] });
    const via = (address: string, asn: number) => ({ ...from(address), 'CloudFront-Viewer-ASN': String(asn) });
    try {
      const sent = telegram.accepted.length;
      // One /16, a new /24 for each lead: a /16 sends twice a network's hour (4), not 2 for each of its 256 /24s.
      const wide = [];
      for (let c = 1; c <= 6; c += 1) wide.push((await submit(lead(), via(`172.20.${c}.9`, 64_801))).status);
      expect(wide).toEqual([201, 201, 201, 201, 429, 429]);
      // One provider, a new /16 for each lead: three times a network's hour (6), then refused in any /16 of it.
      const provider = [];
      for (let b = 1; b <= 8; b += 1) provider.push((await submit(lead(), via(`172.${40 + b}.1.9`, 64_802))).status);
      expect(provider).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
      expect(await submit(lead(), via('172.60.1.9', 64_802))).toMatchObject({ status: 429, body: { error: 'network_limit_reached' } });
      expect(telegram.accepted.length - sent).toBe(10);
      // Another provider's visitor, in a /16 that provider filled, is not held.
      expect(await submit(lead(), via('172.41.1.10', 64_803))).toMatchObject({ status: 201 });
      // A refusal by a wider share takes nothing of the network's own hour: that /24 still sends its two to another provider.
      expect(await submit(lead(), via('172.47.1.10', 64_804))).toMatchObject({ status: 201 });
      expect(await submit(lead(), via('172.47.1.11', 64_804))).toMatchObject({ status: 201 });
    } finally {
      vi.useRealTimers();
      delete process.env.LEADS_PER_NETWORK_PER_HOUR;
    }
  });

  it('keeps a lead its visitor sends anyway once the hour is spent, for a manager to check, and says how else to reach us (G6)', async () => {
    process.env.LEADS_PER_NETWORK_PER_HOUR = '1';
    try {
      expect(await submit(lead(), from('100.64.7.10'))).toMatchObject({ status: 201 });
      // A neighbour behind the same carrier NAT: refused, told how else to reach us, not that it is their fault.
      const neighbour = lead({ phone: '+7 999 765-00-51' });
      const refused = await submit(neighbour, from('100.64.7.11'));
      expect(refused).toMatchObject({ status: 429, body: { error: 'network_limit_reached' } });
      expect((refused.body as { message: string }).message).toMatch(/perhaps from someone else on it.*hello@synthra\.ai.*\+44 20 7946 0321/);
      expect((await db.items('leads')).filter((item) => item.phone === '+79997650051')).toEqual([]);

      const anyway = await submit({ ...neighbour, keepForReview: true }, from('100.64.7.11'));
      expect(anyway).toMatchObject({ status: 201, body: { heldForReview: true } });
      const kept = (await db.items('leads')).find((item) => item.id === anyway.body.id);
      expect(kept).toMatchObject({ phone: '+79997650051', review: 'network-limit', notifyStatus: 'sent' });
      expect(kept?.keepForReview).toBeUndefined();
      expect(telegram.accepted.at(-1)?.text).toMatch(/Заявка на проверку[\s\S]*Проверка: <code>посетитель отправил её, когда из его сети/);
      // Sent anyway while the network's hour is not spent, a lead is an ordinary one.
      const ordinary = await submit(lead({ keepForReview: true }), from('100.64.8.80'));
      expect(ordinary).toMatchObject({ status: 201 });
      expect(ordinary.body.heldForReview).toBeUndefined();
    } finally {
      delete process.env.LEADS_PER_NETWORK_PER_HOUR;
    }
  });

  it('keeps no more leads sent anyway than their own allowance, per network and for the site, so a flood gets no further (G6)', async () => {
    process.env.LEADS_PER_NETWORK_PER_HOUR = '0';
    // An hour of its own: the site's allowance is counted by the clock's hour.
    vi.useFakeTimers({ now: Date.parse('2031-09-01T10:05:00Z'), toFake: ['Date'] });
    try {
      const answers = [];
      for (let host = 1; host <= 7; host += 1) answers.push(await submit(lead({ keepForReview: true }), from(`2001:db8:42:1::${host}`)));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429, 429]);
      expect(answers[6]).toMatchObject({ body: { error: 'review_limit_reached' } });
      // Site-wide: thirty an hour, from however many networks.
      const statuses = [];
      for (let network = 1; network <= 30; network += 1) statuses.push((await submit(lead({ keepForReview: true }), from(`198.51.${network}.9`))).status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(30 - 5);
      expect(statuses.slice(25)).toEqual([429, 429, 429, 429, 429]);
    } finally {
      vi.useRealTimers();
      delete process.env.LEADS_PER_NETWORK_PER_HOUR;
    }
  });
});
