import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import {
  BROWSER_APP_DIMENSION,
  BROWSER_METRIC_NAMES,
  BROWSER_METRICS_NAMESPACE,
  BROWSER_METRICS_SERVICE,
  METRIC_NAMES,
  METRICS_NAMESPACE,
  METRICS_SERVICE,
  PAGE_DIMENSION,
  LANGUAGE_DIMENSION,
  REASON_DIMENSION,
  type AgentMeetingRefusal,
} from '../metrics';

/** One logger and one metrics buffer per container, shared by every module of a function. */
export const logger = new Logger({ serviceName: METRICS_SERVICE });
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });
/** What browsers report, in its own namespace; each value goes out at once with its own `app`. */
const browserMetrics = new Metrics({ namespace: BROWSER_METRICS_NAMESPACE, serviceName: BROWSER_METRICS_SERVICE });

export type MetricId = keyof typeof METRIC_NAMES;
export type BrowserMetricId = keyof typeof BROWSER_METRIC_NAMES;
type Unit = (typeof MetricUnit)[keyof typeof MetricUnit];

/** Adds to a metric of this invocation: events, one by default. */
export function count(metric: MetricId, value = 1): void {
  metrics.addMetric(METRIC_NAMES[metric], MetricUnit.Count, value);
}

/**
 * A level rather than an event count, such as a backlog: written as a count is (EMF's Count unit),
 * and alarms read its maximum rather than its sum.
 */
export const gauge: (metric: MetricId, value: number) => void = count;

/** One refusal of a metric counted by its reason (dimension `reason`), each reason its own series. */
function countRefusal(metric: 'phoneCallsRefused' | 'agentMeetingsRefused', reason: string): void {
  const single = metrics.singleMetric();
  single.addDimension(REASON_DIMENSION, reason);
  single.addMetric(METRIC_NAMES[metric], MetricUnit.Count, 1);
}

/** A call refused before anything was spent, counted by its reason (`PhoneCallsRefused`, dimension `reason`). */
export function countPhoneCallRefused(reason: string): void {
  countRefusal('phoneCallsRefused', reason);
}

/** The phone agent's meeting tools refused, counted by the reason (`AgentMeetingsRefused`, dimension `reason`). */
export function countAgentMeetingRefused(reason: AgentMeetingRefusal): void {
  countRefusal('agentMeetingsRefused', reason);
}

/** Questions an agent could not answer, counted by the call's language and page (`UnansweredQuestions`). */
export function countUnansweredQuestion(language: string, page: string, questions: number): void {
  const single = metrics.singleMetric();
  single.addDimension(LANGUAGE_DIMENSION, language);
  single.addDimension(PAGE_DIMENSION, page);
  single.addMetric(METRIC_NAMES.unansweredQuestions, MetricUnit.Count, questions);
}

/** One browser measurement, for one app or (without `app`) the whole site. */
export function browserMetric(metric: BrowserMetricId, unit: Unit, value: number, app?: string): void {
  const single = browserMetrics.singleMetric();
  if (app) single.addDimension(BROWSER_APP_DIMENSION, app);
  single.addMetric(BROWSER_METRIC_NAMES[metric], unit, value);
}

/** Flushes this invocation's metrics as one EMF line; an invocation without any prints nothing. */
export function publishMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
