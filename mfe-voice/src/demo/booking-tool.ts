import { bookingToolAnswer, changeBooking, type BookingChange, type DemoBooking, type DemoDay } from '@site/contracts';

export interface BookingToolContext {
  day(): DemoDay;
  /** The caller's visit, if they hold one. */
  booking(): DemoBooking | undefined;
  /** The day as the caller hears it ("Friday, 27 November"), for the agent's confirmation. */
  dayLabel(): string;
  onChanged(change: BookingChange): void;
}

/**
 * The `book_slot` tool's handler: books, moves or cancels the caller's one visit by the book's rules
 * (`changeBooking`), shows the change on the demo's schedule at once, and answers the agent; a change
 * the book refuses throws, which the SDK sends the agent as the tool's error.
 */
export function createBookingTool(context: BookingToolContext): (parameters: unknown) => Promise<string> {
  return async (parameters) => {
    const change = changeBooking(context.day(), context.booking(), parameters);
    context.onChanged(change);
    return bookingToolAnswer(change, context.dayLabel());
  };
}
