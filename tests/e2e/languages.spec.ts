import { LANGUAGES, LANGUAGE_NATIVE_NAMES, localizePath, pageUrl, URL_PREFIXES } from '@site/model';
import { expect, test, waitForPage } from './fixtures';

test.describe('languages come from the URL', () => {
  test('the switcher rewrites the prefix, keeps the query and replaces the history entry', async ({ page, problems }) => {
    await page.goto('/team');
    await waitForPage(page);
    await page.goto('/cases?industry=saas');
    await waitForPage(page);
    const before = await page.evaluate(() => history.length);

    await page.locator('.sh-header__lang').getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/cases\?industry=saas$/);
    await expect(page.locator('h1')).toHaveText('Кейсы');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page).toHaveTitle(/Кейсы/);

    await page.locator('.sh-header__lang').getByRole('link', { name: 'Українська' }).click();
    await expect(page).toHaveURL(/\/ua\/cases\?industry=saas$/);
    await expect(page.locator('h1')).toHaveText('Кейси');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    expect(await page.evaluate(() => history.length)).toBe(before);

    await page.goBack();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.locator('h1')).toHaveText('Our team');
    expect(problems.consoleErrors).toEqual([]);
  });

  test('links inside a Russian page stay in Russian', async ({ page }) => {
    await page.goto('/ru');
    await waitForPage(page);
    await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Команда' }).click();
    await expect(page).toHaveURL(/\/ru\/team$/);
    await expect(page.locator('h1')).toHaveText('Наша команда');
  });

  test('a stored language choice is removed at start and does not decide the language', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('i18nextLng', 'ru');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/contacts');
    await waitForPage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
  });

  test('blocked storage breaks nothing', async ({ page, problems }) => {
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: blocked });
      Object.defineProperty(window, 'sessionStorage', { get: blocked });
    });
    await page.goto('/ua/blog');
    await waitForPage(page);
    await expect(page.locator('h1')).toHaveText('Блог');
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('language redirects', () => {
  test('/en/… redirects to the path without /en, keeping query and hash', async ({ page, request }) => {
    const response = await request.get('/en/cases/onboarding-spain?ref=mail', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/cases/onboarding-spain?ref=mail');

    await page.goto('/en/blog?x=1#top');
    await expect(page).toHaveURL(/\/blog\?x=1#top$/);
    await waitForPage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  for (const target of ['/en//evil.com', '/en/%2F%2Fevil.com', '/en/%5Cevil.com']) {
    test(`${target} stays on the site`, async ({ request }) => {
      const response = await request.get(target, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe('/evil.com');
    });
  }

  test('the browser applies the same rule: a page opened at /en//evil.com goes to /evil.com on this origin', async ({ page, baseURL }) => {
    // The twin would redirect first; serve the home page at that address so the app's own rule runs.
    await page.route('**/en//evil.com', async (route) => route.fulfill({ response: await route.fetch({ url: `${baseURL}/` }) }));
    await page.goto('/en//evil.com');
    await page.keyboard.press('Shift');
    await expect(page).toHaveURL(`${baseURL}/evil.com`);
  });

  test('/en alone goes home', async ({ request }) => {
    const response = await request.get('/en', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/');
  });

  test('?lng=ru|ua|en goes to that language’s page', async ({ page }) => {
    await page.goto('/products/lumi-ai?lng=ua&utm=x');
    await expect(page).toHaveURL(/\/ua\/products\/lumi-ai\?utm=x$/);
    await waitForPage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');

    await page.goto('/ru/team?lng=en');
    await expect(page).toHaveURL(/\/team$/);
  });

  // One per language of the model, so a language added to it is held to every rule at once.
  for (const lang of LANGUAGES) {
    test(`${LANGUAGE_NATIVE_NAMES[lang]}: ?lng=${URL_PREFIXES[lang] || lang} leads to its page, which speaks it and links to the others`, async ({
      page,
      problems,
    }) => {
      await page.goto(
        `${localizePath(
          '/team',
          LANGUAGES.find((other) => other !== lang)!,
        )}?lng=${URL_PREFIXES[lang] || lang}`,
      );
      await expect(page).toHaveURL(new RegExp(`${localizePath('/team', lang)}$`));
      await waitForPage(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const switcher = page.locator('.sh-header__lang');
      for (const other of LANGUAGES) {
        await expect(switcher.locator(`a[hreflang="${other}"]`)).toHaveAttribute('href', localizePath('/team', other));
      }
      await expect(switcher.locator('a[aria-current="true"]')).toHaveAttribute('hreflang', lang);
      const thanks = await page.request.get(pageUrl('/thank-you', lang));
      expect(thanks.status()).toBe(200);
      expect(await thanks.text()).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
      expect(problems.pageErrors).toEqual([]);
    });
  }

  for (const value of ['<script>alert(1)</script>', 'javascript:alert(1)', '" onmouseover="x()', 'eval(1)', 'document.cookie', 'de']) {
    test(`?lng=${value} is dropped`, async ({ page, problems }) => {
      const response = await page.goto(`/cases?lng=${encodeURIComponent(value)}`);
      expect(response?.status()).toBe(200);
      await waitForPage(page);
      expect(new URL(page.url()).pathname).toBe('/cases');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(problems.pageErrors).toEqual([]);
    });
  }
});
