import { DATA_POLICY, LANGUAGES, localizePath, type Language } from '@site/model';
import { expect, test } from './fixtures';

/**
 * The trust page, read as a buyer would with JavaScript off: where the data lives and for how long,
 * in the data policy's figures (the ones the CDK app deploys), and the ways to it from the footer,
 * the privacy page and MediFlow AI's GDPR · HIPAA badge.
 */
const DAYS: Readonly<Record<Language, string>> = { en: 'days', ru: 'дней', uk: 'днів' };
const TITLE: Readonly<Record<Language, string>> = { en: 'Trust and data', ru: 'Данные и безопасность', uk: 'Дані та безпека' };
const text = async (page: import('@playwright/test').Page, selector: string) => (await page.locator(selector).innerText()).replaceAll('\u00a0', ' ');

test.describe('the trust page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGUAGES) {
    const url = localizePath('/trust', lang);

    test(`${url} names the region and every period of the data policy`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(TITLE[lang]);
      const body = await text(page, 'main');
      expect(body).toContain(DATA_POLICY.region);
      expect(body).toContain(DATA_POLICY.firewallRegion);
      const { retentionDays } = DATA_POLICY;
      for (const days of [retentionDays.records, retentionDays.backups, retentionDays.functionLogs, retentionDays.cdnLogs, retentionDays.firewallLogs]) {
        expect(body).toContain(`${days} ${DAYS[lang]}`);
      }
      for (const word of ['ElevenLabs', 'Telegram', 'Amazon Web Services', 'TLS 1.2', 'GDPR', 'HIPAA', 'DPA', 'BAA']) expect(body).toContain(word);
      // The same retention list as the privacy page, word for word.
      const trustList = await text(page, '.sh-retention');
      await page.goto(localizePath('/privacy', lang));
      expect(await text(page, '.sh-retention')).toBe(trustList);
      await expect(page.getByRole('link', { name: TITLE[lang] }).first()).toHaveAttribute('href', url);
    });

    test(`${url} is reached from the footer and from MediFlow AI’s GDPR · HIPAA badge`, async ({ page }) => {
      await page.goto(localizePath('/products/mediflow-ai', lang));
      await expect(page.locator('footer').getByRole('link', { name: TITLE[lang] })).toHaveAttribute('href', url);
      const badge = page.locator('.pr-hero__visual').getByRole('link', { name: /GDPR · HIPAA/ });
      await expect(badge).toHaveAttribute('href', url);
      await badge.click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(page.locator('a[href^="mailto:privacy@synthra.ai?subject="]')).toHaveCount(1);
    });
  }

  test('the sitemap lists the trust page in its three languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const lang of LANGUAGES) expect(sitemap).toContain(`${localizePath('/trust', lang)}</loc>`);
  });
});
