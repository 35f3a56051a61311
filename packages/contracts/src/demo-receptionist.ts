import { COMPANY, type Language } from '@site/model';
import { demoDay, freeTimesOf, tomorrowIn } from './demo-day';
import type { DemoBusiness } from './voice-booking-tool';

/**
 * The Lumi demo's receptionists as they speak, in every language, written once: the made-up
 * business's name, how its receptionist introduces itself, and its question; the free times of its
 * day as the agent reads them; and how a call from the demo opens. The demo's card greets with
 * them, and the server gives a call the demo asks for the same receptionist and the same day, so the
 * phone speaks as the card does.
 */

interface Receptionist {
  /** The business's name as the card shows it. */
  readonly name: string;
  /** "Hello, this is Linden Clinic. I’m Lumi, the AI receptionist." */
  readonly introduction: string;
}

const RECEPTIONISTS: Readonly<Record<Language, Readonly<Record<DemoBusiness, Receptionist>>>> = {
  en: {
    clinic: { name: 'Linden Clinic', introduction: 'Hello, this is Linden Clinic. I’m Lumi, the AI receptionist.' },
    car_service: { name: 'Northside Auto', introduction: 'Hello, this is Northside Auto. I’m Lumi, the AI receptionist.' },
    beauty_salon: { name: 'Aura Beauty Salon', introduction: 'Hello, this is Aura Beauty Salon. I’m Lumi, the AI receptionist.' },
  },
  ru: {
    clinic: { name: 'Клиника «Липа»', introduction: 'Здравствуйте, клиника «Липа». Я Lumi, виртуальный администратор клиники.' },
    car_service: { name: 'Автосервис «Северный»', introduction: 'Здравствуйте, автосервис «Северный». Меня зовут Lumi, я виртуальный администратор.' },
    beauty_salon: { name: 'Салон красоты «Аура»', introduction: 'Здравствуйте, салон красоты «Аура». На связи Lumi, виртуальный администратор салона.' },
  },
  uk: {
    clinic: { name: 'Клініка «Липа»', introduction: 'Вітаю, клініка «Липа». Я Lumi, віртуальний адміністратор клініки.' },
    car_service: { name: 'Автосервіс «Північний»', introduction: 'Вітаю, автосервіс «Північний». Мене звати Lumi, я віртуальний адміністратор.' },
    beauty_salon: { name: 'Салон краси «Аура»', introduction: 'Вітаю, салон краси «Аура». На зв’язку Lumi, віртуальний адміністратор салону.' },
  },
  pl: {
    clinic: { name: 'Klinika „Lipowa”', introduction: 'Dzień dobry, Klinika „Lipowa”. Mówi Lumi, wirtualny recepcjonista.' },
    car_service: { name: 'Auto Serwis „Północ”', introduction: 'Dzień dobry, Auto Serwis „Północ”. Tu Lumi, wirtualny recepcjonista.' },
    beauty_salon: { name: 'Salon urody „Aura”', introduction: 'Dzień dobry, salon urody „Aura”. Z tej strony Lumi, wirtualny recepcjonista salonu.' },
  },
};

/** The receptionist's question after introducing itself. */
export const RECEPTIONIST_QUESTION: Readonly<Record<Language, string>> = {
  en: 'How can I help you?',
  ru: 'Чем могу помочь?',
  uk: 'Чим можу допомогти?',
  pl: 'W czym mogę pomóc?',
};

const SITE = COMPANY.email.slice(COMPANY.email.indexOf('@') + 1);

/**
 * Why the receptionist rings, after its introduction: as every call Lumi places opens (`CALL_OPENING`),
 * the callee hears that it is Synthra's demo, that somebody on the site asked for a call to this
 * number, the question whether it was them, and how to stop it.
 */
const CALL_REASON: Readonly<Record<Language, string>> = {
  en: `I’m calling from Synthra’s demo: someone on ${SITE} asked for a call to this number. Was that you? If not, just say so, and we will never call it again.`,
  ru: `Звоню из демо Synthra: на сайте ${SITE} попросили позвонить на этот номер. Это были вы? Если нет, просто скажите, и мы больше никогда на него не позвоним.`,
  uk: `Телефоную з демо Synthra: на сайті ${SITE} попросили зателефонувати на цей номер. Це були ви? Якщо ні, просто скажіть, і ми більше ніколи на нього не зателефонуємо.`,
  pl: `Dzwonię z wersji demonstracyjnej Synthra: ktoś na stronie ${SITE} poprosił o telefon pod ten numer. Czy to była Pani lub Pan? Jeśli nie, wystarczy to powiedzieć, a nigdy więcej pod niego nie zadzwonimy.`,
};

/** The free times of the day as the agent reads them (the `schedule` variable). */
const SCHEDULE_FOR_AGENT: Readonly<Record<Language, (day: string, times: string) => string>> = {
  en: (day, times) => `Tomorrow, ${day}. Free times: ${times}.`,
  ru: (day, times) => `Завтра, ${day}. Свободное время: ${times}.`,
  uk: (day, times) => `Завтра, ${day}. Вільний час: ${times}.`,
  pl: (day, times) => `Jutro, ${day}. Wolne terminy: ${times}.`,
};

export function receptionistName(business: DemoBusiness, language: Language): string {
  return RECEPTIONISTS[language][business].name;
}

/** What the receptionist says first on the card: who answers, and its question. */
export function receptionistGreeting(business: DemoBusiness, language: Language): string {
  return `${RECEPTIONISTS[language][business].introduction} ${RECEPTIONIST_QUESTION[language]}`;
}

/** How a call from the demo opens: the receptionist introduces itself, then says why it rings and asks whether the callee asked for it. */
export function receptionistCallOpening(business: DemoBusiness, language: Language): string {
  return `${RECEPTIONISTS[language][business].introduction} ${CALL_REASON[language]}`;
}

/** The day as the caller hears it: "Friday 27 November", «пятница, 27 ноября». */
export function demoDayLabel(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, day)),
  );
}

/** The `schedule` variable: the day and the times free on it. */
export function scheduleForAgent(date: string, freeTimes: readonly string[], language: Language): string {
  return SCHEDULE_FOR_AGENT[language](demoDayLabel(date, language), freeTimes.join(', '));
}

/**
 * The conversation data of a call the demo asks for: the business's name and its day's free times
 * (tomorrow where the phone rings, the day the card shows its visitor), and the opening in its name.
 */
export function demoCallData(business: DemoBusiness, language: Language, timeZone: string, now: Date) {
  const date = tomorrowIn(timeZone, now);
  return {
    businessName: receptionistName(business, language),
    schedule: scheduleForAgent(date, freeTimesOf(demoDay(business, date)), language),
    firstMessage: receptionistCallOpening(business, language),
  };
}

/**
 * What a call did to the caller's visit, as the agent's data collection extracts it
 * (`DATA_COLLECTION_FIELDS.demoBooking`) and the managers read it: "booked 10:30",
 * "moved 10:30 to 11:00", "cancelled 10:30", or "none".
 */
export type DemoBookingOutcome =
  | { readonly kind: 'booked'; readonly time: string }
  | { readonly kind: 'moved'; readonly from: string; readonly time: string }
  | { readonly kind: 'cancelled'; readonly time: string }
  | { readonly kind: 'none' };

export function describeDemoBooking(outcome: DemoBookingOutcome): string {
  switch (outcome.kind) {
    case 'booked':
      return `booked ${outcome.time}`;
    case 'moved':
      return `moved ${outcome.from} to ${outcome.time}`;
    case 'cancelled':
      return `cancelled ${outcome.time}`;
    case 'none':
      return 'none';
  }
}

const TIME = '([01]\\d|2[0-3]):([0-5]\\d)';

/** Reads an extracted value back; anything else (empty, prose) is no outcome. */
export function demoBookingOutcomeOf(value: unknown): DemoBookingOutcome | undefined {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'none') return { kind: 'none' };
  const moved = new RegExp(`^moved ${TIME} to ${TIME}$`).exec(text);
  if (moved) return { kind: 'moved', from: `${moved[1]}:${moved[2]}`, time: `${moved[3]}:${moved[4]}` };
  const single = new RegExp(`^(booked|cancelled) ${TIME}$`).exec(text);
  return single ? { kind: single[1] as 'booked' | 'cancelled', time: `${single[2]}:${single[3]}` } : undefined;
}
