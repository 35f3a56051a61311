import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { pageOwner, reportedPage, type ClientEvent, type ClientSignal, type CspReport } from '@site/contracts';
import { CLIENT_SIGNAL_WINDOWS_MINUTES, INP_MAX_PLAUSIBLE_MS } from '../metrics';
import { CONTROL_ITEMS } from '../tables';
import { putIfAbsent } from './dynamodb';
import { maskPersonalData } from './mask';
import { browserMetric, logger } from './powertools';

/**
 * Whether this is the first report of `subject` from `network` in the current `window` (aligned to
 * the clock, as CloudWatch's periods are): one conditional put of a short-lived control item, so
 * only the first of concurrent reports counts. An alarm then needs that many client networks, not
 * that many beacons. When the table cannot be written the report counts: a throttle must not hide
 * an outage.
 */
async function firstInWindow(subject: string, network: string, windowMinutes: number, now: number): Promise<boolean> {
  const windowMs = windowMinutes * 60_000;
  const start = Math.floor(now / windowMs) * windowMs;
  const id = `${CONTROL_ITEMS.clientSignalsPrefix}${subject}#${network}#${new Date(start).toISOString()}`;
  try {
    return await putIfAbsent('control', { id, expiresAt: Math.floor((start + 2 * windowMs) / 1000) });
  } catch (error) {
    logger.warn('could not tell whether a client network reported already; counted', { error: String(error) });
    return true;
  }
}

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

/** Who sent a beacon, as the alarms count it. */
export interface Reporter {
  /** The wider prefix (`wideNetwork`): an alarm's failure or visit counts once per network in its window. */
  readonly network: string;
  /** The provider (`viewerProvider`): the remote-failure and script-error alarms want three or more. */
  readonly provider: string;
  /**
   * The edge proved it served the beacon's page to this address (`releaseProven`), or signs no pages
   * yet (no release is published): only then do its visit, failures and errors count towards the
   * alarms, so a stranger must fetch a page from every network they report from (F7).
   */
  readonly proven: boolean;
}

/**
 * Counts an alarm's event once per client network (and per provider) in the alarm's window: a
 * remote's failure, an app's script error, an INP sample. Other events raise no alarm and count
 * always. Says whether the event is to be recorded: a remote's failure or an INP sample only the
 * first time a network reports it in the window.
 */
async function countForAlarm(event: ClientEvent, reporter: Reporter, now: number): Promise<boolean> {
  const { network, provider, proven } = reporter;
  const once = async (
    subject: string,
    minutes: number,
    metric: 'remoteLoadFailures' | 'remoteFailureProviders' | 'clientErrors' | 'clientErrorProviders',
    app: string,
    by = network,
  ) => {
    const first = await firstInWindow(subject, by, minutes, now);
    if (first && proven) browserMetric(metric, MetricUnit.Count, 1, app);
    return first;
  };
  switch (event.kind) {
    case 'remote-failure': {
      const minutes = CLIENT_SIGNAL_WINDOWS_MINUTES.remoteFailure;
      if (!(await once(`remote-failure:${event.remote}`, minutes, 'remoteLoadFailures', event.remote))) {
        logger.info('a remote failure this client network already reported in the window; not counted', { remote: event.remote, page: event.page });
        return false;
      }
      await once(`remote-failure-provider:${event.remote}`, minutes, 'remoteFailureProviders', event.remote, provider);
      return true;
    }
    case 'error': {
      // Every error is logged (two bugs are two lines); the alarm counts the network once.
      const minutes = CLIENT_SIGNAL_WINDOWS_MINUTES.clientError;
      if (await once(`error:${event.app}`, minutes, 'clientErrors', event.app))
        await once(`error-provider:${event.app}`, minutes, 'clientErrorProviders', event.app, provider);
      return true;
    }
    case 'vital': {
      if (event.name !== 'INP') return true;
      const app = pageOwner(event.page);
      if (await firstInWindow(`inp:${app}`, network, CLIENT_SIGNAL_WINDOWS_MINUTES.inp, now)) return true;
      logger.info('an INP sample this client network already gave in the window; not counted', { app, page: event.page });
      return false;
    }
    case 'visit':
      return true;
  }
}

/**
 * What visitors' browsers reported, as a metric and a log line per event, each kind of event once
 * per beacon for each remote, app or vital (the rest are dropped). A remote's failure is logged once
 * per client network in its alarm's window, a script error each time; each is counted once per
 * network there, with its provider, and only from a proven reporter; so is the network's visit
 * they are judged against. An INP
 * sample counts once per network in its window; an INP over INP_MAX_PLAUSIBLE_MS is dropped. The
 * log lines carry no address, query string or form value: pages are route-table paths, URLs are cut
 * to their origin or path, and messages have emails and phone numbers masked.
 */
export async function recordClientSignal(signal: ClientSignal, reporter: Reporter, now = Date.now()): Promise<void> {
  const counted = new Set<string>();
  for (const event of signal.events) {
    if (event.kind === 'vital' && event.name === 'INP' && event.value > INP_MAX_PLAUSIBLE_MS) {
      logger.info('an implausible INP dropped', { value: event.value, page: event.page });
      continue;
    }
    const subject = subjectOf(event);
    if (counted.has(subject)) continue;
    counted.add(subject);
    if (!(await countForAlarm(event, reporter, now))) continue;
    switch (event.kind) {
      case 'visit':
        browserMetric('visits', MetricUnit.Count, 1);
        // What failures and errors are judged against, counted as they are: once per client network in
        // each window, and from a proven reporter only, so nobody hides an outage with made-up visits.
        if (!reporter.proven) break;
        if (await firstInWindow('visit', reporter.network, CLIENT_SIGNAL_WINDOWS_MINUTES.remoteFailure, now))
          browserMetric('reportingNetworks', MetricUnit.Count, 1);
        if (await firstInWindow('visit-hour', reporter.network, CLIENT_SIGNAL_WINDOWS_MINUTES.clientError, now))
          browserMetric('reportingNetworksHourly', MetricUnit.Count, 1);
        break;
      case 'remote-failure':
        logger.warn("a remote failed in a visitor's browser", {
          signal: event.kind,
          remote: event.remote,
          part: event.part,
          reason: event.reason,
          remoteBuild: event.remoteBuild,
          page: event.page,
          shellBuild: signal.build,
          release: signal.release,
        });
        break;
      case 'error':
        logger.warn("a script failed in a visitor's browser", {
          signal: event.kind,
          app: event.app,
          build: event.build,
          errorMessage: maskPersonalData(event.message),
          page: event.page,
          shellBuild: signal.build,
          release: signal.release,
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

/**
 * CSP violations the browser reported on its own (the policy's `report-to`): one report a request
 * (a batch is one page's reports, however many a forger puts in it) about a page of the site's own
 * origins when they are known, and one a client network and directive in the window, so no sender
 * fills the log or the metric. What is logged is masked: the blocked resource's origin, the script's
 * path with phones and e-mails masked and cut, the page as a route-table path.
 */
export async function recordCspReports(reports: readonly CspReport[], network: string, origins: readonly string[], now = Date.now()): Promise<void> {
  const [report] = reports;
  if (!report) return;
  const { body } = report;
  const document = parseUrl(body.documentURL);
  if (origins.length > 0 && !origins.includes(document?.origin ?? '')) {
    logger.info("a CSP report about another site's page; not counted", { directive: body.effectiveDirective });
    return;
  }
  if (!(await firstInWindow(`csp:${body.effectiveDirective}`, network, CLIENT_SIGNAL_WINDOWS_MINUTES.remoteFailure, now))) {
    logger.info('a CSP violation this client network already reported in the window; not counted', { directive: body.effectiveDirective });
    return;
  }
  browserMetric('cspViolations', MetricUnit.Count, 1);
  logger.warn("CSP violation in a visitor's browser", {
    signal: 'csp-violation',
    directive: body.effectiveDirective,
    disposition: body.disposition,
    blocked: body.blockedURL === undefined ? undefined : blockedSource(body.blockedURL),
    source: body.sourceFile === undefined ? undefined : withoutQuery(body.sourceFile),
    page: reportedPage(document?.pathname ?? ''),
  });
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

/** A logged path is cut to this many characters: a script's path is short; a longer one is made up. */
const LOGGED_PATH_MAX = 100;

/** A script's URL without its query and fragment, its path with phones and e-mails masked and cut. */
function withoutQuery(source: string): string {
  const url = parseUrl(source);
  if (!url || url.origin === 'null') return '(other)';
  const path = maskPersonalData(safeDecode(url.pathname));
  return `${url.origin}${path.length > LOGGED_PATH_MAX ? `${path.slice(0, LOGGED_PATH_MAX)}…` : path}`;
}

/** Percent-decoded, so an encoded phone or e-mail is masked too; as it came when it does not decode. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
