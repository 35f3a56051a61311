import * as z from 'zod/mini';
import { codes, oneOf } from './fields';

/**
 * What browsers post to the CSP's `report-to` endpoint (`Reporting-Endpoints`), which is
 * `/api/client-signals` as well: a Reporting API batch, `application/reports+json`. Browsers add
 * fields over time, so the reports are read leniently; only the fields recorded are checked.
 */
export const CSP_REPORTS_MEDIA_TYPE = 'application/reports+json';

/** The name the CSP's `report-to` directive and the `Reporting-Endpoints` header share. */
export const CSP_REPORT_GROUP = 'csp';

/** Reports in one batch; browsers send a few at a time. */
export const CSP_REPORTS_PER_BATCH = 20;

const url = z.string(codes()).check(z.maxLength(2048, 'too_long'));

const cspViolationSchema = z.object(
  {
    type: z.literal('csp-violation', codes('invalid_value')),
    body: z.object(
      {
        documentURL: url,
        /** A URL, or a keyword such as `inline` or `eval`. */
        blockedURL: z.optional(url),
        effectiveDirective: z.string(codes()).check(z.regex(/^[a-z-]{1,40}$/, 'invalid_format')),
        disposition: z.optional(oneOf(['enforce', 'report'])),
        sourceFile: z.optional(url),
      },
      codes(),
    ),
  },
  codes(),
);

export const cspReportsSchema = z.array(cspViolationSchema, codes()).check(z.minLength(1, 'required'), z.maxLength(CSP_REPORTS_PER_BATCH, 'too_long'));
export type CspReport = z.output<typeof cspViolationSchema>;
