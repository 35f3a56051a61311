import { askedAsLine, BUYER_WORDS, pageLine, productSectionHeading } from '@site/contracts';
import {
  CASE_PRODUCT_PAGES,
  CASES,
  DATA_POLICY,
  formatCount,
  formatDays,
  formatFromPrice,
  formatPrice,
  href,
  localizePath,
  PRICING,
  PROCESSING,
  PRODUCT_NAMES,
  SUB_PROCESSORS,
  type Fee,
  type Language,
  type ProductSlug,
} from '@site/model';
import { placeOf, setLines } from './buyer-facts';
import type { SiteSources } from './site-sources';

/**
 * A product's document of the knowledge base, in one language: what its page says, summarised as
 * a buyer asks about it (its price, its pilot, its integrations by name, what its launch needs from
 * the client, where its data is kept, its clients), each section opening with the answer in a
 * sentence or two. The page is summarised, as an article is: the agent offers the page for the rest.
 */

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`);
const numbered = (items: readonly string[]) => items.map((item, index) => `${index + 1}. ${item}`);
/** A heading or subtitle, which a page sets apart without a full stop, ended as a sentence before the text that follows it. */
export const asSentence = (text: string) => (/[.!?…:»"”)]$/u.test(text) ? text : `${text}.`);

/** "Lumi AI costs from €390 a month.": the answer's first words. */
const COSTS: Readonly<Record<Language, (name: string, from: string) => string>> = {
  en: (name, from) => `${name} costs ${from}.`,
  ru: (name, from) => `${name} стоит ${from}.`,
  uk: (name, from) => `${name} коштує ${from}.`,
  pl: (name, from) => `${name} kosztuje ${from}.`,
};

/** "HubSpot, Pipedrive and 15 more": a list that names some of its items and counts the rest. */
const AND_MORE: Readonly<Record<Language, (count: number) => string>> = {
  en: (count) => `and ${count} more`,
  ru: (count) => `и ещё ${count}`,
  uk: (count) => `та ще ${count}`,
  pl: (count) => `i jeszcze ${count}`,
};

/** Where a product keeps a client's data by default (`PROCESSING`), in a sentence or two. */
const DATA: Readonly<Record<Language, (name: string, days: string, region: string) => string>> = {
  en: (name, days, region) =>
    `${name} keeps a client’s conversations and their data for ${days} by default, or less if the contract says so, with AWS in the EU (${region}).`,
  ru: (name, days, region) =>
    `Разговоры клиентов ${name} и их данные по умолчанию хранятся ${days} (договор может сократить этот срок) в AWS, в ЕС (${region}).`,
  uk: (name, days, region) =>
    `Розмови клієнтів ${name} і їхні дані за замовчуванням зберігаються ${days} (договір може скоротити цей строк) в AWS, у ЄС (${region}).`,
  pl: (name, days, region) => `${name} domyślnie przechowuje rozmowy klientów i ich dane przez ${days} (umowa może ten okres skrócić) w AWS, w UE (${region}).`,
};
const EU_VOICE: Readonly<Record<Language, { readonly zeroRetention: string; readonly kept: string }>> = {
  en: {
    zeroRetention: 'Its agents run in ElevenLabs’ EU environment in zero retention mode: ElevenLabs keeps nothing once a conversation ends.',
    kept: 'Its agents run in ElevenLabs’ EU environment.',
  },
  ru: {
    zeroRetention: 'Его агенты работают в европейской среде ElevenLabs в режиме нулевого хранения: после разговора ElevenLabs ничего не сохраняет.',
    kept: 'Его агенты работают в европейской среде ElevenLabs.',
  },
  uk: {
    zeroRetention: 'Його агенти працюють у європейському середовищі ElevenLabs у режимі нульового зберігання: після розмови ElevenLabs нічого не зберігає.',
    kept: 'Його агенти працюють у європейському середовищі ElevenLabs.',
  },
  pl: {
    zeroRetention:
      'Jego agenci działają w europejskim środowisku ElevenLabs w trybie zerowej retencji: po zakończeniu rozmowy ElevenLabs niczego nie przechowuje.',
    kept: 'Jego agenci działają w europejskim środowisku ElevenLabs.',
  },
};
const PROCESSED_BY: Readonly<Record<Language, string>> = {
  en: 'Who processes the data for us',
  ru: 'Кто обрабатывает данные по нашему поручению',
  uk: 'Хто обробляє дані за нашим дорученням',
  pl: 'Kto przetwarza dane w naszym imieniu',
};

/** A fee with its volume steps: "Each minute on the phone: €0.12 a minute; after the first 20,000: €0.09". */
function feeLine(label: string, fee: Fee, after: string, lang: Language): string {
  const steps = (fee.tiers ?? []).slice(1);
  const first = fee.tiers?.[0];
  const cheaper =
    first?.upTo && steps[0] ? `; ${after} ${formatCount(first.upTo, lang)}: ${formatPrice({ amount: steps[0].amount, per: fee.price.per }, lang)}` : '';
  return `${label}: ${formatPrice(fee.price, lang)}${cheaper}`;
}

/** How many of a buyer's recorded calls AI Sales Manager's free sample report scores. */
const SAMPLE_REPORT_CALLS = (() => {
  const { start } = PRICING['ai-sales-manager'];
  if (start.kind !== 'sample-report') throw new Error('AI Sales Manager starts with a sample report on the buyer’s calls');
  return start.calls;
})();

/**
 * Questions buyers ask of a product that its page does not answer (the reviews of 28 November),
 * answered with what is true: what the product does that a named rival does not, and the reverse,
 * without a figure the site has not measured.
 */
const UNANSWERED_ON_PAGE: Readonly<Partial<Record<ProductSlug, Readonly<Record<Language, (price: string) => string>>>>> = {
  'ai-sales-manager': {
    en: (price) =>
      `**How does AI Sales Manager compare with Gong?** AI Sales Manager is a narrower tool than Gong: it scores every call and chat against your script and tells each manager what to fix next time, at a published price, ${price}, after a free report on ${SAMPLE_REPORT_CALLS} of your recorded calls. Gong also follows deals across emails and meetings and forecasts sales; AI Sales Manager does neither. The site publishes no side-by-side test with Gong and does not claim that either one scores calls better.`,
    ru: (price) =>
      `**Чем AI Sales Manager отличается от Gong?** AI Sales Manager — более узкий инструмент, чем Gong: он оценивает каждый звонок и чат по вашему скрипту и подсказывает каждому менеджеру, что исправить в следующий раз; цена опубликована — ${price}, а начать можно с бесплатного отчёта на основе ${SAMPLE_REPORT_CALLS} ваших записанных звонков. Gong ещё отслеживает сделки в письмах и на встречах и прогнозирует продажи; AI Sales Manager не делает ни того, ни другого. Сравнительных замеров с Gong сайт не публикует и не утверждает, что чьи-то оценки звонков точнее.`,
    uk: (price) =>
      `**Чим AI Sales Manager відрізняється від Gong?** AI Sales Manager — вужчий інструмент, ніж Gong: він оцінює кожен дзвінок і чат за вашим скриптом і підказує кожному менеджерові, що виправити наступного разу; ціну опубліковано — ${price}, а почати можна з безкоштовного звіту на основі ${SAMPLE_REPORT_CALLS} ваших записаних дзвінків. Gong ще відстежує угоди в листуванні й на зустрічах і прогнозує продажі; AI Sales Manager не робить ні того, ні іншого. Порівняльних замірів із Gong сайт не публікує й не стверджує, що чиїсь оцінки дзвінків точніші.`,
    pl: (price) =>
      `**Czym AI Sales Manager różni się od Gonga?** AI Sales Manager to węższe narzędzie niż Gong: ocenia każdą rozmowę i każdy czat według skryptu Twojego zespołu i podpowiada każdemu handlowcowi, co poprawić następnym razem; cena jest jawna: ${price}, a zacząć można od bezpłatnego raportu z ${SAMPLE_REPORT_CALLS} nagranych rozmów. Gong śledzi też przebieg transakcji w mailach i na spotkaniach oraz prognozuje sprzedaż; AI Sales Manager nie robi ani jednego, ani drugiego. Strona nie publikuje porównawczych pomiarów z Gongiem i nie twierdzi, że czyjeś oceny rozmów są trafniejsze.`,
  },
};

/** The names buyers ask those questions by, as each language declines them, written under the product's questions. */
const ASKED_BY_RIVAL: Readonly<Partial<Record<ProductSlug, Readonly<Record<Language, readonly string[]>>>>> = {
  'ai-sales-manager': { en: ['Gong'], ru: ['Gong'], uk: ['Gong'], pl: ['Gong', 'Gonga', 'Gongiem'] },
};

export function productDocument(sources: SiteSources, slug: ProductSlug): string {
  const { language: lang, pricing } = sources;
  const name = PRODUCT_NAMES[slug];
  const doc = sources.products.find((product) => product.slug === slug)!.page;
  const prices = pricing.products.items[slug];
  const labels = pricing.products.labels;
  const heading = (section: Parameters<typeof productSectionHeading>[1]) => `## ${productSectionHeading(name, section, lang)}`;
  const productPage = pageLine(name, localizePath(href('product', { product: slug }), lang), lang);
  const pricingPage = pageLine(pricing.breadcrumb, localizePath(href('pricing'), lang), lang);
  const lines: string[] = [
    `# ${name}`,
    productPage,
    doc.seo.description,
    `${asSentence(doc.hero.title)} ${doc.hero.lead}`,
    ...bullets([...doc.hero.highlights, ...(doc.value.figures ?? [])].map((metric) => `${metric.value}: ${metric.label}`)),
  ];

  const fees = PRICING[slug].fees as Readonly<Record<string, Fee>>;
  const extras = PRICING[slug].extras as Readonly<Record<string, { amount: number; per: Fee['price']['per'] } | 'at-cost'>>;
  lines.push(
    '',
    heading('price'),
    pricingPage,
    `${COSTS[lang](name, formatFromPrice(slug, lang))} ${prices.summary}`,
    `${asSentence(prices.model)}`,
    `${labels.fees}:`,
    ...bullets(Object.entries(prices.fees).map(([key, label]) => feeLine(label, fees[key]!, labels.after, lang))),
    `${labels.included}:`,
    ...bullets(prices.included),
    `${labels.extras}:`,
    ...bullets(
      Object.entries(prices.extras).map(([key, label]) => {
        const extra = extras[key]!;
        return `${label}: ${extra === 'at-cost' ? labels.atCost : formatPrice(extra, lang)}`;
      }),
    ),
  );

  const { launch } = doc;
  lines.push('', heading('pilot'), productPage, prices.start, ...(launch.lead ? [launch.lead] : []), askedAsLine(BUYER_WORDS[lang].pilot ?? [], lang));

  lines.push(
    '',
    heading('launch'),
    productPage,
    asSentence(launch.title),
    ...numbered(launch.items.map((item) => `${item.title} (${item.duration}): ${item.text}`)),
  );

  lines.push(
    '',
    heading('integrations'),
    productPage,
    [asSentence(doc.integrations.title), doc.integrations.lead].filter(Boolean).join(' '),
    ...bullets(
      doc.integrations.categories.map(
        (category) => `${category.name}: ${category.items.join(', ')}${category.more ? ` ${AND_MORE[lang](category.more)}` : ''}`,
      ),
    ),
  );

  lines.push(
    '',
    heading('capabilities'),
    productPage,
    [asSentence(doc.value.title), doc.value.lead, ...doc.value.items.map((item) => asSentence(item.title))].filter(Boolean).join(' '),
    ...bullets(doc.features.items.map((item) => `${item.title}: ${item.points?.length ? item.points.join('; ') : item.text}`)),
    // How soon a new lead is rung, as the page promises it, and that no pilot has measured it yet.
    ...(doc.leadCallback
      ? [
          [asSentence(doc.leadCallback.title), doc.leadCallback.lead, doc.leadCallback.pilots].join(' '),
          ...bullets(doc.leadCallback.items.map((item) => `${item.title}: ${item.text}`)),
        ]
      : []),
  );

  const terms = PROCESSING[slug];
  const voice = terms.elevenLabs?.environment === 'eu' ? [terms.elevenLabs.zeroRetention ? EU_VOICE[lang].zeroRetention : EU_VOICE[lang].kept] : [];
  const processors = terms.subProcessors.map((id) => {
    const processor = SUB_PROCESSORS[id];
    return 'model' in processor ? `${processor.name} (${processor.model})` : processor.name;
  });
  lines.push(
    '',
    heading('data'),
    pageLine(sources.trust.title, localizePath(href('trust'), lang), lang),
    [DATA[lang](name, formatDays({ min: terms.retentionDays, max: terms.retentionDays }, lang), DATA_POLICY.region), ...voice].join(' '),
    `${PROCESSED_BY[lang]}: ${processors.join(', ')}.`,
  );

  const clients = sources.cases.filter(({ slug: caseSlug }) => {
    const facts = CASES[caseSlug];
    return CASE_PRODUCT_PAGES[facts.product] === slug || (facts.relatedProducts as readonly string[]).includes(slug);
  });
  if (clients.length) {
    lines.push(
      '',
      heading('clients'),
      productPage,
      [asSentence(doc.cases.title), doc.cases.lead].filter(Boolean).join(' '),
      ...bullets(
        clients.map(
          ({ slug: caseSlug, card, story }) =>
            `${story.company.name} (${placeOf(story.company.market)}): ${card.headline.value} ${card.headline.label}. ${pageLine(card.shortTitle, localizePath(href('case', { slug: caseSlug }), lang), lang)}`,
        ),
      ),
    );
  }

  // The price's question is answered above, from the price list itself.
  const questions = doc.faq.items.filter((item) => !item.pricing);
  const unanswered = UNANSWERED_ON_PAGE[slug]?.[lang](formatFromPrice(slug, lang));
  lines.push(
    '',
    heading('questions'),
    productPage,
    ...questions.map((item) => `**${item.question}** ${item.answer.join(' ')}`),
    ...(unanswered ? setLines([unanswered], lang) : []),
    ...(ASKED_BY_RIVAL[slug] ? [askedAsLine(ASKED_BY_RIVAL[slug][lang], lang)] : []),
  );
  return `${lines.join('\n')}\n`;
}
