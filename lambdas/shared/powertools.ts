import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRIC_NAMES, METRICS_NAMESPACE, METRICS_SERVICE } from '../functions';

/** One logger and one metrics buffer per container, shared by every module of a function. */
export const logger = new Logger({ serviceName: METRICS_SERVICE });
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });

export type MetricId = keyof typeof METRIC_NAMES;

export function count(metric: MetricId, value = 1): void {
  metrics.addMetric(METRIC_NAMES[metric], MetricUnit.Count, value);
}

/** A level rather than an event count, such as a backlog; alarms read its maximum. */
export function gauge(metric: MetricId, value: number): void {
  metrics.addMetric(METRIC_NAMES[metric], MetricUnit.Count, value);
}

/** Flushes this invocation's metrics as one EMF line; an invocation without any prints nothing. */
export function publishMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
