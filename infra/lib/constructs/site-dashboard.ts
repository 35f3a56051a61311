import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { APP_NAMES, LANGUAGES, REMOTE_NAMES } from '@site/model';
import { ROUTES } from '@site/model';
import { PHONE_CALL_REFUSALS } from '@site/contracts';
import { AGENT_MEETING_REFUSALS } from '@site/lambdas/metrics';
import {
  agentMeetingRefusals,
  browserMetric,
  businessMetric,
  cloudFrontMetric,
  phoneCallRefusals,
  throttledRequests,
  unansweredQuestionsByPage,
  unansweredQuestionsIn,
  webAclMetric,
} from '../site-metrics';
import { PERIOD } from './alarm-topic';

export interface SiteDashboardProps {
  readonly dashboardName: string;
  readonly api: apigateway.RestApi;
  readonly functions: ReadonlyMap<string, lambda.IFunction>;
  readonly distributionId: string;
  /** The distribution's web ACL (its metrics are in us-east-1). */
  readonly webAclName: string;
  readonly alarms: readonly cloudwatch.IAlarm[];
}

/** One page for the whole product: edge, API, each function, leads and notifications, what each app meets in visitors' browsers, alarms. */
export class SiteDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: SiteDashboardProps) {
    super(scope, id);
    const sum = { period: PERIOD, statistic: cloudwatch.Stats.SUM };
    const graph = (title: string, left: cloudwatch.IMetric[]) => new cloudwatch.GraphWidget({ title, left, width: 8, height: 6 });
    const functions = [...props.functions];

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', { dashboardName: props.dashboardName });
    this.dashboard.addWidgets(
      graph('Edge: error rate (%)', [cloudFrontMetric(props.distributionId, '5xxErrorRate'), cloudFrontMetric(props.distributionId, '4xxErrorRate')]),
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
      graph(
        'Functions: errors',
        functions.map(([name, fn]) => fn.metricErrors({ ...sum, label: name })),
      ),
      graph(
        'Functions: duration p99 (ms)',
        functions.map(([name, fn]) => fn.metricDuration({ period: PERIOD, statistic: cloudwatch.Stats.percentile(99), label: name })),
      ),
      graph(
        'Functions: throttles',
        functions.map(([name, fn]) => fn.metricThrottles({ ...sum, label: name })),
      ),
    );
    this.dashboard.addWidgets(
      graph('Business: leads and voice', [
        businessMetric('leadsCreated'),
        businessMetric('voiceContactsPosted'),
        businessMetric('voiceCallsWithUnsaidContact'),
        businessMetric('typedChatsWithUnsaidContact'),
        businessMetric('voiceContactsRefused'),
        businessMetric('voiceContactsHeldDoNotCall'),
        businessMetric('requestsRefused'),
        businessMetric('networkLimitReached'),
        businessMetric('leadsHeldForReview'),
        businessMetric('honeypotHits'),
        businessMetric('personalDataUnindexed'),
      ]),
      graph('Business: voice tokens', [
        businessMetric('tokenRequests'),
        businessMetric('tokenErrors'),
        businessMetric('tokenCapReached'),
        businessMetric('tokenClientQuotaReached'),
      ]),
      graph('Business: voice conversations', [
        businessMetric('voiceCalls'),
        businessMetric('voiceCallsWithContact'),
        businessMetric('voiceEvaluationFailures'),
        businessMetric('voiceContactsUntold', cloudwatch.Stats.MAXIMUM),
      ]),
      // The content to write: what the agents could not answer (npm run questions -- unanswered lists the questions).
      graph('Unanswered questions by language', LANGUAGES.map(unansweredQuestionsIn)),
      graph('Unanswered questions by language and page', [unansweredQuestionsByPage()]),
      graph("Visitors' rates of conversations: thumbs up, thumbs down, share liked (%)", [
        businessMetric('voiceFeedbackLiked'),
        businessMetric('voiceFeedbackDisliked'),
        new cloudwatch.MathExpression({
          expression: '100 * liked / (liked + disliked)',
          usingMetrics: { liked: businessMetric('voiceFeedbackLiked'), disliked: businessMetric('voiceFeedbackDisliked') },
          label: 'Liked (%)',
          period: PERIOD,
        }),
      ]),
      // Refused signatures alone are anybody's forged POSTs: shown here, alarmed only with conversations missing their webhook.
      graph('Post-call webhook: refused signatures, conversations ended without it', [
        businessMetric('webhookSignatureFailures'),
        businessMetric('voiceCallsWithoutWebhook', cloudwatch.Stats.MAXIMUM),
      ]),
      graph('Notifications: delivered, e-mailed, failing, parked', [
        businessMetric('notificationsSent'),
        businessMetric('notificationsEmailed'),
        businessMetric('notificationsFailed'),
        businessMetric('notificationsParked'),
        businessMetric('notificationChannelDown'),
      ]),
      graph('Notifications: backlog after each sweep', [businessMetric('notificationsPending', cloudwatch.Stats.MAXIMUM)]),
    );
    this.dashboard.addWidgets(
      graph('Notifications: parked, waiting for replay', [businessMetric('notificationsParkedWaiting', cloudwatch.Stats.MAXIMUM)]),
      graph('Notifications: delivered twice', [businessMetric('notificationsDuplicated')]),
      graph('API: throttled (429)', [throttledRequests()]),
      graph('Edge: requests the WAF blocked', [webAclMetric(props.webAclName, 'BlockedRequests')]),
    );
    this.dashboard.addWidgets(
      graph('Phone calls: placed, booked for the morning, refused by the callee, failed', [
        businessMetric('phoneCallsPlaced'),
        businessMetric('phoneCallsScheduled'),
        businessMetric('phoneCalleesRefused'),
        businessMetric('phoneCallsFailed'),
      ]),
      graph("Phone calls: share of the day's minutes reserved (%)", [businessMetric('phoneCallBudgetUsedPercent', cloudwatch.Stats.MAXIMUM)]),
      graph(
        'Phone calls: refused, by reason',
        PHONE_CALL_REFUSALS.map((reason) => phoneCallRefusals(reason).with({ label: reason })),
      ),
    );
    this.dashboard.addWidgets(
      graph('Meetings: booked, times refused (taken, past, outside hours), allowances spent, failed, keys replayed with other fields', [
        businessMetric('meetingsBooked'),
        businessMetric('meetingTimesRefused'),
        businessMetric('meetingsLimitReached'),
        businessMetric('meetingsFailed'),
        businessMetric('meetingKeyReused'),
      ]),
      graph("Meetings: the managers' calendars not answering, work undone after an hour", [
        businessMetric('calendarUnanswered'),
        businessMetric('meetingWorkOverdue', cloudwatch.Stats.MAXIMUM),
      ]),
      graph('Meetings: e-mails sent and failed, SES bounce and complaint rates', [
        businessMetric('meetingMailsSent'),
        businessMetric('meetingMailsFailed'),
        new cloudwatch.Metric({ namespace: 'AWS/SES', metricName: 'Reputation.BounceRate', period: PERIOD, statistic: cloudwatch.Stats.MAXIMUM }),
        new cloudwatch.Metric({ namespace: 'AWS/SES', metricName: 'Reputation.ComplaintRate', period: PERIOD, statistic: cloudwatch.Stats.MAXIMUM }),
      ]),
    );
    // Not alarmed (docs/runbook.md, "Metrics without an alarm"): read beside the calls placed above.
    this.dashboard.addWidgets(
      graph(
        "Meetings in Lumi's calls: the tools refused, by reason",
        AGENT_MEETING_REFUSALS.map((reason) => agentMeetingRefusals(reason).with({ label: reason })),
      ),
    );
    this.dashboard.addWidgets(
      ...APP_NAMES.flatMap(browserWidgets),
      graph('Browsers: visits that reported, client networks that did, CSP violations', [
        browserMetric('visits'),
        browserMetric('reportingNetworks'),
        browserMetric('reportingNetworksHourly'),
        browserMetric('cspViolations'),
      ]),
    );
  }
}

const p75 = cloudwatch.Stats.percentile(75);
const ownsPages = (app: string) => ROUTES.some((route) => route.owner === app);

/** Per app, what visitors' browsers met: its failures and errors, and the Web Vitals of the pages it owns. */
function browserWidgets(app: (typeof APP_NAMES)[number]): cloudwatch.IWidget[] {
  const failures = (REMOTE_NAMES as readonly string[]).includes(app)
    ? [
        browserMetric('remoteLoadFailures', app).with({ label: 'load failures' }),
        browserMetric('remoteFailureProviders', app).with({ label: 'providers failing' }),
      ]
    : [];
  const widgets: cloudwatch.IWidget[] = [
    new cloudwatch.GraphWidget({
      title: `Browsers, ${app}: load failures and script errors`,
      left: [
        ...failures,
        browserMetric('clientErrors', app).with({ label: 'script errors' }),
        browserMetric('clientErrorProviders', app).with({ label: 'providers with errors' }),
      ],
      width: 8,
      height: 6,
    }),
  ];
  if (ownsPages(app)) {
    widgets.push(
      new cloudwatch.GraphWidget({
        title: `Browsers, ${app} pages: Web Vitals p75 (ms; CLS right)`,
        left: (['LCP', 'INP', 'FCP', 'TTFB'] as const).map((vital) => browserMetric(vital, app, p75).with({ label: vital })),
        right: [browserMetric('CLS', app, p75).with({ label: 'CLS' })],
        width: 8,
        height: 6,
      }),
    );
  }
  return widgets;
}
