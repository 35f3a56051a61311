import { bookingToolParametersSchema } from '@site/contracts';
import { minutesOf, type DemoDay } from './demo-day';

/** A visit the receptionist booked during the demo. */
export interface Booking {
  readonly time: string;
  readonly name: string | null;
}

/** Why a time could not be booked, in words the agent passes on to the caller (it reads English and answers in the caller's language). */
export class BookingError extends Error {}

/** How many free times an error offers the agent: the nearest to what was asked. */
const OFFERED = 3;

/** The times still free: neither taken before the demo nor booked during it. */
export function freeTimes(day: DemoDay, bookings: readonly Booking[]): string[] {
  return day.slots.filter((slot) => !slot.busy && !bookings.some((booking) => booking.time === slot.time)).map((slot) => slot.time);
}

/** The free times nearest to `time`, in the day's order. */
function nearest(free: readonly string[], time: string): string[] {
  const asked = minutesOf(time);
  const closest = [...free].sort((a, b) => Math.abs(minutesOf(a) - asked) - Math.abs(minutesOf(b) - asked)).slice(0, OFFERED);
  return free.filter((candidate) => closest.includes(candidate));
}

/** `9:30` as the schedule writes it (`09:30`); undefined for anything that is not a time of day. */
function normalTime(value: string): string | undefined {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(value);
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? `${String(hours).padStart(2, '0')}:${match[2]}` : undefined;
}

/**
 * What the agent's `book_slot` call books: the free time it names, for the name it gives, or a
 * `BookingError` saying why not (no such time on the schedule, taken already, or no time at all)
 * with the free times the agent can offer instead. It checks what the agent sends, never trusts it.
 */
export function book(day: DemoDay, bookings: readonly Booking[], parameters: unknown): Booking {
  const free = freeTimes(day, bookings);
  const list = (times: readonly string[]) => (times.length ? times.join(', ') : 'none');
  const parsed = bookingToolParametersSchema.safeParse(parameters);
  const time = parsed.success ? normalTime(parsed.data.time) : undefined;
  if (!parsed.success || !time) throw new BookingError(`Give the time as HH:MM, one of the free times: ${list(free)}.`);
  const name = parsed.data.name || null;
  if (!day.slots.some((slot) => slot.time === time)) {
    throw new BookingError(`${time} is not a time on this day’s schedule. The free times nearest to it: ${list(nearest(free, time))}.`);
  }
  if (!free.includes(time)) throw new BookingError(`${time} is not free. The free times nearest to it: ${list(nearest(free, time))}.`);
  return { time, name };
}

export interface BookingToolContext {
  day(): DemoDay;
  bookings(): readonly Booking[];
  /** The day as the caller hears it ("Friday, 27 November"), for the agent's confirmation. */
  dayLabel(): string;
  onBooked(booking: Booking): void;
}

/**
 * The tool's handler: books, shows the booking on the demo's schedule at once, and answers the
 * agent; a time that cannot be booked throws, which the SDK sends the agent as the tool's error.
 */
export function createBookingTool(context: BookingToolContext): (parameters: unknown) => Promise<string> {
  return async (parameters) => {
    const booking = book(context.day(), context.bookings(), parameters);
    context.onBooked(booking);
    return `Booked: ${context.dayLabel()}, ${booking.time}${booking.name ? `, for ${booking.name}` : ''}.`;
  };
}
