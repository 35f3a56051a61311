import * as z from 'zod/mini';
import { toolParameters, type ToolParametersSchema } from './voice-contact-tool';

/**
 * The Lumi demo's receptionist, written once: the business a visitor picks on the Lumi AI page,
 * the dynamic variables that tell the agent which business it answers for and which times of its
 * day are free, and the `book_slot` client tool with which it keeps the caller's one visit: books
 * it, moves it or cancels it, as a receptionist's book does. The agent's definition (`agent/`)
 * publishes the tool's JSON-schema form, the demo parses the agent's calls with the same schema
 * and applies them with `changeBooking` (`demo-bookings.ts`), and the simulated agent reads the
 * free times as the demo writes them.
 */
export const BOOKING_TOOL_NAME = 'book_slot';

export const BOOKING_TOOL_DESCRIPTION =
  'Keeps the caller’s one visit on the business’s day (the schedule field of the conversation data): action "book" books a free time, ' +
  '"move" moves the caller’s visit to another free time, "cancel" cancels it and frees its time. A caller holds one visit: a second time they ask for is a move. ' +
  'Call it once the caller has chosen and agreed; it answers what it did, or why not and which times are free.';

/** What `book_slot` does with the caller's visit. */
export const BOOKING_ACTIONS = ['book', 'move', 'cancel'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** The businesses whose receptionist the demo plays; the agent's `business` variable is one of them, or `none` outside the demo. */
export const DEMO_BUSINESSES = ['clinic', 'car_service', 'beauty_salon'] as const;
export type DemoBusiness = (typeof DEMO_BUSINESSES)[number];

export const DEMO_VARIABLES = {
  /** One of `DEMO_BUSINESSES`; anything else means the agent is not a receptionist. */
  business: 'business',
  /** The made-up business's name, as the demo shows it in the page's language. */
  businessName: 'business_name',
  /** The day the demo shows and its free times (`HH:MM`), in the page's language. */
  schedule: 'schedule',
} as const;

/** The value of each demo variable outside the demo. */
export const NO_DEMO_BUSINESS = 'none';

/** A time of the day as the tool and the schedule write it: 24-hour `HH:MM`. */
export const SLOT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The times (`HH:MM`) a schedule's text names, in order. */
export function slotTimesIn(schedule: string): string[] {
  return [...schedule.matchAll(/\b(?:[01]\d|2[0-3]):[0-5]\d\b/g)].map((match) => match[0]);
}

export const bookingToolParametersSchema = z.object({
  action: z.optional(
    z.enum(BOOKING_ACTIONS).check(z.describe('"book" (the default) for the caller’s visit, "move" to another time, or "cancel" to cancel it.')),
  ),
  time: z.optional(
    z
      .string()
      .check(
        z.describe('For "book" and "move": the free time, in 24-hour HH:MM form as the schedule lists it, for example 10:30. Not needed to cancel.'),
        z.trim(),
        z.maxLength(5),
      ),
  ),
  name: z.optional(
    z.string().check(z.describe('The caller’s name, only if they gave it as their name; never a word taken from another sentence.'), z.trim(), z.maxLength(80)),
  ),
});
export type BookingToolParameters = z.output<typeof bookingToolParametersSchema>;

/** The JSON-schema form of `bookingToolParametersSchema`, as an ElevenLabs client tool declares it. */
export function bookingToolParameters(): ToolParametersSchema {
  return toolParameters(bookingToolParametersSchema, BOOKING_TOOL_NAME);
}
