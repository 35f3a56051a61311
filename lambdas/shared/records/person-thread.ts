/**
 * What a record of a person's thread was, stored without words (the personal-data index keeps it
 * for months), so each message names it in its own language.
 */
export type ThreadMark = 'chat' | 'phone-call' | 'meeting-booked' | 'meeting-booked-in-call' | 'meeting-moved' | 'meeting-cancelled' | `lead:${string}`;

/** Something a person left before a record of theirs: what it was (a `ThreadMark`, or Russian prose written before the marks), and when (ISO). */
export interface ThreadEntry {
  readonly what: string;
  readonly at: string;
}

/**
 * A record's person thread (personal-data/person-thread.ts): the person's key as the managers see
 * it, the same on each of their notices, and what came before, newest first.
 */
export interface PersonThread {
  /** The first characters of the keyed hash of the person's first identity (their phone, else their e-mail). */
  readonly person: string;
  readonly before: readonly ThreadEntry[];
}
