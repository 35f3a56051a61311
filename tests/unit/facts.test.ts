/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { ARTICLES, CASE_STUDIES, PRODUCTS, sentencesOf, textsOf, type HomePage, type ProductFigure, type ProductPageContent } from '@site/content';
import {
  ARTICLE_SLUGS,
  CASES,
  CASE_PRODUCT_PAGES,
  CASE_SLUGS,
  CEILING_RESULTS,
  CLIENT_COUNTRIES,
  FACTS,
  LANGUAGES,
  LONGEST_PILOT_DAYS,
  PILOT_DAYS,
  PRODUCT_NAMES,
  PRODUCT_SLUGS,
  SALES_MANAGER_LAUNCH,
  formatPercentChange,
  pilotOf,
  type CaseSlug,
  type FigureRange,
  type Language,
  type ProductSlug,
} from '@site/model';
import { byLanguage } from './content-documents';
import { SITE_COPY } from './site-copy';

/**
 * The copy agrees with the site's facts (packages/model/src/facts.ts): the figures a buyer can
 * compare from page to page, and a product page's results, each held to the case it comes from.
 */
/** The documents, each checked against its schema as it loads. */
const productPage = await byLanguage(PRODUCTS.from(import.meta.glob('../../mfe-products/src/content/*/page.*.ts')), 'page');
const CASE_DOCUMENTS = CASE_STUDIES.from(import.meta.glob('../../mfe-content/src/content/cases/*/{card,story}.*.ts'));
const story = await byLanguage(CASE_DOCUMENTS, 'story');
const card = await byLanguage(CASE_DOCUMENTS, 'card');
const ARTICLE_FACTS = await ARTICLES.from(import.meta.glob('../../mfe-content/src/content/blog/*/facts.ts')).loadEvery('facts');
/** The home page's copy, where the headline claims are. */
const HOME_PAGE = 'shell/src/content/home/';
const figuresOf = (page: ProductPageContent): ProductFigure[] => [...page.hero.highlights, ...(page.value.figures ?? [])];
const sameRange = (a: FigureRange, b: FigureRange) => a.min === b.min && a.max === b.max;
const within = (span: FigureRange, range: FigureRange) => span.min >= range.min && span.max <= range.max;

const S = '[\\s\\u00a0]';
/** "7–10 days", "14-day", "1–3 дня", "14 днів", "2 weeks": every span of time the copy gives in days or weeks. */
const SPAN = new RegExp(`(\\d+)(?:[–-](\\d+))?(?:-|${S})(day|дн|ден|dzień|dni|week|недел|тиж|tydz|tygod)`, 'giu');
/** "days 1–3", «дни 1–3», «дні 1–3»: a window of days counted from the kickoff. */
const WINDOW = new RegExp(`(?:days|дни|дні|dni)${S}+(\\d+)[–-](\\d+)`, 'iu');
function spansIn(text: string): FigureRange[] {
  return [...text.matchAll(SPAN)].map(([, min, max, unit]) => {
    const days = /^(week|недел|тиж|tydz|tygod)/i.test(unit!) ? 7 : 1;
    return { min: Number(min) * days, max: Number(max ?? min) * days };
  });
}

const PILOT = /pilot|пилот|пілот/iu;
/** "a two-week pilot", «пилот на две недели»: a pilot's length is written in days. */
const PILOT_WEEKS = new RegExp(
  `(?:\\d+|one|two|three|four)[-\\s]weeks?${S}+pilot|pilot${S}+of${S}+(?:\\d+|one|two|three|four)${S}+weeks?|(?:пилот|пілот)\\p{L}*${S}+(?:на|длительностью|тривалістю)${S}+(?:\\d+|одну|две|три|один|два|три)${S}+(?:недел|тиж)`,
  'iu',
);
/** "7-10 days", "7-10-day": a range written with a hyphen, where the facts' formatter writes an en dash. */
const HYPHENATED_RANGE = new RegExp(`\\d+-\\d+(?=(?:-|${S})(?:day|дн|ден|dzień|dni))`, 'giu');
/** "a free pilot", «бесплатный пилот», «пілот безкоштовно»: every pilot has a fee that counts towards the first month. */
const FREE_PILOT = new RegExp(
  `(?:free|бесплатн\\p{L}*|безкоштовн\\p{L}*|bezpłatn\\p{L}*|darmow\\p{L}*)${S}+(?:pilot|пилот|пілот)|(?:pilot|пилот\\p{L}*|пілот\\p{L}*)${S}+(?:is${S}+|jest${S}+)?(?:free|бесплатн|безкоштовн|bezpłatn|darmow)`,
  'iu',
);
/** "€490", «490 €»: a price in euros, its figure before or after the sign. */
const EUROS = new RegExp(`€(\\d[\\d,]*(?:\\.\\d+)?)|(\\d[\\d${S.slice(1, -1)}]*(?:,\\d+)?)${S}?€`, 'gu');
/** "up to 14 days", "до 14 дней": the longest pilot, which only a text about every product gives. */
const UP_TO_SPAN = new RegExp(`(?:\\bup${S}+to|(?<!\\p{L})до|(?<!\\p{L})do)${S}+\\d+(?:-|${S})(?:day|дн|ден|dni|dzień)`, 'iu');
/** How a text names a product: "Lumi AI" or "Lumi", "AI Seller 24/7" or "AI Seller". */
const PRODUCT_MENTIONS = PRODUCT_SLUGS.map((slug) => ({
  slug,
  pattern: new RegExp(PRODUCT_NAMES[slug].replace(/ (?:AI|24\/7|Suite)$/, '').replace('/', '\\/'), 'u'),
}));
const productsNamedIn = (text: string): ProductSlug[] => PRODUCT_MENTIONS.filter(({ pattern }) => pattern.test(text)).map(({ slug }) => slug);

/** Numbers the copy writes in words, in the forms a count of countries takes. */
const NUMBER_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ['two', 'двух', 'две', 'двох', 'дві', 'dwóch', 'dwa', 'dwie'],
    ['three', 'трёх', 'три', 'трьох', 'trzech', 'trzy'],
    ['four', 'четырёх', 'четыре', 'чотирьох', 'чотири', 'czterech', 'cztery'],
    ['five', 'пяти', 'пять', 'п’яти', 'п’ять', 'pięciu', 'pięć'],
    ['six', 'шести', 'шесть', 'шість', 'sześciu', 'sześć'],
    ['seven', 'семи', 'семь', 'сім', 'siedmiu', 'siedem'],
    ['eight', 'восьми', 'восемь', 'вісім', 'ośmiu', 'osiem'],
    ['nine', 'девяти', 'девять', 'дев’яти', 'дев’ять', 'dziewięciu', 'dziewięć'],
    ['ten', 'десяти', 'десять', 'dziesięciu', 'dziesięć'],
  ].flatMap((words, index) => words.map((word) => [word, String(index + 2)])),
);
const UP_TO_PERCENT = new RegExp(`(?:\\bup to|(?<!\\p{L})до|(?<!\\p{L})do)${S}*[+−-]\\d+${S}?%`, 'iu');

const isProduct = (key: string): key is ProductSlug => (PRODUCT_SLUGS as readonly string[]).includes(key);

/**
 * Every text of a document with the texts beside it (the strings of the object that holds it) and
 * the product it speaks of when it sits under a product's key (the pricing page's cards).
 */
function textsInContext(value: unknown, context = '', product?: ProductSlug): { text: string; context: string; product?: ProductSlug }[] {
  if (typeof value === 'string') return [{ text: value, context: context || value, product }];
  if (Array.isArray(value)) return value.flatMap((item) => textsInContext(item, context, product));
  if (value && typeof value === 'object') {
    const own = Object.values(value).filter((item): item is string => typeof item === 'string');
    return Object.entries(value).flatMap(([key, item]) => textsInContext(item, own.length ? own.join('\n') : context, isProduct(key) ? key : product));
  }
  return [];
}

/** Where a text says how long a launch takes: "takes 11–22 days to go live", "live in 7–14 days", «запуск занимает 14 дней». */
const LAUNCH_TAKES = [
  new RegExp(`\\b(?:launch|go(?:es)?${S}+live|went${S}+live|live)\\b[^.;]{0,40}?\\b(?:in|within|takes?|took)${S}+\\d`, 'iu'),
  new RegExp(`\\btak(?:e|es|ing)${S}+\\d+(?:[–-]\\d+)?${S}+(?:days|weeks)${S}+to${S}+(?:go${S}+live|launch)`, 'iu'),
  new RegExp(`запуск\\p{L}*[^.;]{0,30}?(?:(?<!\\p{L})за|занима\\p{L}*|занял\\p{L}*|трива\\p{L}*|забира\\p{L}*)${S}+\\d`, 'iu'),
  new RegExp(`(?:заработа|запусти|запрацю)\\p{L}*[^.;]{0,30}?(?<!\\p{L})за${S}+\\d`, 'iu'),
  new RegExp(`(?:uruchomi|rusz|wystartowa|start)\\p{L}*[^.;]{0,40}?(?<!\\p{L})(?:w|po|trwa\\p{L}*|zajmuje|zaję\\p{L}*)${S}+\\d`, 'iu'),
];
const CARDS = /\bcards?\b|карточ|картк|карток|(?<!\p{L})kart(?!\p{L}*ot)/iu;
/** "12–15 cards a day", «по 12–15 штук в день», «12–15 на день». */
const PER_DAY = new RegExp(`(\\d+)(?:[–-](\\d+))?${S}+(?:\\p{L}+${S}+){0,2}(?:(?:a|per|в|на)${S}+(?:day|день)|dziennie)(?!\\p{L})`, 'giu');
/** The same, to ask whether a sentence gives cards a day at all. */
const GIVES_PER_DAY = new RegExp(PER_DAY.source, 'iu');
const PROTOCOL = /protocol|протокол|protok[oó]ł/iu;
/** The minutes a sentence gives: "5 minutes instead of 14", «с 14 до 5 минут», «из 30 минут приёма около 14». */
function minutesIn(sentence: string): number[] {
  if (!/minute|минут|хвилин|minut/iu.test(sentence)) return [];
  return [
    ...sentence.matchAll(
      new RegExp(`(?<![\\p{L}\\d-])(\\d+)(?![\\d%,.]|${S}*%|(?:-|${S})(?:day|дн|ден|dni|dzień|hour|час|годин|branch|филиал|філі|placów|fili|lekarz))`, 'giu'),
    ),
  ].map(([, figure]) => Number(figure));
}
const UNITED_STATES = /\bUS\b|United States|США|USA|Stan\p{L}*\s+Zjednoczon/u;

/** A time a figure gives, in seconds: "40 s", "5 min", "1.5 h", «40 с», «5 мин», «1,5 ч», «5 хв», «1,5 год». */
const TIME = new RegExp(`^(\\d+(?:[.,]\\d+)?)${S}?(s|с|min|мин|хв|h|ч|год)$`, 'u');
const SECONDS_IN: Readonly<Record<string, number>> = { s: 1, с: 1, min: 60, мин: 60, хв: 60, h: 3600, ч: 3600, год: 3600 };
function secondsOf(value: string): number | null {
  const [, figure, unit] = TIME.exec(value) ?? [];
  return figure ? Number(figure.replace(',', '.')) * SECONDS_IN[unit!]! : null;
}

/** How a product that has no pilot starts: a sentence about pilots that names it says so. */
const START_WITHOUT_PILOT: Readonly<Partial<Record<ProductSlug, RegExp>>> = {
  'ai-sales-manager': new RegExp(`sample${S}+report|(?:пробн|пример)\\p{L}*${S}+отч|(?:приклад|зраз)\\p{L}*${S}+звіт|przykładow\\p{L}*${S}+raport`, 'iu'),
  'mediflow-ai': /branch|филиал|філі|placów|fili/iu,
};

/** A count written in digits or in words: "300", "four", «пять», «п’ять». */
const COUNT = `\\d+|${Object.keys(NUMBER_WORDS).join('|')}`;
const countOf = (written: string) => Number(NUMBER_WORDS[written.toLowerCase()] ?? written);
/** "about 300 new products", «около 300 новинок», «близько 300 товарів»: products waiting for their cards. */
const PRODUCTS_WAITING = new RegExp(
  `(?<![\\p{L}\\d])(\\d+)${S}+(?:new${S}+|now\\p{L}*${S}+)?(?:products|SKUs|новин\\p{L}*|товар\\p{L}*|produkt\\p{L}*|nowoś\\p{L}*)`,
  'iu',
);
/** "four to five weeks", «четыре-пять недель», «чотири-п’ять тижнів», "3 weeks". */
const WEEKS = new RegExp(`(?<![\\p{L}\\d’])(${COUNT})(?:(?:${S}*[–-]${S}*|${S}+to${S}+)(${COUNT}))?${S}+(?:weeks?|недел|тиж|tydz|tygod)`, 'iu');

/** An agent's first reply to a lead: "replies within a minute", «отвечает в течение двух минут», «відповідає протягом хвилини». */
const AGENT = /\bagents?\b|агент/iu;
const AGENT_REPLY = new RegExp(
  `(?:replies|answers|отвечает|відповідає|odpowiada|odpisuje)${S}+(?:within|в${S}+течение|протягом|w${S}+ciągu)${S}+(a|one|two|\\d+|минуты|двух|хвилини|двох|minuty|dwóch)(?!\\p{L})`,
  'iu',
);
const REPLY_MINUTES: Readonly<Record<string, number>> = { a: 1, one: 1, минуты: 1, хвилини: 1, minuty: 1, two: 2, двух: 2, двох: 2, dwóch: 2 };

/** A sentence about reminders that counts hours: "24 and 2 hours ahead", «за 24 и за 2 часа», «за дві години до прийому». */
const REMINDER = /remind|напомина|нагаду|przypomin|przypomni/iu;
const HOURS = /\bhours?\b|(?<!\p{L})час(?:а|ов)?(?!\p{L})|годин|godzin/iu;
/** Every count in it, in figures or as the word for two; a time of day (8:20) is not one. */
const COUNTS_IN = new RegExp(`(?<![\\p{L}\\d:.,])(\\d+|two|два|две|дві|dwie|dwa)(?![\\d%\\p{L}-]|[:.,]\\d)`, 'giu');
const TWO = /^(?:two|два|две|дві|dwie|dwa)$/iu;
/** A reminder "the evening before" is a third one, which MediFlow AI does not send. */
const EVENING_BEFORE = new RegExp(
  `evening${S}+before|накануне${S}+вечером|напередодні${S}+ввечері|wieczorem${S}+(?:dzień${S}+)?przed|poprzedniego${S}+wieczoru`,
  'iu',
);
/** Questions before a visit asked days ahead: "two days before", «за день-два», «за два дні». */
const INTAKE = /anamnes|complaint|анамнез|жалоб|скарг|wywiad|dolegliw/iu;
const DAYS_BEFORE = new RegExp(
  `\\b(?:two|three|\\d+|a${S}+day${S}+or${S}+two)${S}+days?${S}+before|(?<!\\p{L})за${S}+(?:два|две|три|\\d+|день-два)${S}+(?:дн|ден)|(?:dwa|trzy|\\d+)${S}+dni${S}+(?:przed|wcześniej)`,
  'iu',
);

/** A claim that something meets HIPAA: "compliant", "meets", "built to", «соответствует», «отвечает требованиям», «відповідає вимогам». */
const MEETS = /complian|\bmeets?\b|\bbuilt to\b|соответству|требованиям|відповіда|вимогам|побудован|построен|spełnia|zgodn|wymog|zbudowan/iu;

/** FrontDesk speaks on the phone in the voice of Lumi AI: "in the voice of", «голосом», «голос FrontDesk» (not "voice assistant", «голосовой»). */
const FRONT_DESK = /FrontDesk/u;
const LUMI = /\bLumi\b/u;
const VOICE_OF = /\bvoice\b(?![\s-]+assistant)|голос(?:ом)?(?!\p{L})|głos(?:em)?(?!\p{L})/iu;

/** "25 seconds after a form", «через несколько секунд после»: a time after a form or a lead. */
const SECONDS_AFTER = new RegExp(`(?:seconds?|секунд\\p{L}*|sekund\\p{L}*)${S}+(?:after|после|після|po)`, 'iu');
const FIRST_REPLY = /first reply|первого ответа|першої відповіді|pierwsz\p{L}*\s+odpowied/iu;

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

  it.each(PRODUCT_SLUGS)(
    'on %s give no client’s result without its case: only spans and times of the facts, 24/7 and all of a kind (100 per cent)',
    (product) => {
      const spans = [FACTS.launchDays, ...(PILOT_DAYS[product] ? [PILOT_DAYS[product]] : []), ...(product === 'ai-sales-manager' ? SALES_MANAGER_LAUNCH : [])];
      const times: number[] = [FACTS.cardDraftSeconds];
      const wrong: string[] = [];
      for (const lang of LANGUAGES) {
        for (const { value, source } of figuresOf(productPage(product, lang))) {
          if (source) continue;
          const seconds = secondsOf(value);
          if (seconds !== null && !times.includes(seconds)) wrong.push(`${lang} "${value}" is a time the facts do not give: a client’s result needs its case`);
          if (/%$/.test(value) && value !== '100%') wrong.push(`${lang} "${value}" is a share with no case`);
          for (const span of spansIn(value)) if (!spans.some((fact) => sameRange(fact, span))) wrong.push(`${lang} "${value}" is not a span of the facts`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each(PRODUCT_SLUGS)('on %s make no “up to” claim: those are the home page’s', (product) => {
    const claims = LANGUAGES.flatMap((lang) => textsOf(productPage(product, lang)).filter((text) => UP_TO_PERCENT.test(text)));
    expect(claims).toEqual([]);
  });
});

describe('the cases’ best results under the home page’s ceilings', () => {
  const figuresOfCase = (slug: CaseSlug, lang: Language) => [card(slug, lang).headline, ...story(slug, lang).results.metrics];
  /** A signed percentage a case gives ("+37%", "−55%"), as a number; anything else is not one. */
  const changeOf = (value: string) => {
    const match = /^([+−])(\d+)%$/u.exec(value);
    return match ? (match[1] === '−' ? -1 : 1) * Number(match[2]) : null;
  };

  it('are each a figure its case gives, in every language', () => {
    const wrong = LANGUAGES.flatMap((lang) =>
      CEILING_RESULTS.filter(({ slug, change }) => !figuresOfCase(slug, lang).some((metric) => metric.value === formatPercentChange(change))).map(
        ({ slug, change }) => `${lang}: ${slug} gives no ${formatPercentChange(change)}`,
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('stay under the ceilings they stand beside, so the claims are ceilings and not a result', () => {
    const conversion = CEILING_RESULTS.filter(({ claim }) => claim === 'conversion').map(({ change }) => change);
    const cost = CEILING_RESULTS.filter(({ claim }) => claim === 'cost').map(({ change }) => change);
    expect(conversion.length).toBeGreaterThan(0);
    expect(cost.length).toBeGreaterThan(0);
    expect(Math.max(...conversion)).toBeLessThan(FACTS.conversionGainUpTo);
    expect(Math.max(...cost.map(Math.abs))).toBeLessThan(FACTS.costCutUpTo);
  });

  it('are the best any case measured: no case gives more conversion, qualified leads or a deeper cut in a cost', () => {
    const best = (claim: 'conversion' | 'cost') =>
      Math.max(...CEILING_RESULTS.filter((result) => result.claim === claim).map(({ change }) => Math.abs(change)));
    const better = CASE_SLUGS.flatMap((slug) =>
      figuresOfCase(slug, 'en').flatMap(({ value, label }) => {
        const change = changeOf(value);
        if (change === null) return [];
        const claim = /conversion|qualified leads/iu.test(label) && change > 0 ? 'conversion' : /^cost of/iu.test(label) && change < 0 ? 'cost' : null;
        return claim && Math.abs(change) > best(claim) ? [`${slug}: ${value} ${label}`] : [];
      }),
    );
    expect(better).toEqual([]);
  });
});

describe('the launch of every product', () => {
  it('fits AI Sales Manager’s steps into the windows of the facts', () => {
    for (const lang of LANGUAGES) {
      const windows = productPage('ai-sales-manager', lang).launch.items.map((step) => {
        const [, min, max] = WINDOW.exec(step.duration) ?? [];
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
  const texts = SITE_COPY.flatMap(({ file, lang, value }) => textsInContext(value).map((text) => ({ file, lang, ...text })));
  /** The product a text speaks of: its product page's, or the product whose key it sits under. */
  const productOf = (file: string, under?: ProductSlug) => under ?? PRODUCT_SLUGS.find((slug) => file.startsWith(`mfe-products/src/content/${slug}/`));

  const caseOf = (file: string) => CASE_SLUGS.find((slug) => file.startsWith(`mfe-content/src/content/cases/${slug}/`));
  const articleOf = (file: string) => ARTICLE_SLUGS.find((slug) => file.startsWith(`mfe-content/src/content/blog/${slug}/`));
  const pilotsOf = (products: readonly ProductSlug[]) => products.flatMap((product) => (PILOT_DAYS[product] ? [PILOT_DAYS[product]] : []));

  /**
   * Which pilots a text may give, and how: a product page its own (or the launch it is part of); a
   * case one within its products' pilots (a case's pilot ran for as long as it ran), beside the
   * launch the pilot was part of; an article
   * those of the products it is about or names; any other text those of the products it or the
   * fields beside it name (a team member's project: its name and its text), and "up to" the
   * longest pilot where it speaks of every product at once.
   */
  function pilotFits(file: string, context: string, sentence: string, span: FigureRange, under?: ProductSlug): boolean {
    const product = productOf(file, under);
    if (product) return sameRange(span, PILOT_DAYS[product] ?? FACTS.launchDays) || sameRange(span, FACTS.launchDays);
    const slug = caseOf(file);
    if (slug) {
      const facts = CASES[slug];
      const launch = LAUNCH_TAKES.some((pattern) => pattern.test(sentence)) && within(span, FACTS.launchDays);
      return launch || pilotsOf([CASE_PRODUCT_PAGES[facts.product], ...facts.relatedProducts]).some((pilot) => within(span, pilot));
    }
    if (UP_TO_SPAN.test(sentence) && span.max === LONGEST_PILOT_DAYS) return true;
    const article = articleOf(file);
    const products = [...productsNamedIn(context), ...(article ? ARTICLE_FACTS.get(article)!.related.products : [])];
    return pilotsOf(products).some((pilot) => sameRange(span, pilot));
  }

  it('gives a pilot only the length the facts give it, for the product it is the pilot of', () => {
    const wrong: string[] = [];
    for (const { file, text, context, product } of texts) {
      for (const sentence of sentencesOf([text], 0).filter((candidate) => PILOT.test(candidate))) {
        for (const span of spansIn(sentence)) {
          if (!pilotFits(file, context, sentence, span, product)) wrong.push(`${file}: ${span.min}–${span.max} days in "${sentence}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('writes a pilot’s length in days, a range with an en dash (7–10 days, a 7–10-day pilot), never in weeks', () => {
    const wrong: string[] = [];
    for (const { file, text } of texts) {
      for (const sentence of sentencesOf([text], 0).filter((candidate) => PILOT.test(candidate))) {
        if (PILOT_WEEKS.test(sentence)) wrong.push(`${file}: a pilot in weeks in "${sentence}"`);
        for (const [written] of sentence.matchAll(HYPHENATED_RANGE))
          wrong.push(`${file}: "${written}" where the facts write ${written.replace('-', '–')} in "${sentence}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('prices a pilot at the fee of the product it is the pilot of, and never calls a pilot free', () => {
    const wrong: string[] = [];
    let priced = 0;
    for (const { file, lang, text, product } of texts) {
      for (const sentence of sentencesOf([text], 0).filter((candidate) => PILOT.test(candidate))) {
        if (FREE_PILOT.test(sentence)) wrong.push(`${file}: a free pilot in "${sentence}"`);
        // The figures after the pilot is named: those before it are the product's own prices.
        const afterPilot = sentence.slice(PILOT.exec(sentence)!.index);
        const amounts = [...afterPilot.matchAll(EUROS)].map(([, before, after]) =>
          Number((before ?? after)!.replace(/[\s\u00a0,]/g, (mark) => (mark === ',' && lang !== 'en' ? '.' : ''))),
        );
        if (!amounts.length) continue;
        priced++;
        const products = [...new Set([...(productOf(file, product) ? [productOf(file, product)!] : []), ...productsNamedIn(sentence)])];
        const fees = products.flatMap((slug) => (pilotOf(slug) ? [pilotOf(slug)!.fee] : []));
        for (const amount of amounts)
          if (!fees.includes(amount)) wrong.push(`${file}: €${amount} for the pilot of ${products.join(', ') || 'no product'} in "${sentence}"`);
      }
    }
    expect(priced, 'the pricing page and the product pages price their pilots, in every language').toBeGreaterThanOrEqual(LANGUAGES.length * 4);
    expect(wrong).toEqual([]);
  });

  it('takes a product live within the launch time of the facts, wherever it says how long a launch takes', () => {
    const wrong: string[] = [];
    for (const { file, text } of texts) {
      for (const sentence of sentencesOf([text], 0).filter((candidate) => LAUNCH_TAKES.some((pattern) => pattern.test(candidate)))) {
        for (const span of spansIn(sentence)) if (span.max > FACTS.launchDays.max) wrong.push(`${file}: ${span.min}–${span.max} days in "${sentence}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('makes no “up to” claim off the home page, which quotes the facts’ own', () => {
    const offHome = texts.filter(({ file }) => !file.startsWith(HOME_PAGE));
    expect(offHome.length).toBeLessThan(texts.length);
    expect(offHome.filter(({ text }) => UP_TO_PERCENT.test(text)).map(({ file, text }) => `${file}: ${text}`)).toEqual([]);
  });

  it('gives the productivity figures of the cases as the facts do: cards a day by hand, minutes to check one, minutes of a protocol', () => {
    const { cardsPerDayByHand, minutesToCheckCard, protocolMinutes, visitMinutes } = FACTS;
    const wrong: string[] = [];
    for (const { file, text } of texts) {
      for (const sentence of sentencesOf([text], 0)) {
        if (CARDS.test(sentence)) {
          for (const [, min, max] of sentence.matchAll(PER_DAY)) {
            if (!sameRange({ min: Number(min), max: Number(max ?? min) }, cardsPerDayByHand))
              wrong.push(`${file}: ${min}–${max ?? min} cards a day in "${sentence}"`);
          }
          for (const minutes of minutesIn(sentence)) if (minutes !== minutesToCheckCard) wrong.push(`${file}: ${minutes} minutes a card in "${sentence}"`);
        }
        if (PROTOCOL.test(sentence)) {
          for (const minutes of minutesIn(sentence)) {
            if (!([protocolMinutes.before, protocolMinutes.after, visitMinutes] as number[]).includes(minutes))
              wrong.push(`${file}: ${minutes} minutes of a protocol in "${sentence}"`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives the time a backlog of cards takes by hand as the facts’ cards a day do: five working days a week', () => {
    const { cardsPerDayByHand } = FACTS;
    const wrong: string[] = [];
    let checked = 0;
    for (const { file, text } of texts) {
      for (const sentence of sentencesOf([text], 0).filter((candidate) => CARDS.test(candidate) && GIVES_PER_DAY.test(candidate))) {
        const products = PRODUCTS_WAITING.exec(sentence);
        const weeks = WEEKS.exec(sentence);
        if (!products || !weeks) continue;
        checked++;
        const count = Number(products[1]);
        const expected = { min: Math.round(count / cardsPerDayByHand.max / 5), max: Math.round(count / cardsPerDayByHand.min / 5) };
        const written = { min: countOf(weeks[1]!), max: countOf(weeks[2] ?? weeks[1]!) };
        if (!sameRange(written, expected))
          wrong.push(`${file}: ${count} products take ${expected.min}–${expected.max} weeks, not ${written.min}–${written.max}, in "${sentence}"`);
      }
    }
    expect(checked, 'Półka i Spółka’s backlog, in every language').toBeGreaterThanOrEqual(LANGUAGES.length);
    expect(wrong).toEqual([]);
  });

  it('offers a pilot only of a product that has one: AI Sales Manager starts with a sample report, MediFlow AI in one branch', () => {
    const wrong: string[] = [];
    for (const { file, text } of texts) {
      for (const sentence of sentencesOf([text], 0).filter((candidate) => PILOT.test(candidate))) {
        for (const product of productsNamedIn(sentence).filter((slug) => !PILOT_DAYS[slug])) {
          if (!START_WITHOUT_PILOT[product]!.test(sentence)) wrong.push(`${file}: a pilot of ${product} in "${sentence}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives an agent’s first reply to a lead one time on every page', () => {
    const replies = texts.flatMap(({ file, text }) =>
      sentencesOf([text], 0)
        .filter((sentence) => AGENT.test(sentence))
        .flatMap((sentence) => {
          const [, written] = AGENT_REPLY.exec(sentence) ?? [];
          return written ? [{ minutes: REPLY_MINUTES[written.toLowerCase()] ?? Number(written), where: `${file}: "${sentence}"` }] : [];
        }),
    );
    expect(replies.length, 'the agents article and AgentLab AI’s page both give it').toBeGreaterThanOrEqual(2);
    const times = new Set(replies.map(({ minutes }) => minutes));
    expect(times.size, replies.map(({ minutes, where }) => `${minutes} min in ${where}`).join('\n')).toBe(1);
  });

  it('says of HIPAA, in every case, that it applies to patients from the United States only', () => {
    const wrong = texts.filter(({ file, text }) => caseOf(file) && /HIPAA/.test(text) && !UNITED_STATES.test(text)).map(({ file, text }) => `${file}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it('says, wherever something is said to meet HIPAA, that HIPAA is for clinics with US patients’ data', () => {
    const claims = texts.flatMap(({ file, text }) =>
      sentencesOf([text], 0)
        .filter((sentence) => /HIPAA/.test(sentence) && MEETS.test(sentence))
        .map((sentence) => ({ file, sentence })),
    );
    expect(claims.length, 'the home page, MediFlow AI’s page, its case and the article all say it').toBeGreaterThanOrEqual(LANGUAGES.length * 5);
    expect(claims.filter(({ sentence }) => !UNITED_STATES.test(sentence)).map(({ file, sentence }) => `${file}: "${sentence}"`)).toEqual([]);
  });

  it('gives MediFlow AI’s reminders the hours of the facts, and no reminder the evening before', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { file, text } of texts) {
      for (const sentence of sentencesOf([text], 0).filter((candidate) => REMINDER.test(candidate))) {
        if (EVENING_BEFORE.test(sentence)) wrong.push(`${file}: a reminder the evening before in "${sentence}"`);
        if (!HOURS.test(sentence)) continue;
        checked++;
        for (const [, count] of sentence.matchAll(COUNTS_IN)) {
          const hours = TWO.test(count!) ? 2 : Number(count);
          if (!(FACTS.reminderHoursBefore as readonly number[]).includes(hours)) wrong.push(`${file}: ${hours} hours in "${sentence}"`);
        }
      }
    }
    expect(checked, 'MediFlow AI’s page, its case and the healthcare article').toBeGreaterThanOrEqual(LANGUAGES.length * 4);
    expect(wrong).toEqual([]);
  });

  it('asks the questions before a visit the day before, as MediFlow AI’s page says, not days ahead', () => {
    const wrong = texts.flatMap(({ file, text }) =>
      sentencesOf([text], 0)
        .filter((sentence) => INTAKE.test(sentence) && DAYS_BEFORE.test(sentence))
        .map((sentence) => `${file}: "${sentence}"`),
    );
    expect(wrong).toEqual([]);
  });

  it('makes Lumi AI the voice of FrontDesk on the phone on MediFlow AI’s page and case, and wherever a text names both', () => {
    /** A text that says it: it names Lumi and the voice, and it or the texts beside it (a feature’s title) name FrontDesk. */
    const ties = ({ text, context }: { text: string; context: string }) =>
      LUMI.test(text) && VOICE_OF.test(text) && (FRONT_DESK.test(text) || FRONT_DESK.test(context));
    const mediflow = [...new Set(texts.map(({ file }) => file))].filter(
      (file) => productOf(file) === 'mediflow-ai' || (caseOf(file) && CASES[caseOf(file)!].product === 'mediFlow'),
    );
    expect(mediflow.length, 'the page and the case’s story and card, in every language').toBe(LANGUAGES.length * 3);
    expect(mediflow.filter((file) => !texts.some((text) => text.file === file && ties(text)))).toEqual([]);
    const untied = texts.filter(({ text }) => FRONT_DESK.test(text) && LUMI.test(text) && !VOICE_OF.test(text));
    expect(untied.map(({ file, text }) => `${file}: "${text}"`)).toEqual([]);
  });

  it('gives a first reply to a lead in figures, and in a case the seconds of its metric', () => {
    const wrong: string[] = [];
    for (const { file, lang, text } of texts) {
      const slug = caseOf(file);
      const metric = slug
        ? story(slug, lang)
            .results.metrics.filter(({ label }) => FIRST_REPLY.test(label))
            .map(({ value }) => secondsOf(value))
            .find((seconds) => seconds !== null)
        : undefined;
      for (const sentence of sentencesOf([text], 0).filter((candidate) => SECONDS_AFTER.test(candidate))) {
        const written = new RegExp(`(\\d+)${S}+(?:seconds?|секунд|sekund)`, 'iu').exec(sentence)?.[1];
        if (!written) wrong.push(`${file}: no figure in "${sentence}"`);
        else if (metric != null && Number(written) !== metric) wrong.push(`${file}: ${written} s where the metric says ${metric} s in "${sentence}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has AI Sales Manager score and report daily, as its page says, in every paragraph that names it', () => {
    // "a weekly scorecard with tips", «раз в неделю получает оценку», «щотижня … отримує оцінку»; a weekly report an agent builds is another thing.
    const WEEKLY_SCORES = new RegExp(
      `(?:weekly|every${S}+week|once${S}+a${S}+week|еженедел|раз${S}+в${S}+неделю|каждую${S}+неделю|щотижн|раз${S}+на${S}+тиждень)[^.;]{0,40}?(?:score|tip|оценк|рекомендац|совет|оцінк|порад)`,
      'iu',
    );
    const wrong = texts.filter(({ text }) => /AI Sales Manager/u.test(text) && WEEKLY_SCORES.test(text)).map(({ file, text }) => `${file}: "${text}"`);
    expect(wrong).toEqual([]);
  });

  it('labels the home page’s headline claims as what a visitor can expect, not as what clients got', () => {
    const labels = SITE_COPY.filter(({ file }) => file.startsWith(HOME_PAGE)).map(({ file, value }) => ({
      file,
      label: (value as HomePage).hero.claimsLabel,
    }));
    expect(labels).toHaveLength(LANGUAGES.length);
    expect(labels.filter(({ label }) => /client|клиент|клієнт/iu.test(label))).toEqual([]);
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
