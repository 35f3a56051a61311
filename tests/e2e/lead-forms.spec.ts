import AxeBuilder from '@axe-core/playwright';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Locator, Page } from '@playwright/test';
import { PRODUCT_SLUGS } from '@site/model';
import { startTwin, type Twin } from '@site/platform/twin';
import { FakeTelegram } from '@site/stand-ins/fake-telegram';
import { expect, renderEverySection, test, waitForPage } from './fixtures';

/** Every lead, straight from the embedded DynamoDB the functions write to. */
async function allLeads(twin: Twin): Promise<Record<string, unknown>[]> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: twin.dynamodb.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  const result = await client.send(new ScanCommand({ TableName: 'leads' }));
  return result.Items ?? [];
}

/** Leads with this phone. */
const storedLeads = async (twin: Twin, phone: string) => (await allLeads(twin)).filter((item) => item.phone === phone);

/** Leads by the name they were sent with. */
const storedLeadsNamed = async (twin: Twin, name: string) => (await allLeads(twin)).filter((item) => item.name === name);

async function fill(page: Page | Locator, labels: { name: string; phone: string; email: string; consent: string }, phone: string) {
  await page.getByLabel(labels.name).fill('Olena Koval');
  await page.getByLabel(labels.phone).fill(phone);
  await page.getByLabel(labels.email).fill('olena@example.com');
  await page.getByLabel(labels.consent).check();
}

const EN = { name: 'Name', phone: 'Phone', email: 'Email', consent: 'I agree to the processing' };
const RU = { name: 'Имя', phone: 'Телефон', email: 'Эл. почта', consent: 'Я даю согласие' };

const TELEGRAM_ENVIRONMENT = ['TELEGRAM_API_URL', 'TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHAT_ID'] as const;

test.describe('lead forms on the local twin', () => {
  let twin: Twin;
  // The managers' chat: Telegram's Bot API on loopback, so a test reads what a manager receives.
  let telegram: FakeTelegram;
  const saved = Object.fromEntries(TELEGRAM_ENVIRONMENT.map((name) => [name, process.env[name]]));
  const managersToldOf = (phone: string) => telegram.accepted.filter((message) => message.text.includes(phone));
  test.beforeAll(async () => {
    telegram = await new FakeTelegram().start();
    Object.assign(process.env, { TELEGRAM_API_URL: telegram.url, TELEGRAM_BOT_TOKEN: '1:e2e', TELEGRAM_CHAT_ID: '1' });
    twin = await startTwin({ backend: { log: () => undefined } });
  });
  test.afterAll(async () => {
    await twin?.close();
    await telegram?.stop();
    for (const name of TELEGRAM_ENVIRONMENT) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  test('the home form stores a lead, says thanks and opens its thank-you page', async ({ page }) => {
    const phone = `+48600${String(Date.now()).slice(-6)}`;
    await page.goto(`${twin.url}/`);
    await waitForPage(page);
    const form = page.locator('#contact form');
    await fill(form, EN, phone);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Request sent! We will contact you shortly.')).toBeVisible();
    await expect(page).toHaveURL(/\/thank-you\/contacts$/);
    await expect.poll(() => storedLeads(twin, phone).then((leads) => leads.length)).toBe(1);
    const [lead] = await storedLeads(twin, phone);
    expect(lead).toMatchObject({ formId: 'contacts', name: 'Olena Koval', email: 'olena@example.com', language: 'en', pagePath: '/' });

    // A manager is told once, with everything needed to call back, in the page's language.
    await expect.poll(() => managersToldOf(phone).length).toBe(1);
    const [message] = managersToldOf(phone);
    for (const line of [
      'New request from the website',
      'Form: contacts',
      'Name: Olena Koval',
      `Phone: ${phone}`,
      'Email: olena@example.com',
      'Page: /',
      `Request: ${lead!.id}`,
    ]) {
      expect(message!.text.replace(/<[^>]+>/g, '')).toContain(line);
    }
  });

  test('the contacts form stores a lead and opens the thank-you page in the visitor’s language', async ({ page }) => {
    const phone = `+38067${String(Date.now()).slice(-7)}`;
    await page.goto(`${twin.url}/ru/contacts`);
    await waitForPage(page);
    await fill(page, RU, phone);
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page).toHaveURL(/\/thank-you\/contacts\/ru$/);
    await expect(page.locator('h1')).toHaveText('Спасибо! Ваша заявка уже у нас');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect.poll(() => storedLeads(twin, phone).then((leads) => leads.length)).toBe(1);
    expect((await storedLeads(twin, phone))[0]).toMatchObject({ formId: 'contacts', language: 'ru', pagePath: '/ru/contacts', consent: true });
  });

  test('the contacts form takes an address on a Cyrillic domain, stores it in punycode and shows the managers both writings', async ({ page }) => {
    const phone = `+38067${String(Date.now() + 1).slice(-7)}`;
    await page.goto(`${twin.url}/ru/contacts`);
    await waitForPage(page);
    // The lead form's own fields: the page's meeting picker has an e-mail field of its own.
    const form = page.locator('form:has(#lead-contacts-email)');
    await fill(form, RU, phone);
    await form.getByLabel(RU.email).fill('boss@пример.рф');
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page).toHaveURL(/\/thank-you\/contacts\/ru$/);
    await expect.poll(() => storedLeads(twin, phone).then((leads) => leads.length)).toBe(1);
    expect((await storedLeads(twin, phone))[0]).toMatchObject({ email: 'boss@xn--e1afmkfd.xn--p1ai' });
    await expect.poll(() => managersToldOf(phone).length).toBe(1);
    expect(managersToldOf(phone)[0]!.text.replace(/<[^>]+>/g, '')).toContain('Email: boss@xn--e1afmkfd.xn--p1ai (boss@пример.рф)');
  });

  /** Each product page carries its own form, with its own success message (spec §8). */
  const PRODUCT_FORMS = [
    { url: '/products/ai-sales-manager', formId: 'sales-manager', success: 'Request successfully submitted!', consent: false },
    { url: '/products/ai-seller', formId: 'seller', success: 'Thank you! We will contact you soon.', consent: true },
    { url: '/products/lumi-ai', formId: 'lumi', success: 'Request submitted! We will contact you shortly.', consent: true },
    { url: '/products/ai-commerce', formId: 'commerce', success: 'Request sent! We will contact you shortly.', consent: true },
    { url: '/products/mediflow-ai', formId: 'mediflow', success: "Thank you! We'll contact you shortly.", consent: true },
    { url: '/products/agentlab-ai', formId: 'agentlab', success: 'Request sent successfully!', consent: true },
  ] as const;

  for (const { url, formId, success, consent } of PRODUCT_FORMS) {
    test(`the ${formId} form of ${url} stores a lead and says its own thanks`, async ({ page }) => {
      const phone = `+48601${String(Date.now()).slice(-6)}`;
      await page.goto(`${twin.url}${url}`);
      await waitForPage(page);
      const form = page.locator('#request form');
      await form.getByLabel('Name').fill('Marta Zielińska');
      await form.getByLabel('Phone').fill(phone);
      if (consent) await form.getByLabel(EN.consent).check();
      else await form.getByLabel('Company').fill('Termolux');
      await form.getByRole('button', { name: 'Send request' }).click();
      await expect(page.getByText(success)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/thank-you/${formId}$`));
      await expect.poll(() => storedLeads(twin, phone).then((leads) => leads.length)).toBe(1);
      expect((await storedLeads(twin, phone))[0]).toMatchObject({ formId, language: 'en', pagePath: url });
    });
  }

  test('a product form speaks its success message in Ukrainian', async ({ page }) => {
    const phone = `+38050${String(Date.now()).slice(-7)}`;
    await page.goto(`${twin.url}/ua/products/mediflow-ai`);
    await waitForPage(page);
    const form = page.locator('#request form');
    await form.getByLabel('Ім’я').fill('Олена Коваль');
    await form.getByLabel('Телефон').fill(phone);
    await form.getByLabel('Я погоджуюся').check();
    await form.getByRole('button', { name: 'Надіслати заявку' }).click();
    await expect(page.getByText('Заявку клініки прийнято, дякуємо!')).toBeVisible();
    await expect.poll(() => storedLeads(twin, phone).then((leads) => leads.length)).toBe(1);
  });

  test('a form refused for its busy network names the e-mail and phone, and sends the lead anyway for a manager’s review if asked (G6)', async ({ page }) => {
    const saved = process.env.LEADS_PER_NETWORK_PER_HOUR;
    process.env.LEADS_PER_NETWORK_PER_HOUR = '0';
    try {
      const phone = `+48603${String(Date.now()).slice(-6)}`;
      await page.goto(`${twin.url}/`);
      await waitForPage(page);
      const form = page.locator('#contact form');
      await fill(form, EN, phone);
      await form.getByRole('button', { name: 'Send request' }).click();
      const alert = form.getByRole('alert');
      await expect(alert).toContainText('hello@synthra.ai');
      await expect(alert).toContainText('+44 20 7946 0321');
      await expect(alert).not.toContainText('your network has sent');
      expect(await storedLeads(twin, phone)).toEqual([]);
      await form.getByRole('button', { name: 'Send it anyway for a manager to check' }).click();
      await expect(page).toHaveURL(/\/thank-you\/contacts$/);
      await expect.poll(() => storedLeads(twin, phone)).toEqual([expect.objectContaining({ review: 'network-limit' })]);
      await expect.poll(() => managersToldOf(phone).map((message) => message.text.split('\n')[0])).toEqual([expect.stringContaining('Request to check')]);
    } finally {
      if (saved === undefined) delete process.env.LEADS_PER_NETWORK_PER_HOUR;
      else process.env.LEADS_PER_NETWORK_PER_HOUR = saved;
    }
  });

  test('a server error shows the form’s message and keeps what the visitor typed', async ({ page }) => {
    test.setTimeout(60_000);
    await page.route('**/api/leads', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal_error"}' }));
    await page.goto(`${twin.url}/contacts`);
    await waitForPage(page);
    // The lead form, not the meeting picker beside it, which asks a name too.
    const form = page.locator('form[data-form="contacts"]');
    await fill(form, EN, '+48600111222');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.locator('[role="alert"]')).toHaveText('Submission error. Please try later or contact us directly.', { timeout: 20_000 });
    await expect(form.getByLabel('Name')).toHaveValue('Olena Koval');
    await expect(form.getByLabel('Phone')).toHaveValue('+48600111222');
    await expect(page).toHaveURL(/\/contacts$/);
  });

  test('a name that would forge a line in the managers’ message is refused under the field, in the visitor’s language', async ({ page }) => {
    const phone = `+48601${String(Date.now()).slice(-6)}`;
    await page.goto(`${twin.url}/ru/contacts`);
    await waitForPage(page);
    const form = page.locator('form[data-form="contacts"]');
    await fill(form, RU, phone);
    // The reproduced attack: a line separator that would forge a second "Телефон:" line for the managers.
    await form.getByLabel(RU.name).fill('Boss\u2028Телефон: +1 900 555 0199 (срочно перезвонить)');
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByText('Заполните поле заново вручную: в нём есть невидимые или повреждённые символы')).toBeVisible();
    expect(await storedLeads(twin, phone)).toEqual([]);
  });

  test('what a script posts past the forms is refused: a reused key, foreign fields, unknown pages, broken or forging text', async ({ request }) => {
    const phone = `+48602${String(Date.now()).slice(-6)}`;
    const lead = { formId: 'contacts', name: 'Olena', phone, consent: true, language: 'en', pagePath: '/contacts', idempotencyKey: crypto.randomUUID() };
    const post = (data: unknown) => request.post(`${twin.url}/api/leads`, { data });

    const first = await post(lead);
    expect(first.status()).toBe(201);
    expect((await post(lead)).status()).toBe(201);
    const reused = await post({ ...lead, name: 'Someone else' });
    expect(reused.status()).toBe(422);
    expect(await reused.json()).toMatchObject({ error: 'idempotency_key_reused' });

    // The contacts form asks a company and a message, not the interests of the Sales Manager's.
    const refused = await post({ ...lead, idempotencyKey: crypto.randomUUID(), interests: ['demo'], pagePath: '/ru/no-such-page', name: 'Olena\uD800' });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'validation_failed',
      fields: { interests: 'unknown_field', pagePath: 'invalid_path', name: 'invalid_characters' },
    });
    for (const name of ['Boss\u2028Телефон: +1 900 555 0199', 'Olena \u202Elavok', 'Ole\u200Bna']) {
      const forged = await post({ ...lead, idempotencyKey: crypto.randomUUID(), name });
      expect(await forged.json()).toEqual({ error: 'validation_failed', fields: { name: 'invalid_characters' } });
    }
    expect(await storedLeads(twin, phone)).toEqual([expect.objectContaining({ name: 'Olena', notifyStatus: 'sent' })]);
  });

  test('a bot that fills the honeypot is answered like a person, and its lead is kept flagged, never sent', async ({ request }) => {
    const phone = `+48603${String(Date.now()).slice(-6)}`;
    const answer = await request.post(`${twin.url}/api/leads`, {
      data: {
        formId: 'lumi',
        name: 'Bot',
        phone,
        consent: true,
        language: 'en',
        pagePath: '/products/lumi-ai',
        idempotencyKey: crypto.randomUUID(),
        website: 'http://spam.example',
      },
    });
    expect(answer.status()).toBe(201);
    expect(await storedLeads(twin, phone)).toEqual([expect.objectContaining({ flagged: 'honeypot' })]);
    expect((await storedLeads(twin, phone))[0]).not.toHaveProperty('notifyStatus');
  });

  test('a person who sends the lead a bot sent first, honeypot filled, gets it stored and sent to the managers', async ({ page, request }) => {
    const phone = `+48604${String(Date.now()).slice(-6)}`;
    const bot = await request.post(`${twin.url}/api/leads`, {
      data: {
        formId: 'contacts',
        name: 'Olena Koval',
        phone,
        email: 'olena@example.com',
        consent: true,
        language: 'en',
        pagePath: '/',
        idempotencyKey: crypto.randomUUID(),
        website: 'http://spam.example',
      },
    });
    expect(bot.status()).toBe(201);
    // The same name, phone and e-mail from the home page's form, as a person sends them.
    await page.goto(`${twin.url}/`);
    await waitForPage(page);
    const form = page.locator('#contact form');
    await fill(form, EN, phone);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Request sent! We will contact you shortly.')).toBeVisible();
    await expect.poll(() => managersToldOf(phone).length).toBe(1);
    const stored = await storedLeads(twin, phone);
    expect(stored).toHaveLength(2);
    expect(stored.filter((lead) => lead.flagged === 'honeypot')).toHaveLength(1);
    expect(stored.filter((lead) => lead.notifyStatus === 'sent')).toHaveLength(1);
  });

  test('a form the honeypot caught does not hide the same form sent again by the person, without JavaScript (F9)', async ({ browser }) => {
    // A form post has no idempotency key of its own: the same lead within minutes is one lead, and the honeypot is no part of that.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const phone = `+48605${String(Date.now()).slice(-6)}`;
      const send = async (honeypot: string) => {
        await page.goto(`${twin.url}/`);
        const form = page.locator('form[data-form="contacts"]');
        await fill(form, EN, phone);
        // The hidden field, filled as a bot (or a browser's autofill) fills it; a person leaves it empty.
        if (honeypot) await form.locator('input[name="website"]').fill(honeypot, { force: true });
        await form.getByRole('button', { name: 'Send request' }).click();
        await expect(page).toHaveURL(`${twin.url}/thank-you/contacts`);
      };
      await send('http://spam.example');
      expect(await storedLeads(twin, phone)).toEqual([expect.objectContaining({ flagged: 'honeypot' })]);
      expect(managersToldOf(phone)).toEqual([]);

      await send('');
      await expect.poll(() => managersToldOf(phone).length).toBe(1);
      const stored = await storedLeads(twin, phone);
      expect(stored).toHaveLength(2);
      expect(stored.filter((lead) => lead.flagged === 'honeypot')).toHaveLength(1);
      expect(stored.filter((lead) => lead.notifyStatus === 'sent')).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  /** Visitors whose country CloudFront reports (the twin takes the header from the request), each writing the number as at home. */
  const VIEWERS = [
    {
      who: 'a Ukrainian on /ru',
      country: 'UA',
      path: '/ru/contacts',
      face: '🇺🇦 +380',
      typed: '050 123 45 67',
      stored: '+380501234567',
      labels: RU,
      send: 'Отправить заявку',
    },
    { who: 'a Pole on /', country: 'PL', path: '/contacts', face: '🇵🇱 +48', typed: '600 123 456', stored: '+48600123456', labels: EN, send: 'Send request' },
    {
      who: 'a Kazakh on /ru',
      country: 'KZ',
      path: '/ru/contacts',
      face: '🇰🇿 +7',
      typed: '8 (777) 123-45-67',
      stored: '+77771234567',
      labels: RU,
      send: 'Отправить заявку',
    },
  ] as const;

  for (const viewer of VIEWERS) {
    test(`the phone field starts in the viewer’s country and takes the number as ${viewer.who} writes it`, async ({ browser }) => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'CloudFront-Viewer-Country': viewer.country } });
      try {
        const page = await context.newPage();
        await page.goto(`${twin.url}${viewer.path}`);
        await waitForPage(page);
        const form = page.locator('form[data-form="contacts"]');
        const picker = form.locator('select[name="phoneCountry"]');
        // Before the visitor touches the form: the page's own script has moved the picker there.
        await expect(picker).toHaveValue(viewer.country);
        await expect(form.locator('[data-phone-face]')).toHaveText(viewer.face);
        const name = `Oksana ${viewer.country} ${Date.now()}`;
        await fill(form, { ...viewer.labels }, viewer.typed);
        await form.getByLabel(viewer.labels.name).fill(name);
        await form.getByRole('button', { name: viewer.send }).click();
        await expect(page).toHaveURL(/\/thank-you\/contacts(\/ru)?$/);
        await expect.poll(() => storedLeadsNamed(twin, name)).toEqual([expect.objectContaining({ phone: viewer.stored })]);
        expect((await storedLeadsNamed(twin, name))[0]).not.toHaveProperty('phoneCountry');
      } finally {
        await context.close();
      }
    });
  }

  test('without a country from the edge, the phone field starts in the page language’s first market, or in none on an English page', async ({ page }) => {
    for (const [path, country, face] of [
      ['/ru/contacts', 'KZ', '🇰🇿 +7'],
      ['/pl/contacts', 'PL', '🇵🇱 +48'],
      ['/ua/contacts', 'UA', '🇺🇦 +380'],
      ['/contacts', '', '🌐 +'],
    ] as const) {
      await page.goto(`${twin.url}${path}`);
      await waitForPage(page);
      await expect(page.locator('form[data-form="contacts"] select[name="phoneCountry"]')).toHaveValue(country);
      await expect(page.locator('form[data-form="contacts"] [data-phone-face]')).toHaveText(face);
    }
    // An English page with no country asks for the code, and says so beside the number.
    const form = page.locator('form[data-form="contacts"]');
    await fill(form, EN, '600 123 456');
    await form.getByRole('button', { name: 'Send request' }).click();
    const phone = form.getByLabel('Phone');
    await expect(page.locator(`#${await phone.getAttribute('id')}-error`)).toHaveText(
      'Enter the number with its country code, for example +44 7400 123456, or choose its country in the list.',
    );
    // Choosing the country there reads it, and the same press sends it.
    await form.locator('select[name="phoneCountry"]').selectOption('PL');
    await expect(form.locator('[data-phone-face]')).toHaveText('🇵🇱 +48');
    await expect(phone).not.toHaveAttribute('aria-invalid');
  });

  test('the thank-you page speaks English when opened directly', async ({ page }) => {
    await page.goto(`${twin.url}/thank-you`);
    await waitForPage(page);
    await expect(page.locator('h1')).toHaveText('Thank you! Your request is on its way');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  const PAGES = [
    '/',
    '/ru',
    '/ua',
    '/contacts',
    '/ru/contacts',
    '/ua/contacts',
    '/thank-you',
    '/thank-you/ru',
    '/thank-you/ua',
    '/privacy',
    '/ru/privacy',
    '/ua/privacy',
    '/trust',
    '/ru/trust',
    '/ua/trust',
    '/thank-you/lumi/ua',
    '/thank-you/sales-manager/ru',
  ];
  const CONTENT_PAGES = [
    ...PRODUCT_SLUGS.map((slug) => `/products/${slug}`),
    '/ru/products/lumi-ai',
    '/ua/products/ai-commerce',
    '/products/ai-sales-manager/sample-report',
    '/ru/products/ai-sales-manager/sample-report',
    '/ua/products/ai-sales-manager/sample-report',
    '/cases',
    '/ru/cases?industry=b2b',
    '/ua/cases?industry=retail&product=mediFlow',
    '/cases/medical-center-ukraine',
    '/ru/cases/ecommerce-poland',
    '/ua/cases/b2b-saas-netherlands',
    '/blog',
    '/ru/blog/ai-in-healthcare',
    '/ua/blog/business-2026-ai',
    '/team',
    '/ru/team',
    '/ua/team',
  ];
  for (const url of [...PAGES, ...CONTENT_PAGES]) {
    test(`${url} has no violations`, async ({ page }) => {
      await page.goto(url);
      await waitForPage(page);
      await renderEverySection(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
