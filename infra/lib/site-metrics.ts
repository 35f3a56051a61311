import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import {
  BROWSER_APP_DIMENSION,
  BROWSER_METRIC_NAMES,
  BROWSER_METRICS_NAMESPACE,
  BROWSER_METRICS_SERVICE,
  METRIC_NAMES,
  METRICS_NAMESPACE,
  METRICS_SERVICE,
  LANGUAGE_DIMENSION,
  PAGE_DIMENSION,
  REASON_DIMENSION,
  type AgentMeetingRefusal,
} from '@site/lambdas/metrics';
import { PERIOD } from './constructs/alarm-topic';
import { THROTTLED_METRIC } from './constructs/site-api';

/** The backend's business metrics: EMF from Powertools, dimension `service` (lambdas/metrics.ts). */
export function businessMetric(name: keyof typeof METRIC_NAMES, statistic = cloudwatch.Stats.SUM): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName: METRIC_NAMES[name],
    dimensionsMap: { service: METRICS_SERVICE },
    statistic,
    period: PERIOD,
  });
}

/** Refusals of one reason of a metric counted by its reason (dimension `reason`). */
function refusalsFor(name: 'phoneCallsRefused' | 'agentMeetingsRefused', reason: string): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName: METRIC_NAMES[name],
    dimensionsMap: { service: METRICS_SERVICE, [REASON_DIMENSION]: reason },
    statistic: cloudwatch.Stats.SUM,
    period: PERIOD,
  });
}

/** Calls refused for one reason (`PhoneCallsRefused`, dimension `reason`): one of the contracts' `PHONE_CALL_REFUSALS`. */
export function phoneCallRefusals(reason: string): cloudwatch.Metric {
  return refusalsFor('phoneCallsRefused', reason);
}

/** The phone agent's meeting tools refused for one reason (`AgentMeetingsRefused`, dimension `reason`): one of `AGENT_MEETING_REFUSALS`. */
export function agentMeetingRefusals(reason: AgentMeetingRefusal): cloudwatch.Metric {
  return refusalsFor('agentMeetingsRefused', reason);
}

/** A search over the unanswered questions' series (one per language and page), narrowed by `filter` (`language="uk"`). */
function unansweredSearch(filter = ''): string {
  const schema = `{${METRICS_NAMESPACE},service,${LANGUAGE_DIMENSION},${PAGE_DIMENSION}}`;
  return `SEARCH('${schema} MetricName="${METRIC_NAMES.unansweredQuestions}" ${filter}', 'Sum', ${PERIOD.toSeconds()})`;
}

/** Questions the agents could not answer in one language, over every page (`UnansweredQuestions`, dimensions `language` and `page`). */
export function unansweredQuestionsIn(language: string): cloudwatch.MathExpression {
  return new cloudwatch.MathExpression({ expression: `SUM(${unansweredSearch(`${LANGUAGE_DIMENSION}="${language}"`)})`, label: language, period: PERIOD });
}

/** Questions the agents could not answer, a line per language and page. */
export function unansweredQuestionsByPage(): cloudwatch.MathExpression {
  return new cloudwatch.MathExpression({ expression: unansweredSearch(), label: '', period: PERIOD });
}

/** What browsers report (client-signals): per app, or without `app` site-wide. */
export function browserMetric(name: keyof typeof BROWSER_METRIC_NAMES, app?: string, statistic = cloudwatch.Stats.SUM): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: BROWSER_METRICS_NAMESPACE,
    metricName: BROWSER_METRIC_NAMES[name],
    dimensionsMap: { service: BROWSER_METRICS_SERVICE, ...(app ? { [BROWSER_APP_DIMENSION]: app } : {}) },
    statistic,
    period: PERIOD,
  });
}

/** Calls API Gateway answered 429, counted from its access log (site-api.ts). */
export function throttledRequests(): cloudwatch.Metric {
  return new cloudwatch.Metric({ ...THROTTLED_METRIC, statistic: cloudwatch.Stats.SUM, period: PERIOD });
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

/** A CloudFront web ACL's metrics, in us-east-1 and without a Region dimension; `Rule` ALL sums every rule. */
export function webAclMetric(webAclName: string, metricName: 'BlockedRequests' | 'AllowedRequests' | 'CountedRequests', rule = 'ALL'): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: 'AWS/WAFV2',
    metricName,
    dimensionsMap: { WebACL: webAclName, Rule: rule },
    region: 'us-east-1',
    statistic: cloudwatch.Stats.SUM,
    period: PERIOD,
  });
}
