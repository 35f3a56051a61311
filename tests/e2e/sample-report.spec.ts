import type { SampleReport } from '@site/content';
import { LANGUAGES, brandedTitle, localizePath, type Language } from '@site/model';
import en from '../../mfe-products/src/content/ai-sales-manager/sample-report/report.en';
import ru from '../../mfe-products/src/content/ai-sales-manager/sample-report/report.ru';
import uk from '../../mfe-products/src/content/ai-sales-manager/sample-report/report.uk';
import pl from '../../mfe-products/src/content/ai-sales-manager/sample-report/report.pl';
import figures from '../../mfe-products/src/content/ai-sales-manager/sample-report/figures';
import { expect, test } from './fixtures';

/**
 * AI Sales Manager's sample report: a page of the products remote that reads and prints without
 * any script, and the two ways to it, the home page's demo card and the product form's interest.
 */
const REPORTS: Readonly<Record<Language, SampleReport>> = { en, ru, uk, pl };
const PATH = '/products/ai-sales-manager/sample-report';
const DEMO_ACTION: Readonly<Record<Language, string>> = {
  en: 'Open the sample report',
  ru: 'Открыть пример отчёта',
  uk: 'Відкрити приклад звіту',
  pl: 'Otwórz przykładowy raport',
};
const CTA_LINK: Readonly<Record<Language, string>> = {
  en: 'See an example report',
  ru: 'Посмотреть пример отчёта',
  uk: 'Переглянути приклад звіту',
  pl: 'Zobacz przykład raportu',
};
const INTEREST_LINK: Readonly<Record<Language, string>> = {
  en: 'See what the report looks like',
  ru: 'Как выглядит отчёт',
  uk: 'Який вигляд має звіт',
  pl: 'Zobacz, jak wygląda raport',
};

test.describe('the sample report with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGUAGES) {
    const report = REPORTS[lang];
    const url = localizePath(PATH, lang);

    test(`${url} shows its title, KPIs, charts, ranked managers, lowest calls and tips`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(report.header.title);
      // The page's head adds the site's name to the report's own title.
      await expect(page).toHaveTitle(brandedTitle(report.seo.title));

      const kpis = page.locator('#summary .pr-report-kpis__item');
      await expect(kpis).toHaveCount(6);
      await expect(kpis.first()).toContainText(report.summary.labels.calls);
      await expect(page.locator('#summary .pr-report-kpis')).toContainText(String(figures.totals.averageScore));

      // The charts are images named by their headings, described by their captions, with their figures in a table.
      for (const chart of [report.distribution, report.hours]) {
        const image = page.getByRole('img', { name: chart.title });
        await expect(image).toHaveCount(1);
        await expect(image).toHaveAccessibleDescription(chart.caption);
        await expect(image).toBeVisible();
      }
      await expect(page.locator('#summary svg[role="img"] rect')).not.toHaveCount(0);
      await expect(page.locator('#summary .ui-visually-hidden table')).toHaveCount(2);

      await expect(page.locator('#funnel tbody tr')).toHaveCount(figures.funnel.length);
      const managers = page.locator('#ranking tbody th');
      await expect(managers).toHaveText(figures.managers.map((manager) => report.ranking.names[manager.id]!));
      await expect(page.locator('#lowest .pr-report-call')).toHaveCount(report.lowest.calls.length);
      const tips = page.locator('#tips .pr-report-tip');
      await expect(tips).toHaveCount(figures.managers.length);
      await expect(tips.first()).toContainText(report.tips.items[0]!.focus);

      const trail = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? '{}') as { '@type': string; itemListElement?: { name: string; item: string }[] }),
        );
      expect(trail.find((data) => data['@type'] === 'BreadcrumbList')?.itemListElement?.map((crumb) => crumb.name)).toEqual([
        expect.any(String),
        'AI Sales Manager',
        report.breadcrumb,
      ]);
      // The request is on the page itself, the sample report already ticked, before any script runs.
      await expect(page.getByRole('link', { name: report.cta.button })).toHaveAttribute('href', '#request');
      await expect(page.locator('#request form input[type="checkbox"][value="sample-report"]')).toBeChecked();
    });

    test(`the home page’s demo card, the AI Sales Manager page’s call to action and its form lead to the report (${lang})`, async ({ page }) => {
      await page.goto(localizePath('/', lang));
      await page.getByRole('link', { name: DEMO_ACTION[lang] }).click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(page.locator('h1')).toHaveText(report.header.title);

      await page.goto(localizePath('/products/ai-sales-manager', lang));
      await expect(page.locator('[aria-labelledby="cta-title"]').getByRole('link', { name: new RegExp(CTA_LINK[lang]) })).toHaveAttribute('href', url);
      const form = page.locator('#request form');
      const link = form.getByRole('link', { name: INTEREST_LINK[lang] });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      const option = form.locator('.ui-form__option', { has: page.getByRole('link', { name: INTEREST_LINK[lang] }) });
      await expect(option.locator('input[type="checkbox"]')).toHaveAttribute('value', 'sample-report');
    });
  }

  test('fits a phone’s screen without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(localizePath(PATH, 'uk'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('prints on A4 as the report alone, in ink on white', async ({ page }) => {
    await page.goto(PATH);
    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['.sh-header', '.sh-footer', '.pr-report-cta']) await expect(page.locator(chrome)).toBeHidden();
    await expect(page.getByRole('img', { name: en.distribution.title })).toBeVisible();
    await expect(page.locator('#ranking table')).toBeVisible();
    const ink = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-ink').trim());
    const bar = await page
      .locator('.pr-report-chart__mark:not(.pr-report-chart__mark--flagged) rect')
      .first()
      .evaluate((rect) => getComputedStyle(rect).fill);
    const heading = await page.locator('h1').evaluate((h1) => getComputedStyle(h1).color);
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
    expect(bar).toBe(rgb(ink));
    expect(heading).toBe(rgb(ink));
    const pdf = await page.pdf({ format: 'A4', printBackground: false });
    expect(pdf.length).toBeGreaterThan(10_000);
  });
});
