import { COMPANY, DATA_POLICY, LANGUAGES, PRODUCT_NAMES, SUB_PROCESSORS, VOICE_AGENT_LLM, dpaPath, localizePath, type Language } from '@site/model';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './fixtures';

/**
 * The trust centre, read as a buyer would with JavaScript off: where this site's data lives and
 * for how long, in the data policy's figures (the ones the CDK app deploys), the sub-processors by
 * product, certificates as they stand, the AI Act, and the DPA, a PDF that downloads; and the ways
 * to it from the footer, the privacy page and MediFlow AI's GDPR · HIPAA badge.
 */
const DAYS: Readonly<Record<Language, string>> = { en: 'days', ru: 'дней', uk: 'днів', pl: 'dni' };
const TITLE: Readonly<Record<Language, string>> = { en: 'Trust and data', ru: 'Данные и безопасность', uk: 'Дані та безпека', pl: 'Dane i bezpieczeństwo' };
/** Where the site's assistant talks to ElevenLabs, as each language names the place. */
const VOICE_PLACE: Readonly<Record<Language, Record<typeof DATA_POLICY.voiceEnvironment, string>>> = {
  en: { us: 'in the United States', eu: 'EU data-residency' },
  ru: { us: 'в США', eu: 'хранением данных в ЕС' },
  uk: { us: 'у США', eu: 'зберіганням даних у ЄС' },
  pl: { us: 'w Stanach Zjednoczonych', eu: 'z rezydencją danych' },
};
const text = async (page: import('@playwright/test').Page, selector: string) => (await page.locator(selector).innerText()).replace(/\s+/g, ' ');

test.describe('the trust page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGUAGES) {
    const url = localizePath('/trust', lang);

    test(`${url} names the region, every period of the data policy and where the assistant’s conversations go`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(TITLE[lang]);
      const body = await text(page, 'main');
      expect(body).toContain(DATA_POLICY.region);
      const { retentionDays } = DATA_POLICY;
      for (const days of [retentionDays.records, retentionDays.backups, retentionDays.functionLogs, retentionDays.cdnLogs, retentionDays.firewallLogs]) {
        expect(body).toContain(`${days} ${DAYS[lang]}`);
      }
      expect(body).toContain(VOICE_PLACE[lang][DATA_POLICY.voiceEnvironment]);
      for (const word of [
        'Amazon Web Services',
        'TLS 1.2',
        DATA_POLICY.tls.customDomainPolicy,
        // Polish names the GDPR by its own acronym.
        lang === 'pl' ? 'RODO' : 'GDPR',
        'HIPAA',
        'DPA',
        'BAA',
        'ISO/IEC 27001',
        'SOC 2',
        VOICE_AGENT_LLM,
      ]) {
        expect(body).toContain(word);
      }
      // The same retention list as the privacy page, word for word.
      const trustList = await text(page, '.sh-retention');
      await page.goto(localizePath('/privacy', lang));
      expect(await text(page, '.sh-retention')).toBe(trustList);
      await expect(page.getByRole('link', { name: TITLE[lang] }).first()).toHaveAttribute('href', url);
    });

    test(`${url} tables the sub-processors by product and says what each product keeps by default`, async ({ page }) => {
      await page.goto(url);
      const [processors, products] = [page.locator('table').nth(0), page.locator('table').nth(1)];
      await expect(processors.locator('tbody th')).toHaveText(Object.values(SUB_PROCESSORS).map((processor) => processor.name));
      const productNames = await products.locator('tbody th').allInnerTexts();
      expect(productNames.slice(1)).toEqual(Object.values(PRODUCT_NAMES));
      await expect(page.locator('aside').getByRole('link', { name: COMPANY.securityEmail })).toHaveAttribute('href', `mailto:${COMPANY.securityEmail}`);
    });

    test(`${url} downloads its DPA, a PDF with the company and the sub-processors`, async ({ page }) => {
      await page.goto(url);
      const link = page.locator(`a[href="${dpaPath(lang)}"]`);
      await expect(link).toHaveCount(1);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`-DPA-${lang}\\.pdf$`));
      const response = await page.request.get(dpaPath(lang));
      expect(response.headers()['content-type']).toBe('application/pdf');
      const { text: pdfText } = await extractText(await getDocumentProxy(new Uint8Array(await response.body())), { mergePages: true });
      const read = pdfText.replace(/\s+/g, ' ');
      expect(read).toContain(COMPANY.legalName);
      for (const processor of Object.values(SUB_PROCESSORS)) expect(read).toContain(processor.name);
    });

    test(`${url} is reached from the footer and from MediFlow AI’s GDPR · HIPAA badge`, async ({ page }) => {
      await page.goto(localizePath('/products/mediflow-ai', lang));
      await expect(page.locator('footer').getByRole('link', { name: TITLE[lang] })).toHaveAttribute('href', url);
      const badge = page.locator('.pr-hero__visual').getByRole('link', { name: /(?:GDPR|RODO) · HIPAA/ });
      await expect(badge).toHaveAttribute('href', url);
      await badge.click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(page.locator(`a[href^="mailto:${COMPANY.privacyEmail}?subject="]`)).toHaveCount(1);
    });
  }

  test('the sitemap lists the trust page in every language', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const lang of LANGUAGES) expect(sitemap).toContain(`${localizePath('/trust', lang)}</loc>`);
  });
});
