import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_COUNTRY_OF_LANGUAGE, phonesIn } from '@site/contracts';
import {
  COMPANY,
  DATA_POLICY,
  estimateMonthly,
  exampleInput,
  formatEstimate,
  formatFromPrice,
  LANGUAGES,
  localizePath,
  PRODUCT_NAMES,
  PRODUCT_SLUGS,
  type Language,
} from '@site/model';
import { Knowledge } from '../knowledge';
import { LocalAgent, READ_CHARACTERS, type AgentTools } from '../local-agent';
import { callBackTime, requestedTimeIn } from '../manager-hours';
import { REPLIES } from '../replies';

/** The repository's knowledge base, as `npm start` serves it. */
const KNOWLEDGE = Knowledge.read();

/** The site's tools, answering as the widget does when all goes well, and noting each call. */
function recordingTools(answer: (name: string) => { isError: boolean; result: string } = () => ({ isError: false, result: 'ok' })) {
  const calls: { name: string; parameters: Readonly<Record<string, string>> }[] = [];
  const tools: AgentTools = {
    contactTool: 'save_contact',
    openPageTool: 'open_page',
    bookingTool: 'book_slot',
    call: async (name, parameters) => {
      calls.push({ name, parameters });
      return answer(name);
    },
  };
  return { tools, calls };
}

/** A Wednesday morning in Warsaw: the managers are at work. */
const NOW = () => new Date('2026-11-25T10:00:00Z');
const assistant = (language: Language) => new LocalAgent({ language, knowledge: KNOWLEDGE, phoneCountry: PHONE_COUNTRY_OF_LANGUAGE[language], now: NOW });

/** The buyer's questions (review of 27 November), and what the pages say that answers each. */
const QUESTIONS: Readonly<Record<Language, Readonly<Record<'clinic' | 'data' | 'company' | 'price', string>>>> = {
  en: {
    clinic: 'Do you have a clinic among your clients?',
    data: 'Where is my data stored?',
    company: 'Who is the company behind the site?',
    price: 'How much does Lumi cost?',
  },
  ru: {
    clinic: 'Есть ли у вас клиника среди клиентов?',
    data: 'Где хранятся мои данные?',
    company: 'Какая компания стоит за сайтом?',
    price: 'Сколько стоит Lumi?',
  },
  uk: {
    clinic: 'Чи є у вас клініка серед клієнтів?',
    data: 'Де зберігаються мої дані?',
    company: 'Яка компанія стоїть за сайтом?',
    price: 'Скільки коштує Lumi?',
  },
  pl: {
    clinic: 'Czy macie wśród klientów jakąś klinikę?',
    data: 'Gdzie są przechowywane moje dane?',
    company: 'Jaka firma stoi za tą stroną?',
    price: 'Ile kosztuje Lumi?',
  },
};
const CLINIC_CLIENT: Readonly<Record<Language, RegExp>> = { en: /Veres Medical Centre/, ru: /«Верес»/, uk: /«Верес»/, pl: /Centrum Medyczne Veres/ };

describe('the local agent answers from the knowledge base', () => {
  it.each(LANGUAGES)(
    'in %s: a client clinic, where the data is stored and the company, with the page offered by its title and opened on a yes',
    async (language) => {
      const questions = QUESTIONS[language];
      const { tools, calls } = recordingTools();
      const agent = assistant(language);
      const clinic = await agent.reply(questions.clinic, tools);
      expect(clinic.text).toMatch(CLINIC_CLIENT[language]);
      // The page by its title, never its path.
      expect(clinic.text).not.toMatch(/\/cases\//);
      expect(clinic.text).toMatch(/«.+»\?$|„.+”\?$|“.+” for you\?$/u);
      // A yes opens the page it offered.
      await agent.reply({ en: 'Yes, please', ru: 'Да, откройте', uk: 'Так, відкрийте', pl: 'Tak, proszę otworzyć' }[language], tools);
      expect(calls).toEqual([{ name: 'open_page', parameters: { page: 'case', slug: 'medical-center-ukraine' } }]);
      expect((await agent.reply(questions.data, tools)).text).toContain(DATA_POLICY.region);
      expect((await agent.reply(questions.company, tools)).text.replaceAll('\u00a0', ' ')).toContain(COMPANY.legalName);
      // The price: Lumi AI's own, from its price list, never a figure of the agent's own.
      const price = await agent.reply(questions.price, tools);
      expect(price.text).toContain(formatFromPrice('lumi-ai', language));
    },
  );

  it.each(LANGUAGES)('in %s: opens the page a visitor asks to see, of the kind they name', async (language) => {
    const { tools, calls } = recordingTools();
    const request = {
      en: 'Show me a case from healthcare',
      ru: 'Покажите, пожалуйста, кейс из медицины',
      // Orama's Ukrainian stemmer reads «кейси» as «ке», and «медичний» apart from «медицина».
      uk: 'Покажіть, будь ласка, кейс із медицини',
      pl: 'Pokaż mi wdrożenie w medycynie',
    }[language];
    const answer = await assistant(language).reply(request, tools);
    expect(calls).toEqual([{ name: 'open_page', parameters: { page: 'case', slug: 'medical-center-ukraine' } }]);
    const title = KNOWLEDGE.sections(language).find((section) => section.page?.slug === 'medical-center-ukraine')!.page!.title;
    expect(answer.text).toContain(REPLIES[language].opened(title));
  });

  it.each(LANGUAGES)('in %s: says so when nothing on the site answers, and offers a manager, rather than guessing', async (language) => {
    const { tools, calls } = recordingTools();
    const question = {
      en: 'What will the weather be in Lisbon on Saturday?',
      ru: 'Какая погода будет в Лиссабоне в субботу?',
      uk: 'Яка погода буде в Лісабоні в суботу?',
      pl: 'Jaka będzie pogoda w Lizbonie w sobotę?',
    }[language];
    const agent = assistant(language);
    expect((await agent.reply(question, tools)).text).toBe(REPLIES[language].notFound);
    expect(calls).toEqual([]);
    // The manager it offered: a yes asks for the contact.
    expect((await agent.reply({ en: 'Yes', ru: 'Да', uk: 'Так', pl: 'Tak' }[language], tools)).text).toBe(REPLIES[language].askContact);
  });
});

describe('the local agent answers for the product on the page', () => {
  const on = (language: Language, path: string) => new LocalAgent({ language, knowledge: KNOWLEDGE, page: path, now: () => new Date('2026-11-25T10:00:00Z') });

  it.each(PRODUCT_SLUGS)('"how much is it?" on %s’s page is that product’s price, and no other product’s', async (product) => {
    for (const language of LANGUAGES) {
      const question = { en: 'How much is it?', ru: 'Сколько это стоит?', uk: 'Скільки це коштує?', pl: 'Ile to kosztuje?' }[language];
      const answer = (await on(language, localizePath(`/products/${product}`, language)).reply(question, recordingTools().tools)).text;
      expect(answer).toContain(formatFromPrice(product, language));
      for (const other of PRODUCT_SLUGS.filter((slug) => slug !== product && !answer.includes(PRODUCT_NAMES[slug])))
        expect(answer).not.toContain(formatFromPrice(other, language));
    }
  });

  it('takes a case’s page as its product’s: the pilot asked on the clinic’s case is MediFlow AI’s first branch', async () => {
    const answer = (await on('en', '/cases/medical-center-ukraine').reply('How does the pilot work?', recordingTools().tools)).text;
    expect(answer).toMatch(/branch/);
    expect(answer).not.toMatch(/sandbox|demo access/i);
  });

  it('follows the visitor to the page they went to by themselves', async () => {
    const agent = on('uk', '/ua');
    agent.visited('/ua/products/agentlab-ai');
    expect((await agent.reply('Скільки це коштує?', recordingTools().tools)).text).toContain(formatFromPrice('agentlab-ai', 'uk'));
  });

  it('answers an integration by the system’s name, and says when the site lists no such system', async () => {
    const agent = on('en', '/');
    const listed = (await agent.reply('Do you integrate with mMedica in Poland and Helsi in Ukraine?', recordingTools().tools)).text;
    expect(listed).toMatch(/^Yes: MediFlow AI works with mMedica and Helsi\. On its integration list, that is the “/);
    const missing = (await agent.reply('And with Medesk?', recordingTools().tools)).text;
    expect(missing).toBe(REPLIES.en.notListed('Medesk', 'MediFlow AI'));
  });

  it.each(LANGUAGES)('in %s: answers whether AI Seller 24/7 takes e-mail or a helpdesk with its page’s own answer, not with a client', async (language) => {
    const faq = KNOWLEDGE.section(language, 'questions', 'ai-seller')!;
    const own = [faq.lead, ...faq.details].map((line) => /^\*\*.+?\*\*\s*(.+)$/u.exec(line)?.[1]).find((answer) => answer?.includes('Gorgias'))!;
    const question = {
      en: 'Can it also answer customer e-mails, not only chats?',
      ru: 'А на письма клиентов он тоже отвечает?',
      uk: 'А на листи клієнтів він теж відповідає?',
      pl: 'Czy odpowiada też na maile od klientów?',
    }[language];
    const page = localizePath('/products/ai-seller', language);
    expect((await on(language, page).reply(question, recordingTools().tools)).text).toBe(own);
    const helpdesk = { en: 'Does it work with Zendesk?', ru: 'Работает ли он с Zendesk?', uk: 'Чи працює він із Zendesk?', pl: 'Czy działa z Zendeskiem?' }[
      language
    ];
    expect((await on(language, page).reply(helpdesk, recordingTools().tools)).text).toBe(own);
  });

  it('finds a system a Polish question declines: «w BaseLinkerze», «z Shoperem»', async () => {
    const answer = (
      await on('pl', '/pl/products/ai-seller').reply('Mamy zamówienia w BaseLinkerze i sklep na Shoperze. Czy bot z nimi współpracuje?', recordingTools().tools)
    ).text;
    expect(answer).toMatch(/^Tak, AI Seller 24\/7 współpracuje z systemami BaseLinker i Shoper\. Na liście integracji produktu to sekcj/);
  });

  it.each([
    [
      'ru',
      'Можно подключить Bitrix24 и Binotel?',
      'Да, Lumi AI работает с Bitrix24 и Binotel. В списке интеграций продукта это разделы «CRM-системы» и «Телефония и\u00a0SIP».',
    ],
    [
      'uk',
      'Чи можна підключити KeyCRM і Binotel?',
      'Так, Lumi AI працює з KeyCRM і Binotel. У списку інтеграцій продукту це розділи «CRM-системи» й «Телефонія та\u00a0SIP».',
    ],
  ] as const)(
    'in %s: answers two systems from two sections of a list as a sentence, neither dropped nor labelled in brackets',
    async (language, question, expected) => {
      const answer = (await on(language, localizePath('/products/lumi-ai', language)).reply(question, recordingTools().tools)).text;
      expect(answer.slice(0, expected.length)).toBe(expected);
      expect(answer).not.toMatch(/\((?:CRM|телефон)/iu);
    },
  );

  it('joins the systems it names as Ukrainian sounds them: «й» after a vowel, not Intl.ListFormat’s «і» everywhere', async () => {
    const agent = on('uk', '/ua');
    const listed = (await agent.reply('Чи працюєте ви з Helsi і mMedica?', recordingTools().tools)).text;
    expect(listed).toMatch(/^Так, MediFlow AI працює з Helsi й mMedica\. У списку інтеграцій продукту це розділ «/);
  });
});

describe('the local agent talks as a person would', () => {
  it.each(LANGUAGES)('in %s: takes a yes nobody was offered as a question back, and opens nothing', async (language) => {
    const { tools, calls } = recordingTools();
    const answer = await assistant(language).reply(
      { en: 'Yes, open it', ru: 'Да, откройте', uk: 'Так, відкрийте', pl: 'Tak, proszę otworzyć' }[language],
      tools,
    );
    expect(answer.text).toBe(REPLIES[language].unoffered);
    expect(calls).toEqual([]);
  });

  it('reads a wall of text to the length the widget’s field takes, as its first part would be answered (a 110,000-character turn held the twin)', async () => {
    const question = 'How much does Lumi cost? ';
    const wall = question + '漢'.repeat(110_000);
    const answer = await assistant('en').reply(wall, recordingTools().tools);
    const read = await assistant('en').reply(wall.slice(0, READ_CHARACTERS), recordingTools().tools);
    expect(READ_CHARACTERS).toBe(1_000);
    expect(answer).toEqual(read);
  });

  it('goes on from its last answer: a price, then the same volume for another product, then more branches', async () => {
    const agent = new LocalAgent({ language: 'en', knowledge: KNOWLEDGE });
    const tools = recordingTools().tools;
    const lumi = estimateMonthly({ ...exampleInput('lumi-ai'), calls: 12_000, minutes: 3 });
    expect((await agent.reply('What would Lumi cost for 12k calls a month, three minutes each?', tools)).text).toContain(formatEstimate(lumi.total, 'en'));
    const mediflow = estimateMonthly({ ...exampleInput('mediflow-ai'), branches: 40, calls: 12_000, minutes: 3 });
    expect((await agent.reply('And MediFlow for 40 clinics?', tools)).text).toContain(formatEstimate(mediflow.total, 'en'));
    const fewer = estimateMonthly({ ...exampleInput('mediflow-ai'), branches: 20, calls: 12_000, minutes: 3 });
    expect((await agent.reply('and for 20 clinics?', tools)).text).toContain(formatEstimate(fewer.total, 'en'));
  });

  it('never promises a call today on a Friday evening, and keeps the time the visitor asked for', async () => {
    const fridayEvening = () => new Date('2026-11-27T19:30:00Z');
    const { tools } = recordingTools();
    const agent = new LocalAgent({ language: 'en', knowledge: KNOWLEDGE, phoneCountry: 'PL', now: fridayEvening });
    await agent.reply('Could a manager call me tomorrow morning? I’m Oksana, +48 601 234 567', tools);
    const saved = (await agent.reply('Yes', tools)).text;
    expect(saved).toContain('on Monday morning');
    expect(saved).not.toMatch(/today|shortly/);
    expect(agent.taken.callBackWhen).toMatch(/tomorrow morning/);
    const wednesday = new LocalAgent({ language: 'en', knowledge: KNOWLEDGE, phoneCountry: 'PL', now: () => new Date('2026-11-25T10:00:00Z') });
    await wednesday.reply('I’m Anna, please call me tomorrow morning on +48 601 234 567', tools);
    const asked = (await wednesday.reply('Yes', tools)).text;
    expect(asked).toBe(REPLIES.en.saved('Anna', callBackTime(new Date('2026-11-25T10:00:00Z'), requestedTimeIn('tomorrow morning'))));
    expect(asked).toContain('tomorrow morning, as you asked');
  });
});

describe('the local agent takes only the contact the visitor gave', () => {
  it('reads a phone typed nationally on /ua with the name typed, confirms, and only then saves it', async () => {
    const { tools, calls } = recordingTools();
    const agent = assistant('uk');
    const confirm = await agent.reply('Оксана Мельник, 050 123 45 67', tools);
    expect(confirm.text).toBe(REPLIES.uk.confirm('+380501234567', 'Оксана Мельник'));
    expect(calls).toEqual([]);
    const saved = await agent.reply('Так', tools);
    expect(calls).toEqual([{ name: 'save_contact', parameters: { phone: '+380501234567', name: 'Оксана Мельник' } }]);
    expect(saved.text).toBe(REPLIES.uk.saved('Оксана Мельник', callBackTime(NOW(), undefined)));
  });

  it.each([
    ['ru', 'Кто ваши клиенты?', 'Среди наших клиентов\u00a0— медицинский центр «Верес», сервис AutoOcena'],
    ['uk', 'Хто ваші клієнти?', 'Серед наших клієнтів\u00a0— медичний центр «Верес», сервіс AutoOcena'],
  ] as const)('in %s: names its clients in a sentence, each once, not as rows of “industry: client”', async (language, question, opening) => {
    const answer = (await assistant(language).reply(question, recordingTools().tools)).text;
    expect(answer.slice(0, opening.length)).toBe(opening);
    expect(answer).not.toMatch(/B2B: |; /u);
  });

  it('reads the number back as people write it, and in Polish addresses no one by a typed name in the nominative', async () => {
    const { tools, calls } = recordingTools();
    const ukrainian = await assistant('uk').reply('Оксана Мельник, 050 123 45 67', recordingTools().tools);
    expect(ukrainian.text).toContain('+380 50 123 4567');
    const agent = assistant('pl');
    const confirm = await agent.reply('Anna Kowalska, 512 345 678', tools);
    expect(confirm.text).toBe('Zapisuję: Anna Kowalska, numer +48 512 345 678. Handlowiec zadzwoni pod ten numer. Czy wszystko się zgadza?');
    const saved = await agent.reply('Tak', tools);
    expect(calls).toEqual([{ name: 'save_contact', parameters: { phone: '+48512345678', name: 'Anna Kowalska' } }]);
    expect(saved.text).toMatch(/^Dziękuję! /);
    expect(saved.text).not.toContain('Anna Kowalska');
  });

  it('asks for what is missing: a call back without a number gets a question, and nothing is saved', async () => {
    const { tools, calls } = recordingTools();
    const agent = assistant('en');
    expect((await agent.reply('Could a manager call me back?', tools)).text).toBe(REPLIES.en.askContact);
    expect((await agent.reply('I’m Anna', tools)).text).toBe(REPLIES.en.askPhone('Anna'));
    expect((await agent.reply('No, thank you, that’s all.', tools)).endCall).toBe(true);
    expect(calls).toEqual([]);
  });

  it('reads no volume from the words that give a phone: «мой номер плюс семь…» is a number to ring, not phone lines', async () => {
    const { tools } = recordingTools();
    for (const contact of [
      'Меня зовут Анна, мой номер плюс семь девятьсот девяносто девять сто двадцать три сорок пять шестьдесят семь.',
      'Меня зовут Анна, мой номер +7 999 123 45 67',
    ]) {
      const agent = assistant('ru');
      await agent.reply(contact, tools);
      await agent.reply('Да', tools);
      expect(agent.taken.phone, contact).toBe('+79991234567');
      expect(agent.taken.volume, contact).toBeUndefined();
    }
    // A volume the visitor described before still reaches the managers.
    const agent = assistant('ru');
    await agent.reply('У нас 40 клиник', tools);
    await agent.reply('Меня зовут Анна, мой номер +7 999 123 45 67', tools);
    expect(agent.taken.volume).toBe('У нас 40 клиник');
  });

  it('saves nothing when the visitor says no to the confirmation', async () => {
    const { tools, calls } = recordingTools();
    const agent = assistant('ru');
    await agent.reply('Меня зовут Анна, +79991234567', tools);
    expect((await agent.reply('Нет, не надо', tools)).text).toBe(REPLIES.ru.notSaved);
    expect(calls).toEqual([]);
  });

  it('never passes on a phone that is not in the visitor’s text, whatever they type (property)', async () => {
    const words = fc.constantFrom(
      'yes',
      'Так',
      'Да',
      'call me back',
      'I’m Anna',
      'Оксана Мельник,',
      '+44 7700 900123',
      '050 123 45 67',
      'plus four four seven seven zero zero nine zero zero one two three',
      '10:00',
      'How much does Lumi cost?',
      '8 (912) 345-67-89',
      'no',
    );
    const turn = fc.oneof(
      fc.array(words, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' ')),
      fc.string({ maxLength: 30 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LANGUAGES), fc.array(turn, { minLength: 1, maxLength: 6 }), async (language, turns) => {
        const { tools, calls } = recordingTools();
        const agent = assistant(language);
        for (const said of turns) await agent.reply(said, tools);
        const given = new Set(turns.flatMap((said) => phonesIn(said, PHONE_COUNTRY_OF_LANGUAGE[language])));
        for (const call of calls.filter((made) => made.name === 'save_contact')) expect(given).toContain(call.parameters.phone);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the Lumi demo’s receptionist books under the name the visitor gave', () => {
  const receptionist = () => new LocalAgent({ language: 'en', knowledge: KNOWLEDGE, freeTimes: ['09:00', '10:00', '10:30', '14:00'] });

  it('books the time and the name typed in one message', async () => {
    const { tools, calls } = recordingTools();
    const answer = await receptionist().reply('Oksana Melnyk, 050 123 45 67. Is 10:00 free?', tools);
    expect(calls).toEqual([{ name: 'book_slot', parameters: { action: 'book', time: '10:00', name: 'Oksana Melnyk' } }]);
    expect(answer.text).toBe(REPLIES.en.booked('10:00', 'Oksana Melnyk'));
  });

  it('asks for the name when it is missing, and never books under one of its own', async () => {
    const { tools, calls } = recordingTools();
    const agent = receptionist();
    expect((await agent.reply('Can I come at 10:30 tomorrow?', tools)).text).toBe(REPLIES.en.askBookingName('10:30'));
    expect((await agent.reply('Yes', tools)).text).toBe(REPLIES.en.askBookingName('10:30'));
    expect(calls).toEqual([]);
    await agent.reply('Oksana', tools);
    expect(calls).toEqual([{ name: 'book_slot', parameters: { action: 'book', time: '10:30', name: 'Oksana' } }]);
  });

  it('offers the first free morning time to a request with none, and the free times a refusal names', async () => {
    const { tools, calls } = recordingTools(() => ({ isError: true, result: 'Not free. Free times nearest to it: 10:00, 10:30' }));
    const agent = receptionist();
    expect((await agent.reply('I’d like to see a doctor tomorrow morning.', tools)).text).toBe(REPLIES.en.offer('09:00'));
    expect((await agent.reply('Yes, please. I’m Anna.', tools)).text).toBe(REPLIES.en.notFree('09:00', '10:00, 10:30'));
    expect(calls).toEqual([{ name: 'book_slot', parameters: { action: 'book', time: '09:00', name: 'Anna' } }]);
  });
});
