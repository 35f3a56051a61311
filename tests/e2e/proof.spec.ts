import { CLIENT_MARKS, LANGUAGES, localizePath, type Language } from '@site/model';
import { expect, test } from './fixtures';

/**
 * The proof a buyer can check, with JavaScript off: the eight clients' wordmarks, each opening its
 * case, on the home page and under every product page's results; drawn portraits with role and
 * company on the team page, the home page's team strip and the testimonials, each testimonial with
 * its company's mark linking to its case.
 */
const PRODUCT_PAGES = ['/products/lumi-ai', '/products/mediflow-ai', '/products/ai-commerce'];
const TEAM_LINK: Readonly<Record<Language, RegExp>> = {
  en: /on the team page/,
  ru: /на странице команды/,
  uk: /на сторінці команди/,
  pl: /na stronie zespołu/,
};

test.describe('proof with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGUAGES) {
    test(`the home page shows the eight clients as wordmarks, each a link to its case (${lang})`, async ({ page }) => {
      await page.goto(localizePath('/', lang));
      const links = page.locator('.sh-clients .ui-marks__link');
      await expect(links).toHaveCount(CLIENT_MARKS.length);
      for (const [index, mark] of CLIENT_MARKS.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', localizePath(`/cases/${mark.slug}`, lang));
        await expect(links.nth(index).getByRole('img')).toHaveAccessibleName(new RegExp(`^${mark.brand}: `));
      }
      // A wordmark has its size in the HTML: nothing moves when the page's font arrives.
      const box = await links.first().locator('svg').boundingBox();
      expect(box?.height).toBe(22);

      const strip = page.locator('.ct-member-card');
      await expect(strip).toHaveCount(3);
      await expect(strip.first().getByRole('img')).toHaveAttribute('aria-label', /.+/);
      await expect(strip.first()).toContainText('· Synthra');
      await expect(page.getByRole('link', { name: TEAM_LINK[lang] })).toHaveAttribute('href', localizePath('/team', lang));
    });

    for (const path of PRODUCT_PAGES) {
      test(`${localizePath(path, lang)} shows the clients under its results and a drawn portrait with each testimonial`, async ({ page }) => {
        await page.goto(localizePath(path, lang));
        await expect(page.locator('#value .ui-marks__link')).toHaveCount(CLIENT_MARKS.length);
        const portraits = page.locator('#testimonials svg.ui-portrait');
        expect(await portraits.count()).toBeGreaterThan(0);
        for (const portrait of await portraits.all()) {
          await expect(portrait).toHaveAttribute('role', 'img');
          expect(await portrait.locator('.ui-portrait__skin').count()).toBe(2);
        }
        // Each person's company mark links to their case, so the quote can be checked there.
        const cases = page.locator('#testimonials .pr-testimonial__case');
        await expect(cases).toHaveCount(await portraits.count());
        for (const link of await cases.all()) {
          const target = await link.getAttribute('href');
          const mark = CLIENT_MARKS.find((candidate) => localizePath(`/cases/${candidate.slug}`, lang) === target);
          expect(mark, `${target} is no case`).toBeDefined();
          await expect(link.getByRole('img')).toHaveAccessibleName(mark!.brand);
        }
      });
    }

    test(`the team page draws each member with role and company (${lang})`, async ({ page }) => {
      await page.goto(localizePath('/team', lang));
      const members = page.locator('.ct-member');
      await expect(members).toHaveCount(3);
      for (const member of await members.all()) {
        await expect(member.locator('svg.ui-portrait')).toHaveAttribute('role', 'img');
        await expect(member.locator('.ct-member__position')).toContainText('· Synthra');
      }
    });
  }
});
