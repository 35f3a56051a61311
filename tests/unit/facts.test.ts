/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { sentencesOf, textsOf, type CaseCard, type CaseStory, type ProductFigure, type ProductPageContent } from '@site/contracts';
import {
  CASES,
  CASE_PRODUCT_PAGES,
  CLIENT_COUNTRIES,
  FACTS,
  LANGUAGES,
  PILOT_DAYS,
  PRODUCT_SLUGS,
  SALES_MANAGER_LAUNCH,
  type CaseSlug,
  type FigureRange,
  type Language,
  type ProductSlug,
} from '@site/model';
import { SITE_COPY } from './site-copy';

/**
 * The copy agrees with the site's facts (packages/model/src/facts.ts): the figures a buyer can
 * compare from page to page, and a product page's results, each held to the case it comes from.
 */
const products = import.meta.glob<ProductPageContent>('../../mfe-products/src/content/*/{en,ru,uk}.ts', { eager: true, import: 'default' });
const stories = import.meta.glob<CaseStory>('../../mfe-content/src/content/cases/*/story.{en,ru,uk}.ts', { eager: true, import: 'default' });
const cards = import.meta.glob<CaseCard>('../../mfe-content/src/content/cases/*/card.{en,ru,uk}.ts', { eager: true, import: 'default' });

const productPage = (slug: ProductSlug, lang: Language) => products[`../../mfe-products/src/content/${slug}/${lang}.ts`]!;
const story = (slug: CaseSlug, lang: Language) => stories[`../../mfe-content/src/content/cases/${slug}/story.${lang}.ts`]!;
const card = (slug: CaseSlug, lang: Language) => cards[`../../mfe-content/src/content/cases/${slug}/card.${lang}.ts`]!;
const figuresOf = (page: ProductPageContent): ProductFigure[] => [...page.hero.highlights, ...(page.value.figures ?? [])];
const sameRange = (a: FigureRange, b: FigureRange) => a.min === b.min && a.max === b.max;
const within = (span: FigureRange, range: FigureRange) => span.min >= range.min && span.max <= range.max;

const S = '[\\s\\u00a0]';
/** "7–10 days", "14-day", "1–3 дня", "14 днів", "2 weeks": every span of time the copy gives in days or weeks. */
const SPAN = new RegExp(`(\\d+)(?:[–-](\\d+))?(?:-|${S})(day|дн|ден|week|недел|тиж)`, 'giu');
/** "days 1–3", "1–3-й день": a window of days counted from the kickoff. */
const WINDOW = new RegExp(`(?:days${S}+(\\d+)[–-](\\d+))|(?:(\\d+)[–-](\\d+)-й${S}+день)`, 'iu');
function spansIn(text: string): FigureRange[] {
  return [...text.matchAll(SPAN)].map(([, min, max, unit]) => {
    const days = /^(week|недел|тиж)/i.test(unit!) ? 7 : 1;
    return { min: Number(min) * days, max: Number(max ?? min) * days };
  });
}

const PILOT = /pilot|пилот|пілот/iu;

/** Numbers the copy writes in words, in the forms a count of countries takes. */
const NUMBER_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ['two', 'двух', 'две', 'двох', 'дві'],
    ['three', 'трёх', 'три', 'трьох'],
    ['four', 'четырёх', 'четыре', 'чотирьох', 'чотири'],
    ['five', 'пяти', 'пять', 'п’яти', 'п’ять'],
    ['six', 'шести', 'шесть', 'шість'],
    ['seven', 'семи', 'семь', 'сім'],
    ['eight', 'восьми', 'восемь', 'вісім'],
    ['nine', 'девяти', 'девять', 'дев’яти', 'дев’ять'],
    ['ten', 'десяти', 'десять'],
  ].flatMap((words, index) => words.map((word) => [word, String(index + 2)])),
);
const UP_TO_PERCENT = new RegExp(`(?:\\bup to|(?<!\\p{L})до)${S}*[+−-]\\d+${S}?%`, 'iu');

describe('a product page’s figures', () => {
  it.each(PRODUCT_SLUGS)('on %s come from its facts or, for a client’s result, from one of its cases, as that case gives them', (product) => {
    const wrong: string[] = [];
    for (const lang of LANGUAGES) {
      for (const figure of figuresOf(productPage(product, lang))) {
        if (!figure.source) {
          if (/[+−]\d|→|\bup to\b|(?<!\p{L})до(?!\p{L})/u.test(figure.value)) wrong.push(`${lang} "${figure.value}" is a result with no case`);
          continue;
        }
        const { case: slug, client } = figure.source;
        const facts = CASES[slug];
        if (CASE_PRODUCT_PAGES[facts.product] !== product && !facts.relatedProducts.includes(product))
          wrong.push(`${lang} ${slug} is not a case of ${product}`);
        const caseFigures = [...story(slug, lang).results.metrics, card(slug, lang).headline].map((metric) => metric.value);
        if (!caseFigures.includes(figure.value)) wrong.push(`${lang} "${figure.value}" is not a figure of ${slug} (${caseFigures.join(', ')})`);
        if (client !== story(slug, lang).company.name) wrong.push(`${lang} "${client}" is not the client of ${slug} ("${story(slug, lang).company.name}")`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(PRODUCT_SLUGS)('on %s make no “up to” claim: those are the home page’s', (product) => {
    const claims = LANGUAGES.flatMap((lang) => textsOf(productPage(product, lang)).filter((text) => UP_TO_PERCENT.test(text)));
    expect(claims).toEqual([]);
  });
});

describe('the launch of every product', () => {
  it('fits AI Sales Manager’s steps into the windows of the facts', () => {
    for (const lang of LANGUAGES) {
      const windows = productPage('ai-sales-manager', lang).launch.items.map((step) => {
        const [, enMin, enMax, min = enMin, max = enMax] = WINDOW.exec(step.duration) ?? [];
        return { min: Number(min), max: Number(max) };
      });
      expect(windows).toEqual(SALES_MANAGER_LAUNCH);
    }
  });

  it.each(PRODUCT_SLUGS.filter((slug) => slug !== 'ai-sales-manager'))('takes %s live within the launch time of the facts, its steps added up', (product) => {
    for (const lang of LANGUAGES) {
      const steps = productPage(product, lang).launch.items.map((step) => spansIn(step.duration)[0]!);
      // AgentLab AI launches its first agent, then runs its pilot and scales: the launch is what comes before the pilot.
      const pilot = PILOT_DAYS[product];
      const pilotStep = product === 'agentlab-ai' ? steps.findIndex((span) => sameRange(span, pilot!)) : steps.length;
      expect(pilotStep, `${product} ${lang} has no pilot step`).toBeGreaterThan(0);
      const upTo = steps.slice(0, pilotStep).reduce((sum, span) => sum + span.max, 0);
      expect(upTo, `${product} ${lang}: ${steps.map((span) => `${span.min}–${span.max}`).join(' + ')}`).toBeLessThanOrEqual(FACTS.launchDays.max);
    }
  });
});

describe('the copy of every page', () => {
  const texts = SITE_COPY.flatMap(({ file, lang, value }) => textsOf(value).map((text) => ({ file, lang, text })));
  const productOf = (file: string) => PRODUCT_SLUGS.find((slug) => file.startsWith(`mfe-products/src/content/${slug}/`));

  it('gives a pilot only the length the facts give it: a product page its own, a case one within it', () => {
    const pilots = Object.values(PILOT_DAYS);
    const wrong: string[] = [];
    for (const { file, text } of texts) {
      const own = productOf(file) && PILOT_DAYS[productOf(file)!];
      for (const sentence of sentencesOf([text], 0).filter((candidate) => PILOT.test(candidate))) {
        for (const span of spansIn(sentence)) {
          const fits = own ? sameRange(span, own) || sameRange(span, FACTS.launchDays) : [...pilots, FACTS.launchDays].some((range) => within(span, range));
          if (!fits) wrong.push(`${file}: ${span.min}–${span.max} days in "${sentence}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('counts the countries, companies, implementations and integrations as the facts do', () => {
    const countries = `\\d+|${Object.keys(NUMBER_WORDS).join('|')}`;
    const figures: { pattern: RegExp; value: string }[] = [
      { pattern: new RegExp(`(?<!\\p{L})(${countries})${S}+(?:countries|стран|країн)`, 'iu'), value: String(CLIENT_COUNTRIES.length) },
      { pattern: new RegExp(`(\\d+\\+)${S}+(?:client${S}+)?(?:companies|компани|компані)`, 'iu'), value: `${FACTS.companies}+` },
      { pattern: new RegExp(`(\\d+\\+)${S}+(?:implementations|внедрен|впроваджен)`, 'iu'), value: `${FACTS.implementations}+` },
      { pattern: new RegExp(`(\\d+\\+)${S}+(?:\\p{L}+${S}+)?(?:integrations|systems|интеграц|систем|інтеграц)`, 'iu'), value: `${FACTS.integrations}+` },
    ];
    const wrong = texts.flatMap(({ file, text }) =>
      figures.flatMap(({ pattern, value }) => {
        const written = pattern.exec(text)?.[1]?.toLowerCase();
        const found = written && (NUMBER_WORDS[written] ?? written);
        return found && found !== value ? [`${file}: "${found}" where the facts say ${value}: "${text}"`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });
});
