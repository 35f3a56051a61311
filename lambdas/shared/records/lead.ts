import type { Lead } from '@site/contracts';
import type { NotifyState } from './notify-state';
import type { IndexMark } from './index-mark';
import type { PersonThread } from './person-thread';

/** A lead as the `leads` table holds it: the form's fields, its id (from its idempotency key), when it came, what the request hashed to. */
export type LeadFields = Omit<Lead, 'website' | 'keepForReview'> & {
  readonly id: string;
  /** What the same person left before (personal-data/person-thread.ts), for the notice. */
  readonly thread?: PersonThread;
  readonly createdAt: string;
  readonly expiresAt: number;
  readonly requestHash: string;
} & IndexMark;

/**
 * A lead in the outbox, on its way to the managers. `review`: sent anyway once its network's hour
 * was spent (G6), so it may be a flood's: the managers' message says to check it first.
 */
export type StoredLead = LeadFields & NotifyState & { readonly review?: 'network-limit' };

/** A bot's submission (the honeypot was filled): kept for review, flagged, never notified. */
export type FlaggedLead = LeadFields & { readonly flagged: 'honeypot' };
