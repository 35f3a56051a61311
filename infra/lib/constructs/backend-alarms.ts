import { Duration } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { businessMetric } from '../site-metrics';
import { PERIOD, type AlarmSpec, type AlarmTopic } from './alarm-topic';

export interface BackendAlarmsProps {
  readonly topic: AlarmTopic;
  readonly api: apigateway.RestApi;
  /** Every function by its name in `lambdas/functions.ts`. */
  readonly functions: ReadonlyMap<string, lambda.IFunction>;
  /** The functions that must run on their schedule (the notification sweeper). */
  readonly scheduled: ReadonlyArray<{ readonly name: string; readonly rateMinutes: number }>;
}

/**
 * The backend's alarms: server errors and slowness of the API, errors and throttles of every
 * function, the notification path — a parked notification (a manager missed a lead), repeated
 * delivery failures (the outbox backlog is growing), a refused bot or chat and a sweeper that
 * stopped running — and voice tokens, each a billable conversation, requested in a flood or capped.
 */
export class BackendAlarms extends Construct {
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: BackendAlarmsProps) {
    super(scope, id);
    const add = (alarmId: string, spec: AlarmSpec) => this.alarms.push(props.topic.alarm(this, alarmId, spec));

    add('ApiServerErrors', {
      metric: props.api.metricServerError({ period: PERIOD, statistic: cloudwatch.Stats.SUM }),
      description: 'The API answered 5xx: a function crashed or timed out, or API Gateway failed.',
      threshold: 1,
    });
    add('ApiLatency', {
      metric: props.api.metricLatency({ period: PERIOD, statistic: cloudwatch.Stats.percentile(99) }),
      description: 'API p99 latency above 5 s for 15 minutes: visitors wait on forms and the voice widget.',
      threshold: 5000,
      evaluationPeriods: 3,
    });

    for (const [name, fn] of props.functions) {
      add(`${name}-errors`, {
        metric: fn.metricErrors({ period: PERIOD, statistic: cloudwatch.Stats.SUM }),
        description: `${name} threw or timed out.`,
        threshold: 1,
      });
      add(`${name}-throttles`, {
        metric: fn.metricThrottles({ period: PERIOD, statistic: cloudwatch.Stats.SUM }),
        description: `${name} was throttled: account concurrency is exhausted.`,
        threshold: 1,
      });
    }

    add('NotificationsParked', {
      metric: businessMetric('notificationsParked'),
      description: 'A manager notification failed every attempt and was parked: someone must follow the lead up by hand.',
      threshold: 1,
    });
    add('NotificationsBacklog', {
      metric: businessMetric('notificationsPending', cloudwatch.Stats.MAXIMUM),
      description: 'Manager notifications have been piling up for 15 minutes: Telegram is down, rate-limiting or misconfigured.',
      threshold: 5,
      evaluationPeriods: 3,
    });
    add('NotificationsFailing', {
      metric: businessMetric('notificationsFailed'),
      description: 'Telegram deliveries keep failing for 15 minutes: the notification backlog grows until Telegram recovers.',
      threshold: 3,
      evaluationPeriods: 3,
    });
    add('NotificationChannelDown', {
      metric: businessMetric('notificationChannelDown'),
      description: 'Telegram refuses the bot or the chat (401, 403, chat not found): no manager is told of anything until the bot or TELEGRAM secret is fixed.',
      threshold: 1,
    });
    add('TokenRequestsHigh', {
      metric: businessMetric('tokenRequests'),
      description: 'More than 100 voice token requests in 5 minutes: a flood is spending ElevenLabs credits or is about to hit the daily cap.',
      threshold: 100,
    });
    add('TokenCapReached', {
      metric: businessMetric('tokenCapReached'),
      description: 'The daily cap of voice tokens (VOICE_TOKENS_PER_DAY) is reached: visitors get no voice assistant until midnight UTC.',
      threshold: 1,
    });
    for (const { name, rateMinutes } of props.scheduled) {
      const fn = props.functions.get(name);
      if (!fn) throw new Error(`Scheduled function ${name} has no function to watch.`);
      add(`${name}-stopped`, {
        metric: fn.metricInvocations({ period: Duration.minutes(Math.max(5, rateMinutes * 3)), statistic: cloudwatch.Stats.SUM }),
        description: `${name} has not run for three of its periods: due notifications are not being sent.`,
        threshold: 1,
        comparison: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
        // No data here means no invocations, which is exactly the failure.
        treatMissingData: cloudwatch.TreatMissingData.BREACHING,
      });
    }
  }
}
