import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '@playwright/test';
import { CEILING_RESULTS, clientNameOf, formatPercentChange, href, LANGUAGES, localizePath, pageUrl, type Language } from '@site/model';
import { startTwin, type Twin } from '@site/platform/twin';
import { expect, test, waitForPage } from './fixtures';

/**
 * The paths a buyer takes to a conversation, none a dead end: each form's thank-you page, the
 * sample report's request with its interest ticked, the phone written as at home, "Request a demo"
 * one tap away on a phone, an article's contents; and the grids a buyer reads at 1440 px.
 */
const NEXT_DAY: Readonly<Record<Language, string>> = {
  en: 'next working day',
  ru: 'следующего рабочего дня',
  uk: 'наступного робочого дня',
  pl: 'następnego dnia roboczego',
};

async function storedPhones(twin: Twin, name: string): Promise<unknown[]> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: twin.dynamodb.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  const result = await client.send(new ScanCommand({ TableName: 'leads' }));
  return (result.Items ?? []).filter((item) => item.name === name).map((item) => item.phone);
}

test.describe('the thank-you page of each form, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGUAGES) {
    test(`says what happens next and when, and offers what fits the form (${lang})`, async ({ page }) => {
      await page.goto(pageUrl('/thank-you/lumi', lang));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('.sh-next-steps__item')).toHaveCount(3);
      expect((await page.locator('.sh-next-steps').innerText()).replaceAll('\u00a0', ' ')).toContain(NEXT_DAY[lang]);
      const offers = async (form: string) => {
        await page.goto(pageUrl(`/thank-you/${form}`, lang));
        return page.locator('a.sh-offer__link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      };
      const at = (path: string) => localizePath(path, lang);
      // Each form offers what fits it: Lumi's own demo, its leading case and what its clients say.
      expect(await offers('lumi')).toEqual([at('/products/lumi-ai#voice-demo'), at('/cases/auto-damage-poland'), at('/products/lumi-ai#testimonials')]);
      // A clinic's MediFlow form: the medical centre's case and MediFlow's proof, never the sales manager's sample report.
      expect(await offers('mediflow')).toEqual([
        at('/cases/medical-center-ukraine'),
        at('/products/mediflow-ai#testimonials'),
        at('/products/lumi-ai#voice-demo'),
      ]);
      // The case's client named as its story names it in the page's language (not the Latin wordmark on /ru and /ua).
      const caseTitle = (await page.locator('[data-offer="case"] .sh-offer__title').innerText()).replaceAll('\u00a0', ' ');
      expect(caseTitle.startsWith(`${clientNameOf('medical-center-ukraine', lang)}: MediFlow AI`), caseTitle).toBe(true);
      expect(await offers('sales-manager')).toEqual([
        at('/products/ai-sales-manager/sample-report'),
        at('/cases/ad-traffic-lithuania'),
        at('/products/ai-sales-manager#testimonials'),
      ]);
      // A form about no product: the case library, where the data goes, the assistant.
      expect(await offers('contacts')).toEqual([at('/cases'), at('/trust'), at('/products/lumi-ai#voice-demo')]);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }

  test('“Request a sample report” opens the request form with the sample report ticked', async ({ page }) => {
    await page.goto('/ru/products/ai-sales-manager/sample-report');
    await page.getByRole('link', { name: 'Запросить пример отчёта' }).click();
    await expect(page).toHaveURL(/#request$/);
    const form = page.locator('#request form[data-form="sales-manager"]');
    await expect(form.locator('input[name="interests"][value="sample-report"]')).toBeChecked();
    await expect(form.locator('input[name="interests"][value="demo"]')).not.toBeChecked();
  });

  test('an article’s contents open and lead to its sections on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/ua/blog/ai-in-healthcare');
    const contents = page.locator('.ct-toc--compact');
    await expect(contents.locator('summary')).toHaveText('Зміст');
    await contents.locator('summary').click();
    const links = contents.locator('a');
    expect(await links.count()).toBeGreaterThan(5);
    for (const link of await links.all()) {
      const target = (await link.getAttribute('href'))!;
      await expect(page.locator(target)).toHaveCount(1);
    }
    await links.nth(1).click();
    await expect(page).toHaveURL(/#article-point-1$/);
    await expect(page.locator('#article-point-1')).toBeInViewport();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.locator('.ct-toc--side')).toBeVisible();
    await expect(contents).toBeHidden();
  });
});

test.describe('with JavaScript', () => {
  let twin: Twin;
  test.beforeAll(async () => {
    twin = await startTwin();
  });
  test.afterAll(async () => twin?.close());

  test('the thank-you page’s “Write to the assistant” opens the site’s assistant where the visitor is, not the Lumi demo', async ({ page }) => {
    await page.goto(`${twin.url}${pageUrl('/thank-you/contacts', 'ru')}`);
    await waitForPage(page);
    await page.locator('[data-offer="assistant"]').getByRole('button', { name: 'Написать ассистенту →' }).click();
    // The assistant's notice opens before its first conversation, on this page.
    await expect(page.getByRole('region', { name: 'Lumi\u00a0— AI-ассистент' })).toBeVisible();
    await expect(page).toHaveURL(`${twin.url}${pageUrl('/thank-you/contacts', 'ru')}`);
  });

  test('the sample report’s form keeps its interest ticked once its code runs, and is sent with it', async ({ page }) => {
    await page.goto(`${twin.url}/products/ai-sales-manager/sample-report`);
    await waitForPage(page);
    const form = page.locator('#request form');
    await form.getByLabel('Name').fill('Ada Report');
    await expect(form.getByLabel('Sample report', { exact: true })).toBeChecked();
    await form.getByLabel('Phone').fill('+44 7700 900123');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/thank-you\/sales-manager$/);
  });

  const PHONES = [
    {
      lang: 'uk',
      path: '/ua/contacts',
      written: '050 123 45 67',
      example: '050 123 4567',
      e164: '+380501234567',
      labels: { name: 'Ім’я', phone: 'Телефон', consent: 'Я погоджуюся', send: 'Надіслати заявку' },
    },
    {
      lang: 'ru',
      path: '/ru/contacts',
      // The Russian page starts in Kazakhstan, the market that speaks it; a Russian +7 number written as at home still comes out right.
      written: '8 (912) 345-67-89',
      example: '8 (771) 000 9998',
      e164: '+79123456789',
      labels: { name: 'Имя', phone: 'Телефон', consent: 'Я даю согласие', send: 'Отправить заявку' },
    },
    {
      lang: 'pl',
      path: '/pl/contacts',
      written: '512 345 678',
      example: '512 345 678',
      e164: '+48512345678',
      labels: { name: 'Imię', phone: 'Telefon', consent: 'Wyrażam zgodę', send: 'Wyślij zgłoszenie' },
    },
    {
      lang: 'en',
      path: '/contacts',
      written: '+44 7700 900123',
      example: '+44 7400 123456',
      e164: '+447700900123',
      labels: { name: 'Name', phone: 'Phone', consent: 'I agree to the processing', send: 'Send request' },
    },
  ] as const;

  for (const { lang, path, written, example, e164, labels } of PHONES) {
    test(`a phone written as at home (${written}) goes through on ${path} and is stored as ${e164}`, async ({ page }) => {
      const name = `Phone ${lang} ${Date.now()}`;
      await page.goto(`${twin.url}${path}`);
      await waitForPage(page);
      const phone = page.getByRole('textbox', { name: labels.phone });
      // With no country from the edge, the example is the language's first market's (an English page's: a number with its code).
      await expect(phone).toHaveAttribute('placeholder', example);
      await page.getByLabel(labels.name).fill(name);
      await phone.fill(written);
      await page.getByLabel(labels.consent).check();
      await page.getByRole('button', { name: labels.send }).click();
      await expect(page).toHaveURL(new RegExp(`${pageUrl('/thank-you/contacts', lang)}$`));
      await expect.poll(() => storedPhones(twin, name)).toEqual([e164]);
    });
  }

  test('a national number without its country is refused on an English page, with an example', async ({ page }) => {
    await page.goto(`${twin.url}/contacts`);
    await waitForPage(page);
    await page.getByLabel('I agree to the processing').check();
    await page.getByLabel('Name').fill('Olena');
    await page.getByLabel('Phone').fill('050 123 45 67');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Enter the number with its country code, for example +44 7400 123456, or choose its country in the list.')).toBeVisible();
    await expect(page).toHaveURL(/\/contacts$/);
  });
});

test.describe('on a phone, “Request a demo” is one tap away', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [path, href] of [
    ['/products/lumi-ai', '/contacts#book-a-call'],
    ['/ru/blog/ai-in-healthcare', '/ru/contacts#book-a-call'],
    ['/ua', '/ua/contacts#book-a-call'],
    ['/pl/contacts', '#book-a-call'],
  ] as const) {
    test(`${path}: in the sticky header all the way down, clear of the corner launcher, and in the menu, to the meeting picker`, async ({ page }) => {
      await page.goto(path);
      const action = page.locator('.sh-header__demo');
      await expect(action).toBeVisible();
      await expect(action).toHaveAttribute('href', href);
      await page.mouse.wheel(0, 6000);
      await page.waitForTimeout(300);
      await expect(action).toBeInViewport();
      const box = (await action.boundingBox())!;
      expect(box.y + box.height).toBeLessThan(80);
      const launcher = await page.locator('.ui-floating').first().boundingBox();
      if (launcher) expect(box.y + box.height).toBeLessThan(launcher.y);
      await page.locator('.sh-menu-toggle').click();
      await expect(page.locator('.sh-mobile-menu__demo')).toHaveAttribute('href', href);
    });
  }

  test('on a phone and a laptop it leads to the same place: the contacts page’s meeting picker', async ({ page }) => {
    await page.goto('/pl');
    await expect(page.locator('.sh-header__demo')).toHaveAttribute('href', '/pl/contacts#book-a-call');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.locator('.sh-header__cta')).toHaveAttribute('href', '/pl/contacts#book-a-call');
    await page.locator('.sh-header__cta').click();
    await expect(page).toHaveURL(/\/pl\/contacts#book-a-call$/);
    await expect(page.locator('#book-a-call')).toBeInViewport();
  });
});

/** Rows of each grid by the items' tops, and whether a row holds one item narrower than the grid. */
async function loneCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lists = [...document.querySelectorAll<HTMLElement>('main .ui-grid, main .pr-steps, main .pr-launch, main .pr-figures, main .ct-results')];
    const found: string[] = [];
    for (const list of lists) {
      const items = [...list.children].filter((item) => (item as HTMLElement).offsetParent !== null) as HTMLElement[];
      if (items.length < 2) continue;
      const rows = new Map<number, HTMLElement[]>();
      for (const item of items) rows.set(item.offsetTop, [...(rows.get(item.offsetTop) ?? []), item]);
      if (rows.size < 2) continue;
      const last = [...rows.values()].at(-1)!;
      if (last.length === 1 && last[0]!.offsetWidth < list.clientWidth * 0.9) found.push(`${list.className}: ${last[0]!.innerText.slice(0, 40)}`);
    }
    return found;
  });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
  for (const path of [
    '/',
    '/cases',
    '/products/lumi-ai',
    '/products/ai-commerce',
    '/ru/products/agentlab-ai',
    '/ua/products/mediflow-ai',
    '/products/ai-seller',
    '/products/ai-sales-manager',
  ]) {
    test(`${path}: no grid row ends with a lone card`, async ({ page }) => {
      await page.goto(path);
      expect(await loneCards(page)).toEqual([]);
    });
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
  test('the home page’s claims keep “up to” with its number, and the products at work show in a compact row', async ({ page }) => {
    await page.goto('/');
    for (const value of await page.locator('.sh-claims__value').all()) {
      const { height, lineHeight } = await value.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(height).toBeLessThan(lineHeight * 1.5);
    }
    await expect(page.locator('.sh-hero-visual')).toBeVisible();
    const cards = await page.locator('.sh-hero-visual__card').all();
    expect(cards).toHaveLength(3);
    const tops = await Promise.all(cards.map(async (card) => (await card.boundingBox())!.y));
    expect(new Set(tops).size).toBe(1);
  });

  for (const lang of ['en', 'pl'] as const) {
    test(`${localizePath('/', lang)}: under the claims, the cases’ best results link to their cases, in the width of the screen`, async ({ page }) => {
      await page.goto(localizePath('/', lang));
      const note = page.locator('.sh-claims + .sh-ceilings');
      await expect(note).toBeVisible();
      const links = note.locator('a');
      await expect(links).toHaveCount(CEILING_RESULTS.length);
      for (const [index, { slug, change }] of CEILING_RESULTS.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', localizePath(href('case', { slug }), lang));
        await expect(links.nth(index)).toContainText(formatPercentChange(change));
      }
      const box = (await note.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // The figure is the case's own: its page shows it.
      await links.first().click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(href('case', { slug: CEILING_RESULTS[0]!.slug }), lang)}$`));
      await expect(page.locator('main')).toContainText(formatPercentChange(CEILING_RESULTS[0]!.change));
    });
  }
});
