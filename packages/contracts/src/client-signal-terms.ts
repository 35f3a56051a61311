/**
 * The words and bounds of the client signal (client-signal.ts), without zod: the Lambda's schemas
 * are built from them, and the page's own script, which ships no schema library, shapes its events
 * by them.
 */

/** How a remote failed: it did not load in time, could not be loaded, or threw while rendering. */
export const REMOTE_FAILURE_REASONS = ['timeout', 'unavailable', 'render'] as const;

/** The Core Web Vitals and the two loading milestones the `web-vitals` library reports. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;

export const CLIENT_SIGNAL_LIMITS = {
  /** Events in one beacon; a page sends more beacons if it has more to say. */
  eventsPerBeacon: 20,
  messageMaxLength: 200,
  buildIdMaxLength: 40,
  partMaxLength: 64,
  /** A vital above ten minutes (in ms; CLS is unitless and far below) is no measurement. */
  vitalMaxValue: 600_000,
} as const;

/** A release as a build names it (BUILD_ID or the commit). */
export const BUILD_ID_PATTERN = /^[\w.-]+$/;
/** A remote's module (`CasesPage`) or area (`cases`). */
export const PART_PATTERN = /^[\w.:-]+$/;
