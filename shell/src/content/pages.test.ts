import { describe, expect, it } from 'vitest';
import { collection, homePageSchema, structureOf, type HomePage } from '@site/content';
import { CLIENT_COUNTRIES, LANGUAGES, SAMPLE_REPORT_DAY, headlineClaims } from '@site/model';

/** The shell's pages' copy through the one loader, each document checked against its schema as it loads. */
const PAGES = collection<{ page: HomePage }>('pages', import.meta.glob('./*/page.*.ts'), { page: homePageSchema });
const home = new Map(await Promise.all(LANGUAGES.map(async (lang) => [lang, await PAGES.load('home', 'page', lang)] as const)));

describe('the home page’s copy', () => {
  it('is one folder, home/, with the same structure in every language', () => {
    expect(PAGES.ids).toEqual(['home']);
    const [en, ...others] = LANGUAGES.map((lang) => structureOf(home.get(lang)));
    for (const other of others) expect(other).toEqual(en);
  });

  it.each(LANGUAGES)('shows in %s the headline claims the site’s facts make, in their order', (lang) => {
    expect(home.get(lang)!.hero.claims.map((claim) => claim.value)).toEqual(Object.values(headlineClaims(lang)));
  });

  it.each(LANGUAGES)('quotes in %s the number of the clients’ countries and of the sample report’s managers, as the facts count them', (lang) => {
    const { benefits, hero } = home.get(lang)!;
    expect(benefits.items.map((item) => item.value)).toContain(String(CLIENT_COUNTRIES.length));
    expect(hero.visual.tips).toContain(String(SAMPLE_REPORT_DAY.managers));
  });
});
