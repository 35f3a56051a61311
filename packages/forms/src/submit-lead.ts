import { apiErrorBodySchema, HttpError, leadResponseSchema, withRetries, type FieldErrorCode, type LeadRequest, type RetryOptions } from '@site/contracts';

export const LEADS_ENDPOINT = '/api/leads';

/** The server refused some fields; the form shows each code under its field. */
export class LeadRejectedError extends Error {
  constructor(readonly fields: Readonly<Record<string, FieldErrorCode>>) {
    super('The lead was refused');
    this.name = 'LeadRejectedError';
  }
}

/**
 * Sends a lead to `POST /api/leads`, retrying what is safe to retry. Resolves with the lead's id;
 * rejects with `LeadRejectedError` for field errors and with the last failure otherwise.
 */
export async function submitLead(lead: LeadRequest, options: RetryOptions & { fetch?: typeof fetch } = {}): Promise<string> {
  const send = options.fetch ?? fetch;
  try {
    return await withRetries(async () => {
      const response = await send(LEADS_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(lead),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw new HttpError(response.status, body);
      return leadResponseSchema.parse(body).id;
    }, options);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) {
      const parsed = apiErrorBodySchema.safeParse(error.body);
      if (parsed.success && parsed.data.fields) throw new LeadRejectedError(parsed.data.fields);
    }
    throw error;
  }
}
