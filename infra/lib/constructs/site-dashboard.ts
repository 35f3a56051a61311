import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { businessMetric, cloudFrontMetric } from '../site-metrics';
import { PERIOD } from './alarm-topic';

export interface SiteDashboardProps {
  readonly dashboardName: string;
  readonly api: apigateway.RestApi;
  readonly functions: ReadonlyMap<string, lambda.IFunction>;
  readonly distributionId: string;
  readonly alarms: readonly cloudwatch.IAlarm[];
}

/** One page for the whole product: edge, API, each function, leads and notifications, alarms. */
export class SiteDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: SiteDashboardProps) {
    super(scope, id);
    const sum = { period: PERIOD, statistic: cloudwatch.Stats.SUM };
    const graph = (title: string, left: cloudwatch.IMetric[]) => new cloudwatch.GraphWidget({ title, left, width: 8, height: 6 });
    const functions = [...props.functions];

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', { dashboardName: props.dashboardName });
    this.dashboard.addWidgets(
      graph('Edge: error rate (%)', [
        cloudFrontMetric(props.distributionId, '5xxErrorRate'),
        cloudFrontMetric(props.distributionId, '4xxErrorRate'),
      ]),
      graph('Edge: requests', [cloudFrontMetric(props.distributionId, 'Requests', cloudwatch.Stats.SUM)]),
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: [...props.alarms], width: 8, height: 6 }),
    );
    this.dashboard.addWidgets(
      graph('API: requests', [props.api.metricCount(sum)]),
      graph('API: 4xx and 5xx', [props.api.metricClientError(sum), props.api.metricServerError(sum)]),
      graph('API: latency (ms)', [
        props.api.metricLatency({ period: PERIOD, statistic: cloudwatch.Stats.percentile(50) }),
        props.api.metricLatency({ period: PERIOD, statistic: cloudwatch.Stats.percentile(99) }),
      ]),
    );
    this.dashboard.addWidgets(
      graph('Functions: errors', functions.map(([name, fn]) => fn.metricErrors({ ...sum, label: name }))),
      graph('Functions: duration p99 (ms)', functions.map(([name, fn]) => fn.metricDuration({ period: PERIOD, statistic: cloudwatch.Stats.percentile(99), label: name }))),
      graph('Functions: throttles', functions.map(([name, fn]) => fn.metricThrottles({ ...sum, label: name }))),
    );
    this.dashboard.addWidgets(
      graph('Business: leads and voice', [
        businessMetric('leadsCreated'),
        businessMetric('voiceConversationsSaved'),
        businessMetric('voiceNotificationsRejected'),
        businessMetric('requestsRefused'),
        businessMetric('honeypotHits'),
      ]),
      graph('Business: voice tokens', [businessMetric('tokenRequests'), businessMetric('tokenErrors'), businessMetric('tokenCapReached')]),
      graph('Notifications: delivered, failing, parked', [
        businessMetric('notificationsSent'),
        businessMetric('notificationsFailed'),
        businessMetric('notificationsParked'),
        businessMetric('notificationChannelDown'),
      ]),
      graph('Notifications: backlog after each sweep', [businessMetric('notificationsPending', cloudwatch.Stats.MAXIMUM)]),
    );
  }
}
