/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { CASE_STUDIES, PRODUCTS, SAMPLE_REPORTS, TEAM, teamOf, type Collection } from '@site/content';
import { clientMarkOf, LANGUAGES, type CaseSlug, type Language } from '@site/model';

/**
 * One identity per person: everyone the site names (testimonial authors, quoted clients, the
 * team) has one name, one role and one company on every page, spelled one way per language, and
 * no two people share a name.
 */
/** Every document that names a person, in every language, checked against its schema. */
async function everyLanguage<Parts, K extends keyof Parts & string>(documents: Collection<Parts>, part: K) {
  const sets = await Promise.all(LANGUAGES.map(async (lang) => [...(await documents.loadEvery(part, lang))].map(([id, value]) => ({ id, lang, value }))));
  return sets.flat();
}
const products = await everyLanguage(PRODUCTS.from(import.meta.glob('../../mfe-products/src/content/*/page.*.ts')), 'page');
const stories = await everyLanguage(CASE_STUDIES.from(import.meta.glob('../../mfe-content/src/content/cases/*/story.*.ts')), 'story');
const TEAM_MEMBERS = TEAM.from(import.meta.glob('../../mfe-content/src/content/team/*/*.ts'));
const teams = await Promise.all(LANGUAGES.map(async (lang) => ({ lang, team: await teamOf(TEAM_MEMBERS, lang) })));
const reports = await everyLanguage(SAMPLE_REPORTS.from(import.meta.glob('../../mfe-products/src/content/*/sample-report/report.*.ts')), 'report');

/** A place where the site names a person: the same place in every language names the same person. */
interface Appearance {
  readonly place: string;
  readonly lang: Language;
  readonly name: string;
  /** Role and company, as the place describes them. */
  readonly identity: string;
}

const storyOf = (slug: CaseSlug, lang: Language) => stories.find((story) => story.id === slug && story.lang === lang)!.value;

/**
 * A client's role at the case's company. A case may name the company in the role ("CEO of
 * Leadvila", «руководитель отдела продаж Roosterwerk»), a product page never does (the company is
 * its case's); and a role that opens a caption is capitalised where one inside a sentence is not.
 */
function clientIdentity(role: string, slug: CaseSlug, lang: Language): string {
  const brand = clientMarkOf(slug).brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // "CEO of Leadvila", «руководитель Roosterwerk», "dyrektorka sprzedaży w Roosterwerk", "współzałożycielka sklepu Półka i Spółka".
  const bare = role.replaceAll('\u00a0', ' ').replace(new RegExp(`(?:\\s+(?:of|at|w|we|firmy|sklepu|spółki))?\\s+${brand}$`, 'u'), '');
  return `${bare.charAt(0).toLowerCase()}${bare.slice(1)}, ${storyOf(slug, lang).company.name}`;
}

function appearances(): Appearance[] {
  const found: Appearance[] = [];
  for (const { id, lang, value: page } of products) {
    page.testimonials.items.forEach((item, index) =>
      found.push({
        place: `product ${id} testimonial ${index + 1}`,
        lang,
        name: item.author,
        identity: clientIdentity(item.position, item.case, lang),
      }),
    );
  }
  for (const { id, lang, value: story } of stories) {
    // A case's author is written "Name, Role"; the company is the case's client.
    const [name, ...role] = story.testimonial.author.split(', ');
    const slug = id as CaseSlug;
    found.push({ place: `case ${slug}`, lang, name: name!, identity: clientIdentity(role.join(', '), slug, lang) });
  }
  for (const { lang, team } of teams) {
    for (const member of team.members) found.push({ place: `team ${member.id}`, lang, name: member.name, identity: `${member.position}, Synthra` });
  }
  for (const { lang, value: report } of reports) {
    // The sample report's managers work for its invented company, named by first name and initial.
    for (const [id, name] of Object.entries(report.ranking.names))
      found.push({ place: `sample report ${id}`, lang, name, identity: 'sales manager, the sample report’s company' });
  }
  return found;
}

describe('the people the site names', () => {
  const all = appearances();

  it('are found on the product pages, in the cases, in the team and in the sample report, in every language', () => {
    for (const lang of LANGUAGES) expect(all.filter((person) => person.lang === lang).length).toBe(10 + 8 + 3 + 9);
  });

  it('are quoted on a product page by their role alone: the company is their case’s, which the page draws as its mark', () => {
    const retyped = products.flatMap(({ id, lang, value: page }) =>
      page.testimonials.items
        .filter(({ position, case: slug }) => [clientMarkOf(slug).brand, storyOf(slug, lang).company.name].some((company) => position.includes(company)))
        .map(({ author, position }) => `${id} ${lang}: ${author}, ${position}`),
    );
    expect(retyped).toEqual([]);
  });

  it.each(LANGUAGES)('include no one in %s whom a sample manager’s first name and initial could stand for', (lang) => {
    const people = all.filter((person) => person.lang === lang);
    const clashes = people
      .filter((person) => person.place.startsWith('sample report'))
      .flatMap(({ name }) => {
        const [first, initial] = name.split(' ') as [string, string];
        const others = people.filter((person) => !person.place.startsWith('sample report'));
        return others.filter((person) => person.name.startsWith(`${first} ${initial.replace('.', '')}`)).map((person) => `${name} ~ ${person.name}`);
      });
    expect(clashes).toEqual([]);
  });

  it.each(LANGUAGES)('each have one role and one company wherever they appear in %s, and no two share a name', (lang) => {
    const identities = new Map<string, Set<string>>();
    for (const person of all.filter((appearance) => appearance.lang === lang)) {
      identities.set(person.name, (identities.get(person.name) ?? new Set()).add(person.identity));
    }
    const twoIdentities = [...identities].filter(([, seen]) => seen.size > 1).map(([name, seen]) => `${name}: ${[...seen].join(' | ')}`);
    expect(twoIdentities).toEqual([]);
  });

  it('work for the same company in every language: the brands a place names in another language are those it names in English', () => {
    // In Cyrillic text a brand is any Latin word; in Polish, a capitalised word past the first, or the case's company as Polish names it.
    const companies = new Set(stories.flatMap(({ value }) => value.company.name.split(/\s+/u)));
    const brandsOf = (identity: string, lang: Language) =>
      new Set(
        lang === 'pl'
          ? (identity.match(/(?<=[\s,])\p{Lu}[\p{L}\d’'&.-]*/gu) ?? []).filter((word) => !companies.has(word))
          : (identity.match(/\p{Script=Latin}[\p{Script=Latin}\d’'&.-]*/gu) ?? []),
      );
    const english = new Map(all.filter((person) => person.lang === 'en').map((person) => [person.place, person.identity]));
    const wrong = all
      .filter((person) => person.lang !== 'en')
      .flatMap((person) => {
        const words = new Set(english.get(person.place)!.split(/[\s,—–()]+/u));
        const foreign = [...brandsOf(person.identity, person.lang)].filter((brand) => !words.has(brand));
        return foreign.length ? [`${person.lang} ${person.place} (${person.name}): ${foreign.join(', ')} is not in "${english.get(person.place)}"`] : [];
      });
    expect(wrong).toEqual([]);
  });

  it('are spelled one way per language: a person named alike in one language is named alike in the others', () => {
    const namesByPlace = new Map<string, Partial<Record<Language, string>>>();
    for (const person of all) namesByPlace.set(person.place, { ...namesByPlace.get(person.place), [person.lang]: person.name });
    const places = [...namesByPlace.values()];
    const mismatches: string[] = [];
    for (const lang of LANGUAGES) {
      for (const other of LANGUAGES.filter((candidate) => candidate !== lang)) {
        const spellings = new Map<string, Set<string>>();
        for (const names of places) spellings.set(names[lang]!, (spellings.get(names[lang]!) ?? new Set()).add(names[other]!));
        for (const [name, seen] of spellings) if (seen.size > 1) mismatches.push(`${lang} ${name} → ${other} ${[...seen].join(' | ')}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
