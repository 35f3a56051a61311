import { COMPANY, EXAMPLE_RECORD_WORDS, LANGUAGES, SECURITY_TXT_PATH, companyAddress, languageUrl, registryNumber, type Language } from '@site/model';
import { siteOrigin } from '../../scripts/lib/site-origin';
import { expect, test } from './fixtures';

/**
 * Who runs the site and how to reach a person: the legal notice and the disclosure policy in every
 * language, read with JavaScript off as a procurement team's crawler or a cautious buyer reads them;
 * the phone that rings from every page; the machine-readable security contact. Every value is the
 * company's record (`COMPANY`), so a changed number changes every place at once.
 */
test.use({ javaScriptEnabled: false });

const ORIGIN = siteOrigin();
const TEL = `tel:${COMPANY.phone}`;
const url = (path: string, lang: Language) => languageUrl(path, lang);

test.describe('the legal notice', () => {
  for (const lang of LANGUAGES) {
    test(`${url('/legal', lang)} names the company, its office, register and numbers, and how to reach it`, async ({ page }) => {
      const response = await page.goto(url('/legal', lang));
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      const record = page.locator('#legal-details ~ dl');
      const text = (await record.innerText()).replaceAll('\u00a0', ' ');
      for (const value of [
        COMPANY.legalName,
        COMPANY.legalForm[lang],
        companyAddress(lang),
        COMPANY.register.court,
        registryNumber(COMPANY.register.number, lang),
        registryNumber(COMPANY.vatId, lang),
        registryNumber(COMPANY.regon, lang),
      ]) {
        expect(text).toContain(value.replaceAll('\u00a0', ' '));
      }
      // The example record says so above its values, and gives none of its numbers as the company's.
      const note = page.locator('#legal-details ~ [data-example-record]');
      if (COMPANY.example) {
        await expect(note).toHaveText(EXAMPLE_RECORD_WORDS[lang].note);
        expect(text).not.toContain(COMPANY.register.number);
        expect(text).not.toContain(COMPANY.regon);
      } else await expect(note).toHaveCount(0);
      const contact = page.locator('#legal-contact + dl');
      await expect(contact.locator(`a[href="${TEL}"]`)).toHaveText(COMPANY.phoneDisplay);
      for (const address of [COMPANY.email, COMPANY.privacyEmail, COMPANY.securityEmail]) {
        await expect(contact.locator(`a[href="mailto:${address}"]`)).toHaveText(address);
      }
      // Its notes lead on to the privacy policy, the trust page and the disclosure policy, in the page's language.
      for (const path of ['/privacy', '/trust', '/security']) await expect(page.locator(`#main a[href="${url(path, lang)}"]`)).not.toHaveCount(0);
    });
  }
});

test.describe('the vulnerability disclosure policy', () => {
  for (const lang of LANGUAGES) {
    test(`${url('/security', lang)} says where to report, and points at the machine-readable file`, async ({ page }) => {
      const response = await page.goto(url('/security', lang));
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator(`#main a[href="mailto:${COMPANY.securityEmail}"]`)).toHaveText(COMPANY.securityEmail);
      await expect(page.locator(`#main a[href="${SECURITY_TXT_PATH}"]`)).toHaveCount(1);
    });
  }
});

test.describe('a number that rings', () => {
  test('every page’s footer gives the phone as a tel: link with its hours, the legal line and the legal notice', async ({ page }) => {
    for (const path of ['/', '/ru/products/lumi-ai', '/ua/cases/medical-center-ukraine', '/blog', '/thank-you/ua', '/ua/nothing-here']) {
      await page.goto(path);
      const footer = page.locator('footer');
      await expect(footer.locator(`a[href="${TEL}"]`), path).toHaveText(COMPANY.phoneDisplay);
      // The page's own language (a missing page is answered in English).
      const lang = (await page.locator('html').getAttribute('lang')) as Language;
      await expect(footer.locator('.sh-footer__legal'), path).toContainText(`KRS: ${registryNumber(COMPANY.register.number, lang)}`);
      await expect(footer.locator('.sh-footer__legal'), path).toContainText(`NIP: ${registryNumber(COMPANY.nip, lang)}`);
      // Every page says, while the record is the example, that its details are one.
      await expect(footer.locator('[data-example-record]'), path).toHaveCount(COMPANY.example ? 1 : 0);
      if (COMPANY.example) await expect(footer.locator('[data-example-record]'), path).toHaveText(EXAMPLE_RECORD_WORDS[lang].note);
      await expect(footer.locator('a[href$="/legal"]'), path).toHaveCount(1);
    }
  });

  for (const lang of LANGUAGES) {
    test(`the contacts page (${lang}) lets a visitor call and write: a tel: link beside the e-mail, with the hours`, async ({ page }) => {
      await page.goto(url('/contacts', lang));
      const details = page.locator('.sh-contacts');
      await expect(details.locator(`a[href="${TEL}"]`)).toHaveText(COMPANY.phoneDisplay);
      await expect(details.locator(`a[href="mailto:${COMPANY.email}"]`)).toHaveText(COMPANY.email);
      await expect(details).toContainText(COMPANY.phoneHours.to);
      await expect(details.locator(`a[href="${url('/legal', lang)}"]`)).toHaveCount(1);
    });
  }

  test('without scripts the home hero offers the phone and the e-mail where the assistant could not start, and no dead assistant buttons', async ({ page }) => {
    await page.goto('/ua');
    const hero = page.locator('.sh-hero__actions');
    await expect(hero.locator(`a[href="${TEL}"]`)).toBeVisible();
    await expect(hero.locator(`a[href="mailto:${COMPANY.email}"]`)).toBeVisible();
    await expect(hero.locator('button')).toHaveCount(2);
    for (const button of await hero.locator('button').all()) await expect(button).toBeHidden();
    await expect(page.locator('.vc-widget')).toBeHidden();
  });
});

test.describe('the company as structured data', () => {
  for (const path of ['/', '/ru/legal', '/ua/contacts', '/blog/ai-in-healthcare']) {
    test(`${path} describes the company as an Organization with its legal name, address, phone and e-mail, and its numbers once they are the vendor's`, async ({
      page,
    }) => {
      await page.goto(path);
      const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
      const organizations = blocks.filter((block) => block['@type'] === 'Organization');
      expect(organizations).toHaveLength(1);
      expect(organizations[0]).toMatchObject({
        '@id': `${ORIGIN}/#organization`,
        legalName: COMPANY.legalName,
        telephone: COMPANY.phone,
        email: COMPANY.email,
        address: {
          '@type': 'PostalAddress',
          streetAddress: COMPANY.address.street,
          postalCode: COMPANY.address.postalCode,
          addressLocality: COMPANY.address.city,
          addressCountry: COMPANY.address.country,
        },
      });
      expect(organizations[0].vatID).toBe(COMPANY.example ? undefined : COMPANY.vatId);
      expect(organizations[0].identifier).toEqual(COMPANY.example ? undefined : expect.arrayContaining([expect.objectContaining({ propertyID: 'KRS' })]));
    });
  }
});

test.describe('security.txt', () => {
  test('is served as UTF-8 plain text with the fields RFC 9116 asks for, and has not expired', async ({ request }) => {
    const response = await request.get(SECURITY_TXT_PATH);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const fields = new Map(
      (await response.text())
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)] as const),
    );
    expect(fields.get('Contact')).toBe(`mailto:${COMPANY.securityEmail}`);
    expect(fields.get('Preferred-Languages')).toBe(LANGUAGES.join(', '));
    expect(fields.get('Policy')).toBe(`${ORIGIN}/security`);
    expect(fields.get('Canonical')).toBe(`${ORIGIN}${SECURITY_TXT_PATH}`);
    const expires = Date.parse(fields.get('Expires') ?? '');
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires - Date.now()).toBeLessThan(365 * 24 * 60 * 60 * 1000);
  });
});
