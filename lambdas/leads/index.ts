import { randomUUID } from 'node:crypto';
import { leadRequestSchema, type LeadResponse } from '@site/contracts';
import { apiHandler, HttpError, jsonResponse, parsePayload, readJsonBody } from '../shared/http';
import { isHoneypotFilled, storeFlaggedLead, storeLead } from '../shared/leads';
import { maskEmail, maskPhone } from '../shared/mask';
import { deliverRightAway } from '../shared/notifications/deliver';
import { count, logger } from '../shared/powertools';

export const handler = apiHandler(async (event) => {
  const body = readJsonBody(event);
  // Before validation, so a bot learns nothing from field errors either: it is answered like a person.
  if (isHoneypotFilled(body)) return honeypotAnswer(body as Record<string, unknown>);

  const lead = parsePayload(leadRequestSchema, body);
  const stored = await storeLead(lead);
  const log = { formId: lead.formId, phone: maskPhone(lead.phone), email: lead.email && maskEmail(lead.email) };
  if (stored.outcome === 'conflict') {
    logger.warn('idempotency key reused for a different lead', { ...log, leadId: stored.id });
    throw new HttpError(422, { error: 'idempotency_key_reused', message: 'this idempotency key was already used for a different request' });
  }
  if (stored.outcome === 'repeated') {
    logger.info('lead was already stored', { ...log, leadId: stored.id });
    return jsonResponse(201, { id: stored.id } satisfies LeadResponse);
  }
  logger.info('lead stored', { ...log, leadId: stored.item.id });
  count('leadsCreated');
  await deliverRightAway('leads', stored.item);
  return jsonResponse(201, { id: stored.item.id } satisfies LeadResponse);
});

/** Counted, and kept flagged when the rest of it is a valid lead; never sent to the managers. */
async function honeypotAnswer(body: Record<string, unknown>) {
  count('honeypotHits');
  const { website: _filled, ...rest } = body;
  const parsed = leadRequestSchema.safeParse(rest);
  if (!parsed.success) {
    logger.info('honeypot filled, and the rest is no valid lead: nothing kept');
    return jsonResponse(201, { id: randomUUID() } satisfies LeadResponse);
  }
  const item = await storeFlaggedLead(parsed.data);
  logger.info('honeypot filled: lead kept flagged, nobody notified', { leadId: item.id, formId: item.formId });
  return jsonResponse(201, { id: item.id } satisfies LeadResponse);
}
