import { describe, expect, it } from 'vitest';
import { collection, homePageSchema, legalPageSchema, securityPageSchema, structureOf, type HomePage } from '@site/content';
import { CLIENT_COUNTRIES, COMPANY, DISCLOSURE_POLICY, LANGUAGES, SAMPLE_REPORT_DAY, headlineClaims, type Language } from '@site/model';
import type { PageCopy } from './load-pages';

/** Each page's schema, by its folder: every document is checked against its page's as it loads. */
const SCHEMAS = { home: homePageSchema, legal: legalPageSchema, security: securityPageSchema } as const;
const PAGES = collection<{ page: unknown }>('pages', import.meta.glob('./*/page.*.ts'));

async function load<Id extends keyof PageCopy>(id: Id, lang: Language): Promise<PageCopy[Id]> {
  return SCHEMAS[id].parse(await PAGES.load(id, 'page', lang)) as PageCopy[Id];
}

const home = new Map(await Promise.all(LANGUAGES.map(async (lang) => [lang, await load('home', lang)] as const)));

describe('the shell’s pages’ copy', () => {
  it('is one folder per page that has a schema, each with the same structure in every language', async () => {
    expect(PAGES.ids).toEqual(Object.keys(SCHEMAS).sort());
    for (const id of Object.keys(SCHEMAS) as (keyof PageCopy)[]) {
      const [en, ...others] = await Promise.all(LANGUAGES.map(async (lang) => structureOf(await load(id, lang))));
      for (const other of others) expect(other, id).toEqual(en);
    }
  });
});

describe('the home page’s copy', () => {
  it.each(LANGUAGES)('shows in %s the headline claims the site’s facts make, in their order', (lang) => {
    expect(home.get(lang)!.hero.claims.map((claim) => claim.value)).toEqual(Object.values(headlineClaims(lang)));
  });

  it.each(LANGUAGES)('quotes in %s the number of the clients’ countries and of the sample report’s managers, as the facts count them', (lang) => {
    const { benefits, hero } = home.get(lang)! as HomePage;
    expect(benefits.items.map((item) => item.value)).toContain(String(CLIENT_COUNTRIES.length));
    expect(hero.visual.tips).toContain(String(SAMPLE_REPORT_DAY.managers));
  });
});

describe('the legal notice’s and the disclosure policy’s copy', () => {
  it.each(LANGUAGES)('names in %s the company by its registered name, and writes no number the register holds', async (lang) => {
    const legal = await load('legal', lang);
    expect(legal.lead).toContain(COMPANY.legalName);
    const written = JSON.stringify(legal);
    for (const number of [COMPANY.register.number, COMPANY.nip, COMPANY.regon, COMPANY.phone]) expect(written).not.toContain(number);
  });

  it.each(LANGUAGES)('promises in %s the reply and the embargo the disclosure policy sets', async (lang) => {
    const security = await load('security', lang);
    expect(security.report.text).toContain(String(DISCLOSURE_POLICY.acknowledgeWithinWorkingDays));
    expect(security.rules.items.join(' ')).toContain(String(DISCLOSURE_POLICY.disclosureAfterDays));
  });
});
