import {
  API_PATHS,
  apiErrorBodySchema,
  ApiAnswerError,
  leadResponseSchema,
  postJson,
  withRetries,
  type FieldErrorCode,
  type LeadRequest,
  type LeadResponse,
  type PostOptions,
  type RetryOptions,
} from '@site/contracts';

/** The server refused some fields; the form shows each code under its field. */
export class LeadRejectedError extends Error {
  constructor(readonly fields: Readonly<Record<string, FieldErrorCode>>) {
    super('The lead was refused');
    this.name = 'LeadRejectedError';
  }
}

/**
 * Sends a lead to `POST /api/leads`, retrying what is safe to retry. Resolves with the server's answer;
 * rejects with `LeadRejectedError` for field errors and with the last failure otherwise.
 */
export async function submitLead(lead: LeadRequest, options: RetryOptions & Pick<PostOptions, 'fetch'> = {}): Promise<LeadResponse> {
  try {
    return await withRetries(async () => {
      const answer = await postJson(API_PATHS.leads, lead, options);
      if (!answer.ok) throw new ApiAnswerError(answer.status, answer.body);
      return leadResponseSchema.parse(answer.body);
    }, options);
  } catch (error) {
    if (error instanceof ApiAnswerError && error.status === 400) {
      const parsed = apiErrorBodySchema.safeParse(error.body);
      if (parsed.success && parsed.data.fields) throw new LeadRejectedError(parsed.data.fields);
    }
    throw error;
  }
}
