import { createHash } from 'node:crypto';
import type { Lead } from '@site/contracts';
import { expiresAt, putIfAbsent } from './dynamodb';
import { newNotification, type NotifyState } from './notifications/outbox';

export type StoredLead = Omit<Lead, 'website'> & NotifyState & { readonly id: string; readonly createdAt: string; readonly expiresAt: number };

/**
 * A lead's id follows from its idempotency key (a name-based UUID, version 8), so a repeated
 * submission lands on the same item and gets the same id without reading anything.
 */
export function leadIdFor(idempotencyKey: string): string {
  const hex = createHash('sha256').update(`lead:${idempotencyKey.toLowerCase()}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A bot filled the hidden `website` field: it is answered like a person, and nothing is kept. */
export function isHoneypotFilled(body: unknown): boolean {
  const website = (body as { website?: unknown } | null)?.website;
  return website !== undefined && website !== null && website !== '';
}

/** Stores the lead and its pending notification in one conditional write; `created` is false for a repeat. */
export async function storeLead(lead: Lead, now = Date.now()): Promise<{ item: StoredLead; created: boolean }> {
  const { website: _honeypot, ...fields } = lead;
  const item: StoredLead = {
    ...fields,
    id: leadIdFor(lead.idempotencyKey),
    createdAt: new Date(now).toISOString(),
    expiresAt: expiresAt(now),
    ...newNotification(now),
  };
  return { item, created: await putIfAbsent('leads', item) };
}
