import {
  ASSURANCE,
  CASE_INDUSTRIES,
  COMPANY,
  clock,
  DATA_POLICY,
  EXAMPLE_RECORD_WORDS,
  formatDays,
  href,
  localizePath,
  registryNumber,
  shareCapital,
  STANDARDS,
  SUB_PROCESSORS,
  type Language,
} from '@site/model';
import { typeset } from '../../scripts/lib/typography';
import type { SiteSources } from './site-sources';

/**
 * What a buyer asks before booking a call, which no page's prose answers in one place: the company
 * behind the site, where their data is kept and for how long, and whether a business like theirs is
 * a client. Every figure, name and number is read from the site model (`COMPANY`, `DATA_POLICY`)
 * or the cases' own documents, as the legal notice, the trust page and the case library print them;
 * only the sentences around them are written here.
 */

type CaseIndustry = (typeof CASE_INDUSTRIES)[number];

/** Each industry of the case library's filter, as a buyer names it. */
export const INDUSTRY_NAMES: Readonly<Record<Language, Readonly<Record<CaseIndustry, string>>>> = {
  en: { healthcare: 'Healthcare, clinics', services: 'Services', b2b: 'B2B', ecommerce: 'E-commerce', retail: 'Retail', saas: 'SaaS' },
  ru: { healthcare: 'Медицина, клиники', services: 'Услуги', b2b: 'B2B', ecommerce: 'E-commerce', retail: 'Ритейл', saas: 'SaaS' },
  uk: { healthcare: 'Медицина, клініки', services: 'Послуги', b2b: 'B2B', ecommerce: 'E-commerce', retail: 'Ритейл', saas: 'SaaS' },
  pl: { healthcare: 'Medycyna, kliniki', services: 'Usługi', b2b: 'B2B', ecommerce: 'E-commerce', retail: 'Handel detaliczny', saas: 'SaaS' },
};

/** "among our clients, Veres Medical Centre": how a case's company is introduced in a list of industries. */
const AMONG_CLIENTS: Readonly<Record<Language, string>> = {
  en: 'among our clients,',
  ru: 'среди наших клиентов\u00a0—',
  uk: 'серед наших клієнтів\u00a0—',
  pl: 'wśród naszych klientów\u00a0—',
};

/**
 * A company's name inside a sentence: Russian and Ukrainian write a descriptive name's common noun
 * in lower case there («среди наших клиентов — медицинский центр «Верес»»); a brand (Qala Electronics) keeps its capital.
 */
export const nameInSentence = (name: string, lang: Language) =>
  lang !== 'en' && /^\p{Script=Cyrillic}\p{Ll}/u.test(name) ? name[0]!.toLocaleLowerCase(lang) + name.slice(1) : name;

/**
 * A market as a place in brackets after a name, never brackets in brackets: "Kazakhstan (Almaty)"
 * is "Almaty, Kazakhstan", a city before its country; "Netherlands and Belgium (office in Utrecht)"
 * keeps its order.
 */
export const placeOf = (market: string) =>
  market.replace(/^(.+?)\s*\((.+)\)$/u, (_, country: string, inner: string) => (/^\p{Lu}/u.test(inner) ? `${inner}, ${country}` : `${country}, ${inner}`));

const days = (count: number, lang: Language) => formatDays({ min: count, max: count }, lang);
/** Lines set as the pages are set: in Russian and Ukrainian, a short word or a number never ends a line, a dash never starts one. */
export const setLines = (lines: readonly string[], lang: Language) => (lang === 'en' ? [...lines] : lines.map((line) => typeset(line, lang)));
const countryName = (code: string, lang: Language) => new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
const pageLine = (label: string, path: string, lang: Language) => `${label}: ${localizePath(path, lang)}`;
/** The company record, as the legal notice gives it. */
export function companyLines(lang: Language, pageLabel: string): string[] {
  const { address, register } = COMPANY;
  const office = `${address.street}, ${address.postalCode} ${address.city}, ${countryName(address.country, lang)}`;
  const capital = shareCapital(lang);
  const [from, to] = [clock(COMPANY.phoneHours.from), clock(COMPANY.phoneHours.to)];
  // While the record is the example, its numbers are said to be not set, and the example is said to be one.
  const vatId = registryNumber(COMPANY.vatId, lang);
  const regon = registryNumber(COMPANY.regon, lang);
  // An unset number is said to be unset, never read as a number ("under number not set").
  const registered: Readonly<Record<Language, string>> = COMPANY.example
    ? {
        en: `registered in ${register.name}; its number is ${EXAMPLE_RECORD_WORDS.en.notSet}`,
        ru: `внесённое в реестр ${register.name}; номер в нём ${EXAMPLE_RECORD_WORDS.ru.notSet}`,
        uk: `внесене до реєстру ${register.name}; номер у ньому ${EXAMPLE_RECORD_WORDS.uk.notSet}`,
        pl: `wpisana do ${register.genitive}; numeru w rejestrze ${EXAMPLE_RECORD_WORDS.pl.notSet}`,
      }
    : {
        en: `registered in ${register.name} under number ${register.number}`,
        ru: `внесённое в реестр ${register.name} под номером ${register.number}`,
        uk: `внесене до реєстру ${register.name} під номером ${register.number}`,
        pl: `wpisana do ${register.genitive} pod numerem ${register.number}`,
      };
  // Said in the same paragraph as the name, so an answer that gives the company says it is an example.
  const example = COMPANY.example ? ` ${EXAMPLE_RECORD_WORDS[lang].note}` : '';
  const lines: Readonly<Record<Language, string[]>> = {
    en: [
      `Synthra is run by ${COMPANY.legalName}, a ${COMPANY.legalForm.en}, ${registered.en}.`,
      `Registry court: ${register.court}. Registered office: ${office}. VAT number (NIP): ${vatId}; REGON: ${regon}; share capital: ${capital}.`,
      `Phone: ${COMPANY.phoneDisplay}, Monday to Friday from ${from} to ${to} Warsaw time. Privacy questions: ${COMPANY.privacyEmail}; security: ${COMPANY.securityEmail}.`,
    ],
    ru: [
      `За Synthra стоит компания ${COMPANY.legalName} — ${COMPANY.legalForm.ru}, ${registered.ru}.`,
      `Регистрационный суд: ${register.court}. Юридический адрес: ${office}. Номер плательщика НДС (NIP): ${vatId}; REGON: ${regon}; уставный капитал: ${capital}.`,
      `Телефон: ${COMPANY.phoneDisplay}, с понедельника по пятницу с ${from} до ${to} по варшавскому времени. Вопросы о персональных данных: ${COMPANY.privacyEmail}; сообщения об уязвимостях: ${COMPANY.securityEmail}.`,
    ],
    uk: [
      `За Synthra стоїть компанія ${COMPANY.legalName} — ${COMPANY.legalForm.uk}, ${registered.uk}.`,
      `Реєстраційний суд: ${register.court}. Юридична адреса: ${office}. Номер платника ПДВ (NIP): ${vatId}; REGON: ${regon}; статутний капітал: ${capital}.`,
      `Телефон: ${COMPANY.phoneDisplay}, з понеділка до п’ятниці з ${from} до ${to} за варшавським часом. Запитання щодо персональних даних: ${COMPANY.privacyEmail}; повідомлення про вразливості: ${COMPANY.securityEmail}.`,
    ],
    pl: [
      `Za marką Synthra stoi ${COMPANY.legalName}, ${COMPANY.legalForm.pl} ${registered.pl}.`,
      `Sąd rejestrowy: ${register.court}. Siedziba: ${office}. NIP (numer VAT UE): ${vatId}; REGON: ${regon}; kapitał zakładowy: ${capital}.`,
      `Telefon: ${COMPANY.phoneDisplay}, od poniedziałku do piątku w godzinach ${from}–${to} czasu warszawskiego. Sprawy danych osobowych: ${COMPANY.privacyEmail}; bezpieczeństwo: ${COMPANY.securityEmail}.`,
    ],
  };
  const [first, ...rest] = lines[lang];
  return [pageLine(pageLabel, href('legal'), lang), ...setLines([`${first}${example}`, ...rest], lang)];
}

/** The firewall log's region as the trust page names it: a place a buyer knows, not an AWS code. */
export const FIREWALL_PLACE: Readonly<Record<typeof DATA_POLICY.firewallRegion, Readonly<Record<Language, string>>>> = {
  'us-east-1': { en: 'Northern Virginia', ru: 'Северная Вирджиния', uk: 'Північна Вірджинія', pl: 'Wirginia Północna' },
};

/** Where visitors' data is kept and for how long, as the trust and privacy pages print it. */
export function dataLines(lang: Language, pageLabel: string): string[] {
  const { region, retentionDays: kept } = DATA_POLICY;
  const firewallRegion = FIREWALL_PLACE[DATA_POLICY.firewallRegion][lang];
  const lines: Readonly<Record<Language, string[]>> = {
    en: [
      `Your data is stored in the EU, in Frankfurt (the AWS region ${region}): the requests, the contacts left with the voice assistant, and the transcripts and summaries of conversations. Outside the EU, in the US (${firewallRegion}), only the log of CloudFront’s firewall is kept, with the IP addresses of the requests it blocked.`,
      `Requests, contacts and conversation transcripts and summaries are kept for ${days(kept.records, lang)}, backups for ${days(kept.backups, lang)}, the logs of the site’s server-side modules for ${days(kept.functionLogs, lang)}, with names, phones and email addresses masked. The sound of a conversation is not kept.`,
      `A request to see or erase your data is answered within ${days(DATA_POLICY.answerWithinDays, lang)}: write to ${COMPANY.privacyEmail}.`,
    ],
    ru: [
      `Ваши данные хранятся в ЕС, во Франкфурте (регион AWS ${region}): заявки, контакты, оставленные голосовому ассистенту, расшифровки и краткое содержание разговоров. За пределами ЕС, в США (${firewallRegion}), хранится только журнал межсетевого экрана CloudFront с IP-адресами заблокированных запросов.`,
      `Заявки, контакты, расшифровки и краткое содержание разговоров хранятся ${days(kept.records, lang)}, резервные копии\u00a0— ${days(kept.backups, lang)}, журналы серверных модулей сайта\u00a0— ${days(kept.functionLogs, lang)}; имена, телефоны и адреса электронной почты в них скрыты. Звук разговора не сохраняется.`,
      `На запрос о ваших данных или их удалении отвечаем в течение ${days(DATA_POLICY.answerWithinDays, lang)}: пишите на ${COMPANY.privacyEmail}.`,
    ],
    uk: [
      `Ваші дані зберігаються в ЄС, у Франкфурті (регіон AWS ${region}): заявки, контакти, залишені голосовому асистентові, розшифровки й стислий зміст розмов. Поза ЄС, у США (${firewallRegion}), зберігається лише журнал міжмережевого екрана CloudFront з IP-адресами заблокованих запитів.`,
      `Заявки, контакти, розшифровки й стислий зміст розмов зберігаються ${days(kept.records, lang)}, резервні копії\u00a0— ${days(kept.backups, lang)}, журнали серверних модулів сайту\u00a0— ${days(kept.functionLogs, lang)}; імена, телефони й адреси електронної пошти в них приховано. Звук розмови не зберігається.`,
      `На запит щодо ваших даних або їх видалення відповідаємо протягом ${days(DATA_POLICY.answerWithinDays, lang)}: пишіть на ${COMPANY.privacyEmail}.`,
    ],
    pl: [
      `Twoje dane są przechowywane w UE, we Frankfurcie (region AWS ${region}): zgłoszenia, kontakty zostawione asystentowi głosowemu, transkrypcje i streszczenia rozmów. Poza UE, w USA (${firewallRegion}), trafia tylko dziennik zapory sieciowej CloudFront z adresami IP zablokowanych żądań.`,
      `Zgłoszenia, kontakty, transkrypcje i streszczenia rozmów przechowujemy przez ${days(kept.records, lang)}, kopie zapasowe przez ${days(kept.backups, lang)}, dzienniki modułów serwerowych strony przez ${days(kept.functionLogs, lang)}; imiona, telefony i adresy e-mail są w nich ukryte. Dźwięku rozmowy nie przechowujemy.`,
      `Na wniosek o wgląd w dane lub ich usunięcie odpowiadamy w ciągu ${days(DATA_POLICY.answerWithinDays, lang)}: napisz na ${COMPANY.privacyEmail}.`,
    ],
  };
  return [pageLine(pageLabel, href('trust'), lang), ...setLines(lines[lang], lang)];
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
    'every-build': 'перевіряється в кожній збірці',
  },
  pl: {
    none: 'własnego jeszcze nie mamy',
    'self-assessed': 'nasza własna ocena (HIPAA nie przewiduje certyfikatu)',
    'every-build': 'sprawdzane przy każdej kompilacji',
  },
};
const PROCESSORS_LEAD: Readonly<Record<Language, string>> = {
  en: 'Who processes the data for us (sub-processors)',
  ru: 'Кто обрабатывает данные по нашему поручению (субобработчики)',
  uk: 'Хто обробляє дані за нашим дорученням (субобробники)',
  pl: 'Kto przetwarza dane w naszym imieniu (podmioty podprzetwarzające)',
};
const MODEL_LEAD: Readonly<Record<Language, string>> = {
  en: 'the language model the agents run on, reached only through ElevenLabs',
  ru: 'языковая модель, на которой работают агенты; доступ к ней — только через ElevenLabs',
  uk: 'мовна модель, на якій працюють агенти; доступ до неї — лише через ElevenLabs',
  pl: 'model językowy, na którym działają agenci; dostęp do niego mamy wyłącznie przez ElevenLabs',
};
const CERTIFICATES_LEAD: Readonly<Record<Language, string>> = {
  en: 'Certificates and audits',
  ru: 'Сертификаты и аудиты',
  uk: 'Сертифікати та аудити',
  pl: 'Certyfikaty i audyty',
};
const PENTEST: Readonly<Record<Language, string>> = { en: 'penetration test', ru: 'тест на проникновение', uk: 'тест на проникнення', pl: 'test penetracyjny' };
/** A test is carried out, not owned: «тест на проникновение — пока не проводился», as the trust page says it, not «собственного пока нет». */
const PENTEST_NOT_DONE: Readonly<Record<Language, string>> = {
  en: 'not carried out yet',
  ru: 'пока не проводился',
  uk: 'поки не проводився',
  pl: 'jeszcze nie przeprowadzono',
};

/** A dash in running text: Polish sets a spaced en dash where Russian, Ukrainian and English set an em dash. */
const DASH: Readonly<Record<Language, string>> = { en: '—', ru: '—', uk: '—', pl: '–' };

/** The trust centre's facts: who processes the data, and the certificates as they stand (`SUB_PROCESSORS`, `STANDARDS`, `ASSURANCE`). */
export function trustLines(lang: Language): string[] {
  const { aws, elevenlabs, llm, telegram } = SUB_PROCESSORS;
  const standing = STANDING[lang];
  return setLines(
    [
      `${PROCESSORS_LEAD[lang]}: ${aws.name} (${aws.region}), ${elevenlabs.name}, ${telegram.name}; ${llm.name} ${llm.model} ${DASH[lang]} ${MODEL_LEAD[lang]}.`,
      `${CERTIFICATES_LEAD[lang]}: ${STANDARDS.iso27001} ${DASH[lang]} ${standing[ASSURANCE.iso27001]}; ${STANDARDS.soc2} ${DASH[lang]} ${standing[ASSURANCE.soc2]}; ${PENTEST[lang]} ${DASH[lang]} ${{ ...standing, none: PENTEST_NOT_DONE[lang] }[ASSURANCE.penetrationTest]}; ${STANDARDS.hipaa} ${DASH[lang]} ${standing[ASSURANCE.hipaa]}.`,
    ],
    lang,
  );
}

/** One case in each industry of the case library (its first), by its client, market and card. */
export function clientLines(sources: SiteSources, pageLabel: string): string[] {
  const lang = sources.language;
  return CASE_INDUSTRIES.flatMap((industry) => {
    const found = sources.cases.find((source) => source.facts.industry === industry);
    if (!found) return [];
    const { company } = found.story;
    return [
      `- ${INDUSTRY_NAMES[lang][industry]}: ${AMONG_CLIENTS[lang]} ${nameInSentence(company.name, lang)} (${placeOf(company.market)}). ${found.card.preview} ${pageLine(pageLabel, href('case', { slug: found.slug }), lang)}`,
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
    `- The company behind the site: ${COMPANY.legalName}, ${address.street}, ${address.postalCode} ${address.city}; ${register.name} ${registryNumber(register.number, 'en')}; VAT ${registryNumber(COMPANY.vatId, 'en')}${COMPANY.example ? ' (an example record: say the numbers are not set yet)' : ''} (${href('legal')}).`,
    `- Where visitors’ data is stored: the AWS region ${DATA_POLICY.region}; requests, voice contacts and conversation transcripts and summaries are kept ${days(DATA_POLICY.retentionDays.records, 'en')}, the sound of a conversation never (${href('trust')}).`,
    `- A client in each industry: ${clients.join('; ')}.`,
  ];
}
