import type { Page } from '@playwright/test';
import type { PricingPage } from '@site/content';
import {
  LANGUAGES,
  PRICING,
  PRODUCT_SLUGS,
  STAFF_HOURLY_COST,
  ESTIMATE_MARKET_OF_LANGUAGE,
  brandedTitle,
  estimateMonthly,
  exampleInput,
  ESTIMATE_PRODUCTS,
  type EstimateInput,
  type EstimateProduct,
  formatEstimate,
  formatFromPrice,
  localizePath,
  type Language,
} from '@site/model';
import en from '../../mfe-products/src/pages/content/pricing/page.en';
import ru from '../../mfe-products/src/pages/content/pricing/page.ru';
import uk from '../../mfe-products/src/pages/content/pricing/page.uk';
import pl from '../../mfe-products/src/pages/content/pricing/page.pl';
import { appIsReady, expect, test, whenAppReady, whenPageIdle } from './fixtures';

/**
 * The pricing page: the six price lists, the estimate calculator with its worked example and
 * assumptions, and the structured data, read with JavaScript off as a crawler reads them; the
 * calculator pricing a visitor's own volume once its code runs, which only a field reached starts;
 * and the way to the prices from any page, in every language.
 */
const PAGES: Readonly<Record<Language, PricingPage>> = { en, ru, uk, pl };
const PATH = '/pricing';
const NAV_LABEL: Readonly<Record<Language, string>> = { en: 'Pricing', ru: 'Цены', uk: 'Ціни', pl: 'Cennik' };

/** A product's worked example as a page in `lang` starts it: at the staff cost of its market. */
const example = (product: EstimateProduct, lang: Language) => estimateMonthly(exampleInput(product, ESTIMATE_MARKET_OF_LANGUAGE[lang]));
const total = (page: Page, product: string, side: 'assistant' | 'staff') =>
  page.locator(`.pr-estimate__result[data-product="${product}"] [data-total="${side}"]`);

interface JsonLd {
  readonly '@type': string;
  readonly itemListElement?: readonly { '@type': string; priceCurrency?: string; priceSpecification?: { minPrice: number }; itemOffered?: { name: string } }[];
  readonly offers?: { priceSpecification: { minPrice: number } };
}
const structuredData = (page: Page) =>
  page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}') as JsonLd));

test.describe('the pricing page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGUAGES) {
    const words = PAGES[lang];
    const url = localizePath(PATH, lang);

    test(`${url} gives every product’s price list, the calculator’s worked example and its assumptions`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(words.hero.title);
      await expect(page).toHaveTitle(brandedTitle(words.seo.title));

      const cards = page.locator('#prices .pr-price');
      await expect(cards).toHaveCount(PRODUCT_SLUGS.length);
      for (const slug of PRODUCT_SLUGS) {
        const card = page.locator(`#${slug}`);
        await expect(card.locator('.pr-price__from')).toHaveText(formatFromPrice(slug, lang));
        await expect(card.locator('.pr-price__list--fees > li')).toHaveCount(Object.keys(PRICING[slug].fees).length);
        await expect(card).toContainText(words.products.items[slug].start);
      }

      // The worked example, prerendered: Lumi AI's result shows, the others wait for their radio.
      await expect(total(page, 'lumi-ai', 'assistant')).toContainText(formatEstimate(example('lumi-ai', lang).total, lang));
      await expect(total(page, 'lumi-ai', 'staff')).toContainText(formatEstimate(example('lumi-ai', lang).staff!.total, lang));
      await expect(page.locator('.pr-estimate__result[data-product="ai-seller"]')).toBeHidden();
      // Said to a browser with JavaScript off (Playwright's browser parses <noscript> as if scripts ran, so the page's HTML is read).
      expect((await response!.text()).replaceAll('&nbsp;', '\u00a0')).toContain(
        `<noscript><p class="pr-estimate__stale">${words.calculator.result.example}</p></noscript>`,
      );
      for (const assumption of words.calculator.assumptions) await expect(page.getByText(assumption)).toBeVisible();

      // Every product's worked example is a tap away, with no script at all, with its own fields.
      for (const product of ESTIMATE_PRODUCTS) {
        await page.getByRole('radio', { name: words.calculator.products[product] }).check();
        await expect(total(page, product, 'assistant')).toBeVisible();
        await expect(total(page, product, 'assistant')).toContainText(formatEstimate(example(product, lang).total, lang));
        await expect(page.locator(`.pr-estimate__fields[data-product="${product}"]`)).toBeVisible();
        for (const other of ESTIMATE_PRODUCTS.filter((candidate) => candidate !== product))
          await expect(page.locator(`.pr-estimate__result[data-product="${other}"]`)).toBeHidden();
      }
      // The pricing FAQ's 40 clinics are the calculator's own MediFlow AI example.
      const network = formatEstimate(example('mediflow-ai', lang).total, lang);
      expect(words.faq.items[0]!.answer.join(' ')).toContain(network);
    });
  }

  test('describes the six products’ prices as an OfferCatalog in euros, and each product page its own Offer', async ({ page }) => {
    await page.goto(PATH);
    const catalogue = (await structuredData(page)).find((data) => data['@type'] === 'OfferCatalog')!;
    expect(catalogue.itemListElement?.map((offer) => offer.itemOffered?.name)).toHaveLength(PRODUCT_SLUGS.length);
    for (const [index, slug] of PRODUCT_SLUGS.entries()) {
      expect(catalogue.itemListElement![index]).toMatchObject({
        '@type': 'Offer',
        priceCurrency: 'EUR',
        priceSpecification: { minPrice: PRICING[slug].from.amount },
      });
    }
    expect((await structuredData(page)).map((data) => data['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));

    await page.goto('/ua/products/lumi-ai');
    const service = (await structuredData(page)).find((data) => data['@type'] === 'Service')!;
    expect(service.offers?.priceSpecification.minPrice).toBe(PRICING['lumi-ai'].from.amount);
  });

  for (const lang of LANGUAGES) {
    test(`the prices are a tap from any page and from a product’s price answer (${lang})`, async ({ page }) => {
      await page.goto(localizePath('/cases', lang));
      await page.locator('.sh-nav').getByRole('link', { name: NAV_LABEL[lang], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(PATH, lang)}$`));
      await expect(page.locator('footer').getByRole('link', { name: NAV_LABEL[lang], exact: true })).toHaveAttribute('href', localizePath(PATH, lang));

      await page.goto(localizePath('/products/mediflow-ai', lang));
      const answer = page.locator('#faq details', { hasText: formatFromPrice('mediflow-ai', lang) });
      await answer.locator('summary').click();
      await answer.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(PATH, lang)}#mediflow-ai$`));
      await expect(page.locator('#mediflow-ai')).toBeInViewport();
    });
  }
});

test.describe('the header with the prices in it', () => {
  test.use({ viewport: { width: 1024, height: 700 } });

  for (const lang of LANGUAGES) {
    test(`fits a laptop’s 1024 px, its demo button and the logo’s mark whole, in the fallback font too (${lang})`, async ({ page }) => {
      // The wider case: a page the typeface missed keeps the system font (font-display: optional).
      await page.route(/\.woff2$/, (route) => route.abort());
      await page.goto(localizePath(PATH, lang));
      await expect(page.locator('.sh-nav').getByRole('link', { name: NAV_LABEL[lang], exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
      const cta = await page.locator('.sh-header__cta').boundingBox();
      expect(cta!.x + cta!.width).toBeLessThanOrEqual(1024);
      expect((await page.locator('.sh-logo svg').boundingBox())!.width).toBeGreaterThan(20);
    });
  }
});

/** A product's figure's field. */
const fieldOf = (page: Page, product: EstimateProduct, figure: string) => page.locator(`#calculator [name="${product}:${figure}"]`);

test.describe('the estimate calculator', () => {
  test('loads nothing for a visitor who only reads, and prices their volume at once when they type, before the app', async ({ page, problems }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/mfe/') && pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.goto(PATH);
    await whenPageIdle(page);
    await page.mouse.wheel(0, 2400);
    await page.getByRole('radio', { name: en.calculator.products['ai-seller'] }).check();
    await expect(total(page, 'ai-seller', 'assistant')).toBeVisible();
    expect(scripts).toEqual([]);
    expect(await appIsReady(page)).toBe(false);

    await page.getByRole('radio', { name: en.calculator.products['lumi-ai'] }).check();
    await fieldOf(page, 'lumi-ai', 'calls').click();
    await fieldOf(page, 'lumi-ai', 'calls').fill('30000');
    await fieldOf(page, 'lumi-ai', 'minutes').fill('2');
    // 60,000 minutes: 20,000 at €0.12 and 40,000 at €0.09, and the platform's €390.
    await expect(total(page, 'lumi-ai', 'assistant')).toContainText('€6,390');
    // The products remote's starter answered the first taps: the framework was not needed for them.
    expect(scripts.some((path) => path.startsWith('/mfe/products/') && /starter|calculator/.test(path))).toBe(true);
    await whenAppReady(page);
    const staff = estimateMonthly({ ...exampleInput('lumi-ai'), calls: 30_000, minutes: 2 });
    await expect(total(page, 'lumi-ai', 'staff')).toContainText(formatEstimate(staff.staff!.total, 'en'));
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  /** A volume of each product's own, typed into its own fields. */
  const VOLUMES: { readonly [P in EstimateProduct]: Readonly<Record<string, string>> } = {
    'lumi-ai': { calls: '12000', lines: '40', languages: '3' },
    'mediflow-ai': { branches: '40', doctors: '25', calls: '12000', minutes: '3', resolvedPercent: '50' },
    'ai-seller': { conversations: '30000', languages: '2', resolvedPercent: '70' },
    'ai-commerce': { cards: '700', tests: '15', conversations: '4000' },
    'ai-sales-manager': { managers: '12', hoursPerManager: '55' },
    'agentlab-ai': { agents: '3', operations: '20000' },
  };
  const typedInput = (product: EstimateProduct, lang: Language) =>
    ({
      ...exampleInput(product, ESTIMATE_MARKET_OF_LANGUAGE[lang]),
      ...Object.fromEntries(Object.entries(VOLUMES[product]).map(([figure, text]) => [figure, Number(text)])),
    }) as EstimateInput;

  for (const lang of LANGUAGES) {
    test(`prices every product at its own volume as the model does (${lang})`, async ({ page }) => {
      const words = PAGES[lang].calculator;
      await page.goto(localizePath(PATH, lang));
      for (const product of ESTIMATE_PRODUCTS) {
        await page.getByRole('radio', { name: words.products[product] }).check();
        for (const [figure, text] of Object.entries(VOLUMES[product])) await fieldOf(page, product, figure).fill(text);
        const estimate = estimateMonthly(typedInput(product, lang));
        await expect(total(page, product, 'assistant'), product).toContainText(formatEstimate(estimate.total, lang));
        if (estimate.staff) {
          await expect(total(page, product, 'staff'), product).toContainText(formatEstimate(estimate.staff.total, lang));
          await expect(page.locator(`.pr-estimate__result[data-product="${product}"] [data-saving]`)).toHaveAttribute(
            'data-saving',
            String(Math.round(estimate.saving!)),
          );
        } else
          await expect(page.locator(`.pr-estimate__result[data-product="${product}"] .pr-estimate__measured`)).toHaveText(
            words.result.measured[product as 'agentlab-ai'],
          );
      }
    });
  }

  test('says beside a field what it accepts and keeps the last estimate, starts in Ukraine, and a country sets its staff cost (Ukrainian)', async ({
    page,
  }) => {
    await page.goto('/ua/pricing');
    await expect(page.locator('#calculator [name="market"]')).toHaveValue('UA');
    await expect(page.locator('#calculator [name="hourlyCost"]')).toHaveValue(String(STAFF_HOURLY_COST.UA));
    const calls = fieldOf(page, 'lumi-ai', 'calls');
    await calls.fill('3000');
    await whenAppReady(page);
    await expect(total(page, 'lumi-ai', 'assistant')).toContainText(formatEstimate(390 + 9_000 * 0.12, 'uk'));
    await calls.fill('багато');
    await expect(calls).toHaveAttribute('aria-invalid', 'true');
    await expect(calls).toHaveAccessibleDescription(uk.calculator.errors.calls);
    await expect(page.locator('#calculator').getByRole('status')).toHaveText(uk.calculator.result.stale);
    await expect(total(page, 'lumi-ai', 'assistant')).toContainText(formatEstimate(390 + 9_000 * 0.12, 'uk'));

    await calls.fill('3000');
    await page.locator('#calculator [name="market"]').selectOption('PL');
    await expect(page.locator('#calculator [name="hourlyCost"]')).toHaveValue(String(STAFF_HOURLY_COST.PL));
    const staff = estimateMonthly({ ...exampleInput('lumi-ai', 'PL'), calls: 3_000 });
    await expect(total(page, 'lumi-ai', 'staff')).toContainText(formatEstimate(staff.staff!.total, 'uk'));
  });
});
