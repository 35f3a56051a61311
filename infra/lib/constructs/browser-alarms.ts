import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { APP_NAMES, REMOTE_NAMES } from '@site/model';
import { browserMetric } from '../site-metrics';
import type { AlarmTopic } from './alarm-topic';

export interface BrowserAlarmsProps {
  readonly topic: AlarmTopic;
}

/** Web.dev's line between "needs improvement" and "poor" for Interaction to Next Paint. */
export const POOR_INP_MS = 500;

/** A remote that fails this often in five minutes fails for more than one visitor's bad connection. */
export const REMOTE_FAILURES_PER_FIVE_MINUTES = 5;

/**
 * What visitors' browsers report, alarmed: a remote that fails to load or render in their
 * browsers (one alarm per remote), and pages that answer the visitor's taps slowly (INP).
 */
export class BrowserAlarms extends Construct {
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: BrowserAlarmsProps) {
    super(scope, id);
    for (const remote of REMOTE_NAMES) {
      this.alarms.push(
        props.topic.alarm(this, `RemoteLoadFailures-${remote}`, {
          metric: browserMetric('remoteLoadFailures', remote),
          description: `The ${remote} remote failed to load or render in visitors' browsers ${REMOTE_FAILURES_PER_FIVE_MINUTES} or more times in 5 minutes: its area shows the fallback.`,
          threshold: REMOTE_FAILURES_PER_FIVE_MINUTES,
        }),
      );
    }
    // The worst of the apps' p75, each over an hour: fewer samples would make a p75 of noise.
    const hour = Duration.hours(1);
    const p75 = Object.fromEntries(APP_NAMES.map((app) => [`inp_${app}`, browserMetric('INP', app, cloudwatch.Stats.percentile(75)).with({ period: hour })]));
    this.alarms.push(
      props.topic.alarm(this, 'PoorInp', {
        metric: new cloudwatch.MathExpression({
          expression: `MAX([${Object.keys(p75).join(', ')}])`,
          usingMetrics: p75,
          label: 'INP p75, worst app (ms)',
          period: hour,
        }),
        description: `Interaction to Next Paint at the 75th percentile is poor (over ${POOR_INP_MS} ms) on some app's pages for an hour: taps and clicks answer slowly.`,
        threshold: POOR_INP_MS,
        comparison: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      }),
    );
  }
}
