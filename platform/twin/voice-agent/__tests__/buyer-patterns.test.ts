import { describe, expect, it } from 'vitest';
import { MEETING_TIMES_TOOL_NAME, BOOK_MEETING_TOOL_NAME, PHONE_COUNTRY_OF_LANGUAGE } from '@site/contracts';
import {
  CASE_SLUGS,
  clientNameOf,
  COMPANY,
  estimateMonthly,
  exampleInput,
  formatEstimate,
  formatFromPrice,
  LANGUAGES,
  localizePath,
  PRODUCT_NAMES,
  PRODUCT_SLUGS,
  type CaseSlug,
  type EstimateInput,
  type Language,
} from '@site/model';
import { productNamedIn } from '../buyer-questions';
import { Knowledge } from '../knowledge';
import { LocalAgent, type AgentTools } from '../local-agent';
import { languageOfQuestion } from '../question-language';
import { REPLIES } from '../replies';

/**
 * The ways buyers ask that the local agent missed (issue 70), each in the four languages: the
 * volume they state with its units, the language they write in, and "talk to someone" as a wish
 * for a meeting; a question that mentions managers asks a price, not for a call back.
 */
const KNOWLEDGE = Knowledge.read();
const NOW = () => new Date('2026-11-30T10:00:00Z');

function tools() {
  const called: string[] = [];
  const times = { timeZone: 'Europe/Warsaw', times: [{ start: '2026-12-01T09:00:00.000Z', say: '1.12, 10:00' }] };
  const agentTools: AgentTools = {
    contactTool: 'save_contact',
    openPageTool: 'open_page',
    meetingTimesTool: MEETING_TIMES_TOOL_NAME,
    bookMeetingTool: BOOK_MEETING_TOOL_NAME,
    call: async (name) => {
      called.push(name);
      return { isError: false, result: name === MEETING_TIMES_TOOL_NAME ? JSON.stringify(times) : 'ok' };
    },
  };
  return { called, tools: agentTools };
}

const agentOn = (language: Language, path: string) =>
  new LocalAgent({ language, knowledge: KNOWLEDGE, page: localizePath(path, language), phoneCountry: PHONE_COUNTRY_OF_LANGUAGE[language], now: NOW });
const total = (input: EstimateInput, language: Language) => formatEstimate(estimateMonthly(input).total, language).replace(/[\u00a0\u202f]/gu, ' ');
const asWords = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ');

describe('the volume a buyer states reaches the estimate', () => {
  const scoring: Readonly<Record<Language, string>> = {
    en: 'We are 10 reps with 3,000 calls a month, 6 minutes each: what does the scoring come to?',
    ru: 'Десять менеджеров, 3000 звонков в месяц по шесть минут. Во сколько обойдётся оценка?',
    uk: 'Десять менеджерів, 3 тис. дзвінків на місяць по шість хвилин. У скільки обійдеться оцінювання?',
    pl: 'Dziesięciu handlowców, 3 tys. rozmów miesięcznie po sześć minut. Ile wyniesie ocena?',
  };
  it.each(Object.entries(scoring))('in %s: AI Sales Manager priced by the hours its managers’ calls take, not an assumed 50', async (language, question) => {
    const lang = language as Language;
    const answer = asWords((await agentOn(lang, '/products/ai-sales-manager').reply(question, tools().tools)).text);
    expect(answer).toContain(total({ ...exampleInput('ai-sales-manager'), managers: 10, hoursPerManager: 30 }, lang));
    expect(answer).not.toBe(REPLIES[lang].askContact);
  });

  const twoLanguages: Readonly<Record<Language, string>> = {
    en: 'What would 12 thousand chats a month in Polish and Ukrainian cost?',
    ru: 'Сколько будет стоить 12 тысяч чатов в месяц на польском и украинском?',
    uk: 'Скільки коштуватиме 12 тисяч чатів на місяць польською та українською?',
    pl: 'Ile będzie kosztować 12 tysięcy czatów miesięcznie po polsku i po ukraińsku?',
  };
  it.each(Object.entries(twoLanguages))('in %s: the languages named are counted', async (language, question) => {
    const lang = language as Language;
    const answer = asWords((await agentOn(lang, '/products/ai-seller').reply(question, tools().tools)).text);
    expect(answer).toContain(total({ ...exampleInput('ai-seller'), conversations: 12_000, languages: 2 }, lang));
  });
});

describe('a missing volume is asked for, never assumed', () => {
  const cost: Readonly<Record<Language, readonly [string, string]>> = {
    en: ['And what would the scoring cost us?', '12'],
    ru: ['А во что нам обойдётся скоринг?', '12'],
    uk: ['А скільки нам коштуватиме скоринг?', '12'],
    pl: ['A ile by nas kosztował scoring?', '12'],
  };
  it.each(Object.entries(cost))(
    'in %s: the starting price, the number of managers asked for, and the number given then priced',
    async (language, [question, managers]) => {
      const lang = language as Language;
      const agent = agentOn(lang, '/products/ai-sales-manager');
      const { tools: agentTools } = tools();
      const first = asWords((await agent.reply(question, agentTools)).text);
      expect(first).toContain(asWords(formatFromPrice('ai-sales-manager', lang)));
      expect(first.endsWith('?')).toBe(true);
      expect(first).not.toContain(total(exampleInput('ai-sales-manager'), lang));
      const second = asWords((await agent.reply(managers, agentTools)).text);
      expect(second).toContain(total({ ...exampleInput('ai-sales-manager'), managers: 12 }, lang));
    },
  );

  const seller: Readonly<Record<Language, readonly [string, string]>> = {
    en: ['How much?', 'Messenger?'],
    ru: ['Сколько?', 'А в мессенджере?'],
    uk: ['Скільки?', 'А вайбер?'],
    pl: ['Ile?', 'Messengera?'],
  };
  it.each(Object.entries(seller))(
    'in %s: "how much?" on AI Seller’s page is its price, then its chats asked for; a messenger it lists is a yes with the list',
    async (language, [howMuch, messenger]) => {
      const lang = language as Language;
      const { tools: agentTools } = tools();
      const price = asWords((await agentOn(lang, '/products/ai-seller').reply(howMuch, agentTools)).text);
      expect(price).toContain(asWords(formatFromPrice('ai-seller', lang)));
      expect(price.endsWith('?')).toBe(true);
      const listed = (await agentOn(lang, '/products/ai-seller').reply(messenger, agentTools)).text;
      expect(listed).toContain(messenger.includes('вайбер') ? 'Viber' : 'Facebook Messenger');
    },
  );
});

describe('the answer follows the language of the question, the page’s is the default', () => {
  const asked: readonly (readonly [Language, Language, string])[] = [
    ['ru', 'uk', 'Где у вас хранятся данные клиентов?'],
    ['uk', 'pl', 'Де у вас зберігаються дані клієнтів?'],
    ['pl', 'en', 'Gdzie przechowujecie dane klientów?'],
    ['en', 'ru', 'Where do you keep the customers’ data?'],
  ];
  it.each(asked)('a question in %s on the %s page', async (question, page, text) => {
    expect(languageOfQuestion(text, page)).toBe(question);
    const answer = (await agentOn(page, '/').reply(text, tools().tools)).text;
    expect(languageOfQuestion(answer, page)).toBe(question);
  });

  it.each([
    ['uk', 'Так'],
    ['ru', 'Да'],
    ['pl', 'Tak'],
  ] as const)('a turn of one word keeps the conversation in %s: «%s»', (language, text) => {
    expect(languageOfQuestion(text, language)).toBe(language);
  });
});

describe('"someone this week" is a meeting, offered from the calendar', () => {
  const wishes: Readonly<Record<Language, string>> = {
    en: 'Could I talk to someone on your side before Friday?',
    ru: 'Хочу поговорить с кем-то из ваших до пятницы',
    uk: 'Хочу поговорити з кимось із ваших до пʼятниці',
    pl: 'Chciałbym porozmawiać z kimś od was przed piątkiem',
  };
  it.each(Object.entries(wishes))('in %s', async (language, wish) => {
    const { called, tools: agentTools } = tools();
    const answer = (await agentOn(language as Language, '/').reply(wish, agentTools)).text;
    expect(called).toEqual([MEETING_TIMES_TOOL_NAME]);
    expect(answer).not.toBe(REPLIES[language as Language].askContact);
  });
});

describe('a buyer’s other words reach the answer the knowledge holds (BUYER_WORDS)', () => {
  const dpa: Readonly<Record<Language, string>> = {
    en: 'Is a data processing agreement available?',
    ru: 'У вас есть соглашение об обработке данных?',
    uk: 'Маєте договір про обробку даних?',
    pl: 'Czy jest umowa powierzenia?',
  };
  it.each(Object.entries(dpa))('in %s: the DPA, by GDPR’s article 28', async (language, question) => {
    const answer = (await agentOn(language as Language, '/').reply(question, tools().tools)).text;
    expect(answer).toContain('28');
  });

  // Asked by the acronym alone, the answer still names the agreement in full and gives its article, as the section's sentences that say it in other words do.
  const acronym: Readonly<Record<Language, readonly [string, string]>> = {
    en: ['Will you countersign a DPA for us?', 'data processing agreement'],
    ru: ['Подпишете с нами DPA?', 'обработке персональных данных'],
    uk: ['Підпишете з нами DPA?', 'обробку персональних даних'],
    pl: ['Podpiszecie z nami DPA?', 'umowa powierzenia'],
  };
  it.each(Object.entries(acronym))('in %s: "DPA" alone gets the agreement by its full name and its article', async (language, [question, fullName]) => {
    const answer = (await agentOn(language as Language, '/').reply(question, tools().tools)).text;
    expect(answer).toContain(fullName);
    expect(answer).toContain('28');
  });

  const phone: Readonly<Record<Language, string>> = {
    en: 'What is your phone number?',
    ru: 'Какой у вас номер телефона?',
    uk: 'Який у вас номер телефону?',
    pl: 'Jaki macie numer telefonu?',
  };
  it.each(Object.entries(phone))('in %s: the phone line, without asking for the visitor’s', async (language, question) => {
    const answer = (await agentOn(language as Language, '/').reply(question, tools().tools)).text;
    expect(asWords(answer)).toContain(asWords(COMPANY.phoneDisplay));
    expect(answer).not.toBe(REPLIES[language as Language].askContact);
  });
});

describe('what buyers ask that the product pages do not answer: a rival, and how soon a lead is rung', () => {
  const gong: Readonly<Record<Language, string>> = {
    en: 'Why pick you over Gong?',
    ru: 'А в чём разница с Gong?',
    uk: 'Яка різниця між вами та Gong?',
    pl: 'Jaka jest różnica między wami a Gongiem?',
  };
  it.each(Object.entries(gong))('in %s: AI Sales Manager next to Gong, with its published price and no contact asked for', async (language, question) => {
    const lang = language as Language;
    const answer = asWords((await agentOn(lang, '/products/ai-sales-manager').reply(question, tools().tools)).text);
    expect(answer).toContain('Gong');
    expect(answer).toContain(asWords(formatFromPrice('ai-sales-manager', lang)));
    expect(answer).not.toBe(REPLIES[lang].askContact);
  });

  const callback: Readonly<Record<Language, readonly [string, string]>> = {
    en: ['How soon does Lumi ring a lead from our ads?', 'next working morning'],
    ru: ['Как скоро Lumi позвонит лиду из рекламы?', 'следующим рабочим утром'],
    uk: ['Як скоро Lumi передзвонить ліду з реклами?', 'наступного робочого ранку'],
    pl: ['Jak szybko Lumi oddzwoni do leada z reklamy?', 'następnego dnia roboczego'],
  };
  it.each(Object.entries(callback))('in %s: the promise Lumi’s page makes, and no figure the site has not measured', async (language, [question, promise]) => {
    const lang = language as Language;
    const answer = asWords((await agentOn(lang, '/products/lumi-ai').reply(question, tools().tools)).text);
    expect(answer).toContain(promise);
    expect(answer).not.toBe(REPLIES[lang].askContact);
  });
});

describe('on the home page, with no product in view', () => {
  const localNumber: Readonly<Record<Language, string>> = {
    en: 'Got a Ukrainian number?',
    ru: 'Польский номер у вас есть?',
    uk: 'А польський номер маєте?',
    pl: 'Macie polski numer telefonu?',
  };
  it.each(Object.entries(localNumber))(
    'in %s: a local number asked for gets the line that exists, and that no local one does yet',
    async (language, question) => {
      const lang = language as Language;
      const answer = asWords((await agentOn(lang, '/').reply(question, tools().tools)).text);
      expect(answer).toContain(asWords(COMPANY.phoneDisplay));
      expect(answer).not.toBe(REPLIES[lang].askContact);
      // The line first, then whether there is a local one.
      expect(answer.indexOf(asWords(COMPANY.phoneDisplay))).toBeLessThan(answer.search({ en: /\blocal\b/u, ru: /Местн/u, uk: /Місцев/u, pl: /Lokaln/u }[lang]));
    },
  );

  const messenger: Readonly<Record<Language, string>> = {
    en: 'And Facebook Messenger, is that covered?',
    ru: 'А Messenger поддерживаете?',
    uk: 'А з Messenger працюєте?',
    pl: 'A Messengera obsługujecie?',
  };
  it.each(Object.entries(messenger))('in %s: a messenger gets the products whose channels list it', async (language, question) => {
    const lang = language as Language;
    const answer = (await agentOn(lang, '/').reply(question, tools().tools)).text;
    expect(answer).toContain('Facebook Messenger');
    expect(answer).toContain('AI Seller 24/7');
  });
});

describe('a question of two parts gets both answers, in order', () => {
  const twoParts: Readonly<Record<Language, string>> = {
    en: 'How much is Lumi AI, and where is our data kept?',
    ru: 'Сколько стоит Lumi AI и где хранятся наши данные?',
    uk: 'Скільки коштує Lumi AI і де зберігаються наші дані?',
    pl: 'Ile kosztuje Lumi AI i gdzie są przechowywane nasze dane?',
  };
  it.each(Object.entries(twoParts))('in %s', async (language, question) => {
    const lang = language as Language;
    const answer = asWords((await agentOn(lang, '/').reply(question, tools().tools)).text);
    const price = answer.indexOf(asWords(formatFromPrice('lumi-ai', lang)));
    expect(price).toBeGreaterThanOrEqual(0);
    expect(answer.indexOf('eu-central-1')).toBeGreaterThan(price);
  });
});

describe('a question nothing answers is kept for the vendor, without personal data', () => {
  it('records the question, not the e-mail given with it', async () => {
    const agent = agentOn('en', '/');
    await agent.reply('Does your bot speak Klingon with a Vulcan accent? Write to anna@example.com', tools().tools);
    expect(agent.taken.unanswered).toHaveLength(1);
    expect(agent.taken.unanswered[0]).toContain('Klingon');
    expect(agent.taken.unanswered[0]).not.toMatch(/anna@/);
  });
});

describe('a product named in a question', () => {
  it('is known by its own name, for every product of the catalogue', () => {
    for (const product of PRODUCT_SLUGS) expect(productNamedIn(`What does ${PRODUCT_NAMES[product]} cost?`)).toBe(product);
  });
});

describe('"how fast will a manager call me back?" asks when, and gets the managers’ hours and promise', () => {
  const howFast: Readonly<Record<Language, string>> = {
    en: 'How fast will a manager call me back?',
    ru: 'Как быстро менеджер мне перезвонит?',
    uk: 'Як швидко менеджер мені передзвонить?',
    pl: 'Jak szybko handlowiec do mnie oddzwoni?',
  };
  const promise: Readonly<Record<Language, readonly string[]>> = {
    en: ['next working day', 'Lumi', 'next working morning'],
    ru: ['следующего рабочего дня', 'Lumi', 'следующим рабочим утром'],
    uk: ['наступного робочого дня', 'Lumi', 'наступного робочого ранку'],
    pl: ['następnego dnia roboczego', 'Lumi', 'następnego dnia roboczego rano'],
  };
  it.each(Object.entries(howFast))('in %s: the hours, the next working day, Lumi’s call, then a call back offered', async (language, question) => {
    const lang = language as Language;
    const agent = agentOn(lang, '/');
    const { tools: agentTools } = tools();
    const answer = asWords((await agent.reply(question, agentTools)).text);
    expect(answer).toContain(COMPANY.phoneHours.to);
    for (const words of promise[lang]) expect(answer).toContain(words);
    // Not the managers' languages, and no contact asked for before the answer.
    expect(answer).not.toContain(
      lang === 'en' ? 'Ukrainian, Russian' : lang === 'pl' ? 'ukraiński, rosyjski' : lang === 'ru' ? 'украинский, русский' : 'українська, російська',
    );
    expect(answer).not.toContain(REPLIES[lang].askContact);
    expect(answer.endsWith(REPLIES[lang].offerCallBack)).toBe(true);
    // The offer is a call back: a yes takes the contact.
    expect((await agent.reply(lang === 'en' ? 'Yes' : lang === 'pl' ? 'Tak' : lang === 'ru' ? 'Да' : 'Так', agentTools)).text).toBe(REPLIES[lang].askContact);
  });
});

describe('"what is your phone number?" gets the number first, and a local number only when asked about', () => {
  const phone: Readonly<Record<Language, string>> = {
    en: 'What is your phone number?',
    ru: 'Какой у вас номер телефона?',
    uk: 'Який у вас номер телефону?',
    pl: 'Jaki jest wasz numer telefonu?',
  };
  const local: Readonly<Record<Language, RegExp>> = { en: /\blocal\b/iu, ru: /местн/iu, uk: /місцев/iu, pl: /lokaln/iu };
  it.each(Object.entries(phone))('in %s', async (language, question) => {
    const lang = language as Language;
    const answer = asWords((await agentOn(lang, '/').reply(question, tools().tools)).text);
    expect(answer).toContain(asWords(COMPANY.phoneDisplay));
    expect(answer).not.toMatch(local[lang]);
  });

  const localNumber: Readonly<Record<Language, string>> = {
    en: 'Is there a local number in Poland?',
    ru: 'А местный номер в Польше есть?',
    uk: 'А місцевий номер у Польщі є?',
    pl: 'Czy jest lokalny numer w Polsce?',
  };
  it.each(Object.entries(localNumber))('in %s: asked about a local number, says there is none yet', async (language, question) => {
    const lang = language as Language;
    const answer = asWords((await agentOn(lang, '/').reply(question, tools().tools)).text);
    expect(answer).toContain(asWords(COMPANY.phoneDisplay));
    expect(answer).toMatch(local[lang]);
  });
});

describe('an instruction after a question is no second question', () => {
  const instructed: Readonly<Record<Language, string>> = {
    en: 'Do you run a loyalty programme on Mars? Send me the details by email.',
    ru: 'Вы ведёте программу лояльности на Марсе? Напишите мне на team@example.com.',
    uk: 'Ви ведете програму лояльності на Марсі? Напишіть мені на team@example.com.',
    pl: 'Prowadzicie program lojalnościowy na Marsie? Piszcie na team@example.com.',
  };
  it.each(Object.entries(instructed))('in %s: one unanswered question is recorded, the instruction is not', async (language, question) => {
    const agent = agentOn(language as Language, '/');
    await agent.reply(question, tools().tools);
    expect(agent.taken.unanswered).toHaveLength(1);
    expect(agent.taken.unanswered[0]).not.toMatch(/example\.com|Send|Напишите|Напишіть|Piszcie/u);
  });

  const answered: Readonly<Record<Language, string>> = {
    en: 'Where is the data stored? Send me the details by email, to team@example.com.',
    ru: 'Где хранятся данные? Пришлите подробности на почту.',
    uk: 'Де зберігаються дані? Надішліть подробиці на пошту.',
    pl: 'Gdzie są przechowywane dane? Wyślijcie szczegóły mailem.',
  };
  it.each(Object.entries(answered))('in %s: the question is answered, and nothing is recorded', async (language, question) => {
    const agent = agentOn(language as Language, '/');
    const answer = (await agent.reply(question, tools().tools)).text;
    expect(answer).toContain('eu-central-1');
    expect(agent.taken.unanswered).toEqual([]);
  });
});

describe('a client named in a question is no request for a case', () => {
  const clientWord: Readonly<Record<Language, string>> = {
    en: 'Will a client of ours get a birthday postcard from the bot?',
    ru: 'Получит ли наш клиент от бота открытку на день рождения?',
    uk: 'Чи отримає наш клієнт від бота листівку на день народження?',
    pl: 'Czy nasz klient dostanie od bota kartkę urodzinową?',
  };
  it.each(Object.entries(clientWord))('in %s: no case given; the question is recorded when nothing answers it', async (language, question) => {
    const lang = language as Language;
    const agent = agentOn(lang, '/');
    const answer = asWords((await agent.reply(question, tools().tools)).text);
    for (const slug of CASE_SLUGS) expect(answer.toLocaleLowerCase(lang)).not.toContain(asWords(clientNameOf(slug, lang)).toLocaleLowerCase(lang));
    expect(agent.taken.unanswered).toHaveLength(1);
  });

  const askedForCase: Readonly<Record<Language, string>> = {
    en: 'Do you have any clients in healthcare?',
    ru: 'Есть ли у вас клиенты в медицине?',
    uk: 'Чи є у вас клієнти серед клінік?',
    pl: 'Jakich klientów macie wśród klinik?',
  };
  it.each(Object.entries(askedForCase))('in %s: asked for clients, a case is given', async (language, question) => {
    const lang = language as Language;
    const answer = asWords((await agentOn(lang, '/').reply(question, tools().tools)).text);
    const named = (slug: (typeof CASE_SLUGS)[number]) => answer.toLocaleLowerCase(lang).includes(asWords(clientNameOf(slug, lang)).toLocaleLowerCase(lang));
    expect(CASE_SLUGS.some(named)).toBe(true);
  });
});

describe('an answer says each sentence once', () => {
  const contractAndDpa: Readonly<Record<Language, string>> = {
    en: 'Which company do we sign the contract with, and is there a DPA?',
    ru: 'С какой компанией подписываем договор и есть ли DPA?',
    uk: 'З якою компанією підписуємо договір і чи є DPA?',
    pl: 'Z jaką spółką podpiszemy umowę i czy jest umowa powierzenia?',
  };
  const sentencesOf = (text: string, language: Language) =>
    [...new Intl.Segmenter(language, { granularity: 'sentence' }).segment(text)].map(({ segment }) => segment.trim()).filter(Boolean);
  it.each(Object.entries(contractAndDpa))('in %s: who signs and the DPA, each said once', async (language, question) => {
    const lang = language as Language;
    const answer = asWords((await agentOn(lang, '/').reply(question, tools().tools)).text);
    expect(answer).toContain(COMPANY.legalName);
    expect(answer).toMatch(/DPA|data processing agreement|umow\p{L}* powierzenia/iu);
    const sentences = sentencesOf(answer, lang);
    expect(sentences.filter((sentence, at) => sentences.indexOf(sentence) !== at)).toEqual([]);
  });
  it('«kto podpisuje umowę?» names the company and its register, not the DPA nobody asked about', async () => {
    const answer = (await agentOn('pl', '/').reply('kto podpisuje umowę?', tools().tools)).text;
    expect(answer).toContain('Krajowego Rejestru Sądowego');
    expect(answer).not.toContain('art. 28');
  });
});

describe('"will it answer at night?" is answered from the product’s own page, for every product', () => {
  const atNight: Readonly<Record<Language, string>> = {
    en: 'Will the bot answer a client of ours at night?',
    ru: 'Бот ответит нашему клиенту ночью?',
    uk: 'Бот відповість нашому клієнту вночі?',
    pl: 'Czy bot odpowie naszemu klientowi w nocy?',
  };
  const onWeekends: Readonly<Record<Language, string>> = {
    en: 'Does it work on weekends and public holidays?',
    ru: 'А в выходные и праздники он работает?',
    uk: 'А у вихідні та свята він працює?',
    pl: 'Czy działa też w weekendy i święta?',
  };
  // The products whose pages say "24/7", read from the knowledge: the rule holds for every one, not for AI Seller alone.
  const aroundTheClock = (language: Language) =>
    PRODUCT_SLUGS.filter((product) =>
      KNOWLEDGE.sections(language).some((section) => section.product === product && section.details.some((line) => line.startsWith('- 24/7:'))),
    );
  it.each(LANGUAGES.flatMap((language) => PRODUCT_SLUGS.map((product) => [language, product] as const)))(
    'in %s on %s’s page: 24/7 when its page says so, and never "not on the site" or a case',
    async (language, product) => {
      for (const question of [atNight[language], onWeekends[language]]) {
        const agent = agentOn(language, `/products/${product}`);
        const answer = (await agent.reply(question, tools().tools)).text;
        expect(answer).not.toBe(REPLIES[language].notFound);
        expect(answer).toContain('24/7');
        if (aroundTheClock(language).includes(product)) {
          expect(answer).toContain(REPLIES[language].aroundTheClock(PRODUCT_NAMES[product], '').split('24/7')[0]!);
          expect(agent.taken.unanswered).toEqual([]);
        } else {
          // Its page says nothing of nights: said so, the products that work around the clock named, the question kept for the vendor.
          expect(answer).toContain(REPLIES[language].notSaidWhen(PRODUCT_NAMES[product]));
          expect(agent.taken.unanswered).toEqual([question]);
        }
      }
    },
  );
  it('needs the product to be asked about: the weather on Saturday, or the managers at night, are not its hours', async () => {
    expect((await agentOn('en', '/products/lumi-ai').reply('What will the weather be on Saturday?', tools().tools)).text).toBe(REPLIES.en.notFound);
    const managers = (await agentOn('ru', '/products/lumi-ai').reply('Менеджеры работают в выходные?', tools().tools)).text;
    expect(managers).not.toContain('24/7');
  });
  it('«can patients book on Sunday?» asks about the product, not for a meeting with a manager', async () => {
    const { called, tools: agentTools } = tools();
    const answer = (await agentOn('ru', '/products/mediflow-ai').reply('Пациенты смогут записаться в воскресенье?', agentTools)).text;
    expect(called).not.toContain(MEETING_TIMES_TOOL_NAME);
    expect(answer).toContain('24/7');
  });
});

describe('an industry named gets its own case, or is told there is none yet', () => {
  const caseOf = (language: Language, slug: string) =>
    KNOWLEDGE.sections(language).find((section) => section.topic === 'cases' && section.page?.slug === slug)!;
  const retail: Readonly<Record<Language, string>> = {
    en: 'Do you have a retail case?',
    ru: 'Есть кейс в рознице?',
    uk: 'Є кейс у роздробі?',
    pl: 'Macie case z handlu?',
  };
  const ecommerce: Readonly<Record<Language, string>> = {
    en: 'Any client that is an online store?',
    ru: 'Есть клиент — интернет-магазин?',
    uk: 'Чи є у вас клієнт з e-commerce?',
    pl: 'macie klienta z e-commerce w Polsce?',
  };
  const logistics: Readonly<Record<Language, string>> = {
    en: 'Do you have a case in logistics?',
    ru: 'Есть кейс в логистике?',
    uk: 'Є кейс у логістиці?',
    pl: 'Macie case z logistyki?',
  };
  it.each(LANGUAGES)('in %s: retail is Qala Electronics, e-commerce Półka i Spółka, on any page, and never Leadvila', async (language) => {
    for (const [question, slug] of [
      [retail[language], 'retail-kazakhstan'],
      [ecommerce[language], 'ecommerce-poland'],
    ] as const) {
      for (const page of ['/', '/products/ai-seller']) {
        const answer = (await agentOn(language, page).reply(question, tools().tools)).text;
        const client = clientNameOf(slug as CaseSlug, language);
        expect(answer).toContain(caseOf(language, slug).lead.slice(0, 20));
        expect(answer).toContain(client);
        expect(answer).not.toContain('Leadvila');
      }
    }
  });
  it.each(LANGUAGES)('in %s: an industry with no case is said so, with the industries there are, and kept for the vendor', async (language) => {
    const agent = agentOn(language, '/');
    const answer = (await agent.reply(logistics[language], tools().tools)).text;
    expect(answer).toContain(REPLIES[language].noCaseIn('').split('.')[0]!);
    expect(answer).not.toContain('Leadvila');
    expect(agent.taken.unanswered).toEqual([logistics[language]]);
  });
});

describe('a messenger a product lists is a yes, in the list’s words', () => {
  const messenger: Readonly<Record<Language, string>> = {
    en: 'Will the bot handle Messenger?',
    ru: 'Бот работает в Мессенджере?',
    uk: 'Бот працює в Messenger?',
    pl: 'czy bot obsłuży Messengera?',
  };
  it.each(LANGUAGES)('in %s on AI Seller’s page', async (language) => {
    const answer = (await agentOn(language, '/products/ai-seller').reply(messenger[language], tools().tools)).text;
    expect(answer).toContain(REPLIES[language].answersIn(PRODUCT_NAMES['ai-seller'], 'Facebook Messenger', '').split('.')[0]!);
  });
});

describe('the clinic and SaaS reviews’ questions, asked again', () => {
  it('„dla 40 przychodni” is a volume of branches, kept for the next turn that gives the calls', async () => {
    const agent = agentOn('pl', '/products/mediflow-ai');
    const first = asWords((await agent.reply('ile to kosztuje dla 40 przychodni?', tools().tools)).text);
    expect(first).toContain('40 placówek');
    const second = asWords(
      (
        await agent.reply(
          'mamy około 60 000 połączeń miesięcznie po 2,5 minuty, pacjenci mówią po polsku, ukraińsku i rosyjsku. Ile to wyjdzie?',
          tools().tools,
        )
      ).text,
    );
    expect(second).toContain(total({ ...exampleInput('mediflow-ai'), branches: 40, doctors: 0, calls: 60_000, minutes: 2.5, languages: 3 }, 'pl'));
  });
  it('«де зберігаються записи розмов?» after talking of scoring is AI Sales Manager’s data, not the site’s', async () => {
    const agent = agentOn('uk', '/');
    await agent.reply('Ви інтегруєтесь з HubSpot?', tools().tools);
    const answer = (await agent.reply('Де зберігаються записи розмов?', tools().tools)).text;
    expect(answer).toContain(PRODUCT_NAMES['ai-sales-manager']);
  });
});

describe('calls to score, stated without their length', () => {
  const questions: Readonly<Record<Language, string>> = {
    en: 'Could you score our managers’ calls? 12 reps, about 6,000 calls a month.',
    ru: 'Сможете оценивать звонки наших менеджеров? 12 менеджеров, около 6000 звонков в месяц.',
    uk: 'Чи зможете оцінювати дзвінки наших менеджерів? 12 менеджерів, близько 6000 дзвінків на місяць.',
    pl: 'Czy możecie oceniać rozmowy naszych handlowców? 12 handlowców, około 6000 rozmów miesięcznie.',
  };
  it.each(Object.entries(questions))(
    'in %s: the scoring is answered first, then the calls stated are priced at a length it says it assumed',
    async (language, question) => {
      const lang = language as Language;
      const answer = asWords((await agentOn(lang, '/').reply(question, tools().tools)).text);
      expect(answer.startsWith(`${PRODUCT_NAMES['ai-sales-manager']}. `)).toBe(true);
      // 6,000 calls × 3 minutes = 300 hours, 25 a manager: within the seats, no 50 hours assumed.
      expect(answer).toContain(total({ ...exampleInput('ai-sales-manager'), managers: 12, hoursPerManager: 25 }, lang));
      expect(answer).not.toContain(total({ ...exampleInput('ai-sales-manager'), managers: 12 }, lang));
      expect(answer.indexOf(PRODUCT_NAMES['ai-sales-manager'], 1)).toBeGreaterThan(0);
    },
  );
});

describe('a reference asked for', () => {
  const questions: Readonly<Record<Language, string>> = {
    en: 'Before we sign, could we speak with one of your clients?',
    ru: 'Перед подписанием можно созвониться с кем-то из ваших клиентов?',
    uk: 'Перед підписанням можна поговорити з кимось із ваших клієнтів?',
    pl: 'Przed podpisaniem możemy porozmawiać z kimś z waszych klientów?',
  };
  it.each(Object.entries(questions))('in %s: says the knowledge offers none, names the published cases and notes the question', async (language, question) => {
    const lang = language as Language;
    const { tools: agentTools, called } = tools();
    const agent = agentOn(lang, '/');
    const answer = (await agent.reply(question, agentTools)).text;
    expect(answer.startsWith(REPLIES[lang].noReferenceListed('').slice(0, 30))).toBe(true);
    expect(answer).toContain('Roosterwerk');
    expect(agent.taken.unanswered).toEqual([question]);
    expect(called).toEqual([]);
  });
});

describe('leads, with no product named', () => {
  const questions: Readonly<Record<Language, readonly [string, 'ai-seller' | 'lumi-ai']>> = {
    en: ['About 2,500 leads come in each month. What would that cost us?', 'ai-seller'],
    ru: ['Около 2500 лидов в месяц, их надо обзванивать. Сколько это будет стоить?', 'lumi-ai'],
    uk: ['Приблизно 2500 лідів на місяць. Скільки це коштуватиме?', 'ai-seller'],
    pl: ['Mamy ok. 2500 leadów miesięcznie i trzeba do nich dzwonić. Ile to kosztuje?', 'lumi-ai'],
  };
  it.each(Object.entries(questions))('in %s: the product the leads point to is suggested, then priced for them', async (language, [question, product]) => {
    const lang = language as Language;
    const answer = asWords((await agentOn(lang, '/').reply(question, tools().tools)).text);
    expect(answer.startsWith(REPLIES[lang].suggestedForLeads(PRODUCT_NAMES[product], product === 'lumi-ai'))).toBe(true);
    const volume = product === 'lumi-ai' ? { calls: 2_500 } : { conversations: 2_500 };
    expect(answer).toContain(total({ ...exampleInput(product), ...volume } as EstimateInput, lang));
  });
});
