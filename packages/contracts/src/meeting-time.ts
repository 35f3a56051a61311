import { MEETING_ZONE_NAMES, MEETING_ZONE_OFFSET, type Language } from '@site/model';

/**
 * A meeting's time as the visitor reads it, in their language and on their clock: the picker on the
 * site's pages, the functions' pages for a browser without JavaScript and the e-mails say it alike.
 * The words themselves are `packages/forms/src/meeting/locales/`.
 */

/** Words with their `{{name}}` values put in, as i18next does. */
export function fill(text: string, values: Readonly<Record<string, string | undefined>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const capitalized = (text: string, lang: Language): string => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

/** A formatted date with the site's apostrophe: CLDR writes Ukrainian's apostrophe as U+02BC (modifier letter apostrophe), the copy around it as U+2019. */
export const withSiteApostrophe = (text: string): string => text.replace(/\u02bc/gu, '’');

/** A day on the visitor's clock, as it reads inside a sentence: "Monday, 30 November", «понедельник, 30 ноября». */
export function dayInSentence(instant: string | number, lang: Language, zone: string): string {
  return withSiteApostrophe(new Intl.DateTimeFormat(lang, { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(instant)));
}

/** A day as a sentence or a heading opens with it: «Понедельник, 30 ноября». */
export function dayLabel(instant: string | number, lang: Language, zone: string): string {
  return capitalized(dayInSentence(instant, lang, zone), lang);
}

/**
 * A time on the visitor's clock, 24-hour, with the hour as the language writes it: "09:00" in
 * English, „9:00” in Polish, «9:00» in Russian and Ukrainian (CLDR's patterns).
 */
export function timeLabel(instant: string | number, lang: Language, zone: string): string {
  return new Intl.DateTimeFormat(lang, { timeZone: zone, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
}

/** A day and time as a sentence (and the assistant) says it: „wtorek, 1 grudnia, 9:00”, «вторник, 1 декабря, 10:00». */
export function sayMeetingTime(instant: string | number, lang: Language, zone: string): string {
  return `${dayInSentence(instant, lang, zone)}, ${timeLabel(instant, lang, zone)}`;
}

/**
 * The zone as a time is said in it, after the time: „czasu warszawskiego”, «по киевскому времени»;
 * a zone without a name here by its offset from GMT at that instant („czasu GMT+5”).
 */
export function zoneLabel(zone: string, lang: Language, instant: string | number = Date.now()): string {
  const named = MEETING_ZONE_NAMES[zone]?.[lang];
  if (named) return named;
  const offset = new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(instant))
    .find((item) => item.type === 'timeZoneName');
  return fill(MEETING_ZONE_OFFSET[lang], { offset: offset?.value ?? zone });
}

/**
 * What a meeting's time reads as, on the visitor's clock, for the words' `{{day}}` (inside a
 * sentence), `{{Day}}` (opening one), `{{time}}` and `{{zone}}`.
 */
export function whenValues(instant: string | number, lang: Language, zone: string): { day: string; Day: string; time: string; zone: string } {
  return {
    day: dayInSentence(instant, lang, zone),
    Day: dayLabel(instant, lang, zone),
    time: timeLabel(instant, lang, zone),
    zone: zoneLabel(zone, lang, instant),
  };
}
