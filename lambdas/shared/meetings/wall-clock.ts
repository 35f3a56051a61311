/**
 * Wall-clock times in a time zone, from `Intl` alone (the runtime's ICU carries the zones' rules):
 * what a clock in a zone reads at an instant, and the instant at which it reads a given time,
 * honouring the zone's changes to and from summer time.
 */

export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
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
  return format;
}

/** The wall clock in `zone` at `instant` (epoch ms). */
export function wallClockAt(instant: number, zone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

const asUtc = (clock: WallClock): number => Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);

/**
 * The instant at which the clock in `zone` reads `clock`, or undefined when it never does (the
 * hour skipped when summer time begins). Found by correcting a guess by the zone's offset, twice,
 * since the offset may differ on either side of a change.
 */
export function instantAt(clock: WallClock, zone: string): number | undefined {
  const wanted = asUtc(clock);
  let instant = wanted;
  for (let step = 0; step < 2; step += 1) instant += wanted - asUtc(wallClockAt(instant, zone));
  return asUtc(wallClockAt(instant, zone)) === wanted ? instant : undefined;
}

/** The calendar day `days` after the one `clock` is on, at the same time (the months and years roll over). */
export function daysAfter(clock: WallClock, days: number): WallClock {
  const date = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + days));
  return { ...clock, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** ISO 8601's day of the week of a calendar day: 1 Monday … 7 Sunday. */
export function weekdayOf(clock: WallClock): number {
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay() || 7;
}

/** `YYYY-MM-DD` of the day `clock` is on. */
export function dateOf(clock: WallClock): string {
  return `${clock.year}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;
}

/** `HH:MM` of `clock`. */
export function timeOf(clock: WallClock): string {
  return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
}

/** Whether `zone` is a time zone the runtime knows (an IANA name such as `Europe/Kyiv`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
