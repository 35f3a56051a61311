import { freeTimesOf, minutesOf, type DemoDay } from './demo-day';
import { bookingToolParametersSchema } from './voice-booking-tool';

/**
 * The caller's one visit on the demo's day, kept as a receptionist keeps a book: booked, moved to
 * another free time, or cancelled. One conversation is one caller, and a caller holds one visit:
 * asked to book again, the book refuses and says to move it instead. The Lumi demo applies the
 * agent's `book_slot` calls with these rules, and the simulated agent applies them alike on a call
 * Lumi places, where no page holds the schedule. Each refusal is a `BookingError` in words the
 * agent passes on (it reads English and answers in the caller's language).
 */

/** A visit the receptionist booked; `name` only when the caller gave one. */
export interface DemoBooking {
  readonly time: string;
  readonly name: string | null;
}

/** What a call of the tool did to the caller's visit. */
export type BookingChange =
  | { readonly kind: 'booked'; readonly booking: DemoBooking }
  | { readonly kind: 'moved'; readonly from: string; readonly booking: DemoBooking }
  | { readonly kind: 'cancelled'; readonly booking: DemoBooking };

/** Why the book refused, with the free times the agent can offer instead. */
export class BookingError extends Error {}

/** How many free times a refusal offers the agent: the nearest to what was asked. */
const OFFERED = 3;

/** The free times nearest to `time`, in the day's order. */
function nearest(free: readonly string[], time: string): string[] {
  const asked = minutesOf(time);
  const closest = [...free].sort((a, b) => Math.abs(minutesOf(a) - asked) - Math.abs(minutesOf(b) - asked)).slice(0, OFFERED);
  return free.filter((candidate) => closest.includes(candidate));
}

/** `9:30` as the schedule writes it (`09:30`); undefined for anything that is not a time of day. */
function normalSlotTime(value: string): string | undefined {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(value);
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? `${String(hours).padStart(2, '0')}:${match[2]}` : undefined;
}

const list = (times: readonly string[]) => (times.length ? times.join(', ') : 'none');

/** The free time asked for, checked against the day: on its schedule, and held by nobody. */
function freeTime(day: DemoDay, current: DemoBooking | undefined, asked: string | undefined): string {
  const free = freeTimesOf(day, current?.time);
  const time = asked === undefined ? undefined : normalSlotTime(asked);
  if (!time) throw new BookingError(`Give the time as HH:MM, one of the free times: ${list(free)}.`);
  if (!day.slots.some((slot) => slot.time === time)) {
    throw new BookingError(`${time} is not a time on this day’s schedule. The free times nearest to it: ${list(nearest(free, time))}.`);
  }
  if (time === current?.time) throw new BookingError(`The caller is booked at ${time} already. The other free times: ${list(nearest(free, time))}.`);
  if (!free.includes(time)) throw new BookingError(`${time} is not free. The free times nearest to it: ${list(nearest(free, time))}.`);
  return time;
}

/**
 * What the agent's `book_slot` call does to the caller's visit (`current`, if they hold one): books
 * a free time, moves the visit to one, or cancels it; or a `BookingError` saying why not. It checks
 * what the agent sends, never trusts it.
 */
export function changeBooking(day: DemoDay, current: DemoBooking | undefined, parameters: unknown): BookingChange {
  const parsed = bookingToolParametersSchema.safeParse(parameters);
  if (!parsed.success) {
    throw new BookingError(`Give the action (book, move or cancel) and, to book or move, the time as HH:MM, one of the free times: ${list(freeTimesOf(day))}.`);
  }
  const { action = 'book', time, name } = parsed.data;
  const given = name || null;
  if (action === 'cancel') {
    if (!current) throw new BookingError('The caller has no visit booked, so there is nothing to cancel.');
    return { kind: 'cancelled', booking: current };
  }
  if (action === 'move') {
    if (!current) throw new BookingError(`The caller has no visit to move: book one instead (action book). The free times: ${list(freeTimesOf(day))}.`);
    return { kind: 'moved', from: current.time, booking: { time: freeTime(day, current, time), name: given ?? current.name } };
  }
  if (current) {
    throw new BookingError(
      `The caller is booked at ${current.time} already, and a caller holds one visit. Ask whether to move it to the new time (action move) or keep it.`,
    );
  }
  return { kind: 'booked', booking: { time: freeTime(day, current, time), name: given } };
}

/** The visit after a change: none once cancelled. */
export function bookingAfter(change: BookingChange): DemoBooking | undefined {
  return change.kind === 'cancelled' ? undefined : change.booking;
}

/** What the tool answers the agent for a change made, on the day as the caller hears it ("Friday, 27 November"). */
export function bookingToolAnswer(change: BookingChange, dayLabel: string): string {
  const { time, name } = change.booking;
  const forName = name ? `, for ${name}` : '';
  if (change.kind === 'cancelled') return `Cancelled: ${dayLabel}, ${time}${forName}. The time is free again.`;
  if (change.kind === 'moved') return `Moved: ${dayLabel}, from ${change.from} to ${time}${forName}.`;
  return `Booked: ${dayLabel}, ${time}${forName}.`;
}
