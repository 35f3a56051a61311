import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { pageOwner, reportedPage, type ClientEvent, type ClientSignal, type CspReport } from '@site/contracts';
import { maskPersonalData } from './mask';
import { browserMetric, logger } from './powertools';

/**
 * What an event is about: a beacon counts each kind of event once for it. A beacon is one page's
 * report, so twenty failures of one remote in it are one visit that met a failing remote, and
 * twenty INP values one sample, however the beacon was made.
 */
function subjectOf(event: ClientEvent): string {
  switch (event.kind) {
    case 'visit':
      return event.kind;
    case 'remote-failure':
      return `${event.kind}:${event.remote}`;
    case 'error':
      return `${event.kind}:${event.app}`;
    case 'vital':
      return `${event.kind}:${event.name}`;
  }
}

/**
 * What visitors' browsers reported, as a metric and a log line per event, each kind of event once
 * per beacon for each remote, app or vital (the rest are dropped). The log lines carry no address,
 * query string or form value: pages are route-table paths, URLs are cut to their origin or path,
 * and messages have emails and phone numbers masked.
 */
export function recordClientSignal(signal: ClientSignal): void {
  const counted = new Set<string>();
  for (const event of signal.events) {
    const subject = subjectOf(event);
    if (counted.has(subject)) continue;
    counted.add(subject);
    switch (event.kind) {
      case 'visit':
        browserMetric('visits', MetricUnit.Count, 1);
        break;
      case 'remote-failure':
        browserMetric('remoteLoadFailures', MetricUnit.Count, 1, event.remote);
        logger.warn("a remote failed in a visitor's browser", {
          signal: event.kind,
          remote: event.remote,
          part: event.part,
          reason: event.reason,
          remoteBuild: event.remoteBuild,
          page: event.page,
          shellBuild: signal.build,
        });
        break;
      case 'error':
        browserMetric('clientErrors', MetricUnit.Count, 1, event.app);
        logger.warn("a script failed in a visitor's browser", {
          signal: event.kind,
          app: event.app,
          build: event.build,
          errorMessage: maskPersonalData(event.message),
          page: event.page,
          shellBuild: signal.build,
        });
        break;
      case 'vital': {
        const app = pageOwner(event.page);
        browserMetric(event.name, event.name === 'CLS' ? MetricUnit.NoUnit : MetricUnit.Milliseconds, event.value, app);
        logger.info('web vital', {
          signal: event.kind,
          name: event.name,
          value: event.value,
          rating: event.rating,
          app,
          page: event.page,
          shellBuild: signal.build,
        });
        break;
      }
    }
  }
}

/** CSP violations the browser reported on its own (the policy's `report-to`). */
export function recordCspReports(reports: readonly CspReport[]): void {
  for (const { body } of reports) {
    browserMetric('cspViolations', MetricUnit.Count, 1);
    logger.warn("CSP violation in a visitor's browser", {
      signal: 'csp-violation',
      directive: body.effectiveDirective,
      disposition: body.disposition,
      blocked: body.blockedURL === undefined ? undefined : blockedSource(body.blockedURL),
      source: body.sourceFile === undefined ? undefined : withoutQuery(body.sourceFile),
      page: reportedPage(parseUrl(body.documentURL)?.pathname ?? ''),
    });
  }
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** A blocked resource by its origin (its path may carry anything), or the keyword the browser used (`inline`, `eval`). */
function blockedSource(blocked: string): string {
  const url = parseUrl(blocked);
  if (url) return url.origin === 'null' ? url.protocol : url.origin;
  return /^[a-z-]{1,30}$/.test(blocked) ? blocked : '(other)';
}

/** A script's URL without its query and fragment. */
function withoutQuery(source: string): string {
  const url = parseUrl(source);
  return url && url.origin !== 'null' ? `${url.origin}${url.pathname}` : '(other)';
}
