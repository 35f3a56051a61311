import { DEMO_BUSINESSES, type DemoBusiness } from './voice-booking-tool';

/**
 * The made-up day the Lumi demo's receptionist books into: tomorrow, in the visitor's own calendar,
 * with the business's opening hours cut into slots, some already taken. It is generated in the
 * browser from the business and the date alone, so the same visitor sees the same day on every
 * visit that day, and a test can compute it; nothing stores it. A call the demo asks for is
 * given the same day by the server, computed alike for tomorrow where the phone rings.
 */

export interface DemoSlot {
  /** `HH:MM`, 24-hour. */
  readonly time: string;
  /** Taken before the demo started: the receptionist cannot book it. */
  readonly busy: boolean;
}

export interface DemoDay {
  readonly business: DemoBusiness;
  /** The day's date, `YYYY-MM-DD`, in the visitor's time zone. */
  readonly date: string;
  readonly slots: readonly DemoSlot[];
}

interface Hours {
  /** Minutes after midnight of the first slot, and of the end of the day. */
  readonly opens: number;
  readonly closes: number;
  /** How long one visit lasts, in minutes. */
  readonly step: number;
  /** A break without slots (lunch), in minutes after midnight. */
  readonly lunch?: readonly [number, number];
}

const HOURS: Readonly<Record<DemoBusiness, Hours>> = {
  clinic: { opens: 9 * 60, closes: 17 * 60, step: 30, lunch: [13 * 60, 14 * 60] },
  car_service: { opens: 8 * 60, closes: 17 * 60, step: 60, lunch: [12 * 60, 13 * 60] },
  beauty_salon: { opens: 10 * 60, closes: 19 * 60, step: 60 },
};

/** How many of the day's slots are taken already: a busy but bookable day, every day. */
const BUSY_SHARE = 0.4;
/** At least this many morning slots stay free, so "any time tomorrow morning" can always be booked. */
const FREE_MORNING_SLOTS = 2;
const NOON = 12 * 60;

export const isDemoBusiness = (value: unknown): value is DemoBusiness => (DEMO_BUSINESSES as readonly unknown[]).includes(value);

const pad = (value: number) => String(value).padStart(2, '0');
const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The day after `now`, in the visitor's calendar. */
export function tomorrowOf(now: Date): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The day after `now` where a phone rings (an IANA zone): the day a call from the demo books into, as the visitor's own demo does in their calendar. */
export function tomorrowIn(timeZone: string, now: Date): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [year, month, day] = today.split('-').map(Number);
  const tomorrow = new Date(Date.UTC(year!, month! - 1, day! + 1));
  return tomorrow.toISOString().slice(0, 10);
}

/** The times of the day nobody holds: neither taken before the demo nor held by the caller. */
export function freeTimesOf(day: DemoDay, held?: string): string[] {
  return day.slots.filter((slot) => !slot.busy && slot.time !== held).map((slot) => slot.time);
}

/** A small seeded generator (mulberry32), seeded from a string: the same day and business give the same slots. */
function randomFrom(seed: string): () => number {
  let state = [...seed].reduce((hash, character) => Math.imul(hash ^ character.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function demoDay(business: DemoBusiness, date: string): DemoDay {
  const hours = HOURS[business];
  const random = randomFrom(`${business}:${date}`);
  const times: number[] = [];
  for (let minutes = hours.opens; minutes + hours.step <= hours.closes; minutes += hours.step) {
    if (!hours.lunch || minutes + hours.step <= hours.lunch[0] || minutes >= hours.lunch[1]) times.push(minutes);
  }
  // Exactly the share of slots is taken, which ones drawn at random (a seeded shuffle), so no day is empty or full.
  const order = times.map((_, index) => ({ index, key: random() })).sort((a, b) => a.key - b.key);
  const taken = new Set(order.slice(0, Math.round(times.length * BUSY_SHARE)).map(({ index }) => index));
  const busy = times.map((_, index) => taken.has(index));
  // Free the earliest taken morning slots until enough of the morning is free.
  const morning = times.flatMap((minutes, index) => (minutes < NOON ? [index] : []));
  let freeMorning = morning.filter((index) => !busy[index]).length;
  for (const index of morning) {
    if (freeMorning >= FREE_MORNING_SLOTS) break;
    if (busy[index]) {
      busy[index] = false;
      freeMorning += 1;
    }
  }
  return { business, date, slots: times.map((minutes, index) => ({ time: timeOf(minutes), busy: busy[index]! })) };
}
