import { API_PATHS, CLIENT_SIGNAL_LIMITS, type ClientEvent, type ClientSignalRequest } from '@site/contracts';
import type { MetricType } from 'web-vitals';
import { shapedEvent } from './shape-event';
import type { ObservedEvent, Sink } from './signal-queue';

/**
 * The client signal: that this visit happened, and what it met (remotes that failed, script errors, Web Vitals), sent to
 * `/api/client-signals` with `navigator.sendBeacon` when the page is idle and when it is hidden.
 * Failures and errors come from every visit, once each per page, since each is rare and operators
 * alarm on them; Web Vitals from a sample of visits. Nothing personal leaves the page: pages are
 * route-table paths without their query, messages are cut short, no form value is ever read.
 */

/** The share of visits that report Web Vitals. */
export const VITALS_SAMPLE_RATE = 0.5;

/** However much a page goes wrong, it sends at most this many events. */
const MAX_EVENTS_PER_VISIT = 60;

/** The page the visit began on, which loading vitals describe, whatever the visitor did since. */
function landingPage(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation ? new URL(navigation.name).pathname : location.pathname;
}

/**
 * The site release this page was served from, as the edge names it (`Server-Timing:
 * site-release;desc=<id>`, platform/edge/release-routing.ts): the page's own, not the browser's
 * cookie, which another tab may have moved on. None where no release pointer serves the site.
 */
export function pageRelease(): { release?: string; proof?: string } {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const timing = (name: string, format: RegExp) => {
    const entry = navigation?.serverTiming?.find((candidate) => candidate.name === name);
    return entry && format.test(entry.description) ? entry.description : undefined;
  };
  const release = timing('site-release', /^r-[0-9a-f]{10}$/);
  // The edge's proof that it served this page that release (G1): the beacon's release counts only with it.
  const proof = release && timing('site-proof', /^\d{6,7}\.[0-9a-f]{32}$/);
  return { ...(release && { release }), ...(proof && { proof }) };
}

function vitalEvent(metric: MetricType, page: string): ObservedEvent {
  return { kind: 'vital', name: metric.name, value: metric.name === 'CLS' ? metric.value : Math.round(metric.value), rating: metric.rating, page };
}

/** Sends what `takeEvents` hands over, from now on; Web Vitals too (their library loads then) for a visit in the sample. */
export function sendClientSignal(takeEvents: (next: Sink) => void, sampleRate = VITALS_SAMPLE_RATE): void {
  const queued: ClientEvent[] = [];
  const release = pageRelease();
  const seen = new Set<string>();
  let flushScheduled = false;

  const flush = () => {
    flushScheduled = false;
    while (queued.length) {
      const body: ClientSignalRequest = { build: __BUILD_ID__, ...release, events: queued.splice(0, CLIENT_SIGNAL_LIMITS.eventsPerBeacon) };
      navigator.sendBeacon(API_PATHS.clientSignals, new Blob([JSON.stringify(body)], { type: 'application/json' }));
    }
  };
  const add = (observed: ObservedEvent) => {
    const event = shapedEvent(observed);
    // A vital may be reported again (INP grows); a failure or an error is told once per page.
    const key = event && (event.kind === 'vital' ? `${event.name}:${event.value}` : JSON.stringify(event));
    if (!event || !key || seen.has(key) || seen.size >= MAX_EVENTS_PER_VISIT) return;
    seen.add(key);
    queued.push(event);
    // Once hidden the page may never be idle again: what the vitals report then goes at once.
    if (document.visibilityState === 'hidden') flush();
    else if (!flushScheduled) {
      flushScheduled = true;
      if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 5_000 });
      else setTimeout(flush, 1_000);
    }
  };

  // Every visit says it happened, so failures are judged as a share of visits.
  add({ kind: 'visit', page: location.pathname });
  takeEvents(add);
  if (Math.random() < sampleRate) {
    const page = landingPage();
    void import('web-vitals').then(({ onLCP, onINP, onCLS, onFCP, onTTFB }) => {
      for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe((metric: MetricType) => add(vitalEvent(metric, page)));
    });
  }
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
}
