import { readSetting } from '../read-settings';

/**
 * Night where the number rings: no call is placed then, and the visitor is offered the callee's next
 * morning. The number's country gives the time zone. libphonenumber-js carries no time zones (Google's
 * Java library has a number-to-zone map; its JavaScript port does not), so this table names each
 * market's zone: one where the country has one, and where it has several, the zone a number's area
 * code names when it names one (Spain's Canary Islands, Portugal's Azores and Madeira by their fixed
 * lines' area codes), else the zone most of its people live in (Moscow's for Russia, Eastern for the
 * United States and Canada: a mobile number says nothing of where its owner is). Kazakhstan has had
 * one zone (UTC+5) since 1 March 2024.
 */

interface CountryZones {
  /** The most populous zone: what a number whose area names no other zone gets. */
  readonly zone: string;
  /** National-number prefixes of areas in another zone. */
  readonly areas?: readonly (readonly [prefix: RegExp, zone: string])[];
}

const COUNTRY_ZONES: Readonly<Record<string, CountryZones>> = {
  AT: { zone: 'Europe/Vienna' },
  BE: { zone: 'Europe/Brussels' },
  BG: { zone: 'Europe/Sofia' },
  CA: { zone: 'America/Toronto' },
  CH: { zone: 'Europe/Zurich' },
  CY: { zone: 'Asia/Nicosia' },
  CZ: { zone: 'Europe/Prague' },
  DE: { zone: 'Europe/Berlin' },
  DK: { zone: 'Europe/Copenhagen' },
  EE: { zone: 'Europe/Tallinn' },
  ES: { zone: 'Europe/Madrid', areas: [[/^(822|828|922|928)/, 'Atlantic/Canary']] },
  FI: { zone: 'Europe/Helsinki' },
  FR: { zone: 'Europe/Paris' },
  GB: { zone: 'Europe/London' },
  GE: { zone: 'Asia/Tbilisi' },
  GR: { zone: 'Europe/Athens' },
  HR: { zone: 'Europe/Zagreb' },
  HU: { zone: 'Europe/Budapest' },
  IE: { zone: 'Europe/Dublin' },
  IL: { zone: 'Asia/Jerusalem' },
  IT: { zone: 'Europe/Rome' },
  KZ: { zone: 'Asia/Almaty' },
  LT: { zone: 'Europe/Vilnius' },
  LU: { zone: 'Europe/Luxembourg' },
  LV: { zone: 'Europe/Riga' },
  MD: { zone: 'Europe/Chisinau' },
  MT: { zone: 'Europe/Malta' },
  NL: { zone: 'Europe/Amsterdam' },
  NO: { zone: 'Europe/Oslo' },
  PL: { zone: 'Europe/Warsaw' },
  PT: {
    zone: 'Europe/Lisbon',
    areas: [
      [/^29[256]/, 'Atlantic/Azores'],
      [/^291/, 'Atlantic/Madeira'],
    ],
  },
  RO: { zone: 'Europe/Bucharest' },
  RS: { zone: 'Europe/Belgrade' },
  RU: { zone: 'Europe/Moscow' },
  SE: { zone: 'Europe/Stockholm' },
  SI: { zone: 'Europe/Ljubljana' },
  SK: { zone: 'Europe/Bratislava' },
  TR: { zone: 'Europe/Istanbul' },
  UA: { zone: 'Europe/Kyiv' },
  US: { zone: 'America/New_York' },
  UZ: { zone: 'Asia/Tashkent' },
};

/** The hours calls ring in the callee's zone (`PHONE_CALL_HOURS`, 09:00 to 21:00 by default); the hours outside are night. */
export function callingHours(): { readonly from: number; readonly until: number } {
  const raw = readSetting('phoneCallHours');
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(raw);
  const [from, until] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(from >= 0 && from < until && until <= 24))
    throw new Error(`PHONE_CALL_HOURS must be <from>-<until> in whole hours, from before until (9-21), not '${raw}'`);
  return { from, until };
}

/** Whether a zone is known for this country: a market without one cannot be configured. */
export function hasKnownZone(country: string): boolean {
  return Object.hasOwn(COUNTRY_ZONES, country);
}

/** The zone a number of this country and national number rings in. */
export function calleeZone(country: string, nationalNumber: string): string {
  const zones = COUNTRY_ZONES[country];
  if (!zones) throw new Error(`No time zone is known for ${country}: add it to COUNTRY_ZONES before PHONE_CALL_COUNTRIES names it`);
  return zones.areas?.find(([prefix]) => prefix.test(nationalNumber))?.[1] ?? zones.zone;
}

interface LocalClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `zone` at `instant` (epoch ms). */
function localClock(instant: number, zone: string): LocalClock {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** Whether it is night in `zone` at `now`. */
export function isNightIn(zone: string, now = Date.now()): boolean {
  const { hour } = localClock(now, zone);
  const hours = callingHours();
  return hour < hours.from || hour >= hours.until;
}

/**
 * The next morning's first calling hour (09:00) in `zone` after `now`: today's when it is before nine there, else tomorrow's. Found
 * from the zone's offset at that moment, so a change to or from summer time overnight is honoured.
 */
export function nextMorningIn(zone: string, now = Date.now()): number {
  const today = localClock(now, zone);
  const { from } = callingHours();
  const dayOffset = today.hour < from ? 0 : 1;
  const wanted = Date.UTC(today.year, today.month - 1, today.day + dayOffset, from);
  // The instant whose wall clock in `zone` reads `wanted`: correct the guess by the zone's offset, twice across a change of offset.
  let instant = wanted;
  for (let step = 0; step < 2; step += 1) {
    const seen = localClock(instant, zone);
    instant += wanted - Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
  }
  return instant;
}
