import { createHash, randomUUID } from 'node:crypto';
import { uuidFromHash } from '../name-based-uuid';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { leadRequestSchema, type Lead } from '@site/contracts';
import { documentClient, expiresAt, isConditionalCheckFailed, putIfAbsent, tableName } from '../dynamodb';
import { newNotification } from '../notifications/outbox';
import { indexForErasure } from '../personal-data/before-storing';
import { count, logger } from '../powertools';
import type { FlaggedLead, LeadFields, StoredLead } from '../records/lead';
import { LEADS_STORE } from './personal-data';

/**
 * A lead's id follows from its idempotency key (a name-based UUID, version 8), so a repeated
 * submission lands on the same item and gets the same id without reading anything.
 */
export function leadIdFor(idempotencyKey: string): string {
  return uuidFromHash(createHash('sha256').update(`lead:${idempotencyKey.toLowerCase()}`).digest('hex'));
}

/**
 * A flagged lead's id, apart from the ids of leads: a copy the honeypot caught (a bot's, or a
 * person's browser that autofilled the hidden field) must not take the id that the same lead, sent
 * again by a person, is stored and notified under.
 */
function flaggedLeadIdFor(idempotencyKey: string): string {
  return uuidFromHash(createHash('sha256').update(`flagged-lead:${idempotencyKey.toLowerCase()}`).digest('hex'));
}

/** What the request said, after validation: the same lead sent again hashes the same, whatever its key order. */
export function requestHashOf(lead: Omit<Lead, 'website' | 'keepForReview'>): string {
  const fields = lead as Record<string, unknown>;
  const canonical = Object.keys(fields)
    .sort()
    .map((key) => [key, fields[key]]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** A bot filled the hidden `website` field. */
function isHoneypotFilled(body: unknown): boolean {
  const website = (body as { website?: unknown } | null)?.website;
  return website !== undefined && website !== null && website !== '';
}

/**
 * The honeypot policy, for a lead's body before it is validated (so a bot learns nothing from field
 * errors either): a filled honeypot is answered like a person, with an id, and counted; the lead is
 * kept flagged when the rest of it is a valid lead (by `schema`, the viewer's), and never sent to
 * the managers. Undefined when the honeypot is empty: the lead goes on as any other.
 */
export async function caughtByHoneypot(body: unknown, schema = leadRequestSchema): Promise<{ readonly id: string } | undefined> {
  if (!isHoneypotFilled(body)) return undefined;
  count('honeypotHits');
  const { website: _filled, ...rest } = body as Record<string, unknown>;
  const parsed = schema.safeParse(rest);
  if (!parsed.success) {
    logger.info('honeypot filled, and the rest is no valid lead: nothing kept');
    return { id: randomUUID() };
  }
  const item = await storeFlaggedLead(parsed.data);
  logger.info('honeypot filled: lead kept flagged, nobody notified', { leadId: item.id, formId: item.formId });
  return { id: item.id };
}

export type StoreOutcome =
  | { readonly outcome: 'created'; readonly item: StoredLead }
  | { readonly outcome: 'repeated'; readonly id: string }
  /** The key was used before for a different lead. */
  | { readonly outcome: 'conflict'; readonly id: string };

/**
 * Stores the lead and its pending notification in one conditional write, indexed for erasure first.
 * A repeated key is a repeat only when the request is the same; otherwise the client reused a key
 * for another lead.
 */
export async function storeLead(lead: Lead, review = false, now = Date.now()): Promise<StoreOutcome> {
  const { website: _honeypot, keepForReview: _anyway, ...fields } = lead;
  const item: StoredLead = { ...(await indexedLeadFields(fields, now)), ...(review && { review: 'network-limit' as const }), ...newNotification(now) };
  if (await putIfAbsent('leads', item)) return { outcome: 'created', item };
  return (await isSameRequest(item.id, item.requestHash)) ? { outcome: 'repeated', id: item.id } : { outcome: 'conflict', id: item.id };
}

/** Keeps a bot's lead, flagged and outside the outbox, so nobody is notified of it. */
export async function storeFlaggedLead(lead: Lead, now = Date.now()): Promise<FlaggedLead> {
  const { website: _honeypot, keepForReview: _anyway, ...fields } = lead;
  const item: FlaggedLead = { ...(await indexedLeadFields(fields, now, flaggedLeadIdFor(fields.idempotencyKey))), flagged: 'honeypot' };
  await putIfAbsent('leads', item);
  return item;
}

/** The lead as stored, its personal-data index entries written (see `indexForErasure`). */
async function indexedLeadFields(fields: Omit<Lead, 'website' | 'keepForReview'>, now: number, id = leadIdFor(fields.idempotencyKey)): Promise<LeadFields> {
  const lead = {
    ...fields,
    id,
    createdAt: new Date(now).toISOString(),
    expiresAt: expiresAt(now),
    requestHash: requestHashOf(fields),
  };
  return { ...lead, ...(await indexForErasure(LEADS_STORE, lead)) };
}

/**
 * The id of the lead stored under this key at `since` or later, if there is one, asked with an
 * update that changes nothing (see `leadMatches`).
 */
export async function storedSince(idempotencyKey: string, since: number): Promise<string | undefined> {
  const id = leadIdFor(idempotencyKey);
  const stored = await leadMatches(id, 'SET createdAt = createdAt', 'attribute_exists(id) AND createdAt >= :since', {
    ':since': new Date(since).toISOString(),
  });
  return stored ? id : undefined;
}

/**
 * Compares the stored lead's request hash with this one's. A lead stored before hashes existed
 * takes this request's hash.
 */
function isSameRequest(id: string, requestHash: string): Promise<boolean> {
  return leadMatches(id, 'SET requestHash = :hash', 'attribute_not_exists(requestHash) OR requestHash = :hash', { ':hash': requestHash });
}

/**
 * Whether the lead `id` meets a condition, asked by a conditional update so that the functions
 * need no read permission on the leads table; `update` writes what is already there, or fills a gap.
 */
async function leadMatches(id: string, update: string, condition: string, values: Record<string, string>): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('leads'),
        Key: { id },
        UpdateExpression: update,
        ConditionExpression: condition,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
