import { listPages } from '@site/model';
import { englishOnPage, expect, rawKeysOnPage, testInOneVisit as test, waitForPage, wantEveryIsland } from './fixtures';

const CYRILLIC = /[А-Яа-яЁёІіЇїЄєҐґ]/;
const POLISH_LETTERS = /[ąćęłńóśźż]/i;
/** The languages written in Cyrillic letters, whose pages hold no English word outside names. */
const CYRILLIC_LANGUAGES: ReadonlySet<string> = new Set(['ru', 'uk']);

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
      if (CYRILLIC_LANGUAGES.has(page.lang)) {
        expect(title).toMatch(CYRILLIC);
        expect(heading).toMatch(CYRILLIC);
        expect(await englishOnPage(tab)).toEqual([]);
      } else {
        expect(title).not.toMatch(CYRILLIC);
        expect(heading).not.toMatch(CYRILLIC);
      }
      // A Polish page is written in Polish, its letters and all (the trust page quotes Ukrainian law's own terms in Cyrillic, as the English one does).
      if (page.lang === 'pl') expect(await tab.locator('main').innerText()).toMatch(POLISH_LETTERS);

      // Its islands hydrate after the takeover; a prerendered island that did not match would say so.
      await wantEveryIsland(tab);
      expect(await rawKeysOnPage(tab)).toEqual([]);
      expect(await tab.evaluate(() => window.__i18nMissing ?? [])).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  }
});
