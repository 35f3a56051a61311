import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { APP_NAMES, REMOTE_NAMES } from '@site/model';
import { ALL_FUNCTIONS, SCHEDULED_FUNCTIONS } from '@site/lambdas/functions';
import { BROWSER_METRIC_NAMES, CALLS_WITHOUT_WEBHOOK_WINDOW_MINUTES, CLIENT_ERROR_RULE, METRIC_NAMES, REMOTE_FAILURE_RULE } from '@site/lambdas/metrics';
import { WORKING_DAY_UTC } from '../lib/constructs/backend-alarms';
import { INP_SAMPLES_AT_LEAST, POOR_INP_MS, REMOTE_FAILURE_PERCENT, REMOTE_FAILURES_AT_LEAST } from '../lib/constructs/browser-alarms';
import { synthesizeSite } from './support/synth-site';

const site = synthesizeSite({ 'site:alarmEmail': 'ops@example.org' });
const monitoring = () => site.template(site.stacks.monitoring);
const edgeMonitoring = () => site.template(site.stacks.edgeMonitoring);

type Alarm = { Properties: Record<string, any> };
const alarms = (): Alarm[] => Object.values(monitoring().findResources('AWS::CloudWatch::Alarm')) as Alarm[];
const alarmNamed = (name: string): Record<string, unknown> => {
  const found = alarms().find((a) => a.Properties.AlarmName === name);
  if (!found) throw new Error(`no alarm named ${name}`);
  return found.Properties;
};
const alarmOn = (metricName: string, dimension?: string) =>
  alarms().filter((a) => a.Properties.MetricName === metricName && (!dimension || JSON.stringify(a.Properties.Dimensions).includes(dimension)));

describe.each([
  ['site region', () => monitoring()],
  ['us-east-1', () => edgeMonitoring()],
])('the alarm topic in the %s', (_region, template) => {
  it('e-mails the address from the context, refuses publishing without TLS and is encrypted with a rotating key', () => {
    template().hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.org' });
    template().hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 'sns:Publish', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Allow', Action: 'sns:Publish', Principal: { Service: 'cloudwatch.amazonaws.com' } }),
        ]),
      },
    });
    template().hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template().hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: ['kms:Decrypt', 'kms:GenerateDataKey*'] })]),
      },
    });
  });
});

describe('the backend alarms', () => {
  it('all notify the topic, when they fire and when they recover', () => {
    const [topic] = Object.keys(monitoring().findResources('AWS::SNS::Topic'));
    expect(alarms().length).toBeGreaterThan(ALL_FUNCTIONS.length * 2);
    for (const alarm of alarms()) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topic }]);
      expect(alarm.Properties.AlarmDescription.length).toBeGreaterThan(15);
    }
  });

  /**
   * The one alarm on a gauge the sweeper reports after every run: its maximum in five minutes, from 1;
   * no report keeps the state, since a quiet sweeper must not read as "none" (its own alarm says it stopped).
   */
  const onlyAlarmOnGauge = (alarmName: string) => [
    expect.objectContaining({
      Properties: expect.objectContaining({
        AlarmName: alarmName,
        Namespace: 'Site/Backend',
        Dimensions: [{ Name: 'service', Value: 'site-backend' }],
        Statistic: 'Maximum',
        Period: 300,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'ignore',
      }),
    }),
  ];

  it('stay on while any notification is parked, not only when one is parked: a manager missed a lead', () => {
    expect(alarmOn(METRIC_NAMES.notificationsParkedWaiting)).toEqual(onlyAlarmOnGauge('site-NotificationsParked'));
  });

  it('fire on a notification delivered twice, and on a bot filling the forms’ honeypot', () => {
    expect(alarmOn(METRIC_NAMES.notificationsDuplicated)[0]?.Properties).toMatchObject({
      AlarmName: 'site-NotificationsDuplicated',
      Statistic: 'Sum',
      Threshold: 1,
    });
    expect(alarmOn(METRIC_NAMES.honeypotHits)[0]?.Properties).toMatchObject({ AlarmName: 'site-HoneypotHits', Statistic: 'Sum', Threshold: 20 });
  });

  it('fire on calls whose agent took a phone the caller never said, named for it (unsaid, not refused or rejected)', () => {
    expect(alarmOn(METRIC_NAMES.voiceCallsWithUnsaidContact).map((alarm) => alarm.Properties)).toEqual([
      expect.objectContaining({ AlarmName: 'site-VoiceContactsUnsaid', Threshold: 11 }),
    ]);
    // Typed chats apart: one network may hold 190 a day, which would set off the calls' alarm by itself.
    expect(alarmOn(METRIC_NAMES.typedChatsWithUnsaidContact).map((alarm) => alarm.Properties)).toEqual([
      expect.objectContaining({ AlarmName: 'site-TypedChatsUnsaid', Threshold: 191 }),
    ]);
  });

  it.each([
    ['site-ApiClientErrorRate', '4XXError', 25, 3],
    ['site-ApiThrottledRate', 'ThrottledRequests', 5, 1],
  ])('%s fires on a share of the API’s requests (%s), once there are enough requests to tell', (name, metricName, threshold, periods) => {
    const alarm = alarmNamed(name);
    expect(alarm).toMatchObject({ Threshold: threshold, EvaluationPeriods: periods, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    const queries = alarm.Metrics as Array<{ Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string } } }>;
    expect(queries.find((query) => query.Expression)?.Expression).toBe('IF(requests >= 20, 100 * refusals / requests, 0)');
    expect(
      queries
        .map((query) => query.MetricStat?.Metric.MetricName)
        .filter(Boolean)
        .sort(),
    ).toEqual(['Count', metricName].sort());
  });

  it('fire when a whole working day goes by without a lead, and never for a night or a weekend', () => {
    const alarm = alarmNamed('site-LeadsQuiet');
    expect(alarm).toMatchObject({
      ComparisonOperator: 'LessThanThreshold',
      Threshold: 1,
      EvaluationPeriods: WORKING_DAY_UTC.toHour - WORKING_DAY_UTC.fromHour,
      DatapointsToAlarm: WORKING_DAY_UTC.toHour - WORKING_DAY_UTC.fromHour,
      TreatMissingData: 'breaching',
    });
    const queries = alarm.Metrics as Array<{ Expression?: string; MetricStat?: { Metric: { MetricName: string }; Period: number } }>;
    expect(queries.find((query) => query.Expression)?.Expression).toBe(
      `IF(DAY(runs) <= 5 AND HOUR(runs) >= ${WORKING_DAY_UTC.fromHour} AND HOUR(runs) < ${WORKING_DAY_UTC.toHour}, FILL(leads, 0), 1)`,
    );
    expect(
      queries
        .filter((query) => query.MetricStat)
        .map((query) => [query.MetricStat!.Metric.MetricName, query.MetricStat!.Period])
        .sort(),
    ).toEqual([
      ['Invocations', 3600],
      ['LeadsCreated', 3600],
    ]);
  });

  it('fire when conversations of the agent ended without their post-call webhook, however few: only ElevenLabs makes one', () => {
    expect(alarmOn(METRIC_NAMES.voiceCallsWithoutWebhook)).toEqual(onlyAlarmOnGauge('site-VoiceCallsWithoutWebhook'));
  });

  it('fire on the first recorded conversation that failed one of the agent’s evaluation criteria', () => {
    expect(alarmOn(METRIC_NAMES.voiceEvaluationFailures)).toEqual([
      expect.objectContaining({
        Properties: expect.objectContaining({ AlarmName: 'site-VoiceEvaluationFailed', Statistic: 'Sum', Threshold: 1, Namespace: 'Site/Backend' }),
      }),
    ]);
  });

  it('fire when a contact in a call’s record was told to no manager 15 minutes after the record was kept', () => {
    expect(alarmOn(METRIC_NAMES.voiceContactsUntold)).toEqual(onlyAlarmOnGauge('site-VoiceContactsUntold'));
  });

  it('fire on refused webhook signatures only while conversations miss their webhook in the same window, never on refusals alone', () => {
    // No alarm reads the refusals by themselves: a stranger's forged POST makes one.
    expect(alarmOn(METRIC_NAMES.webhookSignatureFailures)).toEqual([]);
    const alarm = alarmNamed('site-WebhookSignatureFailures');
    expect(alarm).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1, TreatMissingData: 'notBreaching' });
    type Query = { Id: string; Expression?: string; ReturnData?: boolean; MetricStat?: { Metric: { MetricName: string }; Stat: string; Period: number } };
    const queries = alarm.Metrics as Query[];
    expect(queries.find((query) => query.Expression)?.Expression).toBe('IF(FILL(refused, 0) >= 1 AND FILL(missing, 0) >= 1, 1, 0)');
    const window = CALLS_WITHOUT_WEBHOOK_WINDOW_MINUTES.lookBack * 60;
    expect(
      Object.fromEntries(
        queries
          .filter((query) => query.MetricStat)
          .map((query) => [query.Id, [query.MetricStat!.Metric.MetricName, query.MetricStat!.Stat, query.MetricStat!.Period]]),
      ),
    ).toEqual({
      refused: [METRIC_NAMES.webhookSignatureFailures, 'Sum', window],
      missing: [METRIC_NAMES.voiceCallsWithoutWebhook, 'Maximum', window],
    });
    // A refused webhook's conversation is counted missing from the grace after it ended until the look-back after it started: one window holds both.
    expect(window).toBeGreaterThan(CALLS_WITHOUT_WEBHOOK_WINDOW_MINUTES.grace * 60);
  });

  it('fire when the notification backlog stays up for 15 minutes', () => {
    const [backlog] = alarmOn(METRIC_NAMES.notificationsPending);
    expect(backlog?.Properties).toMatchObject({ Namespace: 'Site/Backend', Statistic: 'Maximum', Threshold: 5, EvaluationPeriods: 3 });
  });

  it('fire when deliveries keep failing, so the backlog is growing', () => {
    const [failing] = alarmOn(METRIC_NAMES.notificationsFailed);
    expect(failing?.Properties).toMatchObject({ Namespace: 'Site/Backend', EvaluationPeriods: 3, DatapointsToAlarm: 3 });
  });

  it.each(SCHEDULED_FUNCTIONS.map((spec) => spec.name))('fire when %s stops running', (name) => {
    const stopped = alarms().filter((a) => a.Properties.MetricName === 'Invocations' && a.Properties.AlarmDescription.startsWith(name));
    expect(stopped).toHaveLength(1);
    expect(stopped[0]!.Properties).toMatchObject({ ComparisonOperator: 'LessThanThreshold', Threshold: 1, TreatMissingData: 'breaching' });
  });

  it('watch errors and throttles of every function', () => {
    expect(alarmOn('Errors')).toHaveLength(ALL_FUNCTIONS.length);
    expect(alarmOn('Throttles')).toHaveLength(ALL_FUNCTIONS.length);
  });

  it('watch the API’s server errors and latency, by the API’s own name', () => {
    expect(alarmOn('5XXError', 'site-api')).toHaveLength(1);
    expect(alarmOn('Latency', 'site-api')[0]?.Properties).toMatchObject({ ExtendedStatistic: 'p99', Threshold: 5000 });
  });
});

describe('the alarms on what visitors’ browsers report', () => {
  type Query = {
    Id: string;
    Expression?: string;
    MetricStat?: { Metric: { MetricName: string; Namespace: string; Dimensions?: Array<{ Name: string; Value: string }> }; Stat: string; Period: number };
  };

  /** The alarm's share of networks: its three metrics by query id, and its expression. */
  function shareOfNetworks(name: string) {
    const alarm = alarmNamed(name);
    const queries = alarm.Metrics as Query[];
    const byId = Object.fromEntries(queries.filter((query) => query.MetricStat).map((query) => [query.Id, query.MetricStat!]));
    return { alarm, byId, expression: queries.find((query) => query.Expression)?.Expression };
  }
  const perApp = (MetricName: string, app: string, Period: number) => ({
    Metric: {
      Namespace: 'Site/Browser',
      MetricName,
      Dimensions: [
        { Name: 'app', Value: app },
        { Name: 'service', Value: 'site-browser' },
      ],
    },
    Stat: 'Sum',
    Period,
  });

  it.each(REMOTE_NAMES)(
    'fire when the %s remote fails for a share of the client networks that reported, through three providers, not at a count anyone can send (F7)',
    (remote) => {
      const { alarm, byId, expression } = shareOfNetworks(`site-RemoteLoadFailures-${remote}`);
      expect(alarm).toMatchObject({ Threshold: REMOTE_FAILURE_PERCENT, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
      expect(byId.count).toMatchObject(perApp('RemoteLoadFailures', remote, 900));
      expect(byId.providers).toMatchObject(perApp('RemoteFailureProviders', remote, 900));
      // Failures and visits counted alike, once per client network in the window: made-up visits from a few addresses hide nothing.
      expect(byId.networks).toMatchObject({
        Metric: { Namespace: 'Site/Browser', MetricName: 'ReportingNetworks', Dimensions: [{ Name: 'service', Value: 'site-browser' }] },
        Stat: 'Sum',
        Period: 900,
      });
      // Ten /16s of one provider (the review's stranger) are under the providers' floor.
      expect(expression).toBe(
        `IF(count >= ${REMOTE_FAILURES_AT_LEAST} AND FILL(providers, 0) >= ${REMOTE_FAILURE_RULE.providersAtLeast}, 100 * count / MAX([FILL(networks, 0), count]), 0)`,
      );
      expect(REMOTE_FAILURE_RULE.providersAtLeast).toBeGreaterThanOrEqual(2);
    },
  );

  it.each(APP_NAMES)('fire when the %s app’s scripts throw for a tenth of an hour’s reporting networks, from five /16s of three providers (F7)', (app) => {
    const { alarm, byId, expression } = shareOfNetworks(`site-ClientErrors-${app}`);
    expect(alarm).toMatchObject({ Threshold: CLIENT_ERROR_RULE.percent, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(byId.count).toMatchObject(perApp('ClientErrors', app, 3600));
    expect(byId.providers).toMatchObject(perApp('ClientErrorProviders', app, 3600));
    expect(byId.networks).toMatchObject({ Metric: { MetricName: 'ReportingNetworksHourly' }, Stat: 'Sum', Period: 3600 });
    expect(expression).toBe(
      `IF(count >= ${CLIENT_ERROR_RULE.networksAtLeast} AND FILL(providers, 0) >= ${CLIENT_ERROR_RULE.providersAtLeast}, 100 * count / MAX([FILL(networks, 0), count]), 0)`,
    );
    expect(alarm.AlarmDescription).toMatch(/three or more providers|3 or more providers/);
  });

  it('fire when the worst app’s INP p75 is poor for an hour, from enough samples only', () => {
    const alarm = alarmNamed('site-PoorInp');
    expect(alarm).toMatchObject({ Threshold: POOR_INP_MS, ComparisonOperator: 'GreaterThanThreshold' });
    const queries = alarm.Metrics as Query[];
    const stats = queries.filter((query) => query.MetricStat);
    expect(
      new Set(stats.map((query) => [query.MetricStat!.Metric.Namespace, query.MetricStat!.Metric.MetricName, query.MetricStat!.Period].join(' '))),
    ).toEqual(new Set(['Site/Browser INP 3600']));
    const apps = stats.filter((query) => query.MetricStat!.Stat === 'p75').map((query) => query.Id.replace('inp_', ''));
    expect(stats.filter((query) => query.MetricStat!.Stat === 'SampleCount').map((query) => query.Id.replace('n_', ''))).toEqual(apps);
    expect(queries.find((query) => query.Expression)?.Expression).toBe(
      `MAX([${apps.map((app) => `IF(n_${app} >= ${INP_SAMPLES_AT_LEAST}, inp_${app}, 0)`).join(', ')}])`,
    );
  });
});

describe('the CloudFront alarm', () => {
  it('lives in us-east-1, where CloudFront’s metrics are, and watches the 5xx rate of the distribution', () => {
    expect(site.stacks.edgeMonitoring.region).toBe('us-east-1');
    edgeMonitoring().hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Dimensions: [
        Match.objectLike({ Name: 'DistributionId', Value: { 'Fn::GetStackOutput': Match.objectLike({ StackName: 'Site-edge' }) } }),
        { Name: 'Region', Value: 'Global' },
      ],
      EvaluationPeriods: 3,
    });
  });
});

describe('the WAF alarm', () => {
  it('lives in us-east-1 and fires on requests the web ACL keeps blocking, by the web ACL’s name', () => {
    edgeMonitoring().hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'site-WafBlockedRequests',
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Dimensions: [
        { Name: 'Rule', Value: 'ALL' },
        { Name: 'WebACL', Value: 'site-site' },
      ],
      Statistic: 'Sum',
      EvaluationPeriods: 3,
    });
  });
});

describe('the dashboard', () => {
  const body = () => {
    const [dashboard] = Object.values(monitoring().findResources('AWS::CloudWatch::Dashboard'));
    return JSON.stringify(dashboard!.Properties.DashboardBody);
  };

  it('graphs every business metric the backend emits', () => {
    const byDimensions: string[] = [METRIC_NAMES.unansweredQuestions];
    for (const metric of Object.values(METRIC_NAMES).filter((name) => !byDimensions.includes(name))) expect(body()).toContain(`\\"${metric}\\"`);
  });

  it('graphs the questions the agents could not answer by language and by page (issue 70)', () => {
    const search = `SEARCH('{Site/Backend,service,language,page} MetricName=\\\\\\"UnansweredQuestions\\\\\\"`;
    expect(body()).toContain(`${search} ', 'Sum', 300)`);
    for (const language of ['en', 'ru', 'uk', 'pl']) expect(body()).toContain(`SUM(${search} language=\\\\\\"${language}\\\\\\"', 'Sum', 300))`);
    expect(body()).toContain('Unanswered questions by language and page');
  });

  it('graphs what browsers report, per app: load failures of each remote, script errors, Web Vitals of the pages it owns', () => {
    for (const metric of Object.values(BROWSER_METRIC_NAMES)) expect(body()).toContain(`\\"${metric}\\"`);
    for (const remote of REMOTE_NAMES) expect(body()).toContain(`Browsers, ${remote}: load failures and script errors`);
    for (const app of ['shell', 'products', 'content']) expect(body()).toContain(`Browsers, ${app} pages: Web Vitals p75`);
    expect(body()).toContain('\\"app\\",\\"content\\"');
    expect(body()).toContain('\\"p75\\"');
  });

  it('graphs the parked notifications, throttled calls and what the WAF blocks', () => {
    for (const metric of ['NotificationsParkedWaiting', 'NotificationsDuplicated', 'ThrottledRequests', 'BlockedRequests'])
      expect(body()).toContain(`\\"${metric}\\"`);
    expect(body()).toContain('\\"WebACL\\",\\"site-site\\"');
  });

  it('graphs the API, every function and the edge error rates', () => {
    for (const metric of ['Count', '4XXError', '5XXError', 'Latency', 'Errors', 'Duration', 'Throttles', '5xxErrorRate', '4xxErrorRate']) {
      expect(body()).toContain(`\\"${metric}\\"`);
    }
    for (const spec of ALL_FUNCTIONS) expect(body()).toContain(`\\"label\\":\\"${spec.name}\\"`);
    expect(body()).toContain('us-east-1');
  });
});
