import type { StoredLead } from '../records/lead';
import type { StoredVoiceContact } from '../records/voice-contact';
import { leadMessage, voiceContactMessage } from './messages';
import type { NotifyState } from './notify-state';

/** An item of an outbox: whatever its function stored, with its notification state. */
export type OutboxItem = Record<string, unknown> & NotifyState;

/**
 * The tables that carry notifications, and how each item reads to a manager. Items come back from
 * DynamoDB untyped; each outbox holds only items its own function wrote.
 */
export const OUTBOXES = {
  leads: { table: 'leads', message: (item: OutboxItem) => leadMessage(item as StoredLead) },
  voiceConversations: {
    table: 'voiceConversations',
    message: (item: OutboxItem) => voiceContactMessage(item as StoredVoiceContact),
  },
} as const;

export type OutboxId = keyof typeof OUTBOXES;
