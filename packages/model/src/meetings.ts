import type { Language } from './languages';

/**
 * Meetings with the sales team, booked on the spot: who takes them (each manager's languages,
 * working hours and time zone, and the calendar their busy times are read from and the meeting is
 * written into), and the rules every offered time keeps. The backend computes the times from these
 * (lambdas/shared/meetings/); the pages, the invitation and the agent name the managers as written here.
 */

/** The days of the week as `Intl` and ISO 8601 number them: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A manager's working hours on their working days, in their own time zone, `HH:MM`. */
export interface WorkingHours {
  readonly days: readonly Weekday[];
  readonly from: string;
  readonly to: string;
}

/**
 * Where a manager's calendar lives: Google Workspace (the Calendar API, acting as the manager
 * through the service account's domain-wide delegation) or any CalDAV server (the company's own
 * Nextcloud at AWS, iCloud, Fastmail), by the calendar collection's URL. A provider that is not yet a
 * sub-processor (`SUB_PROCESSORS`) must become one first. Credentials are never here: Secrets Manager.
 */
export type ManagerCalendar = { readonly provider: 'google'; readonly calendarId: string } | { readonly provider: 'caldav'; readonly url: string };

export interface MeetingManager {
  readonly id: string;
  /** As each language writes the name (Ukrainian first names take their Russian form in Russian). */
  readonly name: Readonly<Record<Language, string>>;
  /** The mailbox that organises the meeting: the visitor's replies to the invitation reach it. */
  readonly email: string;
  /** The languages the manager holds a call in; a page in another language is never offered their times. */
  readonly languages: readonly Language[];
  /**
   * The language the managers' messages to this manager are written in (their meeting notices, the
   * operator's summaries of their meetings): their own, one of `languages`.
   */
  readonly language: Language;
  /** IANA time zone the working hours are in. */
  readonly timeZone: string;
  readonly hours: WorkingHours;
  readonly calendar: ManagerCalendar;
  /** The manager's own video room: the meeting's link in the invitation and the calendar. */
  readonly room: string;
}

const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5];

export const MEETING_MANAGERS: readonly MeetingManager[] = [
  {
    id: 'olena-hrytsenko',
    name: { en: 'Olena Hrytsenko', ru: 'Елена Гриценко', uk: 'Олена Гриценко', pl: 'Ołena Hryćenko' },
    email: 'olena.hrytsenko@synthra.ai',
    languages: ['uk', 'ru', 'en'],
    language: 'uk',
    timeZone: 'Europe/Kyiv',
    hours: { days: WEEKDAYS, from: '09:00', to: '18:00' },
    calendar: { provider: 'google', calendarId: 'olena.hrytsenko@synthra.ai' },
    room: 'https://meet.synthra.ai/olena-hrytsenko',
  },
  {
    id: 'andrii-melnyk',
    name: { en: 'Andrii Melnyk', ru: 'Андрей Мельник', uk: 'Андрій Мельник', pl: 'Andrij Melnyk' },
    email: 'andrii.melnyk@synthra.ai',
    languages: ['uk', 'ru'],
    language: 'uk',
    timeZone: 'Europe/Kyiv',
    hours: { days: WEEKDAYS, from: '10:00', to: '19:00' },
    calendar: { provider: 'google', calendarId: 'andrii.melnyk@synthra.ai' },
    room: 'https://meet.synthra.ai/andrii-melnyk',
  },
  {
    id: 'piotr-zielinski',
    name: { en: 'Piotr Zieliński', ru: 'Пётр Зелиньский', uk: 'Пйотр Зелінський', pl: 'Piotr Zieliński' },
    email: 'piotr.zielinski@synthra.ai',
    languages: ['pl', 'en'],
    language: 'pl',
    timeZone: 'Europe/Warsaw',
    hours: { days: WEEKDAYS, from: '09:00', to: '17:00' },
    calendar: { provider: 'caldav', url: 'https://calendar.synthra.ai/remote.php/dav/calendars/piotr.zielinski/personal/' },
    room: 'https://meet.synthra.ai/piotr-zielinski',
  },
  {
    id: 'aigerim-sadykova',
    name: { en: 'Aigerim Sadykova', ru: 'Айгерим Садыкова', uk: 'Айгерім Садикова', pl: 'Ajgerim Sadykowa' },
    email: 'aigerim.sadykova@synthra.ai',
    languages: ['ru', 'en'],
    language: 'ru',
    timeZone: 'Asia/Almaty',
    hours: { days: WEEKDAYS, from: '10:00', to: '19:00' },
    calendar: { provider: 'google', calendarId: 'aigerim.sadykova@synthra.ai' },
    room: 'https://meet.synthra.ai/aigerim-sadykova',
  },
];

/** The rules every offered time keeps. */
export const MEETING_POLICY = {
  /** How long a meeting is. */
  minutes: 30,
  /** Times start on this grid of the manager's day (`:00` and `:30`). */
  stepMinutes: 30,
  /** The earliest time offered is at least this far from now, so a manager can prepare. */
  noticeMinutes: 120,
  /** Kept free before and after anything in the manager's calendar. */
  bufferMinutes: 15,
  /** Times are offered over the manager's next working days, this many of them. */
  workingDaysAhead: 5,
  /** The reminder e-mail goes this long before the meeting (not when it was booked closer than that). */
  reminderMinutesBefore: 60,
  /** A move or cancel link works until the meeting starts, and never longer than this after it was sent. */
  linkDays: 30,
} as const;

/** The managers who hold calls in `lang`. */
export function managersSpeaking(lang: Language): readonly MeetingManager[] {
  return MEETING_MANAGERS.filter((manager) => manager.languages.includes(lang));
}

export function meetingManager(id: string): MeetingManager | undefined {
  return MEETING_MANAGERS.find((manager) => manager.id === id);
}

/**
 * The time zone a page in `lang` shows times in when the visitor's own is unknown (a page without
 * JavaScript, and no zone from the edge): where most of that language's visitors are.
 */
export const DEFAULT_MEETING_TIME_ZONE: Readonly<Record<Language, string>> = { en: 'Europe/London', ru: 'Europe/Kyiv', uk: 'Europe/Kyiv', pl: 'Europe/Warsaw' };

/**
 * The time zones a meeting's time is named by, as each language says "on that city's clock" after
 * a time ("10:00 (czasu warszawskiego)", «10:00 (по киевскому времени)»): the zones above and the
 * ones most of the site's visitors are in. Any other zone is named by its offset from GMT
 * (`MEETING_ZONE_OFFSET`). IANA spells Kyiv both ways, and browsers still report the old one.
 */
export const MEETING_ZONE_NAMES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  'Europe/London': { en: 'London time', pl: 'czasu londyńskiego', ru: 'по лондонскому времени', uk: 'за лондонським часом' },
  'Europe/Warsaw': { en: 'Warsaw time', pl: 'czasu warszawskiego', ru: 'по варшавскому времени', uk: 'за варшавським часом' },
  'Europe/Kyiv': { en: 'Kyiv time', pl: 'czasu kijowskiego', ru: 'по киевскому времени', uk: 'за київським часом' },
  'Europe/Kiev': { en: 'Kyiv time', pl: 'czasu kijowskiego', ru: 'по киевскому времени', uk: 'за київським часом' },
  'Europe/Moscow': { en: 'Moscow time', pl: 'czasu moskiewskiego', ru: 'по московскому времени', uk: 'за московським часом' },
};

/** Any other zone, by its offset ("GMT+5"), in the same grammatical place as the names above. */
export const MEETING_ZONE_OFFSET: Readonly<Record<Language, string>> = {
  en: '{{offset}}',
  pl: 'czasu {{offset}}',
  ru: 'по времени {{offset}}',
  uk: 'за часом {{offset}}',
};
