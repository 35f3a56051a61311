import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS, METRIC_NAMES, SCHEDULED_FUNCTIONS } from '@site/lambdas/functions';
import { synthesizeSite } from './support/synth-site';

const site = synthesizeSite({ 'site:alarmEmail': 'ops@example.org' });
const monitoring = () => site.template(site.stacks.monitoring);
const edgeMonitoring = () => site.template(site.stacks.edgeMonitoring);

type Alarm = { Properties: Record<string, any> };
const alarms = (): Alarm[] => Object.values(monitoring().findResources('AWS::CloudWatch::Alarm')) as Alarm[];
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
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: ['kms:Decrypt', 'kms:GenerateDataKey*'] }),
        ]),
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

  it('fire on any parked notification: a manager missed a lead', () => {
    expect(alarmOn(METRIC_NAMES.notificationsParked)).toEqual([
      expect.objectContaining({
        Properties: expect.objectContaining({
          Namespace: 'Site/Backend',
          Dimensions: [{ Name: 'service', Value: 'site-backend' }],
          Statistic: 'Sum',
          Threshold: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        }),
      }),
    ]);
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

describe('the CloudFront alarm', () => {
  it('lives in us-east-1, where CloudFront’s metrics are, and watches the 5xx rate of the distribution', () => {
    expect(site.stacks.edgeMonitoring.region).toBe('us-east-1');
    edgeMonitoring().hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Dimensions: [Match.objectLike({ Name: 'DistributionId', Value: { 'Fn::GetStackOutput': Match.objectLike({ StackName: 'Site-edge' }) } }), { Name: 'Region', Value: 'Global' }],
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
    for (const metric of Object.values(METRIC_NAMES)) expect(body()).toContain(`\\"${metric}\\"`);
  });

  it('graphs the API, every function and the edge error rates', () => {
    for (const metric of ['Count', '4XXError', '5XXError', 'Latency', 'Errors', 'Duration', 'Throttles', '5xxErrorRate', '4xxErrorRate']) {
      expect(body()).toContain(`\\"${metric}\\"`);
    }
    for (const spec of ALL_FUNCTIONS) expect(body()).toContain(`\\"label\\":\\"${spec.name}\\"`);
    expect(body()).toContain('us-east-1');
  });
});
