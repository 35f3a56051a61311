import { APP_NAMES, RELEASE_ID, RELEASE_PROOF, REMOTE_NAMES } from '@site/model';
import * as z from 'zod/mini';
import { codes, oneOf, payloadObject, requiredText } from './fields';
import { BUILD_ID_PATTERN, CLIENT_SIGNAL_LIMITS, PART_PATTERN, REMOTE_FAILURE_REASONS, VITAL_RATINGS, WEB_VITALS } from './client-signal-terms';
import { boundedNumber } from './numbers';
import { pagePathSchema } from './page-path';

/**
 * `POST /api/client-signals` (`API_PATHS.clientSignals`): what visitors' browsers meet, sent as a beacon once the page is idle
 * and turned into CloudWatch metrics and log lines. Nothing in it is personal: pages are route-table
 * paths without their query, messages are trimmed, and no form value, address or identifier of the
 * visitor is part of any event.
 */

/** The release of an app, as its build names it (BUILD_ID or the commit). */
export const buildIdSchema = z
  .string(codes())
  .check(z.minLength(1, 'required'), z.maxLength(CLIENT_SIGNAL_LIMITS.buildIdMaxLength, 'too_long'), z.regex(BUILD_ID_PATTERN, 'invalid_format'));

const page = pagePathSchema({ notFound: true });

/** A remote's module that did not load or render; `part` is the module (`CasesPage`) or the area (`cases`). */
const remoteFailureSchema = payloadObject({
  kind: z.literal('remote-failure'),
  remote: oneOf(REMOTE_NAMES),
  part: z
    .string(codes())
    .check(z.minLength(1, 'required'), z.maxLength(CLIENT_SIGNAL_LIMITS.partMaxLength, 'too_long'), z.regex(PART_PATTERN, 'invalid_format')),
  reason: oneOf(REMOTE_FAILURE_REASONS),
  /** The remote's release the page was prerendered with, when the page shows one. */
  remoteBuild: z.optional(buildIdSchema),
  page,
});

/** An uncaught error or rejection in one of the site's own scripts. */
const clientErrorSchema = payloadObject({
  kind: z.literal('error'),
  app: oneOf(APP_NAMES),
  build: z.optional(buildIdSchema),
  message: requiredText(CLIENT_SIGNAL_LIMITS.messageMaxLength),
  page,
});

/** A Web Vital of the page the visit began on; milliseconds, except CLS. */
const vitalSchema = payloadObject({
  kind: z.literal('vital'),
  name: oneOf(WEB_VITALS),
  value: boundedNumber(0, CLIENT_SIGNAL_LIMITS.vitalMaxValue, 4),
  rating: oneOf(VITAL_RATINGS),
  page,
});

/**
 * A page load that reports: every visit sends one, once, so operators judge failures as a share of
 * visits rather than as a count anyone can raise by sending more.
 */
const visitSchema = payloadObject({
  kind: z.literal('visit'),
  page,
});

export const clientEventSchema = z.discriminatedUnion('kind', [visitSchema, remoteFailureSchema, clientErrorSchema, vitalSchema], codes('invalid_value'));
export type ClientEvent = z.output<typeof clientEventSchema>;

export const clientSignalRequestSchema = payloadObject({
  /** The shell's release on the page. */
  build: buildIdSchema,
  /**
   * The site release the page was served from (the edge's `Server-Timing: site-release`), so a
   * candidate's failures are told from the stable's; absent where no release pointer serves the site.
   */
  release: z.optional(z.string(codes()).check(z.regex(RELEASE_ID, 'invalid_format'))),
  /** The edge's proof that it served the page that release (`Server-Timing: site-proof`): without it the release is not counted. */
  proof: z.optional(z.string(codes()).check(z.regex(RELEASE_PROOF, 'invalid_format'))),
  events: z.array(clientEventSchema, codes()).check(z.minLength(1, 'required'), z.maxLength(CLIENT_SIGNAL_LIMITS.eventsPerBeacon, 'too_long')),
});
export type ClientSignalRequest = z.input<typeof clientSignalRequestSchema>;
export type ClientSignal = z.output<typeof clientSignalRequestSchema>;

export const clientSignalResponseSchema = z.object({ status: z.literal('recorded') });
export type ClientSignalResponse = z.infer<typeof clientSignalResponseSchema>;
