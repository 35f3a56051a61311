import { LANGUAGES, URL_PREFIXES } from '@site/model';
import { expect, test, waitForPage } from './fixtures';

const CASES = [
  { url: '/no-such-page', lang: 'en', title: 'Oops! Page not found', links: ['Home', 'Products', 'Cases', 'Contacts', 'Blog'] },
  { url: '/ru/no-such-page', lang: 'ru', title: 'Ой! Страница не найдена', links: ['Главная', 'Продукты', 'Кейсы', 'Контакты', 'Блог'] },
  { url: '/ua/no-such-page', lang: 'uk', title: 'Ой! Сторінку не знайдено', links: ['Головна', 'Продукти', 'Кейси', 'Контакти', 'Блог'] },
  { url: '/cases/no-such-case', lang: 'en', title: 'Oops! Page not found', links: ['Home', 'Products', 'Cases', 'Contacts', 'Blog'] },
  { url: '/ru/thank-you', lang: 'ru', title: 'Ой! Страница не найдена', links: ['Главная', 'Продукты', 'Кейсы', 'Контакты', 'Блог'] },
  { url: '/products', lang: 'en', title: 'Oops! Page not found', links: ['Home', 'Products', 'Cases', 'Contacts', 'Blog'] },
];

test.describe('unknown paths', () => {
  for (const c of CASES) {
    test(`${c.url} answers 404 with the not-found page in ${c.lang}`, async ({ page, problems }) => {
      const response = await page.goto(c.url);
      expect(response?.status()).toBe(404);
      await waitForPage(page);
      await expect(page.locator('h1')).toHaveText(c.title);
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      const links = page.locator('.sh-not-found nav a');
      await expect(links).toHaveText(c.links);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      expect(problems.pageErrors).toEqual([]);
    });
  }

  test('its links lead back into the site', async ({ page }) => {
    await page.goto('/ru/nowhere');
    await waitForPage(page);
    await page.locator('.sh-not-found nav').getByRole('link', { name: 'Кейсы' }).click();
    await expect(page).toHaveURL(/\/ru\/cases$/);
    await expect(page.locator('h1')).toHaveText('Кейсы');
  });

  test('its language switcher stays on the site when the path reads as another host', async ({ page }) => {
    await page.goto('/ru//evil.com');
    await waitForPage(page);
    await expect(page.locator('h1')).toHaveText('Ой! Страница не найдена');
    const targets = await page.locator('.sh-lang__link').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href')));
    expect([...new Set(targets)]).toEqual(LANGUAGES.map((lang) => (URL_PREFIXES[lang] ? `/${URL_PREFIXES[lang]}//evil.com` : '/evil.com')));
    for (const href of targets) expect(new URL(href!, page.url()).origin).toBe(new URL(page.url()).origin);
  });

  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });
    const PRERENDERED = [
      { url: '/nowhere', lang: 'en', title: 'Oops! Page not found', head: 'Page not found' },
      { url: '/ru/nowhere', lang: 'ru', title: 'Ой! Страница не найдена', head: 'Страница не найдена' },
      { url: '/ua/nowhere', lang: 'uk', title: 'Ой! Сторінку не знайдено', head: 'Сторінку не знайдено' },
      { url: '/pl/nowhere', lang: 'pl', title: 'Ups! Nie ma takiej strony', head: 'Nie znaleziono strony' },
    ] as const;
    for (const c of PRERENDERED) {
      test(`${c.url} answers 404 with the prerendered not-found page in ${c.lang}`, async ({ page }) => {
        const response = await page.goto(c.url);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
        // The copy keeps a short word with the next by a non-breaking space («не найдена»): any space matches.
        await expect(page).toHaveTitle(new RegExp(`^${c.head.replaceAll(' ', '\\s')}`));
        await expect(page.locator('h1')).toHaveText(c.title);
        const prefix = URL_PREFIXES[c.lang] ? `/${URL_PREFIXES[c.lang]}` : '';
        const hrefs = await page.locator('.sh-not-found nav a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(hrefs).toHaveLength(5);
        // Each stays in the page's language: its prefix, then the end, a path or an anchor (`/ru#products`).
        for (const href of hrefs) expect(href).toMatch(new RegExp(`^${prefix}(?:[/#]|$)`));
      });
    }
  });

  test('a missing file of a remote is a 404, never a page with status 200', async ({ request }) => {
    const response = await request.get('/mfe/content/assets/does-not-exist.js');
    expect(response.status()).toBe(404);
  });
});
