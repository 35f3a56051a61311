import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { startTwin, type Twin } from '@site/platform/twin';
import { expect, test } from './fixtures';

/**
 * Every lead form works without JavaScript, and when the app's code fails to load: the browser
 * posts it to the API, which answers with the thank-you page in the visitor's language or a page
 * of what to correct. No field ever appears in a URL.
 */

async function storedLeadsOf(twin: Twin): Promise<Record<string, unknown>[]> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: twin.dynamodb.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  const result = await client.send(new ScanCommand({ TableName: 'leads' }));
  return result.Items ?? [];
}

const storedLeads = async (twin: Twin, phone: string) => (await storedLeadsOf(twin)).filter((item) => item.phone === phone);

const uniquePhone = (prefix: string) => `${prefix}${String(Date.now()).slice(-6)}`;

/** Every URL the page asked for, to show that no field of the form went into one. */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function expectNoFieldInUrls(urls: readonly string[], ...values: string[]) {
  for (const url of urls) for (const value of values) expect(decodeURIComponent(url)).not.toContain(value);
}

test.describe('lead forms without JavaScript', () => {
  let twin: Twin;
  let context: BrowserContext;
  test.beforeAll(async ({ browser }) => {
    twin = await startTwin();
    context = await browser.newContext({ javaScriptEnabled: false });
  });
  test.afterAll(async () => {
    await context?.close();
    await twin?.close();
  });

  const fill = async (form: Locator, labels: { name: string; phone: string; email: string; consent?: string }, name: string, phone: string) => {
    await form.getByLabel(labels.name).fill(name);
    await form.getByLabel(labels.phone).fill(phone);
    await form.getByLabel(labels.email).fill('olena@example.com');
    if (labels.consent) await form.getByLabel(labels.consent).check();
  };

  test('the contacts form stores the lead and opens the thank-you page in the visitor’s language', async () => {
    const page = await context.newPage();
    const urls = watchUrls(page);
    const phone = uniquePhone('+48600');
    await page.goto(`${twin.url}/ua/contacts`);
    const form = page.locator('form[data-form="contacts"]');
    await fill(form, { name: 'Ім’я', phone: 'Телефон', email: 'Ел. пошта', consent: 'Я погоджуюся' }, 'Олена Коваль', phone);
    await form.getByRole('button', { name: 'Надіслати заявку' }).click();
    await expect(page).toHaveURL(`${twin.url}/thank-you/contacts/ua`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.locator('h1')).toHaveText(/^Дякуємо!/);
    expect(await storedLeads(twin, phone)).toEqual([
      expect.objectContaining({ formId: 'contacts', name: 'Олена Коваль', language: 'uk', pagePath: '/ua/contacts', consent: true }),
    ]);
    expectNoFieldInUrls(urls, phone.slice(1), 'Олена', 'olena@example.com');
    await page.close();
  });

  test('a form refused for its busy network offers the e-mail, the phone and sending it anyway, and the lead sent anyway is kept for review (G6)', async () => {
    const saved = process.env.LEADS_PER_NETWORK_PER_HOUR;
    // Everyone behind this network (a carrier's NAT, an office) has spent its hour.
    process.env.LEADS_PER_NETWORK_PER_HOUR = '0';
    try {
      const page = await context.newPage();
      const phone = uniquePhone('+48602');
      await page.goto(`${twin.url}/ru/contacts`);
      const form = page.locator('form[data-form="contacts"]');
      await fill(form, { name: 'Имя', phone: 'Телефон', email: 'Эл. почта', consent: 'Я даю согласие' }, 'Ольга Коваль', phone);
      await form.getByRole('button', { name: 'Отправить заявку' }).click();
      await expect(page.locator('h1')).toHaveText('Заявки из вашей сети на этот час приостановлены');
      await expect(page.getByRole('link', { name: 'hello@synthra.ai' })).toHaveAttribute('href', 'mailto:hello@synthra.ai');
      await expect(page.getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321');
      expect(await storedLeads(twin, phone)).toEqual([]);
      // Everything typed is there; one press sends it anyway.
      await expect(page.getByLabel('Имя')).toHaveValue('Ольга Коваль');
      await page.getByRole('button', { name: /Всё равно отправить/ }).click();
      await expect(page).toHaveURL(`${twin.url}/thank-you/contacts/ru`);
      expect(await storedLeads(twin, phone)).toEqual([expect.objectContaining({ formId: 'contacts', review: 'network-limit' })]);
      await page.close();
    } finally {
      if (saved === undefined) delete process.env.LEADS_PER_NETWORK_PER_HOUR;
      else process.env.LEADS_PER_NETWORK_PER_HOUR = saved;
    }
  });

  test('a product form with a consent checkbox does the same, in English', async () => {
    const page = await context.newPage();
    const phone = uniquePhone('+48601');
    await page.goto(`${twin.url}/products/lumi-ai`);
    const form = page.locator('form[data-form="lumi"]');
    await fill(form, { name: 'Name', phone: 'Phone', email: 'Email', consent: 'I agree to the processing' }, 'Olena Koval', phone);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(`${twin.url}/thank-you/lumi`);
    await expect(page.locator('h1')).toHaveText('Thank you! Your request is on its way');
    expect(await storedLeads(twin, phone)).toEqual([expect.objectContaining({ formId: 'lumi', language: 'en', pagePath: '/products/lumi-ai' })]);
    await page.close();
  });

  test('the Sales Manager form sends its company, comment and interests', async () => {
    const page = await context.newPage();
    const phone = uniquePhone('+48602');
    await page.goto(`${twin.url}/ru/products/ai-sales-manager`);
    const form = page.locator('form[data-form="sales-manager"]');
    await fill(form, { name: 'Имя', phone: 'Телефон', email: 'Эл. почта' }, 'Иван Петров', phone);
    await form.getByLabel('Компания').fill('ACME');
    await form.getByLabel('Комментарий').fill('Звонки отдела продаж');
    await form.getByLabel('Демо').check();
    await form.getByLabel('Консультация по AI Sales Manager').check();
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page).toHaveURL(`${twin.url}/thank-you/sales-manager/ru`);
    await expect(page.locator('h1')).toHaveText('Спасибо! Ваша заявка уже у нас');
    expect(await storedLeads(twin, phone)).toEqual([
      expect.objectContaining({ formId: 'sales-manager', company: 'ACME', comment: 'Звонки отдела продаж', interests: ['demo', 'consultation'] }),
    ]);
    await page.close();
  });

  test('a refused form comes back with each field’s error and everything typed, and goes through once corrected', async () => {
    const page = await context.newPage();
    const phone = uniquePhone('+48603');
    await page.goto(`${twin.url}/ru/contacts`);
    const form = page.locator('form[data-form="contacts"]');
    await fill(form, { name: 'Имя', phone: 'Телефон', email: 'Эл. почта' }, 'Мария', '12');
    await form.getByRole('button', { name: 'Отправить заявку' }).click();

    await expect(page.locator('h1')).toHaveText('Проверьте форму');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.locator('.summary li')).toHaveText([
      /^Телефон: Проверьте номер/,
      'Согласие на обработку персональных данных: Подтвердите согласие на обработку данных',
    ]);
    await expect(page.getByLabel('Имя')).toHaveValue('Мария');
    await expect(page.getByLabel('Эл. почта')).toHaveValue('olena@example.com');
    await expect(page.getByRole('link', { name: 'Вернуться на страницу' })).toHaveAttribute('href', '/ru/contacts');

    await page.getByRole('textbox', { name: 'Телефон' }).fill(phone);
    await page.getByLabel('Я даю согласие').check();
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page).toHaveURL(`${twin.url}/thank-you/contacts/ru`);
    expect(await storedLeads(twin, phone)).toEqual([expect.objectContaining({ name: 'Мария', pagePath: '/ru/contacts' })]);
    await page.close();
  });

  // The other forms of the site: the home page's and each product page's.
  for (const [path, formId, language, thankYou, prefix] of [
    ['/', 'contacts', 'en', '/thank-you/contacts', '+48610'],
    ['/ru/products/ai-seller', 'seller', 'ru', '/thank-you/seller/ru', '+48611'],
    ['/ua/products/ai-commerce', 'commerce', 'uk', '/thank-you/commerce/ua', '+48612'],
    ['/products/mediflow-ai', 'mediflow', 'en', '/thank-you/mediflow', '+48613'],
    ['/ru/products/agentlab-ai', 'agentlab', 'ru', '/thank-you/agentlab/ru', '+48614'],
  ] as const) {
    test(`the ${formId} form on ${path} stores the lead and opens ${thankYou}`, async () => {
      const page = await context.newPage();
      const urls = watchUrls(page);
      const phone = uniquePhone(prefix);
      await page.goto(`${twin.url}${path}`);
      const form = page.locator(`form[data-form="${formId}"]`);
      await form.locator('input[name="name"]').fill('Olena Koval');
      await form.locator('input[name="phone"]').fill(phone);
      await form.locator('input[name="email"]').fill('olena@example.com');
      await form.locator('input[name="consent"]').check();
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(`${twin.url}${thankYou}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await storedLeads(twin, phone)).toEqual([expect.objectContaining({ formId, language, pagePath: path, consent: true })]);
      expectNoFieldInUrls(urls, phone.slice(1), 'Olena', 'olena@example.com');
      await page.close();
    });
  }

  test('the phone’s country picker works without scripts: the viewer’s country reads a number as written at home, a chosen one is kept, a refusal shows it again', async ({
    browser,
  }) => {
    // A visitor in Poland: the edge says so to the API; with no script, the page cannot move the picker.
    const polish = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'CloudFront-Viewer-Country': 'PL' } });
    try {
      const page = await polish.newPage();
      const send = async (path: string, name: string, phone: string, country?: string) => {
        await page.goto(`${twin.url}${path}`);
        const form = page.locator('form[data-form="contacts"]');
        const picker = form.locator('select[name="phoneCountry"]');
        // Without scripts the select itself is shown, its names in the page's language.
        await expect(picker).toBeVisible();
        if (country) await picker.selectOption(country);
        await form.locator('input[name="name"]').fill(name);
        await form.locator('input[name="phone"]').fill(phone);
        await form.locator('input[name="consent"]').check();
        await form.locator('button[type="submit"]').click();
      };
      const named = async (name: string) => (await storedLeadsOf(twin)).filter((lead) => lead.name === name);

      // On the English page the picker shows no country; the number is read in the viewer's.
      const pole = `Marta ${Date.now()}`;
      await send('/contacts', pole, '600 123 456');
      await expect(page).toHaveURL(`${twin.url}/thank-you/contacts`);
      expect(await named(pole)).toEqual([expect.objectContaining({ phone: '+48600123456' })]);

      // A country chosen in the picker is the visitor's, wherever they are (a Russian page starts in Kazakhstan, its first market: Ukraine is a choice).
      const ukrainian = `Oksana ${Date.now()}`;
      await send('/ru/contacts', ukrainian, '050 123 45 69', 'UA');
      await expect(page).toHaveURL(`${twin.url}/thank-you/contacts/ru`);
      expect(await named(ukrainian)).toEqual([expect.objectContaining({ phone: '+380501234569' })]);

      // A refused number: the picker comes back at the country it was read in, with that country's words.
      await send('/ru/contacts', `Refused ${Date.now()}`, '12');
      await expect(page.locator('h1')).toHaveText('Проверьте форму');
      await expect(page.locator('select[name="phoneCountry"]')).toHaveValue('PL');
      await expect(page.locator('.summary li').first()).toHaveText(/^Телефон: Проверьте номер: номер с кодом \+48 пишется так: 512 345 678\./);
      await page.getByLabel('Телефон').fill('600 123 457');
      await page.getByRole('button', { name: 'Отправить заявку' }).click();
      await expect(page).toHaveURL(`${twin.url}/thank-you/contacts/ru`);
      expect(await storedLeads(twin, '+48600123457')).toHaveLength(1);
    } finally {
      await polish.close();
    }
  });

  test('a second press of the same form within minutes stores one lead', async () => {
    const page = await context.newPage();
    const phone = uniquePhone('+48604');
    for (let press = 0; press < 2; press += 1) {
      await page.goto(`${twin.url}/contacts`);
      const form = page.locator('form[data-form="contacts"]');
      await fill(form, { name: 'Name', phone: 'Phone', email: 'Email', consent: 'I agree to the processing' }, 'Olena Koval', phone);
      await form.getByRole('button', { name: 'Send request' }).click();
      await expect(page).toHaveURL(`${twin.url}/thank-you/contacts`);
    }
    expect(await storedLeads(twin, phone)).toHaveLength(1);
    await page.close();
  });
});

test.describe('a lead form whose code fails to load', () => {
  let twin: Twin;
  test.beforeAll(async () => {
    twin = await startTwin();
  });
  test.afterAll(async () => twin?.close());

  test('posts itself once the app cannot start, and the lead arrives', async ({ page }) => {
    const urls = watchUrls(page);
    // The shell's code never arrives: every module of the app fails.
    await page.route('**/assets/**', (route) => route.abort());
    const phone = uniquePhone('+48605');
    await page.goto(`${twin.url}/contacts`);
    const form = page.locator('form[data-form="contacts"]');
    await form.getByLabel('Name').fill('Olena Koval');
    await form.getByLabel('Phone').fill(phone);
    await form.getByLabel('I agree to the processing').check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(`${twin.url}/thank-you/contacts`);
    expect(await storedLeads(twin, phone)).toHaveLength(1);
    expectNoFieldInUrls(urls, phone.slice(1), 'Olena');
  });

  test('keeps its prerendered form when the app starts but the form’s own code fails, and that form posts', async ({ page }) => {
    const urls = watchUrls(page);
    // The app's code arrives; the chunk of the lead form (the one script that renders data-form) does not.
    await page.route('**/assets/*.js', async (route) => {
      try {
        const response = await route.fetch();
        if ((await response.text()).includes('data-form')) await route.abort();
        else await route.fulfill({ response });
      } catch {
        // The form posted and the page moved on while this script was still in flight.
      }
    });
    const phone = uniquePhone('+48606');
    await page.goto(`${twin.url}/ua/contacts`);
    const form = page.locator('form[data-form="contacts"]');
    await form.getByLabel('Ім’я').fill('Олена Коваль');
    await form.getByLabel('Телефон').fill(phone);
    await form.getByLabel('Я погоджуюся').check();
    await form.getByRole('button', { name: 'Надіслати заявку' }).click();
    await expect(page).toHaveURL(`${twin.url}/thank-you/contacts/ua`);
    expect(await storedLeads(twin, phone)).toHaveLength(1);
    expectNoFieldInUrls(urls, phone.slice(1), 'Олена');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  // A remote's page keeps its prerendered HTML, live, when its code fails to load: its form is not
  // replaced by the remote's fallback while the visitor types, and it posts itself.
  for (const [what, refused, prefix] of [
    ['the products remote’s page chunk', '**/mfe/products/assets/product-page-*.js', '+48607'],
    ['the whole products remote', '**/mfe/products/**', '+48608'],
  ] as const) {
    test(`a product page keeps its prerendered form when ${what} fails to load, and that form posts`, async ({ page }) => {
      const urls = watchUrls(page);
      await page.route(refused, (route) => route.abort());
      const phone = uniquePhone(prefix);
      await page.goto(`${twin.url}/ua/products/lumi-ai`);
      const heading = await page.locator('h1').textContent();
      const form = page.locator('form[data-form="lumi"]');
      // Typing starts the app and asks for the page's code, which fails.
      await form.getByLabel('Ім’я').fill('Олена Коваль');
      await form.getByLabel('Телефон').fill(phone);
      const island = page.locator('[data-island="products:product"]');
      await expect(island).toHaveAttribute('data-live', '');
      await expect(island).toHaveAttribute('data-kept', '');
      // The page is the one the visitor was reading, with what they typed.
      await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
      await expect(page.locator('h1')).toHaveText(heading!);
      await expect(page.locator('form[data-form]')).toHaveCount(1);
      await expect(form.getByLabel('Ім’я')).toHaveValue('Олена Коваль');
      await expect(form.getByLabel('Телефон')).toHaveValue(phone);
      await form.getByLabel('Я погоджуюся').check();
      await form.getByRole('button', { name: 'Надіслати заявку' }).click();
      await expect(page).toHaveURL(`${twin.url}/thank-you/lumi/ua`);
      expect(await storedLeads(twin, phone)).toHaveLength(1);
      expectNoFieldInUrls(urls, phone.slice(1), 'Олена');
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }

  test('a product page whose remote fails keeps its links and lets its parts from other remotes take over', async ({ page }) => {
    await page.route('**/mfe/products/**', (route) => route.abort());
    await page.goto(`${twin.url}/products/lumi-ai`);
    await page.evaluate(() => document.querySelector('[data-island="products:product"]')!.dispatchEvent(new Event('site:island-wanted', { bubbles: true })));
    await expect(page.locator('[data-island="products:product"]')).toHaveAttribute('data-kept', '');
    // The voice demo, the voice remote's part, still hydrates when it is wanted.
    const demo = page.locator('[data-island="voice:voiceDemo"]');
    await demo.evaluate((element) => element.dispatchEvent(new Event('site:island-wanted', { bubbles: true })));
    await expect(demo).toHaveAttribute('data-live', '');
    await expect(demo).not.toHaveAttribute('data-kept', '');
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    // A link of the page leads where it says.
    await page.locator('[data-island="products:product"] a[href="/cases/retail-kazakhstan"]').first().click();
    await expect(page).toHaveURL(`${twin.url}/cases/retail-kazakhstan`);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
