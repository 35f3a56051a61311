import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { TOPICS } from '../../settings';
import { logger } from '../powertools';
import { maskedText, plainText, type ManagerMessage } from './messages';

/** Where the e-mail digest goes: an SNS topic whose one subscriber is the operators' address, or the log. */
export interface DigestChannel {
  /** One notification as this channel shows it; throws when the item cannot be read into one. */
  render(message: ManagerMessage): string;
  /** Hands over the digest of these rendered notifications; throws when it could not. */
  send(notifications: readonly string[]): Promise<void>;
}

/** SNS e-mail subjects are one line of under 100 characters; this one names no person. */
function subject(count: number): string {
  return `Telegram не доставил заявки вовремя (${count}): пересылаем письмом`;
}

function body(notifications: readonly string[]): string {
  const intro = 'Telegram не смог вовремя доставить эти уведомления, поэтому они пришли письмом. Когда он заработает, каждое придёт и туда.';
  return [intro, ...notifications].join('\n\n');
}

let cached: { endpoint: string | undefined; client: SNSClient } | undefined;

/** One client per container, like the DynamoDB one; it follows `AWS_ENDPOINT_URL_SNS`. */
function snsClient(): SNSClient {
  const endpoint = process.env.AWS_ENDPOINT_URL_SNS;
  if (cached && cached.endpoint === endpoint) return cached.client;
  // Fails fast, in one attempt, so one e-mail fits DIGEST_POLICY.digestBudgetMs; a failed digest is tried again next run.
  const client = new SNSClient({ maxAttempts: 1, requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 } });
  cached = { endpoint, client };
  return client;
}

export async function openDigestChannel(): Promise<DigestChannel> {
  const topicArn = process.env[TOPICS.managerDigest.arnEnv]?.trim();
  if (!topicArn) {
    // The twin without a topic: the digest is written to the log, masked, like Telegram without a bot.
    return {
      render: maskedText,
      send: async (notifications) => {
        logger.info('manager digest (MANAGER_DIGEST_TOPIC_ARN not set, not e-mailed)', { subject: subject(notifications.length), digest: body(notifications) });
      },
    };
  }
  return {
    render: plainText,
    send: async (notifications) => {
      await snsClient().send(new PublishCommand({ TopicArn: topicArn, Subject: subject(notifications.length), Message: body(notifications) }));
    },
  };
}
