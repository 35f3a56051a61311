import { CONTACT_DETAILS, href, localizePath, PRODUCT_NAMES, type CaseSlug, type Language } from '@site/model';
import { clientLines, companyLines, dataLines, trustLines } from './buyer-facts';
import type { SiteSources } from './site-sources';

/**
 * The agent's knowledge base in one language: one text document written from the site's own
 * documents (see site-sources.ts), so the agent answers from what the pages say today. Headings are
 * in the document's language, as the agent reads it while speaking that language.
 */
const HEADINGS = {
  en: {
    about: 'About Synthra',
    claims: 'What you can expect',
    faq: 'Questions and answers',
    products: 'Products',
    page: 'Page',
    figures: 'In figures',
    problems: 'Problems it solves',
    value: 'What the business gets',
    steps: 'How it works',
    integrations: 'Integrations',
    features: 'Features',
    advantages: 'Compared with the alternatives',
    launch: 'Launch',
    testimonials: 'What clients say',
    cases: 'Case studies',
    company: 'Company',
    problem: 'The problem',
    solution: 'What was built',
    results: 'Results',
    articles: 'Blog articles',
    published: 'Published',
    team: 'Team',
    expertise: 'Expertise',
    contacts: 'Contacts',
    email: 'Email',
    companyRecord: 'Who runs Synthra: the company behind the site',
    dataStored: 'Where your data is stored and for how long',
    clients: 'Our clients: a case in each industry',
  },
  ru: {
    about: 'О компании Synthra',
    claims: 'Чего можно ожидать',
    faq: 'Вопросы и ответы',
    products: 'Продукты',
    page: 'Страница',
    figures: 'В цифрах',
    problems: 'Какие проблемы решает',
    value: 'Что получает бизнес',
    steps: 'Как это работает',
    integrations: 'Интеграции',
    features: 'Возможности',
    advantages: 'В сравнении с другими решениями',
    launch: 'Запуск',
    testimonials: 'Отзывы клиентов',
    cases: 'Кейсы',
    company: 'Компания',
    problem: 'Проблема',
    solution: 'Что сделали',
    results: 'Результаты',
    articles: 'Статьи блога',
    published: 'Опубликовано',
    team: 'Команда',
    expertise: 'Компетенции',
    contacts: 'Контакты',
    email: 'Email',
    companyRecord: 'Кто стоит за Synthra: компания, которой принадлежит сайт',
    dataStored: 'Где и как долго хранятся ваши данные',
    clients: 'Наши клиенты: кейс в каждой отрасли',
  },
  uk: {
    about: 'Про компанію Synthra',
    claims: 'Чого можна очікувати',
    faq: 'Запитання та відповіді',
    products: 'Продукти',
    page: 'Сторінка',
    figures: 'У цифрах',
    problems: 'Які проблеми розв’язує',
    value: 'Що отримує бізнес',
    steps: 'Як це працює',
    integrations: 'Інтеграції',
    features: 'Можливості',
    advantages: 'Порівняно з іншими рішеннями',
    launch: 'Запуск',
    testimonials: 'Відгуки клієнтів',
    cases: 'Кейси',
    company: 'Компанія',
    problem: 'Проблема',
    solution: 'Що зробили',
    results: 'Результати',
    articles: 'Статті блогу',
    published: 'Опубліковано',
    team: 'Команда',
    expertise: 'Компетенції',
    contacts: 'Контакти',
    email: 'Email',
    companyRecord: 'Хто стоїть за Synthra: компанія, якій належить сайт',
    dataStored: 'Де й як довго зберігаються ваші дані',
    clients: 'Наші клієнти: кейс у кожній галузі',
  },
  pl: {
    about: 'O firmie Synthra',
    claims: 'Czego można się spodziewać',
    faq: 'Pytania i odpowiedzi',
    products: 'Produkty',
    page: 'Strona',
    figures: 'W liczbach',
    problems: 'Jakie problemy rozwiązuje',
    value: 'Co zyskuje firma',
    steps: 'Jak to działa',
    integrations: 'Integracje',
    features: 'Możliwości',
    advantages: 'W porównaniu z innymi rozwiązaniami',
    launch: 'Uruchomienie',
    testimonials: 'Opinie klientów',
    cases: 'Historie wdrożeń',
    company: 'Firma',
    problem: 'Problem',
    solution: 'Co zbudowaliśmy',
    results: 'Wyniki',
    articles: 'Artykuły na blogu',
    published: 'Opublikowano',
    team: 'Zespół',
    expertise: 'Kompetencje',
    contacts: 'Kontakt',
    email: 'E-mail',
    companyRecord: 'Kto prowadzi Synthra: spółka, do której należy serwis',
    dataStored: 'Gdzie i jak długo przechowujemy Twoje dane',
    clients: 'Nasi klienci: wdrożenie w każdej branży',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** "HubSpot, Pipedrive and 10 more": a list that names some of its items and counts the rest. */
const AND_MORE: Readonly<Record<Language, (count: number) => string>> = {
  en: (count) => `and ${count} more`,
  ru: (count) => `и ещё ${count}`,
  uk: (count) => `та ще ${count}`,
  pl: (count) => `i jeszcze ${count}`,
};

/** A heading or subtitle, which the page sets apart without a full stop, ended as a sentence before the text that follows it. */
const asSentence = (text: string) => (/[.!?…:»"”)]$/u.test(text) ? text : `${text}.`);

/**
 * A job title after a name and a comma, or an item of a list in running text: Russian and Ukrainian
 * write it in lower case («Мария Новак, руководитель направления AI»; «Компетенции: B2B-продажи,
 * построение отдела продаж»), as the pages' own bylines do; English keeps the title's capitals. One
 * that opens with a name or an acronym (Synthra, CEO, B2B) keeps its capital.
 */
function titleAfterComma(title: string, lang: Language): string {
  if (lang === 'en' || !/^\p{Script=Cyrillic}\p{Ll}/u.test(title)) return title;
  return title[0]!.toLocaleLowerCase(lang) + title.slice(1);
}

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`);
const numbered = (items: readonly string[]) => items.map((item, index) => `${index + 1}. ${item}`);

/** The knowledge base document of one language, as Markdown. */
export function knowledgeBaseText(sources: SiteSources): string {
  const { language: lang, home, team } = sources;
  const h = HEADINGS[lang];
  const page = (path: string) => `${h.page}: ${localizePath(path, lang)}`;
  const companyOf = (slug: CaseSlug) => sources.cases.find((source) => source.slug === slug)!.story.company.name;
  const lines: string[] = [
    `# ${h.about}`,
    home.hero.lead,
    '',
    `## ${h.claims}`,
    ...bullets(home.hero.claims.map((claim) => `${claim.value}: ${claim.label}`)),
    '',
    `## ${h.faq}`,
    ...home.faq.items.flatMap((item) => [`**${item.question}** ${item.answer}`]),
    '',
    `## ${h.contacts}`,
    ...bullets([`${h.email}: ${CONTACT_DETAILS.email}`, `Telegram: ${CONTACT_DETAILS.telegram.handle}`]),
    '',
    `## ${h.companyRecord}`,
    ...companyLines(lang, h.page),
    '',
    `## ${h.dataStored}`,
    ...dataLines(lang, h.page),
    ...trustLines(lang),
    '',
    `## ${h.clients}`,
    ...clientLines(sources, h.page),
    '',
    `# ${h.products}`,
  ];
  for (const { slug, page: doc } of sources.products) {
    lines.push(
      '',
      `## ${PRODUCT_NAMES[slug]}`,
      page(href('product', { product: slug })),
      doc.seo.description,
      doc.hero.lead,
      `${h.figures}: ${[...doc.hero.highlights, ...(doc.value.figures ?? [])].map((metric) => `${metric.value} (${metric.label})`).join('; ')}`,
      `### ${h.problems}`,
      ...bullets(doc.problems.items.map((item) => `${item.role}: ${item.problem} ${item.solution} ${item.result}`)),
      `### ${h.value}`,
      ...bullets(doc.value.items.map((item) => `${item.title}: ${item.text}`)),
      `### ${h.steps}`,
      ...numbered(doc.steps.items.map((item) => `${item.title}: ${item.text}`)),
      `### ${h.integrations}`,
      ...bullets(
        doc.integrations.categories.map(
          (category) => `${category.name}: ${category.items.join(', ')}${category.more ? ` ${AND_MORE[lang](category.more)}` : ''}`,
        ),
      ),
      `### ${h.features}`,
      ...bullets(doc.features.items.map((item) => [`${item.title}: ${item.text}`, ...(item.points ?? [])].join(' · '))),
      `### ${h.advantages}`,
      ...bullets(doc.advantages.items.map((item) => `${item.title}: ${item.text}`)),
      `### ${h.launch}`,
      ...numbered(doc.launch.items.map((item) => `${item.title} (${item.duration}): ${item.text}`)),
      `### ${h.testimonials}`,
      // A testimonial names its case; the company is the case's, as the page's mark shows it.
      ...bullets(doc.testimonials.items.map((item) => `${item.quote} (${item.author}, ${titleAfterComma(item.position, lang)}, ${companyOf(item.case)})`)),
      `### ${h.faq}`,
      ...doc.faq.items.map((item) => `**${item.question}** ${item.answer.join(' ')}`),
    );
  }
  lines.push('', `# ${h.cases}`);
  for (const { slug, card, story } of sources.cases) {
    lines.push(
      '',
      `## ${story.title}`,
      `${page(href('case', { slug }))} · ${card.badge}`,
      card.preview,
      `${h.company}: ${story.company.name}; ${story.company.industry}; ${story.company.size}; ${story.company.market}`,
      `### ${h.problem}`,
      ...bullets(story.problem.items),
      `### ${h.solution}`,
      ...story.solution.description,
      ...bullets([...story.solution.features, story.solution.integrations.join(', ')]),
      `### ${h.results}`,
      ...bullets([card.headline, ...story.results.metrics].map((metric) => `${metric.value} (${metric.label})`)),
      ...story.results.details,
      `${story.testimonial.quote} (${story.testimonial.author})`,
    );
  }
  // An article is given by its opening, its sections' titles and its conclusion, not word for word:
  // the agent points a visitor to the article rather than reading it out, and the three languages'
  // documents must fit the characters ElevenLabs keeps for a workspace without an enterprise plan.
  lines.push('', `# ${h.articles}`);
  for (const { slug, facts, card, body } of sources.articles) {
    const { content } = body;
    lines.push(
      '',
      `## ${card.title}`,
      `${page(href('article', { slug }))} · ${h.published}: ${facts.date}`,
      `${asSentence(card.subtitle)} ${card.excerpt}`,
      ...content.intro,
      `### ${content.points.title}`,
      ...bullets(content.points.items.map((item) => item.title)),
      `### ${content.examples.title}`,
      ...bullets(content.examples.items.map((item) => item.title)),
      `### ${content.conclusion.title}`,
      ...content.conclusion.text,
    );
  }
  lines.push(
    '',
    `# ${h.team}`,
    page(href('team')),
    ...team.members.flatMap((member) => [
      `## ${member.name}, ${titleAfterComma(member.position, lang)}`,
      member.description,
      `${h.expertise}: ${member.expertise.map((area) => titleAfterComma(area, lang)).join(', ')}`,
    ]),
  );
  return `${lines.join('\n')}\n`;
}
