import * as logs from 'aws-cdk-lib/aws-logs';
import { DATA_POLICY, type RetentionStore } from '@site/model';

const LOG_RETENTIONS = new Set<number>(Object.values(logs.RetentionDays).filter((value): value is number => typeof value === 'number'));

/**
 * A log group's retention: the data policy's figure for that store, which the privacy and trust
 * pages print. CloudWatch takes only some lengths; another figure fails the synth, not the deploy.
 */
export function logRetention(store: RetentionStore): logs.RetentionDays {
  const days = DATA_POLICY.retentionDays[store];
  if (!LOG_RETENTIONS.has(days)) throw new Error(`CloudWatch Logs cannot keep a log group ${days} days (DATA_POLICY.retentionDays.${store}).`);
  return days as logs.RetentionDays;
}
