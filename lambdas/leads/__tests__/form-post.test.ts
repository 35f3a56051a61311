import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES, pageUrl } from '@site/model';
import { FakeTelegram } from '@site/stand-ins/fake-telegram';
import { lambdaContext } from '../../host/lambda-context';
import { captureOutput } from '../../test-support/captured-output';
import { apiEvent } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { FORM_POST_WINDOW_MS } from '../form-post';
import { handler } from '../index';

let db: LocalDynamoDB;
let telegram: FakeTelegram;
const output = captureOutput();

/** What a browser sends for a form with `method="post"`: the fields, form-encoded, in the form's order. */
function formBody(fields: Record<string, string | string[] | undefined>): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of [value ?? []].flat()) body.append(name, item);
  return body.toString();
}

const CONTACTS = {
  formId: 'contacts',
  language: 'uk',
  pagePath: '/ua/contacts',
  name: 'Олена Коваль',
  phone: '+48 600 123 456',
  email: 'olena@example.com',
  consent: 'on',
  website: '',
};

async function post(fields: Record<string, string | string[] | undefined>, viewer?: string, country?: string) {
  const headers = {
    'Content-Type': 'application/x-www-form-urlencoded',
    ...(viewer ? { 'CloudFront-Viewer-Address': `${viewer}:443` } : {}),
    ...(country ? { 'CloudFront-Viewer-Country': country } : {}),
  };
  const event = apiEvent('/api/leads', { body: formBody(fields), headers });
  const result = await handler(event, lambdaContext('leads', 10_000));
  return { status: result.statusCode, headers: result.headers ?? {}, body: result.body };
}

beforeAll(async () => {
  db = await startLocalDynamoDB();
  telegram = await new FakeTelegram().start();
  Object.assign(process.env, { TELEGRAM_API_URL: telegram.url, TELEGRAM_BOT_TOKEN: '123:secret-token', TELEGRAM_CHAT_ID: '-100200300' });
});
afterAll(async () => {
  output.restore();
  await telegram.stop();
  await db.close();
});
beforeEach(() => output.clear());
afterEach(() => {
  telegram.accepted.length = 0;
  vi.useRealTimers();
});

const storedWith = async (phone: string) => (await db.items<Record<string, unknown>>('leads')).filter((item) => item.phone === phone);

describe('a lead form posted by the browser itself (no JavaScript)', () => {
  it('stores the lead, notifies once and sends the visitor to the thank-you page in their language', async () => {
    const answer = await post(CONTACTS);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/thank-you/contacts/ua');
    expect(answer.headers['cache-control']).toBe('no-store');
    const [stored] = await storedWith('+48600123456');
    expect(stored).toMatchObject({
      formId: 'contacts',
      name: 'Олена Коваль',
      email: 'olena@example.com',
      consent: true,
      language: 'uk',
      pagePath: '/ua/contacts',
    });
    expect(telegram.accepted).toHaveLength(1);
  });

  it('stores one lead and notifies once when the same form is sent twice within the window, and a new one after it', async () => {
    vi.useFakeTimers({ now: Date.parse('2031-03-01T10:00:30Z'), toFake: ['Date'] });
    const same = { ...CONTACTS, phone: '+48 600 222 333' };
    expect((await post(same)).status).toBe(303);
    vi.setSystemTime(Date.now() + 60_000);
    expect((await post(same)).status).toBe(303);
    expect(await storedWith('+48600222333')).toHaveLength(1);
    expect(telegram.accepted).toHaveLength(1);

    vi.setSystemTime(Date.now() + FORM_POST_WINDOW_MS);
    expect((await post(same)).status).toBe(303);
    expect(await storedWith('+48600222333')).toHaveLength(2);
  });

  it('stores one lead when the second press falls just past a window’s end', async () => {
    vi.useFakeTimers({ now: Date.parse('2031-03-01T10:09:50Z'), toFake: ['Date'] });
    const same = { ...CONTACTS, phone: '+48 600 222 444' };
    expect((await post(same)).status).toBe(303);
    vi.setSystemTime(Date.parse('2031-03-01T10:10:10Z'));
    const again = await post(same);
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe('/thank-you/contacts/ua');
    expect(await storedWith('+48600222444')).toHaveLength(1);
    expect(telegram.accepted).toHaveLength(1);
  });

  it('gives two visitors of the same cached page their own leads', async () => {
    await post({ ...CONTACTS, phone: '+48 600 444 001', name: 'Anna' });
    await post({ ...CONTACTS, phone: '+48 600 444 002', name: 'Marta' });
    expect(await storedWith('+48600444001')).toHaveLength(1);
    expect(await storedWith('+48600444002')).toHaveLength(1);
  });

  it('takes the Sales Manager form with its interests, and its page in Russian', async () => {
    const answer = await post({
      formId: 'sales-manager',
      language: 'ru',
      pagePath: '/ru/products/ai-sales-manager',
      name: 'Иван',
      phone: '+7 999 555 44 33',
      email: '',
      company: 'ACME',
      comment: 'Звонки',
      interests: ['demo', 'consultation'],
      website: '',
    });
    expect(answer).toMatchObject({ status: 303, headers: { location: '/thank-you/sales-manager/ru' } });
    expect((await storedWith('+79995554433'))[0]).toMatchObject({ formId: 'sales-manager', company: 'ACME', interests: ['demo', 'consultation'] });
  });

  it('answers a refusal with a page in the visitor’s language naming each field, the form filled in again, and stores nothing', async () => {
    const answer = await post({ ...CONTACTS, name: 'Олена <b>Коваль</b>', phone: '12', email: 'not-an-email', consent: undefined });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = answer.body;
    expect(page).toContain('<html lang="uk">');
    expect(page).toContain('Перевірте форму');
    expect(page).toContain('<a href="#lead-contacts-phone">Телефон</a>: Перевірте номер');
    expect(page).toContain('<a href="#lead-contacts-email">Ел. пошта</a>: Некоректна адреса електронної пошти');
    expect(page).toContain('<a href="#lead-contacts-consent">Згода на обробку персональних даних</a>: Підтвердьте згоду на обробку даних');
    // What was typed comes back, escaped, in a form that posts again.
    expect(page).toContain('value="Олена &lt;b&gt;Коваль&lt;/b&gt;"');
    expect(page).toContain('value="12"');
    expect(page).toContain('<form method="post" action="/api/leads" novalidate>');
    expect(page).toContain('<input type="hidden" name="pagePath" value="/ua/contacts">');
    expect(page).toContain('href="/ua/contacts"');
    expect(page).not.toMatch(/<script/i);
    expect(await storedWith('12')).toHaveLength(0);
    expect(telegram.accepted).toHaveLength(0);
  });

  it('reads a number without its code in the viewer’s country while the picker shows what the page was prerendered with', async () => {
    // A Pole on the English page: its picker starts with no country; a Ukrainian on the Russian page: with Kazakhstan, the language's first market.
    expect((await post({ ...CONTACTS, language: 'en', pagePath: '/contacts', phoneCountry: '', phone: '600 123 456' }, undefined, 'PL')).status).toBe(303);
    expect(await storedWith('+48600123456')).not.toHaveLength(0);
    expect((await post({ ...CONTACTS, language: 'ru', pagePath: '/ru/contacts', phoneCountry: 'KZ', phone: '050 123 45 67' }, undefined, 'UA')).status).toBe(
      303,
    );
    expect(await storedWith('+380501234567')).toHaveLength(1);
    // A country the visitor chose is theirs, wherever they are.
    const chosen = { ...CONTACTS, language: 'ru', pagePath: '/ru/contacts', phoneCountry: 'RU', phone: '8 (912) 123-45-68' };
    expect((await post(chosen, undefined, 'UA')).status).toBe(303);
    expect(await storedWith('+79121234568')).toHaveLength(1);
  });

  it('shows the picker again on a refusal, at the country the number was read in, and says how a number is written there', async () => {
    const answer = await post({ ...CONTACTS, language: 'ru', pagePath: '/ru/contacts', phoneCountry: 'KZ', phone: '12' }, undefined, 'PL');
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('<option value="PL" selected>Польша (+48)</option>');
    expect(answer.body).toContain('<a href="#lead-contacts-phone">Телефон</a>: Проверьте номер: номер с кодом +48 пишется так: 512 345 678.');
    expect(answer.body).toContain('placeholder="512 345 678"');
    // The markets first, after the choice of none; every country the library knows after them.
    const countries = [...answer.body.matchAll(/<option value="(\w*)"/g)].map((match) => match[1]);
    expect(countries.slice(0, 9)).toEqual(['', 'UA', 'PL', 'DE', 'ES', 'NL', 'LT', 'KZ', 'GB']);
    expect(countries.length).toBeGreaterThan(240);
    const none = await post({ ...CONTACTS, language: 'en', pagePath: '/contacts', phoneCountry: '', phone: '600 123 456' });
    expect(none.body).toContain('<option value="" selected>Other: the number with its country code</option>');
    expect(none.body).toContain('Enter the number with its country code, for example +44 7400 123456, or choose its country in the list.');
  });

  it('takes a comment of 1,990 Georgian letters, 9 bytes each once form-encoded', async () => {
    const comment = 'ა'.repeat(1990);
    const answer = await post({
      ...CONTACTS,
      formId: 'sales-manager',
      phone: '+995 555 123 456',
      company: 'შპს',
      comment,
      interests: ['demo'],
      consent: undefined,
    });
    expect(answer).toMatchObject({ status: 303, headers: { location: '/thank-you/sales-manager/ua' } });
    expect((await storedWith('+995555123456'))[0]).toMatchObject({ comment });
  });

  it('answers a body over the limit with a page in the visitor’s language and the form filled in again, and stores nothing', async () => {
    const answer = await post({ ...CONTACTS, phone: '+48 600 777 001', comment: 'x'.repeat(40 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<html lang="uk">');
    expect(answer.body).toContain('Заявка задовга');
    expect(answer.body).toContain('value="Олена Коваль"');
    expect(answer.body).not.toContain('class="summary"');
    expect(await storedWith('+48600777001')).toHaveLength(0);
  });

  it('answers a failure of ours with a page in the visitor’s language and the form filled in again, to send once more', async () => {
    const table = process.env.LEADS_TABLE_NAME;
    process.env.LEADS_TABLE_NAME = 'no-such-table';
    try {
      const answer = await post({ ...CONTACTS, language: 'ru', pagePath: '/ru/contacts', phone: '+48 600 777 002' });
      expect(answer.status).toBe(500);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain('<html lang="ru">');
      expect(answer.body).toContain('Заявка ещё не отправлена');
      expect(answer.body).toContain('value="+48 600 777 002"');
      expect(answer.body).toContain('<form method="post" action="/api/leads" novalidate>');
    } finally {
      process.env.LEADS_TABLE_NAME = table;
    }
    expect(await storedWith('+48600777002')).toHaveLength(0);
  });

  it('answers a hand-made post with nonsense form id, language and page in English, for the contacts form', async () => {
    const answer = await post({ formId: 'evil', language: '"><script>', pagePath: '//evil.com', name: 'x', phone: '+48600123456' });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('<html lang="en">');
    expect(answer.body).toContain('The form arrived incomplete');
    expect(answer.body).toContain('href="/contacts"');
    expect(answer.body).not.toContain('evil');
    expect(answer.body).not.toContain('<script>');
  });

  it('takes a filled honeypot like a lead and tells nobody', async () => {
    const answer = await post({ ...CONTACTS, phone: '+48 600 999 111', website: 'http://spam.example' });
    expect(answer).toMatchObject({ status: 303, headers: { location: '/thank-you/contacts/ua' } });
    expect((await storedWith('+48600999111'))[0]).toMatchObject({ flagged: 'honeypot' });
    expect(telegram.accepted).toHaveLength(0);
  });

  it('stores and notifies the same form sent again without the honeypot within the window', async () => {
    const same = { ...CONTACTS, phone: '+48 600 999 222' };
    expect((await post({ ...same, website: 'http://spam.example' })).status).toBe(303);
    expect((await post(same)).status).toBe(303);
    const stored = await storedWith('+48600999222');
    expect(stored.filter((item) => item.flagged === 'honeypot')).toHaveLength(1);
    expect(stored.filter((item) => item.notifyStatus === 'sent')).toHaveLength(1);
    expect(telegram.accepted).toHaveLength(1);
  });

  it('never answers a form post with anything but a redirect to the thank-you page or a refusal page without script', async () => {
    const text = fc.string({ maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          formId: fc.constantFrom('contacts', 'lumi', 'sales-manager', 'x'),
          language: fc.constantFrom('en', 'ru', 'uk', 'de'),
          name: text,
          phone: text,
          email: text,
        }),
        async (fields) => {
          const answer = await post({ ...fields, pagePath: '/contacts', consent: 'on' });
          if (answer.status === 303) expect(LANGUAGES.map((lang) => pageUrl('/thank-you', lang))).toContain(answer.headers.location);
          else {
            expect(answer.status).toBe(400);
            expect(answer.body).not.toMatch(/<script/i);
            expect(answer.body).toContain('<form method="post" action="/api/leads" novalidate>');
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("a posted form past its network's hourly allowance", () => {
  it("answers 429 with the form filled in again and why, in the visitor's language, and stores nothing", async () => {
    process.env.LEADS_PER_NETWORK_PER_HOUR = '1';
    try {
      expect((await post(CONTACTS, '2001:db8:5:1::1')).status).toBe(303);
      const refused = await post({ ...CONTACTS, phone: '+48 600 123 457' }, '2001:db8:5:1::2');
      expect(refused.status).toBe(429);
      expect(refused.body).toContain('Заявки з вашої мережі на цю годину призупинено');
      expect(refused.body).toContain('value="+48 600 123 457"');
      // How else to reach us, and the same form to send anyway, for a manager to check (G6).
      expect(refused.body).toContain('<a href="mailto:hello@synthra.ai">hello@synthra.ai</a>');
      expect(refused.body).toContain('<a href="tel:+442079460321">+44 20 7946 0321</a>');
      expect(refused.body).toContain('<input type="hidden" name="keepForReview" value="true">');
      expect(refused.body).toContain('Усе одно надіслати\u00a0— менеджер перевірить');
      expect(await storedWith('+48600123457')).toEqual([]);

      // The browser posts that form: the lead is kept for review, and the visitor thanked.
      const anyway = await post({ ...CONTACTS, phone: '+48 600 123 457', keepForReview: 'true' }, '2001:db8:5:1::2');
      expect(anyway.status).toBe(303);
      expect(await storedWith('+48600123457')).toEqual([expect.objectContaining({ review: 'network-limit' })]);
    } finally {
      delete process.env.LEADS_PER_NETWORK_PER_HOUR;
    }
  });

  it('answers 429 with how else to reach us once the leads sent anyway are spent too, and no form to send anyway', async () => {
    process.env.LEADS_PER_NETWORK_PER_HOUR = '0';
    try {
      for (let i = 0; i < 5; i += 1)
        expect((await post({ ...CONTACTS, phone: `+48 600 123 46${i}`, keepForReview: 'true' }, `2001:db8:6:1::${i + 1}`)).status).toBe(303);
      const refused = await post({ ...CONTACTS, phone: '+48 600 123 470', keepForReview: 'true' }, '2001:db8:6:1::9');
      expect(refused.status).toBe(429);
      expect(refused.body).toContain('Зберегти заявку цієї години не вдалося');
      expect(refused.body).toContain('mailto:hello@synthra.ai');
      expect(refused.body).not.toContain('name="keepForReview"');
      expect(refused.body).toContain('value="+48 600 123 470"');
    } finally {
      delete process.env.LEADS_PER_NETWORK_PER_HOUR;
    }
  });
});
