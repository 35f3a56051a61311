import { ASSISTANT_PERSONAS, DEMO_BUSINESSES, type AssistantPersona, type DemoBusiness } from '@site/contracts';
import { LANGUAGES, type Language } from '@site/model';

/**
 * What a caller is taken to have said on a simulated call. The local agent cannot hear words (there
 * is no speech recognition offline): each stretch of the visitor's voiced audio counts as their
 * next line here, sent back as their transcript and answered like a typed turn, so what the agent
 * takes from a call (a phone, a name) is only what that transcript holds. A typed turn is the
 * visitor's own words and needs none of this.
 */
export interface SpokenScript {
  /** The caller's lines, in order; past the last, their speech takes no turn. */
  readonly lines: readonly string[];
  /** Seconds of voiced microphone audio that make one turn of the visitor's. */
  readonly userTurnSeconds: number;
}

const QUICK_TURN_SECONDS = 1.5;
const spoken = (lines: readonly string[]): SpokenScript => ({ lines, userTurnSeconds: QUICK_TURN_SECONDS });

/** A caller of Lumi, the site's assistant: a question, their contact (said in words, as a transcript writes speech), a yes to its confirmation, a question, goodbye. */
export const ASSISTANT_LINES: Readonly<Record<Language, SpokenScript>> = {
  en: spoken([
    'Hello! We need a voice assistant for our clinic.',
    'I’m Anna, my number is plus four four seven seven zero zero nine zero zero one two three.',
    'Yes, that’s right.',
    'How long does a launch take?',
    'No, thank you, that’s all.',
  ]),
  ru: spoken([
    'Здравствуйте! Нам нужен голосовой ассистент для клиники.',
    'Меня зовут Анна, мой номер плюс семь девятьсот девяносто девять сто двадцать три сорок пять шестьдесят семь.',
    'Да, всё верно.',
    'Сколько времени займёт запуск?',
    'Нет, спасибо, это всё.',
  ]),
  uk: spoken([
    'Добрий день! Нам потрібен голосовий асистент для клініки.',
    'Мене звати Анна, мій номер плюс три вісім нуль п’ятдесят сто двадцять три сорок п’ять шістдесят сім.',
    'Так, усе вірно.',
    'Скільки часу займе запуск?',
    'Ні, дякую, це все.',
  ]),
  pl: spoken([
    'Dzień dobry! Potrzebujemy asystenta głosowego dla kliniki.',
    'Mam na imię Anna, mój numer to plus czterdzieści osiem pięćset dwanaście trzysta czterdzieści pięć sześćset siedemdziesiąt osiem.',
    'Tak, zgadza się.',
    'Ile trwa uruchomienie?',
    'Nie, dziękuję, to wszystko.',
  ]),
};

/** The script key of the person Lumi rings on a call the site placed. */
export const CALLEE_KEY = 'callee';

/**
 * The person Lumi rang, on a call the site placed: they answer its opening that they asked for the
 * call and that a manager may call them back, say what they need, and book a video meeting with a
 * manager in the call: a time offered (by its place in the list), their name, and their e-mail spelled out as a
 * transcript writes speech (the phone's server tools book it through the site's API).
 */
const CALLEE_LINES: Readonly<Record<Language, SpokenScript>> = {
  en: spoken([
    'Yes, that was me.',
    'Yes, a manager can call me.',
    ASSISTANT_LINES.en.lines[0]!,
    'Could we book a video meeting with a manager?',
    'The second one suits me.',
    'I’m Anna Kowalska.',
    'My e-mail is anna dot kowalska at example dot com.',
    'Yes, book it.',
    'No, thank you, that’s all.',
  ]),
  ru: spoken([
    'Да, это я просил.',
    'Да, пусть менеджер перезвонит.',
    ASSISTANT_LINES.ru.lines[0]!,
    'Можно назначить видеовстречу с менеджером?',
    'Давайте последний из них.',
    'Меня зовут Анна Ковальская.',
    'Моя почта: anna точка kowalska собака example точка com.',
    'Да, записывайте.',
    'Нет, спасибо, это всё.',
  ]),
  pl: spoken([
    'Tak, to ja prosiłem.',
    'Tak, konsultant może oddzwonić.',
    ASSISTANT_LINES.pl.lines[0]!,
    'Czy możemy umówić spotkanie wideo z menedżerem?',
    'Pasuje mi drugi.',
    'Mam na imię Anna Kowalska.',
    'Mój e-mail: anna kropka kowalska małpa example kropka com.',
    'Tak, proszę zarezerwować.',
    'Nie, dziękuję, to wszystko.',
  ]),
  uk: spoken([
    'Так, це я просив.',
    'Так, нехай менеджер передзвонить.',
    ASSISTANT_LINES.uk.lines[0]!,
    'Чи можна призначити відеозустріч із менеджером?',
    'Мені підходить другий.',
    'Мене звати Оксана Коваль.',
    'Моя пошта: oksana крапка koval равлик example крапка com.',
    'Так, записуйте.',
    'Ні, дякую, це все.',
  ]),
};

/** A caller of the sales bot (AI Seller 24/7's demo), which is typed in practice. */
export const SALES_BOT_LINES: Readonly<Record<Language, SpokenScript>> = {
  en: spoken(['We sell sneakers online and answer Instagram far too slowly.', 'I’m Anna, +447700900123.', 'Yes.', 'That’s all, thank you.']),
  ru: spoken(['Мы продаём кроссовки онлайн и слишком медленно отвечаем в Instagram.', 'Меня зовут Анна, +79991234567.', 'Да.', 'Это всё, спасибо.']),
  uk: spoken(['Ми продаємо кросівки онлайн і надто повільно відповідаємо в Instagram.', 'Мене звати Анна, +380501234567.', 'Так.', 'Це все, дякую.']),
  pl: spoken(['Sprzedajemy buty sportowe online i za wolno odpisujemy na Instagramie.', 'Mam na imię Anna, +48512345678.', 'Tak.', 'To wszystko, dziękuję.']),
};

/** What a caller of each business of the Lumi demo asks for: a visit tomorrow morning, with no time named. */
const REQUESTS: Readonly<Record<DemoBusiness, Readonly<Record<Language, string>>>> = {
  clinic: {
    en: 'I’d like to see a doctor tomorrow morning.',
    ru: 'Хочу записаться к терапевту на завтра, на утро.',
    uk: 'Хочу записатися до терапевта на завтра, на ранок.',
    pl: 'Chciałabym zapisać się do internisty na jutro rano.',
  },
  car_service: {
    en: 'Can I bring my car in for an oil change tomorrow morning?',
    ru: 'Можно завтра утром заменить масло?',
    uk: 'Чи можна завтра зранку замінити оливу?',
    pl: 'Czy mogę jutro rano przyjechać na wymianę oleju?',
  },
  beauty_salon: {
    en: 'I’d like a haircut tomorrow morning.',
    ru: 'Хочу записаться на стрижку завтра утром.',
    uk: 'Хочу записатися на стрижку завтра зранку.',
    pl: 'Chciałabym umówić się na strzyżenie jutro rano.',
  },
};

/** The caller's yes with their name, then goodbye. */
const RECEPTIONIST_REPLIES: Readonly<Record<Language, readonly string[]>> = {
  en: ['Yes, please. I’m Anna.', 'No, thank you. Goodbye!'],
  ru: ['Да, пожалуйста. Меня зовут Анна.', 'Нет, спасибо. До свидания!'],
  uk: ['Так, будь ласка. Мене звати Анна.', 'Ні, дякую. До побачення!'],
  pl: ['Tak, poproszę. Mam na imię Anna.', 'Nie, dziękuję. Do widzenia!'],
};

/** The script a receptionist of the Lumi demo plays, by the `business` variable the demo sends. */
export const receptionistKey = (business: DemoBusiness) => `receptionist:${business}`;

/** Every persona's callers, the demo's receptionists' included, by the key the conversation picks. */
export const SPOKEN_LINES: Readonly<Record<string, Readonly<Record<Language, SpokenScript>>>> = {
  [ASSISTANT_PERSONAS.siteAssistant satisfies AssistantPersona]: ASSISTANT_LINES,
  [ASSISTANT_PERSONAS.salesBot satisfies AssistantPersona]: SALES_BOT_LINES,
  [CALLEE_KEY]: CALLEE_LINES,
  ...Object.fromEntries(
    DEMO_BUSINESSES.map((business) => [
      receptionistKey(business),
      Object.fromEntries(LANGUAGES.map((language) => [language, spoken([REQUESTS[business][language], ...RECEPTIONIST_REPLIES[language]])])) as Record<
        Language,
        SpokenScript
      >,
    ]),
  ),
};
