import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AlarmTopic } from '../constructs/alarm-topic';
import { cloudFrontMetric, webAclMetric } from '../site-metrics';

/** Blocked requests in five minutes, three times running, that are more than bots bouncing off. */
export const WAF_BLOCKS_PER_FIVE_MINUTES = 100;

export interface EdgeMonitoringStackProps extends StackProps {
  readonly alarmEmail: string;
  /** Every alarm is named `<prefix>-<id>`. */
  readonly alarmNamePrefix: string;
  /** From the edge stack, through CDK's cross-region references. */
  readonly distributionId: string;
  readonly webAclName: string;
}

/**
 * CloudFront's and its web ACL's alarms. Their metrics exist only in us-east-1 and an alarm can only watch metrics of
 * its own region, so this small stack lives there, with its own topic to the same e-mail.
 */
export class EdgeMonitoringStack extends Stack {
  readonly alarmTopic: AlarmTopic;

  constructor(scope: Construct, id: string, props: EdgeMonitoringStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    if (props.env?.region !== 'us-east-1') throw new Error('CloudFront alarms must be deployed to us-east-1.');
    this.alarmTopic = new AlarmTopic(this, 'AlarmTopic', { email: props.alarmEmail, alarmNamePrefix: props.alarmNamePrefix });
    this.alarmTopic.alarm(this, 'EdgeServerErrors', {
      metric: cloudFrontMetric(props.distributionId, '5xxErrorRate'),
      description: 'Over 1% of requests at the edge got a 5xx for 15 minutes: a bucket, the API or CloudFront is failing.',
      threshold: 1,
      evaluationPeriods: 3,
    });
    this.alarmTopic.alarm(this, 'WafBlockedRequests', {
      metric: webAclMetric(props.webAclName, 'BlockedRequests'),
      description: `The WAF blocked ${WAF_BLOCKS_PER_FIVE_MINUTES} or more requests in each of 15 minutes' 5-minute periods: an attack or a flood, or a rule that blocks real visitors.`,
      threshold: WAF_BLOCKS_PER_FIVE_MINUTES,
      evaluationPeriods: 3,
    });
  }
}
