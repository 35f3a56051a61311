import {
  ASSURANCE,
  CASE_INDUSTRIES,
  COMPANY,
  DATA_POLICY,
  EXAMPLE_RECORD_WORDS,
  formatDays,
  href,
  localizePath,
  registryNumber,
  STANDARDS,
  SUB_PROCESSORS,
  type Language,
} from '@site/model';

type CaseIndustry = (typeof CASE_INDUSTRIES)[number];
import type { SiteSources } from './site-sources';

/**
 * What a buyer asks before booking a call, which no page's prose answers in one place: the company
 * behind the site, where their data is kept and for how long, and whether a business like theirs is
 * a client. Every figure, name and number is read from the site model (`COMPANY`, `DATA_POLICY`)
 * or the cases' own documents, as the legal notice, the trust page and the case library print them;
 * only the sentences around them are written here.
 */

/** Each industry of the case library's filter, as a buyer names it. */
const INDUSTRY_NAMES: Readonly<Record<Language, Readonly<Record<CaseIndustry, string>>>> = {
  en: { healthcare: 'Healthcare, clinics', services: 'Services', b2b: 'B2B', ecommerce: 'E-commerce', retail: 'Retail', saas: 'SaaS' },
  ru: { healthcare: 'Медицина, клиники', services: 'Услуги', b2b: 'B2B', ecommerce: 'Электронная коммерция', retail: 'Ритейл', saas: 'SaaS' },
  uk: { healthcare: 'Медицина, клініки', services: 'Послуги', b2b: 'B2B', ecommerce: 'Електронна комерція', retail: 'Ритейл', saas: 'SaaS' },
};

/** "our client Veres Medical Centre": how a case's company is introduced in a list of industries. */
const OUR_CLIENT: Readonly<Record<Language, string>> = { en: 'our client', ru: 'наш клиент', uk: 'наш клієнт' };

const days = (count: number, lang: Language) => formatDays({ min: count, max: count }, lang);
const countryName = (code: string, lang: Language) => new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
const pageLine = (label: string, path: string, lang: Language) => `${label}: ${localizePath(path, lang)}`;

/** The company record, as the legal notice gives it. */
export function companyLines(lang: Language, pageLabel: string): string[] {
  const { address, register } = COMPANY;
  const office = `${address.street}, ${address.postalCode} ${address.city}, ${countryName(address.country, lang)}`;
  const capital = `${COMPANY.shareCapital.amount} ${COMPANY.shareCapital.currency}`;
  const { from, to } = COMPANY.phoneHours;
  // While the record is the example, its numbers are said to be not set, and the example is said to be one.
  const krs = registryNumber(register.number, lang);
  const vatId = registryNumber(COMPANY.vatId, lang);
  const regon = registryNumber(COMPANY.regon, lang);
  // Said in the same paragraph as the name, so an answer that gives the company says it is an example.
  const example = COMPANY.example ? ` ${EXAMPLE_RECORD_WORDS[lang].note}` : '';
  const lines: Readonly<Record<Language, string[]>> = {
    en: [
      `Synthra is run by ${COMPANY.legalName}, a ${COMPANY.legalForm.en}, registered in ${register.name} under number ${krs} (${register.court}).`,
      `Registered office: ${office}. VAT number (NIP): ${vatId}; REGON: ${regon}; share capital: ${capital}.`,
      `Phone: ${COMPANY.phone}, Monday to Friday from ${from} to ${to} Warsaw time. Privacy questions: ${COMPANY.privacyEmail}; security: ${COMPANY.securityEmail}.`,
    ],
    ru: [
      `За Synthra стоит компания ${COMPANY.legalName} — ${COMPANY.legalForm.ru}, зарегистрированная в ${register.name} под номером ${krs} (${register.court}).`,
      `Юридический адрес: ${office}. Налоговый номер (NIP): ${vatId}; REGON: ${regon}; уставный капитал: ${capital}.`,
      `Телефон: ${COMPANY.phone}, с понедельника по пятницу с ${from} до ${to} по варшавскому времени. Вопросы о данных: ${COMPANY.privacyEmail}; безопасность: ${COMPANY.securityEmail}.`,
    ],
    uk: [
      `За Synthra стоїть компанія ${COMPANY.legalName} — ${COMPANY.legalForm.uk}, зареєстрована в ${register.name} під номером ${krs} (${register.court}).`,
      `Юридична адреса: ${office}. Податковий номер (NIP): ${vatId}; REGON: ${regon}; статутний капітал: ${capital}.`,
      `Телефон: ${COMPANY.phone}, з понеділка по п’ятницю з ${from} до ${to} за варшавським часом. Питання щодо даних: ${COMPANY.privacyEmail}; безпека: ${COMPANY.securityEmail}.`,
    ],
  };
  const [first, ...rest] = lines[lang];
  return [pageLine(pageLabel, href('contacts'), lang), `${first}${example}`, ...rest];
}

/** Where visitors' data is kept and for how long, as the trust and privacy pages print it. */
export function dataLines(lang: Language, pageLabel: string): string[] {
  const { region, firewallRegion, retentionDays: kept } = DATA_POLICY;
  const lines: Readonly<Record<Language, string[]>> = {
    en: [
      `Your data is stored in the EU, in the AWS region ${region}: the leads, voice contacts and conversation records the site keeps. Only the firewall’s log of blocked requests stays in ${firewallRegion}, where AWS runs CloudFront’s firewall.`,
      `Leads, voice contacts and conversation records are kept for ${days(kept.records, lang)}, backups for ${days(kept.backups, lang)}, function logs for ${days(kept.functionLogs, lang)} with names, phones and e-mails masked.`,
      `A request to see or erase your data is answered within ${days(DATA_POLICY.answerWithinDays, lang)}: write to ${COMPANY.privacyEmail}.`,
    ],
    ru: [
      `Ваши данные хранятся в ЕС, в регионе AWS ${region}: заявки, контакты из голосового ассистента и записи разговоров. Только журнал файрвола о заблокированных запросах остаётся в ${firewallRegion}, где AWS запускает файрвол CloudFront.`,
      `Заявки, контакты и записи разговоров хранятся ${days(kept.records, lang)}, резервные копии — ${days(kept.backups, lang)}, журналы функций — ${days(kept.functionLogs, lang)}, имена, телефоны и e-mail в них скрыты.`,
      `На запрос о ваших данных или их удалении отвечаем в течение ${days(DATA_POLICY.answerWithinDays, lang)}: пишите на ${COMPANY.privacyEmail}.`,
    ],
    uk: [
      `Ваші дані зберігаються в ЄС, у регіоні AWS ${region}: заявки, контакти з голосового асистента й записи розмов. Лише журнал файрвола про заблоковані запити лишається в ${firewallRegion}, де AWS запускає файрвол CloudFront.`,
      `Заявки, контакти й записи розмов зберігаються ${days(kept.records, lang)}, резервні копії — ${days(kept.backups, lang)}, журнали функцій — ${days(kept.functionLogs, lang)}, імена, телефони й e-mail у них приховано.`,
      `На запит щодо ваших даних або їх видалення відповідаємо протягом ${days(DATA_POLICY.answerWithinDays, lang)}: пишіть на ${COMPANY.privacyEmail}.`,
    ],
  };
  return [pageLine(pageLabel, href('trust'), lang), ...lines[lang]];
}

/** What each standing of `ASSURANCE` is called. */
const STANDING: Readonly<Record<Language, Readonly<Record<(typeof ASSURANCE)[keyof typeof ASSURANCE], string>>>> = {
  en: { none: 'none of our own yet', 'self-assessed': 'our own assessment (HIPAA has no certificate)', 'every-build': 'checked on every build' },
  ru: {
    none: 'собственного пока нет',
    'self-assessed': 'наша собственная оценка (сертификата HIPAA не существует)',
    'every-build': 'проверяется при каждой сборке',
  },
  uk: {
    none: 'власного поки немає',
    'self-assessed': 'наша власна оцінка (сертифіката HIPAA не існує)',
    'every-build': 'перевіряється під час кожного збирання',
  },
};
const PROCESSORS_LEAD: Readonly<Record<Language, string>> = {
  en: 'Who processes the data for us (sub-processors)',
  ru: 'Кто обрабатывает данные по нашему поручению (субобработчики)',
  uk: 'Хто обробляє дані за нашим дорученням (субобробники)',
};
const MODEL_LEAD: Readonly<Record<Language, string>> = {
  en: 'the language model the agents think with, reached only through ElevenLabs',
  ru: 'языковая модель, которой думают агенты, доступна только через ElevenLabs',
  uk: 'мовна модель, якою думають агенти, доступна лише через ElevenLabs',
};
const CERTIFICATES_LEAD: Readonly<Record<Language, string>> = { en: 'Certificates and audits', ru: 'Сертификаты и аудиты', uk: 'Сертифікати та аудити' };
const PENTEST: Readonly<Record<Language, string>> = { en: 'penetration test', ru: 'тест на проникновение', uk: 'тест на проникнення' };

/** The trust centre's facts: who processes the data, and the certificates as they stand (`SUB_PROCESSORS`, `STANDARDS`, `ASSURANCE`). */
export function trustLines(lang: Language): string[] {
  const { aws, elevenlabs, llm, telegram } = SUB_PROCESSORS;
  const standing = STANDING[lang];
  return [
    `${PROCESSORS_LEAD[lang]}: ${aws.name} (${aws.region}), ${elevenlabs.name}, ${telegram.name}; ${llm.name} ${llm.model} — ${MODEL_LEAD[lang]}.`,
    `${CERTIFICATES_LEAD[lang]}: ${STANDARDS.iso27001} — ${standing[ASSURANCE.iso27001]}; ${STANDARDS.soc2} — ${standing[ASSURANCE.soc2]}; ${PENTEST[lang]} — ${standing[ASSURANCE.penetrationTest]}; ${STANDARDS.hipaa} — ${standing[ASSURANCE.hipaa]}.`,
  ];
}

/** One case in each industry of the case library (its first), by its client, market and card. */
export function clientLines(sources: SiteSources, pageLabel: string): string[] {
  const lang = sources.language;
  return CASE_INDUSTRIES.flatMap((industry) => {
    const found = sources.cases.find((source) => source.facts.industry === industry);
    if (!found) return [];
    const { company } = found.story;
    return [
      `- ${INDUSTRY_NAMES[lang][industry]} — ${OUR_CLIENT[lang]} ${company.name} (${company.market}). ${found.card.preview} ${pageLine(pageLabel, href('case', { slug: found.slug }), lang)}`,
    ];
  });
}

/** The same facts, in a few lines of the system prompt (English), so the agent has them before it searches. */
export function buyerFactsForPrompt(english: SiteSources): string[] {
  const { address, register } = COMPANY;
  const clients = CASE_INDUSTRIES.flatMap((industry) => {
    const found = english.cases.find((source) => source.facts.industry === industry);
    return found ? [`${INDUSTRY_NAMES.en[industry]}: ${found.story.company.name}, ${found.story.company.market} (${href('case', { slug: found.slug })})`] : [];
  });
  return [
    `- The company behind the site: ${COMPANY.legalName}, ${address.street}, ${address.postalCode} ${address.city}; ${register.name} ${registryNumber(register.number, 'en')}; VAT ${registryNumber(COMPANY.vatId, 'en')}${COMPANY.example ? ' (an example record: say the numbers are not set yet)' : ''} (${href('contacts')}).`,
    `- Where visitors’ data is stored: the AWS region ${DATA_POLICY.region}; leads, voice contacts and conversation records are kept ${days(DATA_POLICY.retentionDays.records, 'en')} (${href('trust')}).`,
    `- A client in each industry: ${clients.join('; ')}.`,
  ];
}
