import { CLIENT_SIGNAL_LIMITS, API_PATHS, clientEventSchema, reportedPage, type ClientEvent, type ClientSignalRequest } from '@site/contracts';
import type { MetricType } from 'web-vitals';
import { markedBuild } from '../federation/remote-mark';
import { appOfScript, messageOf, scriptInStack } from './error-source';
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

const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/** A message fit to leave the page: no query strings, no control characters or half characters, short. */
function shortMessage(message: string): string {
  const characters = Array.from(message.replace(/\?[^\s'"]*/g, '').replace(CONTROL_CHARACTERS, ' ')).filter(
    (character) => !/^[\uD800-\uDFFF]$/.test(character),
  );
  return characters.slice(0, CLIENT_SIGNAL_LIMITS.messageMaxLength).join('').trim() || '(no message)';
}

/** An uncaught error as the contract takes it; null when it is not the site's own (an extension's, another site's script). */
function errorEvent({ error, script, page }: Extract<ObservedEvent, { kind: 'uncaught' }>): unknown {
  const app = appOfScript(script ?? scriptInStack(error));
  if (!app) return null;
  return { kind: 'error', app, build: app === 'shell' ? __BUILD_ID__ : markedBuild(app), message: shortMessage(messageOf(error)), page };
}

/** The event as the contract takes it, or null when it cannot be (then it is dropped, not sent). */
function shaped(event: ObservedEvent): ClientEvent | null {
  const page = reportedPage(event.page);
  const candidate = event.kind === 'uncaught' ? errorEvent({ ...event, page }) : { ...event, page };
  const parsed = clientEventSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** The page the visit began on, which loading vitals describe, whatever the visitor did since. */
function landingPage(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation ? new URL(navigation.name).pathname : location.pathname;
}

function vitalEvent(metric: MetricType, page: string): ObservedEvent {
  return { kind: 'vital', name: metric.name, value: metric.name === 'CLS' ? metric.value : Math.round(metric.value), rating: metric.rating, page };
}

/** Sends what `takeEvents` hands over, from now on; Web Vitals too (their library loads then) for a visit in the sample. */
export function sendClientSignal(takeEvents: (next: Sink) => void, sampleRate = VITALS_SAMPLE_RATE): void {
  const queued: ClientEvent[] = [];
  const seen = new Set<string>();
  let flushScheduled = false;

  const flush = () => {
    flushScheduled = false;
    while (queued.length) {
      const body: ClientSignalRequest = { build: __BUILD_ID__, events: queued.splice(0, CLIENT_SIGNAL_LIMITS.eventsPerBeacon) };
      navigator.sendBeacon(API_PATHS.clientSignals, new Blob([JSON.stringify(body)], { type: 'application/json' }));
    }
  };
  const add = (observed: ObservedEvent) => {
    const event = shaped(observed);
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
