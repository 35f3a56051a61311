import { randomUUID } from 'node:crypto';
import { leadRequestSchema, type LeadResponse } from '@site/contracts';
import { apiHandler, jsonResponse, parsePayload, readJsonBody } from '../shared/http';
import { isHoneypotFilled, storeLead } from '../shared/leads';
import { maskEmail, maskPhone } from '../shared/mask';
import { deliverRightAway } from '../shared/notifications/deliver';
import { count, logger } from '../shared/powertools';

export const handler = apiHandler(async (event) => {
  const body = readJsonBody(event);
  // Before validation, so a bot learns nothing from field errors either.
  if (isHoneypotFilled(body)) {
    logger.info('honeypot filled: answered as stored, nothing kept');
    return jsonResponse(201, { id: randomUUID() } satisfies LeadResponse);
  }
  const lead = parsePayload(leadRequestSchema, body);
  const { item, created } = await storeLead(lead);
  logger.info(created ? 'lead stored' : 'lead was already stored', {
    leadId: item.id,
    formId: lead.formId,
    phone: maskPhone(lead.phone),
    email: lead.email && maskEmail(lead.email),
  });
  if (created) {
    count('leadsCreated');
    await deliverRightAway('leads', item);
  }
  return jsonResponse(201, { id: item.id } satisfies LeadResponse);
});
