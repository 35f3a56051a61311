import { COMPANY, type Language } from '@site/model';

/**
 * When a manager can call a visitor back, by the managers' hours (`COMPANY.phoneHours`: working
 * days, Warsaw time) and the time the visitor asked for ("tomorrow morning", «після обіду»): the
 * local agent promises the call then, never "shortly" on a Friday evening.
 */

/** A part of the day a visitor names. */
export type DayPart = 'morning' | 'afternoon' | 'evening';

/** What a visitor asked for: a day (0 today, 1 tomorrow, or a weekday 1–7 from Monday) and a part of it, with the turn that said it. */
export interface RequestedTime {
  readonly words: string;
  readonly inDays?: number;
  readonly weekday?: number;
  readonly part?: DayPart;
}

/** When the call will come: today, tomorrow or a weekday, in the morning or later, and whether that is what the visitor asked. */
export interface CallBackTime {
  /** 0: today, 1: tomorrow; otherwise the weekday (1 Monday … 7 Sunday) named. */
  readonly inDays: number;
  readonly weekday: number;
  readonly part?: DayPart;
  /** The managers are at work now. */
  readonly workingNow: boolean;
  /** The visitor asked for a time the managers do not work (a weekend, a night): this is the next time they do. */
  readonly movedFromRequested: boolean;
  readonly requested?: RequestedTime;
}

const DAYS: Readonly<Record<string, number>> = Object.fromEntries(
  (
    [
      [1, 'monday понедельник понеділок poniedział'],
      [2, 'tuesday вторник вівторок wtor'],
      [3, 'wednesday сред середу середа środę środa środy'],
      [4, 'thursday четверг четвер czwart'],
      [5, "friday пятниц пʼятниц п’ятниц п'ятниц piąt"],
      [6, 'saturday суббот субот sobot'],
      [7, 'sunday воскресень неділ niedziel'],
    ] as const
  ).flatMap(([day, words]) => words.split(' ').map((word) => [word, day])),
);

/** The time a visitor asks to be called at, in their words, if they name one. */
export function requestedTimeIn(text: string): RequestedTime | undefined {
  const lower = text.toLowerCase();
  const inDays = /\btoday\b|сегодня|сьогодні|dziś|\bdzisiaj\b/u.test(lower) ? 0 : /\btomorrow\b|завтра|\bjutr[oa]\b/u.test(lower) ? 1 : undefined;
  const weekday = Object.entries(DAYS).find(([word]) => lower.includes(word))?.[1];
  const part: DayPart | undefined = /\bmorning\b|утр|ранк|вранці|зранку|\brano\b|przed południem|z rana/u.test(lower)
    ? 'morning'
    : /\bafternoon\b|после обеда|днём|днем|після обіду|вдень|po południu|popołudni/u.test(lower)
      ? 'afternoon'
      : /\bevening\b|вечер|вечор|ввечері|wieczor/u.test(lower)
        ? 'evening'
        : undefined;
  if (inDays === undefined && weekday === undefined && part === undefined) return undefined;
  return { words: text.trim().slice(0, 160), ...(inDays !== undefined && { inDays }), ...(weekday !== undefined && { weekday }), ...(part && { part }) };
}

/** The weekday (1 Monday … 7 Sunday) and minutes since midnight in the managers' time zone. */
function managersClock(now: Date): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: COMPANY.phoneHours.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
  return { weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const isWorkday = (weekday: number) => weekday <= 5;
/** A part of the day the managers work in: the morning from the start of their day, the afternoon to its end. */
const partWorks = (part: DayPart | undefined) => part !== 'evening';

/** When a manager calls back, from now and what the visitor asked for. */
export function callBackTime(now: Date, requested?: RequestedTime): CallBackTime {
  const { weekday, minutes } = managersClock(now);
  const { from, to } = COMPANY.phoneHours;
  const workingNow = isWorkday(weekday) && minutes >= minutesOf(from) && minutes < minutesOf(to);
  const dayAfter = (days: number) => ((weekday - 1 + days) % 7) + 1;
  /** The first working day at or after `days` from today, counted in days from today. */
  const nextWorkingFrom = (days: number) => {
    let ahead = days;
    while (!isWorkday(dayAfter(ahead))) ahead += 1;
    return ahead;
  };
  if (requested) {
    const asked =
      requested.inDays ?? (requested.weekday !== undefined ? (requested.weekday - weekday + 7) % 7 || 7 : workingNow || minutes < minutesOf(from) ? 0 : 1);
    const laterToday = asked > 0 || minutes < minutesOf(to);
    if (isWorkday(dayAfter(asked)) && partWorks(requested.part) && laterToday) {
      return { inDays: asked, weekday: dayAfter(asked), ...(requested.part && { part: requested.part }), workingNow, movedFromRequested: false, requested };
    }
    const next = nextWorkingFrom(asked + (isWorkday(dayAfter(asked)) ? 1 : 0));
    return { inDays: next, weekday: dayAfter(next), part: 'morning', workingNow, movedFromRequested: true, requested };
  }
  if (workingNow) return { inDays: 0, weekday, workingNow, movedFromRequested: false };
  const next = nextWorkingFrom(minutes < minutesOf(from) ? 0 : 1);
  return { inDays: next, weekday: dayAfter(next), part: 'morning', workingNow, movedFromRequested: false };
}

const WEEKDAYS: Readonly<Record<Language, readonly string[]>> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ru: ['в понедельник', 'во вторник', 'в среду', 'в четверг', 'в пятницу', 'в субботу', 'в воскресенье'],
  uk: ['у понеділок', 'у вівторок', 'у середу', 'у четвер', 'у п’ятницю', 'у суботу', 'у неділю'],
  pl: ['w poniedziałek', 'we wtorek', 'w środę', 'w czwartek', 'w piątek', 'w sobotę', 'w niedzielę'],
};
const PARTS: Readonly<Record<Language, Readonly<Record<DayPart, string>>>> = {
  en: { morning: 'morning', afternoon: 'afternoon', evening: 'evening' },
  ru: { morning: 'утром', afternoon: 'днём', evening: 'вечером' },
  uk: { morning: 'вранці', afternoon: 'вдень', evening: 'ввечері' },
  pl: { morning: 'rano', afternoon: 'po południu', evening: 'wieczorem' },
};
const TODAY: Readonly<Record<Exclude<Language, 'en'>, string>> = { ru: 'сегодня', uk: 'сьогодні', pl: 'dziś' };
const TOMORROW: Readonly<Record<Exclude<Language, 'en'>, string>> = { ru: 'завтра', uk: 'завтра', pl: 'jutro' };

/** "tomorrow morning", "on Monday morning", «завтра утром», «у понеділок вранці», „w poniedziałek rano”: when the call comes, as a sentence says it. */
export function describeCallBack(time: CallBackTime, lang: Language): string {
  const part = time.part ? PARTS[lang][time.part] : '';
  if (lang === 'en') {
    const day = time.inDays === 0 ? 'today' : time.inDays === 1 ? 'tomorrow' : `on ${WEEKDAYS.en[time.weekday - 1]}`;
    return part ? (time.inDays === 0 ? `this ${part}` : `${day} ${part}`) : day;
  }
  const day = time.inDays === 0 ? TODAY[lang] : time.inDays === 1 ? TOMORROW[lang] : WEEKDAYS[lang][time.weekday - 1]!;
  return part ? `${day} ${part}` : day;
}
