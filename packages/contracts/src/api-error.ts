import * as z from 'zod/mini';
import { API_ERROR_CODES, FIELD_ERROR_CODES } from './error-codes';

/**
 * Every error answer of `/api/*`: `{ "error": "validation_failed", "fields": { "email": "invalid_email" } }`
 * for 400, and `{ "error": <code>, "message"?: <for operators> }` otherwise.
 */
export const apiErrorBodySchema = z.object({
  error: z.enum(API_ERROR_CODES),
  message: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.enum(FIELD_ERROR_CODES))),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
