import { askedAsLine, BUYER_WORDS, pageLine, SITE_SECTION_TITLES, type SiteSection, type SiteTopic } from '@site/contracts';
import {
  BILLING_TERMS,
  CASES,
  CEILING_RESULTS,
  clientMarkOf,
  clock,
  COMPANY,
  CONTACT_DETAILS,
  FACTS,
  formatDays,
  formatFromPrice,
  formatList,
  formatPercentChange,
  href,
  localizePath,
  MEETING_MANAGERS,
  PRODUCT_NAMES,
  PRODUCT_SLUGS,
  type Language,
} from '@site/model';
import { companyLines, dataLines, INDUSTRY_NAMES, placeOf, setLines, trustLines } from './buyer-facts';
import { asSentence } from './knowledge-products';
import type { SiteSources } from './site-sources';

/**
 * The knowledge base's site-wide documents, one per topic and language: the company and its
 * contract, data and certificates, prices and estimates, how a project runs, the cases by
 * industry, the articles, the team and the home page's copy. Each section opens with its answer;
 * every figure, name and number comes from the site model or the pages' own documents.
 */

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`);

/** Each document's title, as its first heading. */
const TITLES: Readonly<Record<Language, Readonly<Record<SiteTopic, string>>>> = {
  en: {
    about: 'About Synthra',
    company: 'Synthra the company: the contract and the managers',
    data: 'Data, residency and certificates',
    pricing: 'Prices and estimates',
    project: 'How a project with Synthra runs',
    cases: 'Case studies by industry',
    articles: 'Blog articles',
    team: 'Team',
  },
  ru: {
    about: 'О компании Synthra',
    company: 'Компания Synthra: договор и менеджеры',
    data: 'Хранение данных и сертификаты',
    pricing: 'Цены и расчёты',
    project: 'Как проходит проект с Synthra',
    cases: 'Кейсы по отраслям',
    articles: 'Статьи блога',
    team: 'Команда',
  },
  uk: {
    about: 'Про компанію Synthra',
    company: 'Компанія Synthra: договір і менеджери',
    data: 'Зберігання даних і сертифікати',
    pricing: 'Ціни та розрахунки',
    project: 'Як проходить проєкт із Synthra',
    cases: 'Кейси за галузями',
    articles: 'Статті блогу',
    team: 'Команда',
  },
  pl: {
    about: 'O firmie Synthra',
    company: 'Spółka Synthra: umowa i handlowcy',
    data: 'Dane, miejsce ich przechowywania i certyfikaty',
    pricing: 'Ceny i wyceny',
    project: 'Jak przebiega projekt z Synthrą',
    cases: 'Historie wdrożeń według branż',
    articles: 'Artykuły na blogu',
    team: 'Zespół',
  },
};

/** The contract's terms (`BILLING_TERMS`), as a buyer's question about them is answered. */
const CONTRACT: Readonly<Record<Language, (notice: number, payment: number, discount: number) => string>> = {
  en: (notice, payment, discount) =>
    `There is no long contract: once a product runs, it is billed month by month and stops with ${notice} days’ notice from the end of any month. One invoice a month in euros, VAT excluded, paid by bank transfer within ${payment} days; a year paid in advance takes ${discount}% off every monthly fee.`,
  ru: (notice, payment, discount) =>
    `Долгого договора нет: продукт после запуска оплачивается помесячно, и от него можно отказаться, предупредив за ${notice} дней до конца любого месяца. Счёт выставляется раз в месяц в евро без НДС и оплачивается банковским переводом в течение ${payment} дней; при оплате за год вперёд каждый ежемесячный платёж на ${discount}% меньше.`,
  uk: (notice, payment, discount) =>
    `Довгого договору немає: продукт після запуску оплачується щомісяця, і від нього можна відмовитися, попередивши за ${notice} днів до кінця будь-якого місяця. Рахунок виставляється раз на місяць у євро без ПДВ і сплачується банківським переказом протягом ${payment} днів; за оплати на рік наперед кожен щомісячний платіж на ${discount}% менший.`,
  pl: (notice, payment, discount) =>
    `Nie ma długiej umowy: uruchomiony produkt rozliczamy co miesiąc, a zrezygnować z niego można z ${notice}-dniowym wypowiedzeniem na koniec dowolnego miesiąca. Ceny są netto: jedna faktura miesięcznie w euro, z VAT doliczanym tam, gdzie wymagają tego przepisy, płatna przelewem w ciągu ${payment} dni; przy płatności za rok z góry każda miesięczna opłata jest niższa o ${discount}%.`,
};

/** When the managers answer (`COMPANY.phoneHours`). */
const HOURS: Readonly<Record<Language, (from: string, to: string) => string>> = {
  en: (from, to) => `Managers work Monday to Friday, ${from} to ${to} Warsaw time.`,
  ru: (from, to) => `Менеджеры работают с понедельника по пятницу, с ${from} до ${to} по варшавскому времени.`,
  uk: (from, to) => `Менеджери працюють з понеділка по п’ятницю, з ${from} до ${to} за варшавським часом.`,
  pl: (from, to) => `Handlowcy pracują od poniedziałku do piątku w godzinach ${from}–${to} czasu warszawskiego.`,
};

/** What a request left after hours waits for, and when Lumi rings after one (the thank-you page's call): "how fast will a manager call me back?". */
const CALL_BACK: Readonly<Record<Language, string>> = {
  en: 'A request left in the evening, at night or at the weekend is answered by the next working day. After a request, its thank-you page offers a call from Lumi: he rings at once within the managers’ hours, and the next working morning outside them.',
  ru: 'На заявку, оставленную вечером, ночью или в выходные, ответят не позже следующего рабочего дня. После заявки на странице благодарности можно попросить Lumi позвонить: в рабочие часы менеджеров он звонит сразу, в другое время — следующим рабочим утром.',
  uk: 'На заявку, залишену ввечері, вночі чи у вихідні, відповідять не пізніше наступного робочого дня. Після заявки на сторінці подяки можна попросити Lumi зателефонувати: у робочі години менеджерів він телефонує одразу, в інший час — наступного робочого ранку.',
  pl: 'Na zgłoszenie zostawione wieczorem, w nocy lub w weekend odpowiadamy najpóźniej następnego dnia roboczego. Po wysłaniu zgłoszenia na stronie z podziękowaniem można poprosić Lumi o telefon: w godzinach pracy handlowców dzwoni od razu, a poza nimi następnego dnia roboczego rano.',
};

/** The languages the managers hold calls and meetings in (`MEETING_MANAGERS`), named as `lang` names them. */
const MANAGERS_SPEAK: Readonly<Record<Language, (languages: string) => string>> = {
  en: (languages) => `Managers hold calls and meetings in ${languages}.`,
  ru: (languages) => `Менеджеры ведут звонки и встречи на таких языках: ${languages}.`,
  uk: (languages) => `Менеджери ведуть дзвінки й зустрічі такими мовами: ${languages}.`,
  pl: (languages) => `Handlowcy prowadzą rozmowy i spotkania w językach: ${languages}.`,
};

/**
 * What buyers ask that the site gives no figure or comparison for (the reviews of 28 November): what
 * is true instead, so an agent says it rather than a guess or a call back.
 */
const NOT_CLAIMED: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'Comparisons with other vendors (Chorus, Intercom Fin, Gorgias and others): the site publishes no comparison or benchmark against any of them. What it does publish is each product’s price, pilot and integrations, and the results of named clients in its cases.',
    'How fast a new lead is called back: the site gives no figure in seconds or minutes, and Lumi AI’s lead callback has no pilot results yet. Lumi AI promises to ring a new lead as soon as it arrives within the managers’ hours, and first thing the next working morning outside them; a manager’s own call back follows the managers’ hours too. Once the call is connected, Lumi AI replies in about a second.',
  ],
  ru: [
    'Сравнения с другими поставщиками (Chorus, Intercom Fin, Gorgias и другими): сайт не публикует ни сравнений, ни замеров против них. Он публикует цену, пилот и интеграции каждого продукта и результаты названных клиентов в кейсах.',
    'Как быстро перезванивают новому лиду: сайт не называет цифру в секундах или минутах, а у обратного звонка Lumi AI пока нет результатов пилотов. Lumi AI обещает позвонить новому лиду сразу, как пришла заявка, если это рабочие часы менеджеров, а если нет — первым делом следующим рабочим утром; менеджер тоже перезванивает в свои рабочие часы. Когда звонок соединён, Lumi AI отвечает примерно за секунду.',
  ],
  uk: [
    'Порівняння з іншими постачальниками (Chorus, Intercom Fin, Gorgias та іншими): сайт не публікує ні порівнянь, ні замірів проти них. Він публікує ціну, пілот та інтеграції кожного продукту й результати названих клієнтів у кейсах.',
    'Як швидко передзвонюють новому ліду: сайт не називає цифри в секундах чи хвилинах, а зворотний дзвінок Lumi AI ще не має результатів пілотів. Lumi AI обіцяє зателефонувати новому ліду одразу, щойно надійшла заявка, якщо це робочі години менеджерів, а якщо ні — першим ділом наступного робочого ранку; менеджер теж передзвонює у свої робочі години. Коли дзвінок з’єднано, Lumi AI відповідає приблизно за секунду.',
  ],
  pl: [
    'Porównania z innymi dostawcami (Chorus, Intercom Fin, Gorgias i innymi): strona nie publikuje żadnych porównań ani pomiarów względem nich. Publikuje cenę, pilotaż i integracje każdego produktu oraz wyniki wymienionych z nazwy klientów w historiach wdrożeń.',
    'Jak szybko nowy lead dostaje telefon zwrotny: strona nie podaje liczby w sekundach ani minutach, a oddzwanianie Lumi AI nie ma jeszcze wyników pilotaży. Lumi AI obiecuje zadzwonić do nowego leada zaraz po wpłynięciu zgłoszenia w godzinach pracy handlowców, a poza nimi z samego rana następnego dnia roboczego; handlowiec też oddzwania w swoich godzinach pracy. Po połączeniu Lumi AI odpowiada w około sekundę.',
  ],
};

/**
 * A local number, country by country, as the footer lists the record's lines (`marketPhones`), or
 * that there is none yet: "a Polish phone number?" is answered with the line that exists.
 */
const LOCAL_LINES: Readonly<Record<Language, { some: (lines: string) => string; none: (line: string) => string }>> = {
  en: {
    some: (lines) => `Local numbers: ${lines}.`,
    none: (line) => `There is no local phone number in Poland, Ukraine or any other country yet: buyers everywhere call ${line}.`,
  },
  ru: {
    some: (lines) => `Местные номера: ${lines}.`,
    none: (line) => `Местных телефонных номеров в Польше, Украине и других странах пока нет: звонят из любой страны на ${line}.`,
  },
  uk: {
    some: (lines) => `Місцеві номери: ${lines}.`,
    none: (line) => `Місцевих телефонних номерів у Польщі, Україні та інших країнах поки немає: з будь-якої країни телефонують на ${line}.`,
  },
  pl: {
    some: (lines) => `Numery lokalne: ${lines}.`,
    none: (line) => `Lokalnego numeru telefonu w Polsce, na Ukrainie ani w innych krajach jeszcze nie ma: z każdego kraju dzwoni się pod ${line}.`,
  },
};

export function localLines(lang: Language): string {
  const country = new Intl.DisplayNames([lang], { type: 'region' });
  const lines = Object.entries(COMPANY.marketPhones).flatMap(([code, line]) => (line ? [`${country.of(code) ?? code} ${line.display}`] : []));
  return lines.length ? LOCAL_LINES[lang].some(lines.join('; ')) : LOCAL_LINES[lang].none(COMPANY.phoneDisplay);
}

/** The line a contact is reached on. */
const REACH: Readonly<Record<Language, string>> = {
  en: 'Phone number, email and Telegram',
  ru: 'Номер телефона, email и Telegram',
  uk: 'Номер телефону, email і Telegram',
  pl: 'Numer telefonu, e-mail i Telegram',
};

/** Every product's "from" price in one sentence: the answer to "how much is it?" when no product is named. */
const PRICES: Readonly<Record<Language, (list: string) => string>> = {
  en: (list) => `Every product has a published price list in euros, VAT excluded: ${list}.`,
  ru: (list) => `У каждого продукта свой прайс-лист в евро без НДС: ${list}.`,
  uk: (list) => `Кожен продукт має власний прайс-лист у євро без ПДВ: ${list}.`,
  pl: (list) => `Każdy produkt ma opublikowany cennik w euro, bez VAT: ${list}.`,
};

/** How an estimate for a visitor's own volume is worked out. */
const ESTIMATE: Readonly<Record<Language, string>> = {
  en: 'A monthly figure for your own volume is worked out from these price lists, by the pricing page’s calculator and by this assistant alike: name the product and your volume (calls and their minutes, chats, branches, managers or agents), and the estimate comes with what it assumes.',
  ru: 'Сумму в месяц для вашего объёма считают по этим прайс-листам калькулятор на странице цен и этот ассистент: назовите продукт и объём (звонки и их длительность, чаты, филиалы, менеджеров или агентов), и расчёт придёт вместе с допущениями.',
  uk: 'Суму на місяць для вашого обсягу рахують за цими прайс-листами калькулятор на сторінці цін і цей асистент: назвіть продукт і обсяг (дзвінки та їхню тривалість, чати, філії, менеджерів чи агентів), і розрахунок надійде разом із припущеннями.',
  pl: 'Kwotę miesięczną dla Twojego wolumenu wyliczają z tych cenników kalkulator na stronie cen i ten asystent: podaj produkt i wolumen (połączenia i ich długość, czaty, placówki, handlowców lub agentów), a wycena przyjdzie razem z założeniami.',
};

/** How a project runs, from the kickoff to live traffic (`FACTS.launchDays`). */
const PROJECT: Readonly<Record<Language, (days: string) => string>> = {
  en: (days) =>
    `A project goes from the kickoff to live customers in ${days}: we study your conversations, connect your systems and load your knowledge, test with your team, and then run a pilot on real customers before anything is switched on everywhere. Each product starts in its own way:`,
  ru: (days) =>
    `От первой встречи до работы с живыми клиентами проходит ${days}: мы изучаем ваши разговоры, подключаем ваши системы и загружаем знания, проверяем всё с вашей командой, а затем проводим пилот на реальных клиентах\u00a0— и только потом включаем продукт везде. Каждый продукт начинается по-своему:`,
  uk: (days) =>
    `Від першої зустрічі до роботи з живими клієнтами минає ${days}: ми вивчаємо ваші розмови, підключаємо ваші системи й завантажуємо знання, перевіряємо все з вашою командою, а потім проводимо пілот на реальних клієнтах\u00a0— і лише тоді вмикаємо продукт скрізь. Кожен продукт починається по-своєму:`,
  pl: (days) =>
    `Od pierwszego spotkania do pracy z prawdziwymi klientami mija ${days}: analizujemy Twoje rozmowy, podłączamy Twoje systemy i wgrywamy wiedzę, testujemy wszystko z Twoim zespołem, a potem prowadzimy pilotaż na prawdziwych klientach i dopiero wtedy włączamy produkt wszędzie. Każdy produkt startuje na swój sposób:`,
};

/**
 * A case's client and the products it runs, and the systems its project connected, as sentences the
 * assistant can say as they stand, not rows of fields («Клиент: …; решение: …»): «Медицинский центр
 * «Верес» (Киев, Украина) работает с MediFlow AI и Lumi AI.» The products are named as the site
 * writes them, which no language declines, so no verb has to agree with a client's gender.
 */
const RUNS: Readonly<Record<Language, (client: string, products: string) => string>> = {
  en: (client, products) => `${client} runs ${products}.`,
  ru: (client, products) => `${client} работает с ${products}.`,
  uk: (client, products) => `${client} працює з ${products}.`,
  pl: (client, products) => `${client} korzysta z ${products}.`,
};
const CONNECTED: Readonly<Record<Language, (systems: string) => string>> = {
  en: (systems) => `The project connected ${systems}.`,
  ru: (systems) => `В проекте подключили ${systems}.`,
  uk: (systems) => `У проєкті підключили ${systems}.`,
  pl: (systems) => `W projekcie podłączyliśmy ${systems}.`,
};
/** The case's figures, opened as a sentence the assistant can say, not a field's name («Результаты: …»). */
const RESULTS: Readonly<Record<Language, string>> = {
  en: 'What changed after launch',
  ru: 'Что изменилось после запуска',
  uk: 'Що змінилося після запуску',
  pl: 'Co zmieniło się po wdrożeniu',
};

/** The products a case's badge names («Голосовой ассистент Lumi AI» is Lumi AI), in its order. */
const productsOf = (badge: string) =>
  Object.values(PRODUCT_NAMES)
    .filter((name) => badge.includes(name))
    .sort((a, b) => badge.indexOf(a) - badge.indexOf(b));
const PUBLISHED: Readonly<Record<Language, string>> = { en: 'Published', ru: 'Опубликовано', uk: 'Опубліковано', pl: 'Opublikowano' };
const EXPERTISE: Readonly<Record<Language, string>> = { en: 'Expertise', ru: 'Компетенции', uk: 'Компетенції', pl: 'Kompetencje' };

/**
 * A job title after a name and a comma, or an item of a list in running text: Russian, Ukrainian and
 * Polish write it in lower case («Мария Новак, руководитель направления AI», „założyciel i prezes zarządu”), as the pages' own bylines do;
 * English keeps the title's capitals. One that opens with a name or an acronym keeps its capital.
 */
function titleAfterComma(title: string, lang: Language): string {
  if (lang === 'en' || !/^\p{Lu}\p{Ll}/u.test(title)) return title;
  return title[0]!.toLocaleLowerCase(lang) + title.slice(1);
}

/** The languages the managers speak, each named in `lang` ("Polish", «польский»), in the managers' order. */
function managerLanguages(lang: Language): string[] {
  const names = new Intl.DisplayNames([lang], { type: 'language' });
  return [...new Set(MEETING_MANAGERS.flatMap((manager) => manager.languages))].map((language) => names.of(language) ?? language);
}

/** The site-wide documents of one language, by topic. */
export function siteDocuments(sources: SiteSources): Readonly<Record<SiteTopic, string>> {
  const { language: lang, home, pricing, legal, team } = sources;
  const section = (id: SiteSection) => `## ${SITE_SECTION_TITLES[lang][id]}`;
  const page = (title: string, path: string) => pageLine(title, localizePath(path, lang), lang);
  const document = (topic: SiteTopic, lines: readonly string[]) => `${[`# ${TITLES[lang][topic]}`, ...lines].join('\n')}\n`;
  const pricingPage = page(pricing.breadcrumb, href('pricing'));
  const trustPage = page(sources.trust.title, href('trust'));
  const { from, to } = COMPANY.phoneHours;

  const about = document('about', [
    page(TITLES[lang].about, href('home')),
    home.hero.lead,
    '',
    section('claims'),
    ...bullets(home.hero.claims.map((claim) => `${claim.value}: ${claim.label}`)),
    // The page's note under the claims: two of them are ceilings, and the cases' best results, each with its client and case.
    home.hero.ceilings.note,
    ...bullets(
      CEILING_RESULTS.map(
        ({ slug, change, measure }) =>
          `${formatPercentChange(change)} ${home.hero.ceilings.results[measure]} (${clientMarkOf(slug).brand}): ${localizePath(href('case', { slug }), lang)}`,
      ),
    ),
    '',
    section('faq'),
    ...home.faq.items.map((item) => `**${item.question}** ${item.answer}`),
    '',
    section('notClaimed'),
    ...setLines(NOT_CLAIMED[lang], lang),
    askedAsLine(BUYER_WORDS[lang].notClaimed ?? [], lang),
  ]);

  const company = document('company', [
    section('company'),
    page(legal.title, href('legal')),
    legal.notes.operator.text,
    // The DPA as the trust page offers it for download.
    `${sources.trust.aside.dpa.title}: ${sources.trust.aside.dpa.text} ${sources.trust.aside.dpa.download}: ${sources.trust.title}, ${sources.trust.aside.dpa.format}.`,
    // The company record without its own page line: the legal notice is the page that prints it.
    ...companyLines(lang, '').slice(1),
    askedAsLine(BUYER_WORDS[lang].company ?? [], lang),
    '',
    section('contract'),
    pricingPage,
    CONTRACT[lang](BILLING_TERMS.noticeDays, BILLING_TERMS.paymentDays, BILLING_TERMS.annualDiscountPercent),
    '',
    section('hours'),
    page(legal.title, href('legal')),
    HOURS[lang](clock(from), clock(to)),
    `${REACH[lang]}: ${COMPANY.phoneDisplay}, ${CONTACT_DETAILS.email}, ${CONTACT_DETAILS.telegram.handle}.`,
    ...setLines([localLines(lang)], lang),
    MANAGERS_SPEAK[lang](formatList(managerLanguages(lang), lang)),
    askedAsLine(BUYER_WORDS[lang].hours ?? [], lang),
    '',
    section('callBack'),
    page(legal.title, href('legal')),
    ...setLines([CALL_BACK[lang]], lang),
    askedAsLine(BUYER_WORDS[lang].callBack ?? [], lang),
  ]);

  const [processors, certificates] = trustLines(lang);
  const data = document('data', [
    section('siteData'),
    trustPage,
    ...dataLines(lang, '').slice(1),
    '',
    section('processors'),
    trustPage,
    processors!,
    '',
    section('certifications'),
    trustPage,
    certificates!,
  ]);

  const list = PRODUCT_SLUGS.map((slug) => `${PRODUCT_NAMES[slug]} ${formatFromPrice(slug, lang)}`).join(', ');
  const prices = document('pricing', [
    section('prices'),
    pricingPage,
    PRICES[lang](list),
    ...bullets(PRODUCT_SLUGS.map((slug) => `${PRODUCT_NAMES[slug]}: ${asSentence(pricing.products.items[slug].model)}`)),
    '',
    section('estimate'),
    pricingPage,
    ESTIMATE[lang],
    ...bullets(pricing.calculator.assumptions),
    ...pricing.faq.items.map((item) => `**${item.question}** ${item.answer.join(' ')}`),
  ]);

  const project = document('project', [
    section('project'),
    page(TITLES[lang].about, href('home')),
    PROJECT[lang](formatDays(FACTS.launchDays, lang)),
    ...bullets(PRODUCT_SLUGS.map((slug) => `${PRODUCT_NAMES[slug]}: ${pricing.products.items[slug].start}`)),
  ]);

  const cases = document('cases', [
    page(TITLES[lang].cases, href('cases')),
    ...sources.cases.flatMap(({ slug, card, story }) => [
      '',
      `## ${INDUSTRY_NAMES[lang][CASES[slug].industry]}: ${story.company.name}`,
      page(card.shortTitle, href('case', { slug })),
      `${RUNS[lang](`${story.company.name} (${placeOf(story.company.market)})`, formatList(productsOf(card.badge), lang))} ${card.preview}`,
      `${RESULTS[lang]}: ${[card.headline, ...story.results.metrics].map((metric) => `${metric.value} ${metric.label}`).join('; ')}.`,
      CONNECTED[lang](formatList(story.solution.integrations, lang)),
    ]),
  ]);

  // An article is given by its subtitle, excerpt and sections' titles: the agent sends a visitor to it rather than reading it out.
  const articles = document(
    'articles',
    sources.articles.flatMap(({ slug, facts, card, body }) => [
      '',
      `## ${card.title}`,
      `${page(card.title, href('article', { slug }))} · ${PUBLISHED[lang]}: ${facts.date}`,
      `${asSentence(card.subtitle)} ${card.excerpt}`,
      ...bullets(body.content.points.items.map((item) => item.title)),
    ]),
  );

  const people = document('team', [
    page(TITLES[lang].team, href('team')),
    ...team.members.flatMap((member) => [
      '',
      `## ${member.name}, ${titleAfterComma(member.position, lang)}`,
      member.description,
      `${EXPERTISE[lang]}: ${member.expertise.map((area) => titleAfterComma(area, lang)).join(', ')}`,
    ]),
  ]);

  return { about, company, data, pricing: prices, project, cases, articles, team: people };
}
