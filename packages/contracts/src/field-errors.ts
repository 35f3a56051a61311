import type * as z from 'zod/mini';
import type { FieldErrorCode } from './error-codes';

/** Issues about the payload as a whole (not an object, say) are reported under this name. */
export const BODY_FIELD = 'body';

/**
 * `{ [field]: code }` for a failed parse: the first issue of each top-level field, unknown keys
 * each named with `unknown_field`. Payloads are flat, so a bad list item names its list.
 */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, FieldErrorCode> {
  // A Map, not an object literal: field names like `constructor` or `__proto__` are data here.
  const fields = new Map<string, FieldErrorCode>();
  const add = (field: string, code: string) => {
    if (!fields.has(field)) fields.set(field, code as FieldErrorCode);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys' && issue.path.length === 0) {
      for (const key of issue.keys) add(key, 'unknown_field');
      continue;
    }
    const [field] = issue.path;
    add(field === undefined ? BODY_FIELD : String(field), issue.message);
  }
  return Object.fromEntries(fields);
}
