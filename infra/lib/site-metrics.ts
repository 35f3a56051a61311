import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { METRIC_NAMES, METRICS_NAMESPACE, METRICS_SERVICE } from '@site/lambdas/functions';
import { PERIOD } from './constructs/alarm-topic';

/** The backend's business metrics: EMF from Powertools, dimension `service` (lambdas/functions.ts). */
export function businessMetric(name: keyof typeof METRIC_NAMES, statistic = cloudwatch.Stats.SUM): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName: METRIC_NAMES[name],
    dimensionsMap: { service: METRICS_SERVICE },
    statistic,
    period: PERIOD,
  });
}

/** CloudFront publishes its metrics only in us-east-1, under the pseudo-region `Global`. */
export function cloudFrontMetric(distributionId: string, metricName: string, statistic = cloudwatch.Stats.AVERAGE): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: 'AWS/CloudFront',
    metricName,
    dimensionsMap: { DistributionId: distributionId, Region: 'Global' },
    region: 'us-east-1',
    statistic,
    period: PERIOD,
  });
}
