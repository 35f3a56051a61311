import { Duration } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { PhoneCallRefusal } from '@site/contracts';
import { typedChatsFor } from '@site/model';
import { CALLS_WITHOUT_WEBHOOK_WINDOW_MINUTES, PHONE_CALL_BUDGET_ALARM_PERCENT } from '@site/lambdas/metrics';
import { businessMetric, phoneCallRefusals, throttledRequests } from '../site-metrics';
import { PERIOD, type AlarmSpec, type AlarmTopic } from './alarm-topic';

export interface BackendAlarmsProps {
  readonly topic: AlarmTopic;
  readonly api: apigateway.RestApi;
  /** Every function by its name in `lambdas/functions.ts`. */
  readonly functions: ReadonlyMap<string, lambda.IFunction>;
  /** The functions that must run on their schedule (the notification sweeper). */
  readonly scheduled: ReadonlyArray<{ readonly name: string; readonly rateMinutes: number }>;
  /** The conversations one client network is signed in a day: a count of calls above it is more than one stranger's. */
  readonly conversationsPerNetworkPerDay: number;
}

/**
 * The hours (UTC, Monday to Friday) in which leads are expected: 07:00 to 15:00 UTC is 09:00 to
 * 17:00 in Kyiv in winter. A whole such day without a lead raises `LeadsQuiet`.
 */
export const WORKING_DAY_UTC = { fromHour: 7, toHour: 15 } as const;

/** Below this many requests in five minutes, a rate of refusals says nothing. */
const MIN_REQUESTS_FOR_A_RATE = 20;

/**
 * The backend's alarms: server errors, refusals, throttling and slowness of the API, errors and
 * throttles of every function, the notification path — parked notifications (a manager missed a
 * lead; on until every one is replayed), repeated delivery failures (the backlog is growing), a
 * refused bot or chat, a notification delivered twice and a sweeper that stopped running — leads
 * that stop coming for a working day, bots in the forms, and voice tokens, each a billable
 * conversation, requested in a flood or capped; records an erasure would not find; and conversations
 * whose post-call webhook never came, with or without refused signatures (never refusals alone).
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
    const requests = props.api.metricCount({ period: PERIOD, statistic: cloudwatch.Stats.SUM });
    const rateOf = (label: string, refusals: cloudwatch.IMetric) =>
      new cloudwatch.MathExpression({
        expression: `IF(requests >= ${MIN_REQUESTS_FOR_A_RATE}, 100 * refusals / requests, 0)`,
        usingMetrics: { requests, refusals },
        label,
        period: PERIOD,
      });
    add('ApiClientErrorRate', {
      metric: rateOf('API 4xx (% of requests)', props.api.metricClientError({ period: PERIOD, statistic: cloudwatch.Stats.SUM })),
      description: 'Over a quarter of API requests refused (4xx) for 15 minutes: a broken form or client release, or a bot probing the API.',
      threshold: 25,
      evaluationPeriods: 3,
    });
    add('ApiThrottledRate', {
      metric: rateOf('API 429 (% of requests)', throttledRequests()),
      description: 'Over 5% of API requests throttled (429) in 5 minutes: a flood, or limits too tight for real traffic.',
      threshold: 5,
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

    add('MeetingsFailing', {
      metric: businessMetric('meetingsFailed'),
      description: 'A booking, move or cancellation failed with our error: the visitor was told to try again or write, and nothing was stored or changed.',
      threshold: 1,
    });
    add('CalendarUnanswered', {
      metric: businessMetric('calendarUnanswered'),
      description:
        "A manager's calendar (Google Calendar API or CalDAV) has not answered for 15 minutes: their times are left out, and booked meetings wait to be written into it.",
      threshold: 3,
      evaluationPeriods: 3,
    });
    add('MeetingWorkOverdue', {
      metric: businessMetric('meetingWorkOverdue', cloudwatch.Stats.MAXIMUM),
      description: "A meeting's calendar write or e-mail is still not done an hour after it was booked, moved or cancelled: the calendar or SES keeps failing.",
      threshold: 1,
      treatMissingData: cloudwatch.TreatMissingData.IGNORE,
    });
    add('MeetingMailBounces', {
      metric: new cloudwatch.Metric({ namespace: 'AWS/SES', metricName: 'Reputation.BounceRate', period: HOUR, statistic: cloudwatch.Stats.MAXIMUM }),
      description:
        'Over 5% of the e-mail SES sent bounced: visitors mistype their address, or something mails bad addresses; SES reviews the account at 5% and may pause sending at 10%.',
      threshold: 0.05,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    add('MeetingMailComplaints', {
      metric: new cloudwatch.Metric({ namespace: 'AWS/SES', metricName: 'Reputation.ComplaintRate', period: HOUR, statistic: cloudwatch.Stats.MAXIMUM }),
      description:
        'Over 0.1% of the e-mail SES sent was marked as spam: a stranger books meetings for addresses that are not theirs; SES may pause sending at 0.5%.',
      threshold: 0.001,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    add('NotificationsParked', {
      metric: businessMetric('notificationsParkedWaiting', cloudwatch.Stats.MAXIMUM),
      description: 'Manager notifications are parked (failed every attempt) and not replayed: fix the cause, then `npm run notifications -- replay`.',
      threshold: 1,
      // The sweeper reports the count every minute; without a report the state stands (its own alarm says it stopped).
      treatMissingData: cloudwatch.TreatMissingData.IGNORE,
    });
    add('NotificationsDuplicated', {
      metric: businessMetric('notificationsDuplicated'),
      description: 'A manager got a notification twice: a sender lost track of a delivery (a timeout or crash after Telegram accepted it).',
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
    add('VoiceContactsUnsaid', {
      metric: businessMetric('voiceCallsWithUnsaidContact').with({ period: Duration.days(1) }),
      description:
        "Voice contacts were held, never sent, in more calls in a day than one client network is signed: the agent passed save_contact a phone the caller never said in the call (a prompt or transcription that makes up or garbles numbers). One stranger can talk the agent into it only in their own network's calls, fewer than this (typed chats are counted apart, TypedChatsUnsaid); a phone posted that the call's record does not show is only counted (VoiceContactsRefused).",
      threshold: props.conversationsPerNetworkPerDay + 1,
    });
    add('TypedChatsUnsaid', {
      metric: businessMetric('typedChatsWithUnsaidContact').with({ period: Duration.days(1) }),
      description:
        "Contacts were held, never sent, in more typed chats in a day than one client network is signed (19 times its calls): the agent passed save_contact a phone the visitor never typed (a prompt that makes up numbers). One stranger can talk the agent into it only in their own network's typed chats, fewer than this.",
      threshold: typedChatsFor(props.conversationsPerNetworkPerDay) + 1,
    });
    add('VoiceCallsWithoutWebhook', {
      metric: businessMetric('voiceCallsWithoutWebhook', cloudwatch.Stats.MAXIMUM),
      description:
        "Conversations of the site's agent ended over 30 minutes ago without their post-call webhook being recorded: the webhook is refused, disabled by ElevenLabs or lost on the way, so no conversation is recorded and contacts wait for the sweeper's lookup.",
      threshold: 1,
      // The sweeper reports the count every minute; without a report the state stands (its own alarm says it stopped).
      treatMissingData: cloudwatch.TreatMissingData.IGNORE,
    });
    add('VoiceContactsUntold', {
      metric: businessMetric('voiceContactsUntold', cloudwatch.Stats.MAXIMUM),
      description:
        "A contact the agent took (in its call's record) was told to no manager, by Telegram or the e-mail digest, 15 minutes after the record was kept: a caller waits for a call-back nobody knows of.",
      threshold: 1,
      // The sweeper reports it every minute; without a report the state stands (its own alarm says it stopped).
      treatMissingData: cloudwatch.TreatMissingData.IGNORE,
    });
    add('VoiceEvaluationFailed', {
      metric: businessMetric('voiceEvaluationFailures'),
      description:
        "A recorded conversation of the site's agent failed one of its evaluation criteria (a contact not taken, an invented price, medical or legal advice, an instruction typed in the chat obeyed): the agent said what it must not, to a real visitor.",
      threshold: 1,
    });
    add('WebhookSignatureFailures', {
      metric: refusedWhileWebhooksAreMissing(),
      description:
        "Post-call webhooks were refused for their signature while conversations ended without their webhook: the secret in Secrets Manager no longer matches ElevenLabs' webhook. Refusals alone (anybody's forged POST) raise nothing.",
      threshold: 1,
    });
    add('PersonalDataUnindexed', {
      metric: businessMetric('personalDataUnindexed'),
      description:
        'A lead or voice contact was stored without its personal-data index entries: an erasure request would not find it until `npm run personal-data -- reindex --aws`.',
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
    add('HoneypotHits', {
      metric: businessMetric('honeypotHits'),
      description: 'More than 20 form posts in 5 minutes filled the hidden honeypot field: a bot is submitting the forms.',
      threshold: 20,
    });
    add('PhoneCallBudget', {
      metric: businessMetric('phoneCallBudgetUsedPercent', cloudwatch.Stats.MAXIMUM),
      description: `Calls placed today reserved ${PHONE_CALL_BUDGET_ALARM_PERCENT} % or more of the day's call minutes (PHONE_CALL_MINUTES_PER_DAY): at 100 % no call is placed until midnight UTC.`,
      threshold: PHONE_CALL_BUDGET_ALARM_PERCENT,
      comparison: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
    add('PhoneCallsFailed', {
      metric: businessMetric('phoneCallsFailed'),
      description:
        "ElevenLabs did not place a call a visitor asked for (it refused, failed or could not be reached), or a call booked for the callee's morning could not be placed.",
      threshold: 1,
    });
    for (const [reason, alarm] of Object.entries(PHONE_CALL_REFUSAL_ALARMS)) {
      add(`PhoneCallsRefused-${reason.replaceAll('_', '-')}`, {
        metric: phoneCallRefusals(reason),
        description: alarm.description,
        threshold: alarm.threshold,
      });
    }
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
    const [sweeper] = props.scheduled;
    const sweeperFn = sweeper && props.functions.get(sweeper.name);
    if (sweeperFn) add('LeadsQuiet', { metric: leadsInWorkingHours(sweeperFn), ...LEADS_QUIET });
  }
}

/**
 * Refusals of "Have Lumi call me" alarmed by reason, in 5 minutes: the shapes of toll fraud (far
 * countries, premium ranges, one number again and again, one network) from a few tries up, and the
 * site's own limits from the first visitor they turn away. Night is no alarm: it offers the morning.
 */
export const PHONE_CALL_REFUSAL_ALARMS: Readonly<Partial<Record<PhoneCallRefusal, { threshold: number; description: string }>>> = {
  country_not_served: {
    threshold: 5,
    description:
      "Five or more calls to countries outside the site's markets were asked for in 5 minutes: a bot probing for international revenue-share destinations.",
  },
  number_type_not_called: {
    threshold: 5,
    description:
      'Five or more calls to premium-rate, shared-cost, personal, VoIP or other ranges nobody answers in person were asked for in 5 minutes: toll fraud being tried.',
  },
  number_called_today: {
    threshold: 5,
    description:
      'Five or more calls were asked for numbers already called today, in 5 minutes: somebody is trying to make Lumi ring one number again and again.',
  },
  number_not_called: {
    threshold: 5,
    description:
      'Five or more calls were asked for numbers on the do-not-call list in 5 minutes: somebody keeps trying to have Lumi ring people who asked not to be called.',
  },
  network_calls_spent: {
    threshold: 5,
    description: "Five or more call requests from networks that used up their hour's calls, in 5 minutes: one network is flooding the call form.",
  },
  network_day_spent: {
    threshold: 5,
    description:
      "Five or more call requests from /16s, /48s or providers that used up their share of the day's calls, in 5 minutes: one holder of many networks is trying to spend the day.",
  },
  morning_calls_booked: {
    threshold: 1,
    description: "A morning hour's bookings are full (half of PHONE_CALLS_PER_HOUR): visitors asking at night are turned away for that hour.",
  },
  site_calls_spent: {
    threshold: 1,
    description: "The site's calls for the hour (PHONE_CALLS_PER_HOUR) are taken: visitors are turned away until the next hour.",
  },
  daily_budget_spent: { threshold: 1, description: "The day's call minutes (PHONE_CALL_MINUTES_PER_DAY) are spent: no call is placed until midnight UTC." },
  calls_not_configured: {
    threshold: 1,
    description:
      'A visitor asked for a call while no phone number is assigned to the agent (ELEVENLABS_PHONE_NUMBER_ID): the site shows a call it cannot place.',
  },
};

const HOUR = Duration.hours(1);
const WORKING_HOURS = WORKING_DAY_UTC.toHour - WORKING_DAY_UTC.fromHour;

const LEADS_QUIET = {
  description: `No lead in a whole working day (${WORKING_DAY_UTC.fromHour}:00 to ${WORKING_DAY_UTC.toHour}:00 UTC, Monday to Friday): a form, the API or the site may be broken for visitors.`,
  threshold: 1,
  comparison: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
  evaluationPeriods: WORKING_HOURS,
  // An hour without any lead is just what this alarm counts.
  treatMissingData: cloudwatch.TreatMissingData.BREACHING,
} as const;

/**
 * Leads per hour in working hours, and 1 outside them, so that only a working day's hours can
 * breach together. The hours come from the sweeper's runs, which exist every hour, since an hour
 * without leads has no datapoint to take them from.
 */
function leadsInWorkingHours(sweeper: lambda.IFunction): cloudwatch.MathExpression {
  const { fromHour, toHour } = WORKING_DAY_UTC;
  return new cloudwatch.MathExpression({
    expression: `IF(DAY(runs) <= 5 AND HOUR(runs) >= ${fromHour} AND HOUR(runs) < ${toHour}, FILL(leads, 0), 1)`,
    usingMetrics: {
      runs: sweeper.metricInvocations({ period: HOUR, statistic: cloudwatch.Stats.SUM }),
      leads: businessMetric('leadsCreated').with({ period: HOUR }),
    },
    label: 'Leads per working hour',
    period: HOUR,
  });
}

/**
 * The window over which a refused signature and a conversation without its webhook are judged
 * together: a refused webhook's conversation is counted missing from 30 minutes after it ended until
 * 3 hours after it started, so both land in one such window unless the refusal came in its last
 * half hour, and a secret that no longer matches refuses the next call's webhook too.
 */
const WEBHOOK_WINDOW = Duration.minutes(CALLS_WITHOUT_WEBHOOK_WINDOW_MINUTES.lookBack);

/**
 * 1 when post-call webhooks were refused for their signature and conversations ended without their
 * webhook in the same window, else 0. A refusal alone is what any stranger's forged POST makes; a
 * conversation of the site's agent that ended without its webhook only ElevenLabs can make, so the
 * two together say the secret no longer matches the webhook, which no stranger can raise alone.
 */
function refusedWhileWebhooksAreMissing(): cloudwatch.MathExpression {
  return new cloudwatch.MathExpression({
    expression: 'IF(FILL(refused, 0) >= 1 AND FILL(missing, 0) >= 1, 1, 0)',
    usingMetrics: {
      refused: businessMetric('webhookSignatureFailures').with({ period: WEBHOOK_WINDOW }),
      missing: businessMetric('voiceCallsWithoutWebhook', cloudwatch.Stats.MAXIMUM).with({ period: WEBHOOK_WINDOW }),
    },
    label: 'Signatures refused while conversations miss their webhook',
    period: WEBHOOK_WINDOW,
  });
}
