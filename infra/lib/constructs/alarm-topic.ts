import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmTopicProps {
  readonly email: string;
  /** Alarms are named `<prefix>-<id>`, the names docs/runbook.md lists them by. */
  readonly alarmNamePrefix: string;
}

/** What an alarm watches and when it fires; periods are five minutes unless said otherwise. */
export interface AlarmSpec {
  readonly metric: cloudwatch.IMetric;
  readonly description: string;
  readonly threshold: number;
  readonly comparison?: cloudwatch.ComparisonOperator;
  /** Out of how many periods `datapointsToAlarm` must breach. */
  readonly evaluationPeriods?: number;
  readonly datapointsToAlarm?: number;
  /** A quiet marketing site sends no data most minutes, which is not a problem unless said here. */
  readonly treatMissingData?: cloudwatch.TreatMissingData;
}

/**
 * The topic every alarm of a region notifies, with the operators' e-mail subscribed. Encrypted
 * with a customer managed key that CloudWatch may use (it cannot use the AWS managed SNS key),
 * and it refuses publishing without TLS.
 */
export class AlarmTopic extends Construct {
  readonly topic: sns.Topic;
  readonly #alarmNamePrefix: string;

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
    super(scope, id);
    this.#alarmNamePrefix = props.alarmNamePrefix;
    const { account, region, partition } = Stack.of(this);
    // CloudWatch publishes as a service; only this account's alarms may use the key and the topic.
    const cloudWatch = new iam.ServicePrincipal('cloudwatch.amazonaws.com');
    const fromOwnAlarms = {
      StringEquals: { 'aws:SourceAccount': account },
      ArnLike: { 'aws:SourceArn': `arn:${partition}:cloudwatch:${region}:${account}:alarm:*` },
    };
    const key = new kms.Key(this, 'Key', { description: 'Encrypts alarm notifications', enableKeyRotation: true });
    key.addToResourcePolicy(
      new iam.PolicyStatement({ principals: [cloudWatch], actions: ['kms:Decrypt', 'kms:GenerateDataKey*'], resources: ['*'], conditions: fromOwnAlarms }),
    );
    this.topic = new sns.Topic(this, 'Topic', { displayName: 'Site alarms', enforceSSL: true, masterKey: key });
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({ principals: [cloudWatch], actions: ['sns:Publish'], resources: [this.topic.topicArn], conditions: fromOwnAlarms }),
    );
    this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
  }

  /** An alarm that notifies this topic when it fires and when it recovers. */
  alarm(scope: Construct, id: string, spec: AlarmSpec): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(scope, id, {
      alarmName: `${this.#alarmNamePrefix}-${id}`,
      metric: spec.metric,
      alarmDescription: spec.description,
      threshold: spec.threshold,
      comparisonOperator: spec.comparison ?? cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: spec.evaluationPeriods ?? 1,
      datapointsToAlarm: spec.datapointsToAlarm ?? spec.evaluationPeriods ?? 1,
      treatMissingData: spec.treatMissingData ?? cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    const action = new actions.SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    return alarm;
  }
}

/** The period of every alarm and graph: fine enough to page within minutes, coarse enough to be cheap. */
export const PERIOD = Duration.minutes(5);
