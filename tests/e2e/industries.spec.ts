import { CASE_INDUSTRIES, CASES, LANGUAGES, PRODUCT_NAMES, estimateMonthly, formatEstimate, localizePath, type CaseIndustry, type Language } from '@site/model';
import type { IndustryFactsDocument, IndustryPageContent } from '@site/content';
import { expect, test } from './fixtures';

/**
 * An industry's way in: from the home page's first screen and the menu to a page of its own, in
 * every language, prerendered (read here with JavaScript off, as a crawler and a phone on a slow
 * network read it), with its products, its cases, its typical month from the estimate, where its
 * data goes, and the form.
 */
/** Each industry's name in `lang`, as its page's document names it (the menu and the first screen say the same: tests/unit/industry-names.test.ts). */
const namesIn = (lang: Language) => Promise.all(CASE_INDUSTRIES.map(async (industry) => (await documents(industry, lang)).content.name));
const documents = async (industry: CaseIndustry, lang: Language) => {
  const facts = (await import(`../../mfe-products/src/industries/content/${industry}/facts.ts`)) as { default: IndustryFactsDocument };
  const page = (await import(`../../mfe-products/src/industries/content/${industry}/page.${lang}.ts`)) as { default: IndustryPageContent };
  return { facts: facts.default, content: page.default };
};

test.describe('the way to an industry’s page', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const lang of LANGUAGES) {
    test(`the first screen of ${localizePath('/', lang)} at 375 px leads to each industry in one tap`, async ({ page }) => {
      await page.goto(localizePath('/', lang));
      const links = page.locator('.sh-hero__industries a');
      await expect(links).toHaveText(await namesIn(lang));
      // On the first screen, without a scroll.
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(812);
      }
      await links.first().click();
      await expect(page).toHaveURL(localizePath('/industries/healthcare', lang));
      await expect(page.locator('h1')).toBeVisible();
    });

    test(`the menu lists every industry (${lang})`, async ({ page }) => {
      await page.goto(localizePath('/pricing', lang));
      await page.locator('.sh-menu-toggle').click();
      const links = page.locator('.sh-mobile-menu__industries a');
      await expect(links).toHaveText(await namesIn(lang));
      expect(await links.evaluateAll((found) => found.map((link) => link.getAttribute('href')))).toEqual(
        CASE_INDUSTRIES.map((industry) => localizePath(`/industries/${industry}`, lang)),
      );
    });
  }
});

test.describe('an industry’s page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGUAGES) {
    for (const industry of CASE_INDUSTRIES) {
      const path = localizePath(`/industries/${industry}`, lang);
      test(`${path} says the problem, the products, the cases, the month and the data, with a form`, async ({ page }) => {
        const { facts, content } = await documents(industry, lang);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1')).toHaveText(content.hero.title);
        // The first screen leads to the form and the price, and gives the products, the typical month and the systems at a glance.
        const hero = page.locator('header.pr-hero');
        await expect(hero.locator('a[href="#request"]')).toBeVisible();
        await expect(hero.locator('a[href="#price"]')).toBeVisible();
        await expect(hero.locator('.pr-glance__products a')).toHaveText(facts.products.map((product) => PRODUCT_NAMES[product]));
        // The price's title says the month once; the figure under it does not say it again («…miesięcznie» twice).
        await expect(hero.locator('.pr-glance__month')).toHaveText(formatEstimate(estimateMonthly(facts.estimate).total, lang));
        await expect(hero.locator('.pr-industry__systems li').first()).toHaveText(facts.systems[0]!);
        const products = page.locator('#products [data-product]');
        await expect(products.locator('h3')).toHaveText(facts.products.map((product) => PRODUCT_NAMES[product]));
        await expect(page.locator('#systems li')).toHaveText([...facts.systems]);
        // Its cases, from the content remote, in the prerendered page.
        const own = Object.values(CASES).filter((found) => found.industry === industry);
        for (const found of own) await expect(page.locator(`#cases a[href="${localizePath(`/cases/${found.slug}`, lang)}"]`).first()).toBeVisible();
        // The typical month is the estimate's own.
        const month = estimateMonthly(facts.estimate);
        await expect(page.locator('#price [data-estimate]')).toHaveAttribute('data-estimate', String(Math.round(month.total)));
        await expect(page.locator('#price [data-estimate] strong')).toBeVisible();
        await expect(page.locator('#price [data-estimate]')).toHaveText(formatEstimate(month.total, lang));
        await expect(page.locator(`#data a[href="${localizePath('/trust', lang)}#trust-${facts.trust}"]`)).toHaveText(content.data.link);
        await expect(page.locator('#request form')).toHaveCount(1);
      });
    }
  }

  test('the clinics’ page gives HIPAA in the model’s one wording, and the trust page’s patient section', async ({ page }) => {
    await page.goto('/ua/industries/healthcare');
    const { content } = await documents('healthcare', 'uk');
    await expect(page.locator('#data li').last()).toHaveText(content.data.points.at(-1)!.replaceAll('\u00a0', ' ').replaceAll(' ', ' '));
    await expect(page.locator('#data a[href="/ua/trust#trust-patients"]')).toHaveCount(1);
  });
});
