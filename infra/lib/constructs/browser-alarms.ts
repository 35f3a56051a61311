import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { CLIENT_ERROR_RULE, CLIENT_SIGNAL_WINDOWS_MINUTES, REMOTE_FAILURE_RULE } from '@site/lambdas/metrics';
import { APP_NAMES, REMOTE_NAMES } from '@site/model';
import { browserMetric } from '../site-metrics';
import type { AlarmTopic } from './alarm-topic';

export interface BrowserAlarmsProps {
  readonly topic: AlarmTopic;
}

/** Web.dev's line between "needs improvement" and "poor" for Interaction to Next Paint. */
export const POOR_INP_MS = 500;

/**
 * A remote is failing when it fails in this share of the client networks that reported a visit
 * (percent) over REMOTE_FAILURE_WINDOW, and in at least REMOTE_FAILURES_AT_LEAST of them: a share,
 * so it takes visits, not beacons, to raise it; a floor, so one visit at night is no outage. The
 * function counts a remote's failure, and a network's visit, once per client network in this window:
 * the floor is that many networks, and hiding an outage behind made-up visits takes ten times as
 * many networks as failed.
 */
export const REMOTE_FAILURE_PERCENT = REMOTE_FAILURE_RULE.percent;
export const REMOTE_FAILURES_AT_LEAST = REMOTE_FAILURE_RULE.networksAtLeast;
export const REMOTE_FAILURE_WINDOW = Duration.minutes(CLIENT_SIGNAL_WINDOWS_MINUTES.remoteFailure);
export const CLIENT_ERROR_WINDOW = Duration.minutes(CLIENT_SIGNAL_WINDOWS_MINUTES.clientError);

/**
 * The share of reporting networks (percent, never above 100) whose visitors met something, or 0
 * below the rule's floors: `count` networks and `providers` providers (F7: ten /16s of one provider
 * are one stranger, who must also have fetched a page from each, since only proven beacons count).
 */
function shareOfNetworks(
  count: cloudwatch.Metric,
  providers: cloudwatch.Metric,
  networks: cloudwatch.Metric,
  rule: typeof REMOTE_FAILURE_RULE | typeof CLIENT_ERROR_RULE,
  label: string,
  period: Duration,
) {
  return new cloudwatch.MathExpression({
    expression: `IF(count >= ${rule.networksAtLeast} AND FILL(providers, 0) >= ${rule.providersAtLeast}, 100 * count / MAX([FILL(networks, 0), count]), 0)`,
    usingMetrics: { count: count.with({ period }), providers: providers.with({ period }), networks: networks.with({ period }) },
    label,
    period,
  });
}

/**
 * A p75 of fewer INP samples in an hour than this is noise, or anybody's made-up numbers; the
 * function counts one sample per client network and app in the hour, so it takes that many networks.
 */
export const INP_SAMPLES_AT_LEAST = 30;
export const INP_WINDOW = Duration.minutes(CLIENT_SIGNAL_WINDOWS_MINUTES.inp);

/**
 * What visitors' browsers report, alarmed: a remote that fails to load or render in a share of
 * the visits (one alarm per remote), and pages that answer the visitor's taps slowly (INP). Each
 * beacon counts a remote's failure, an app's error or a vital once, and each client network (IPv4
 * /24, IPv6 /56) a remote's failure or an INP sample once per alarm window
 * (lambdas/shared/browser-signals.ts), so forged reports cost many networks.
 */
export class BrowserAlarms extends Construct {
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: BrowserAlarmsProps) {
    super(scope, id);
    const window = REMOTE_FAILURE_WINDOW;
    const minutes = window.toMinutes();
    for (const remote of REMOTE_NAMES) {
      this.alarms.push(
        props.topic.alarm(this, `RemoteLoadFailures-${remote}`, {
          metric: shareOfNetworks(
            browserMetric('remoteLoadFailures', remote),
            browserMetric('remoteFailureProviders', remote),
            browserMetric('reportingNetworks'),
            REMOTE_FAILURE_RULE,
            `${remote} load failures, % of client networks that reported`,
            window,
          ),
          description: `The ${remote} remote failed to load or render for ${REMOTE_FAILURE_PERCENT}% or more of the client networks that reported a visit in ${minutes} minutes (and for ${REMOTE_FAILURES_AT_LEAST} or more, through ${REMOTE_FAILURE_RULE.providersAtLeast} or more providers, each from a page the edge served them): its area shows the fallback.`,
          threshold: REMOTE_FAILURE_PERCENT,
        }),
      );
    }
    // Each app's own script errors, judged as a remote's failures are, over an hour (CLIENT_ERROR_RULE's arithmetic).
    for (const app of APP_NAMES) {
      this.alarms.push(
        props.topic.alarm(this, `ClientErrors-${app}`, {
          metric: shareOfNetworks(
            browserMetric('clientErrors', app),
            browserMetric('clientErrorProviders', app),
            browserMetric('reportingNetworksHourly'),
            CLIENT_ERROR_RULE,
            `${app} script errors, % of client networks that reported`,
            CLIENT_ERROR_WINDOW,
          ),
          description: `The ${app} app's own scripts threw in the browsers of ${CLIENT_ERROR_RULE.percent}% or more of the client networks that reported a visit in an hour (and of ${CLIENT_ERROR_RULE.networksAtLeast} or more, through ${CLIENT_ERROR_RULE.providersAtLeast} or more providers, each from a page the edge served them): a release or a browser broke something.`,
          threshold: CLIENT_ERROR_RULE.percent,
        }),
      );
    }
    // The worst of the apps' p75, each over an hour and only from enough samples: fewer would make
    // a p75 of noise, or of a few made-up values.
    const hour = INP_WINDOW;
    const usingMetrics: Record<string, cloudwatch.IMetric> = {};
    const perApp = APP_NAMES.map((app) => {
      usingMetrics[`inp_${app}`] = browserMetric('INP', app, cloudwatch.Stats.percentile(75)).with({ period: hour });
      usingMetrics[`n_${app}`] = browserMetric('INP', app, cloudwatch.Stats.SAMPLE_COUNT).with({ period: hour });
      return `IF(n_${app} >= ${INP_SAMPLES_AT_LEAST}, inp_${app}, 0)`;
    });
    this.alarms.push(
      props.topic.alarm(this, 'PoorInp', {
        metric: new cloudwatch.MathExpression({
          expression: `MAX([${perApp.join(', ')}])`,
          usingMetrics,
          label: 'INP p75, worst app (ms)',
          period: hour,
        }),
        description: `Interaction to Next Paint at the 75th percentile is poor (over ${POOR_INP_MS} ms) on some app's pages for an hour, from ${INP_SAMPLES_AT_LEAST} or more samples: taps and clicks answer slowly.`,
        threshold: POOR_INP_MS,
        comparison: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      }),
    );
  }
}
