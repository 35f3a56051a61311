import { ASSISTANT_PERSONAS, DEMO_BUSINESSES, type AssistantPersona, type DataCollectionField, type DemoBusiness } from '@site/contracts';
import type { Language } from '@site/model';

/**
 * What the simulated agent says where a model would speak, in each language it greets in (the
 * greeting itself is the definition's first message), for each of its personas. It cannot hear
 * words: each stretch of the visitor's speech counts as the next scripted line of theirs, and each
 * message they type as their next turn, in their own words.
 */
export interface Turn {
  /** What the visitor is taken to have said, sent back as their transcript (a typed turn is their own words). */
  readonly user: string;
  /** The agent's answer; on a contact turn, it comes after the tool's result instead. */
  readonly agent?: string;
  /** On this turn the agent calls its contact tool with the caller's contact, and answers by how it went. */
  readonly contact?: { readonly saved: string; readonly failed: string };
  /** After this answer the agent ends the call with its `end_call` system tool. */
  readonly endCall?: boolean;
  /** The answer offers a free time of the Lumi demo's day (`{time}` in it): the first of the morning the schedule lists. */
  readonly offer?: boolean;
  /**
   * On this turn the agent books with the demo's booking tool the time the visitor typed (or the
   * one it offered), for the script's name, and answers by how it went: `{time}`, and on failure
   * `{times}`, the free times the tool's error named.
   */
  readonly booking?: { readonly booked: string; readonly failed: string };
}

/**
 * A message that asks to see something: the agent opens that page with its `open_page` tool (the
 * page and slug are checked against the definition's enums) and answers, with the page's path in
 * writing, by how it went. It is no scripted turn: it may come at any point.
 */
export interface ShowPage {
  readonly asked: RegExp;
  readonly page: string;
  readonly slug?: string;
  readonly opened: string;
  readonly failed: string;
}

export interface AgentScript {
  readonly turns: readonly Turn[];
  /** What the visitor may ask to see (Lumi's scripts: a case from healthcare). */
  readonly showPage?: ShowPage;
  /** The answer to every turn after the scripted ones. */
  readonly fallback: string;
  /** Seconds of voiced microphone audio that make one turn of the visitor's. */
  readonly userTurnSeconds: number;
  /** What the caller tells the agent, by the contact tool's parameter names (`phone`, `name`); a phone typed in the chat is taken instead. */
  readonly contact: Readonly<Record<string, string>>;
  /** What ElevenLabs' analysis would extract after the call, by the definition's data collection ids. */
  readonly collected: Readonly<Record<DataCollectionField, string>>;
  /** The analysis' title and summary of the call, once the caller left a contact, or if they hung up before. */
  readonly summary: { readonly title: string; readonly text: string };
  readonly hungUp: { readonly title: string; readonly text: string };
}

const QUICK_TURN_SECONDS = 1.5;

export const SCRIPTS: Readonly<Record<Language, AgentScript>> = {
  en: {
    turns: [
      {
        user: 'Hello! We need a voice assistant for our clinic.',
        agent: 'Great: Lumi answers calls, books patients and passes hot leads to a manager. What is your name, and which number can a manager call you on?',
      },
      {
        user: 'I’m Anna, my number is plus four four seven seven zero zero nine zero zero one two three.',
        contact: {
          saved: 'Thank you, Anna! A manager will call you shortly. Is there anything else I can help you with?',
          failed: 'I couldn’t save your number, but we can carry on. What else would you like to know?',
        },
      },
      {
        user: 'How long does a launch take?',
        agent: 'A launch takes seven to fourteen days, and Lumi’s pilot on your own line lasts seven to ten days. Anything else?',
      },
      { user: 'No, thank you, that’s all.', agent: 'Thank you for calling! Goodbye.', endCall: true },
    ],
    showPage: {
      asked: /\b(show|see)\b.*\b(case|healthcare|clinic)/i,
      page: 'case',
      slug: 'medical-center-ukraine',
      opened:
        'I’ve opened the case of a medical centre in Ukraine: /cases/medical-center-ukraine. MediFlow AI and Lumi answer its patients’ calls and book them with the right doctor. Its partner’s study is at https://example.com/study, which I can’t open here.',
      failed: 'I couldn’t open that page, but I can tell you about the case. What would you like to know?',
    },
    fallback: 'I’m listening. Tell me what else you would like to know.',
    userTurnSeconds: QUICK_TURN_SECONDS,
    contact: { phone: '+447700900123', name: 'Anna' },
    collected: { caller_name: 'Anna', caller_phone: '+447700900123', product_interest: 'lumi-ai', company_size: 'one clinic' },
    summary: {
      title: 'A clinic asks for a call back about Lumi AI',
      text: 'Anna is looking for a voice assistant for her clinic and left her number for a manager to call her back. She also asked how long a launch takes.',
    },
    hungUp: { title: 'A short call without a contact', text: 'The caller started a conversation and hung up before leaving a contact.' },
  },
  ru: {
    turns: [
      {
        user: 'Здравствуйте! Нам нужен голосовой ассистент для клиники.',
        agent:
          'Отлично, Lumi как раз отвечает на звонки, записывает пациентов и передаёт горячие заявки менеджеру. Как вас зовут и по какому номеру с вами связаться?',
      },
      {
        user: 'Меня зовут Анна, мой номер плюс семь девятьсот девяносто девять сто двадцать три сорок пять шестьдесят семь.',
        contact: {
          saved: 'Спасибо, Анна! Менеджер свяжется с вами в ближайшее время. Могу ещё чем-нибудь помочь?',
          failed: 'Не получилось сохранить ваш номер, но мы можем продолжить разговор. Что ещё вас интересует?',
        },
      },
      {
        user: 'Сколько времени займёт запуск?',
        agent: 'Запуск занимает от семи до четырнадцати дней, а пилот Lumi на вашей линии — от семи до десяти. Что-нибудь ещё?',
      },
      { user: 'Нет, спасибо, это всё.', agent: 'Спасибо за разговор! До свидания.', endCall: true },
    ],
    showPage: {
      asked: /(покаж|посмотр).*(кейс|медицин|клиник)/i,
      page: 'case',
      slug: 'medical-center-ukraine',
      opened:
        'Открыла кейс медицинского центра в Украине: /cases/medical-center-ukraine. MediFlow AI и Lumi отвечают на звонки его пациентов и записывают их к нужному врачу. Исследование партнёра — на https://example.com/study, его я здесь открыть не могу.',
      failed: 'Не получилось открыть страницу, но я могу рассказать о кейсе. Что вас интересует?',
    },
    fallback: 'Я вас слушаю. Расскажите, что ещё вас интересует.',
    userTurnSeconds: QUICK_TURN_SECONDS,
    contact: { phone: '+79991234567', name: 'Анна' },
    collected: { caller_name: 'Анна', caller_phone: '+79991234567', product_interest: 'lumi-ai', company_size: 'одна клиника' },
    summary: {
      title: 'Клиника просит перезвонить по Lumi AI',
      text: 'Анна ищет голосового ассистента для клиники и оставила номер, чтобы менеджер перезвонил. Ещё спросила, сколько длится запуск.',
    },
    hungUp: { title: 'Короткий разговор без контакта', text: 'Посетитель начал разговор и завершил его, не оставив контакта.' },
  },
  uk: {
    turns: [
      {
        user: 'Добрий день! Нам потрібен голосовий асистент для клініки.',
        agent:
          'Чудово, Lumi якраз відповідає на дзвінки, записує пацієнтів і передає гарячі заявки менеджерові. Як вас звати і за яким номером із вами зв’язатися?',
      },
      {
        user: 'Мене звати Анна, мій номер плюс три вісім нуль п’ятдесят сто двадцять три сорок п’ять шістдесят сім.',
        contact: {
          saved: 'Дякую, Анно! Менеджер зв’яжеться з вами найближчим часом. Чим іще можу допомогти?',
          failed: 'Не вдалося зберегти ваш номер, але ми можемо продовжити розмову. Що ще вас цікавить?',
        },
      },
      { user: 'Скільки часу займе запуск?', agent: 'Запуск займає від семи до чотирнадцяти днів, а пілот Lumi на вашій лінії — від семи до десяти. Щось іще?' },
      { user: 'Ні, дякую, це все.', agent: 'Дякую за розмову! До побачення.', endCall: true },
    ],
    showPage: {
      asked: /(покаж|подив).*(кейс|медицин|клінік)/i,
      page: 'case',
      slug: 'medical-center-ukraine',
      opened:
        'Відкрила кейс медичного центру в Україні: /cases/medical-center-ukraine. MediFlow AI і Lumi відповідають на дзвінки його пацієнтів і записують їх до потрібного лікаря. Дослідження партнера — на https://example.com/study, його я тут відкрити не можу.',
      failed: 'Не вдалося відкрити сторінку, але я можу розповісти про кейс. Що вас цікавить?',
    },
    fallback: 'Я вас слухаю. Розкажіть, що ще вас цікавить.',
    userTurnSeconds: QUICK_TURN_SECONDS,
    contact: { phone: '+380501234567', name: 'Анна' },
    collected: { caller_name: 'Анна', caller_phone: '+380501234567', product_interest: 'lumi-ai', company_size: 'одна клініка' },
    summary: {
      title: 'Клініка просить передзвонити щодо Lumi AI',
      text: 'Анна шукає голосового асистента для клініки й залишила номер, щоб менеджер передзвонив. Також запитала, скільки триває запуск.',
    },
    hungUp: { title: 'Коротка розмова без контакту', text: 'Відвідувач почав розмову й завершив її, не залишивши контакту.' },
  },
};

/** The demo of AI Seller 24/7 (the home page's sales bot), typed: it sells, then takes the visitor's contact the same way. */
export const SALES_BOT_SCRIPTS: Readonly<Record<Language, AgentScript>> = {
  en: {
    turns: [
      {
        user: 'We sell sneakers online and answer Instagram messages far too slowly.',
        agent:
          'AI Seller 24/7 answers every Instagram, Telegram and WhatsApp message in seconds, picks the right pair from your catalogue and writes the order to your CRM. A pilot takes 7–10 days. Shall a manager call you about it? Leave your name and phone number.',
      },
      {
        user: 'I’m Anna, +447700900123.',
        contact: {
          saved: 'Thank you, Anna! A manager will call you shortly to plan the pilot. What else would you like to know?',
          failed: 'I couldn’t save your number, but we can carry on. What else would you like to know?',
        },
      },
      {
        user: 'How soon could it start?',
        agent: 'The bot learns your catalogue during setup, then runs a 7–10-day pilot on your real customers. Anything else?',
      },
      { user: 'No, thanks, that’s all.', agent: 'Thank you! Good luck with the sales.', endCall: true },
    ],
    fallback: 'Tell me more about your shop, and I’ll suggest what the bot would do for it.',
    userTurnSeconds: QUICK_TURN_SECONDS,
    contact: { phone: '+447700900123', name: 'Anna' },
    collected: { caller_name: 'Anna', caller_phone: '+447700900123', product_interest: 'ai-seller', company_size: 'one online shop' },
    summary: {
      title: 'An online shop asks for a call back about AI Seller 24/7',
      text: 'Anna sells sneakers online, answers Instagram messages too slowly and left her number for a manager to plan a pilot of the sales bot.',
    },
    hungUp: { title: 'A short chat without a contact', text: 'The visitor chatted with the sales bot demo and left without leaving a contact.' },
  },
  ru: {
    turns: [
      {
        user: 'Мы продаём кроссовки онлайн и слишком медленно отвечаем в Instagram.',
        agent:
          'AI Seller 24/7 отвечает на каждое сообщение в Instagram, Telegram и WhatsApp за секунды, подбирает нужную пару из каталога и записывает заказ в CRM. Пилот занимает 7–10 дней. Хотите, чтобы менеджер позвонил и всё рассказал? Оставьте имя и телефон.',
      },
      {
        user: 'Меня зовут Анна, +79991234567.',
        contact: {
          saved: 'Спасибо, Анна! Менеджер скоро позвонит, чтобы спланировать пилот. Что ещё вам рассказать?',
          failed: 'Не получилось сохранить ваш номер, но мы можем продолжить. Что ещё вам рассказать?',
        },
      },
      {
        user: 'Как быстро можно запуститься?',
        agent: 'Во время настройки бот изучает ваш каталог, а затем 7–10 дней работает в пилоте с вашими реальными покупателями. Что-нибудь ещё?',
      },
      { user: 'Нет, спасибо, это всё.', agent: 'Спасибо! Удачных продаж.', endCall: true },
    ],
    fallback: 'Расскажите подробнее о вашем магазине, и я предложу, что бот сделает для него.',
    userTurnSeconds: QUICK_TURN_SECONDS,
    contact: { phone: '+79991234567', name: 'Анна' },
    collected: { caller_name: 'Анна', caller_phone: '+79991234567', product_interest: 'ai-seller', company_size: 'один интернет-магазин' },
    summary: {
      title: 'Интернет-магазин просит перезвонить по AI Seller 24/7',
      text: 'Анна продаёт кроссовки онлайн, не успевает отвечать в Instagram и оставила номер, чтобы менеджер спланировал пилот бота-продавца.',
    },
    hungUp: { title: 'Короткая переписка без контакта', text: 'Посетитель переписывался с демо бота-продавца и ушёл, не оставив контакта.' },
  },
  uk: {
    turns: [
      {
        user: 'Ми продаємо кросівки онлайн і надто повільно відповідаємо в Instagram.',
        agent:
          'AI Seller 24/7 відповідає на кожне повідомлення в Instagram, Telegram і WhatsApp за секунди, підбирає потрібну пару з каталогу й записує замовлення в CRM. Пілот триває 7–10 днів. Хочете, щоб менеджер зателефонував і все розповів? Залиште ім’я та телефон.',
      },
      {
        user: 'Мене звати Анна, +380501234567.',
        contact: {
          saved: 'Дякую, Анно! Менеджер незабаром зателефонує, щоб спланувати пілот. Що ще вам розповісти?',
          failed: 'Не вдалося зберегти ваш номер, але ми можемо продовжити. Що ще вам розповісти?',
        },
      },
      {
        user: 'Як швидко можна запуститися?',
        agent: 'Під час налаштування бот вивчає ваш каталог, а потім 7–10 днів працює в пілоті з вашими реальними покупцями. Щось іще?',
      },
      { user: 'Ні, дякую, це все.', agent: 'Дякую! Вдалих продажів.', endCall: true },
    ],
    fallback: 'Розкажіть більше про ваш магазин, і я запропоную, що бот зробить для нього.',
    userTurnSeconds: QUICK_TURN_SECONDS,
    contact: { phone: '+380501234567', name: 'Анна' },
    collected: { caller_name: 'Анна', caller_phone: '+380501234567', product_interest: 'ai-seller', company_size: 'один інтернет-магазин' },
    summary: {
      title: 'Інтернет-магазин просить передзвонити щодо AI Seller 24/7',
      text: 'Анна продає кросівки онлайн, не встигає відповідати в Instagram і залишила номер, щоб менеджер спланував пілот бота-продавця.',
    },
    hungUp: { title: 'Коротке листування без контакту', text: 'Відвідувач листувався з демо бота-продавця й пішов, не залишивши контакту.' },
  },
};

/** What a receptionist says in each language, around the visitor's request: offer a time, book it for Anna, say goodbye. */
const RECEPTIONIST_LINES: Readonly<
  Record<Language, Omit<AgentScript, 'turns' | 'userTurnSeconds' | 'collected' | 'contact'> & { name: string; phone: string; turns: readonly Turn[] }>
> = {
  en: {
    name: 'Anna',
    phone: '+447700900123',
    turns: [
      {
        user: 'Yes, please. I’m Anna.',
        booking: {
          booked: 'Done, Anna: you’re booked for tomorrow at {time}. Anything else?',
          failed: 'Sorry, {time} isn’t free. I can offer {times}: which suits you?',
        },
      },
      { user: 'No, thank you. Goodbye!', agent: 'Thank you, see you tomorrow! Goodbye.', endCall: true },
    ],
    fallback: 'Tell me which time suits you, and I’ll book it.',
    summary: { title: 'A visit booked in the Lumi demo', text: 'In the Lumi demo, Anna asked for a visit tomorrow morning and was booked into a free time.' },
    hungUp: { title: 'A short demo call without a booking', text: 'The visitor tried the Lumi demo and left before booking a time.' },
  },
  ru: {
    name: 'Анна',
    phone: '+79991234567',
    turns: [
      {
        user: 'Да, пожалуйста. Меня зовут Анна.',
        booking: {
          booked: 'Готово, Анна: вы записаны на завтра на {time}. Что-нибудь ещё?',
          failed: 'К сожалению, {time} занято. Могу предложить {times}: что вам удобнее?',
        },
      },
      { user: 'Нет, спасибо. До свидания!', agent: 'Спасибо, ждём вас завтра! До свидания.', endCall: true },
    ],
    fallback: 'Скажите, какое время вам удобно, и я вас запишу.',
    summary: { title: 'Запись в демо Lumi', text: 'В демо Lumi Анна попросила записать её на завтра на утро и была записана на свободное время.' },
    hungUp: { title: 'Короткий демозвонок без записи', text: 'Посетитель попробовал демо Lumi и ушёл, не записавшись.' },
  },
  uk: {
    name: 'Анна',
    phone: '+380501234567',
    turns: [
      {
        user: 'Так, будь ласка. Мене звати Анна.',
        booking: {
          booked: 'Готово, Анно: ви записані на завтра на {time}. Щось іще?',
          failed: 'На жаль, {time} зайнято. Можу запропонувати {times}: що вам зручніше?',
        },
      },
      { user: 'Ні, дякую. До побачення!', agent: 'Дякуємо, чекаємо на вас завтра! До побачення.', endCall: true },
    ],
    fallback: 'Скажіть, який час вам зручний, і я вас запишу.',
    summary: { title: 'Запис у демо Lumi', text: 'У демо Lumi Анна попросила записати її на завтра на ранок і була записана на вільний час.' },
    hungUp: { title: 'Короткий демодзвінок без запису', text: 'Відвідувач спробував демо Lumi й пішов, не записавшись.' },
  },
};

/** What the visitor asks each business for, and the receptionist's offer of a free morning time. */
const RECEPTIONIST_REQUESTS: Readonly<Record<DemoBusiness, Readonly<Record<Language, { readonly user: string; readonly agent: string }>>>> = {
  clinic: {
    en: {
      user: 'I’d like to see a doctor tomorrow morning.',
      agent: 'Tomorrow morning the doctor is free at {time}. Shall I book you in? What name should I put?',
    },
    ru: { user: 'Хочу записаться к терапевту на завтра, на утро.', agent: 'Завтра утром у терапевта свободно {time}. Записать вас? На какое имя?' },
    uk: { user: 'Хочу записатися до терапевта на завтра, на ранок.', agent: 'Завтра зранку в терапевта вільно {time}. Записати вас? На яке ім’я?' },
  },
  car_service: {
    en: {
      user: 'Can I bring my car in for an oil change tomorrow morning?',
      agent: 'Yes: tomorrow morning a bay is free at {time}. Shall I book it? What name should I put?',
    },
    ru: { user: 'Можно завтра утром заменить масло?', agent: 'Да, завтра утром свободен подъёмник в {time}. Записать вас? На какое имя?' },
    uk: { user: 'Чи можна завтра зранку замінити оливу?', agent: 'Так, завтра зранку вільний підйомник о {time}. Записати вас? На яке ім’я?' },
  },
  beauty_salon: {
    en: { user: 'I’d like a haircut tomorrow morning.', agent: 'Tomorrow morning a stylist is free at {time}. Shall I book you in? What name should I put?' },
    ru: { user: 'Хочу записаться на стрижку завтра утром.', agent: 'Завтра утром мастер свободен в {time}. Записать вас? На какое имя?' },
    uk: { user: 'Хочу записатися на стрижку завтра зранку.', agent: 'Завтра зранку майстер вільний о {time}. Записати вас? На яке ім’я?' },
  },
};

/** The script a receptionist of the Lumi demo plays, by the `business` variable the demo sends. */
export const receptionistScriptKey = (business: DemoBusiness) => `receptionist:${business}`;

function receptionistScript(business: DemoBusiness, language: Language): AgentScript {
  const { name, phone, turns, ...lines } = RECEPTIONIST_LINES[language];
  return {
    ...lines,
    turns: [{ ...RECEPTIONIST_REQUESTS[business][language], offer: true }, ...turns],
    userTurnSeconds: QUICK_TURN_SECONDS,
    contact: { phone, name },
    collected: { caller_name: name, caller_phone: '', product_interest: 'lumi-ai', company_size: '' },
  };
}

/** The Lumi demo's receptionists: for each business, in each language, a request for tomorrow morning, a time offered, and booked. */
export const RECEPTIONIST_SCRIPTS: Readonly<Record<string, Readonly<Record<Language, AgentScript>>>> = Object.fromEntries(
  DEMO_BUSINESSES.map((business) => [
    receptionistScriptKey(business),
    { en: receptionistScript(business, 'en'), ru: receptionistScript(business, 'ru'), uk: receptionistScript(business, 'uk') },
  ]),
);

/** Each persona's scripts, by the name the widget sends as the `persona` variable; an unknown name plays the site assistant's. */
export const PERSONA_SCRIPTS: Readonly<Record<AssistantPersona, Readonly<Record<Language, AgentScript>>>> = {
  [ASSISTANT_PERSONAS.siteAssistant]: SCRIPTS,
  [ASSISTANT_PERSONAS.salesBot]: SALES_BOT_SCRIPTS,
};
