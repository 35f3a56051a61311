import { ASSISTANT_PERSONAS, DEMO_BUSINESSES, type AssistantPersona, type DemoBusiness } from '@site/contracts';
import { LANGUAGES, type Language } from '@site/model';

/**
 * What a caller is taken to have said on a simulated call. The local agent cannot hear words (there
 * is no speech recognition offline): each stretch of the visitor's voiced audio counts as their
 * next line here, sent back as their transcript and answered like a typed turn, so what the agent
 * takes from a call (a phone, a name) is only what that transcript holds. No line says a name or a
 * phone: a contact the visitor did not type would reach the managers as theirs, so on the twin a
 * contact or a booking's name comes only from a message the visitor types during the call (a test
 * that needs a spoken one scripts it, `useScript`; on the simulated phone a developer types the
 * callee's). A typed turn is the visitor's own words and needs none of this.
 */
export interface SpokenScript {
  /** The caller's lines, in order; past the last, their speech takes no turn. */
  readonly lines: readonly string[];
  /** Seconds of voiced microphone audio that make one turn of the visitor's. */
  readonly userTurnSeconds: number;
}

const QUICK_TURN_SECONDS = 1.5;
const spoken = (lines: readonly string[]): SpokenScript => ({ lines, userTurnSeconds: QUICK_TURN_SECONDS });

/** A caller of Lumi, the site's assistant: questions a buyer asks, then goodbye. */
export const ASSISTANT_LINES: Readonly<Record<Language, SpokenScript>> = {
  en: spoken(['Hello! We need a voice assistant for our clinic.', 'How long does a launch take?', 'No, thank you, that’s all.']),
  ru: spoken(['Здравствуйте! Нам нужен голосовой ассистент для клиники.', 'Сколько времени займёт запуск?', 'Нет, спасибо, это всё.']),
  uk: spoken(['Добрий день! Нам потрібен голосовий асистент для клініки.', 'Скільки часу займе запуск?', 'Ні, дякую, це все.']),
  pl: spoken(['Dzień dobry! Potrzebujemy asystenta głosowego dla kliniki.', 'Ile trwa uruchomienie?', 'Nie, dziękuję, to wszystko.']),
};

/** What the person Lumi rang answers its opening: they asked for the call, and a manager may call them back. */
const CALLEE_ANSWERS_YES: Readonly<Record<Language, readonly string[]>> = {
  en: ['Yes, that was me.', 'Yes, a manager can call me.'],
  ru: ['Да, это я просил.', 'Да, пусть менеджер перезвонит.'],
  pl: ['Tak, to ja prosiłem.', 'Tak, konsultant może oddzwonić.'],
  uk: ['Так, це я просив.', 'Так, нехай менеджер передзвонить.'],
};

/** A caller of the sales bot (AI Seller 24/7's demo), which is typed in practice. */
export const SALES_BOT_LINES: Readonly<Record<Language, SpokenScript>> = {
  en: spoken(['We sell sneakers online and answer Instagram far too slowly.', 'How soon could we start?', 'That’s all, thank you.']),
  ru: spoken(['Мы продаём кроссовки онлайн и слишком медленно отвечаем в Instagram.', 'Как быстро можно начать?', 'Это всё, спасибо.']),
  uk: spoken(['Ми продаємо кросівки онлайн і надто повільно відповідаємо в Instagram.', 'Як швидко можна почати?', 'Це все, дякую.']),
  pl: spoken(['Sprzedajemy buty sportowe online i za wolno odpisujemy na Instagramie.', 'Jak szybko możemy zacząć?', 'To wszystko, dziękuję.']),
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

/** The caller's yes, with no name (the receptionist asks for one: the visitor types it), then goodbye. */
const RECEPTIONIST_REPLIES: Readonly<Record<Language, readonly string[]>> = {
  en: ['Yes, please.', 'No, thank you. Goodbye!'],
  ru: ['Да, пожалуйста.', 'Нет, спасибо. До свидания!'],
  uk: ['Так, будь ласка.', 'Ні, дякую. До побачення!'],
  pl: ['Tak, poproszę.', 'Nie, dziękuję. Do widzenia!'],
};

/** The script a receptionist of the Lumi demo plays, by the `business` variable the demo sends. */
export const receptionistKey = (business: DemoBusiness) => `receptionist:${business}`;

/** The script of the person Lumi rings on a call the site placed: Lumi's, or a demo receptionist's (by its `receptionistKey`). */
export const calleeKey = (receptionist?: string) => `callee${receptionist ? `:${receptionist}` : ''}`;

/**
 * The script of the person Lumi rings to confirm a listing's lift: none. Only a yes the callee said
 * may take a number off the do-not-call list, so on the twin their answer is what a developer types
 * on the simulated phone (a test that needs a spoken one scripts it, `useScript`).
 */
export const LIFT_CALLEE_KEY = 'callee:lift_listing';

/** The callee answers the opening, then talks as the caller of that persona does. */
const calleeLines = (script: Readonly<Record<Language, SpokenScript>>) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, spoken([...CALLEE_ANSWERS_YES[language], ...script[language].lines])])) as Record<
    Language,
    SpokenScript
  >;

const receptionistLines = (business: DemoBusiness) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, spoken([REQUESTS[business][language], ...RECEPTIONIST_REPLIES[language]])])) as Record<
    Language,
    SpokenScript
  >;

/** Every persona's callers, the demo's receptionists' and the callees of calls Lumi places included, by the key the conversation picks. */
export const SPOKEN_LINES: Readonly<Record<string, Readonly<Record<Language, SpokenScript>>>> = {
  [ASSISTANT_PERSONAS.siteAssistant satisfies AssistantPersona]: ASSISTANT_LINES,
  [ASSISTANT_PERSONAS.salesBot satisfies AssistantPersona]: SALES_BOT_LINES,
  [calleeKey()]: calleeLines(ASSISTANT_LINES),
  [LIFT_CALLEE_KEY]: Object.fromEntries(LANGUAGES.map((language) => [language, spoken([])])) as Record<Language, SpokenScript>,
  ...Object.fromEntries(
    DEMO_BUSINESSES.flatMap((business) => [
      [receptionistKey(business), receptionistLines(business)],
      [calleeKey(receptionistKey(business)), calleeLines(receptionistLines(business))],
    ]),
  ),
};
