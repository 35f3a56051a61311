import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AlarmTopic } from '../constructs/alarm-topic';
import { cloudFrontMetric } from '../site-metrics';

export interface EdgeMonitoringStackProps extends StackProps {
  readonly alarmEmail: string;
  /** From the edge stack, through CDK's cross-region references. */
  readonly distributionId: string;
}

/**
 * CloudFront's alarms. Its metrics exist only in us-east-1 and an alarm can only watch metrics of
 * its own region, so this small stack lives there, with its own topic to the same e-mail.
 */
export class EdgeMonitoringStack extends Stack {
  readonly alarmTopic: AlarmTopic;

  constructor(scope: Construct, id: string, props: EdgeMonitoringStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    if (props.env?.region !== 'us-east-1') throw new Error('CloudFront alarms must be deployed to us-east-1.');
    this.alarmTopic = new AlarmTopic(this, 'AlarmTopic', { email: props.alarmEmail });
    this.alarmTopic.alarm(this, 'EdgeServerErrors', {
      metric: cloudFrontMetric(props.distributionId, '5xxErrorRate'),
      description: 'Over 1% of requests at the edge got a 5xx for 15 minutes: a bucket, the API or CloudFront is failing.',
      threshold: 1,
      evaluationPeriods: 3,
    });
  }
}
