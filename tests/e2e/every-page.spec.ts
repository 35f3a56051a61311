import { listPages } from '@site/model';
import { englishOnPage, expect, rawKeysOnPage, testInOneVisit as test, waitForPage, wantEveryIsland } from './fixtures';

const CYRILLIC = /[А-Яа-яЁёІіЇїЄєҐґ]/;

test.describe('every page in every language', () => {
  for (const page of listPages()) {
    test(`${page.url} renders in ${page.lang}`, async ({ page: tab, problems }) => {
      const response = await tab.goto(page.url);
      expect(response?.status()).toBe(200);
      await waitForPage(tab);

      await expect(tab.locator('html')).toHaveAttribute('lang', page.lang);
      const title = await tab.title();
      const h1 = tab.locator('h1');
      await expect(h1).toHaveCount(1);
      const heading = (await h1.textContent())?.trim() ?? '';
      expect(title).not.toBe('');
      expect(heading).not.toBe('');
      if (page.lang === 'en') {
        expect(title).not.toMatch(CYRILLIC);
        expect(heading).not.toMatch(CYRILLIC);
      } else {
        expect(title).toMatch(CYRILLIC);
        expect(heading).toMatch(CYRILLIC);
        expect(await englishOnPage(tab)).toEqual([]);
      }

      // Its islands hydrate after the takeover; a prerendered island that did not match would say so.
      await wantEveryIsland(tab);
      expect(await rawKeysOnPage(tab)).toEqual([]);
      expect(await tab.evaluate(() => window.__i18nMissing ?? [])).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  }
});
