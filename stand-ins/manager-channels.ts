import { TOPICS } from '@site/lambdas/settings';
import { FakeSns } from './fake-sns';
import { FakeTelegram } from './fake-telegram';

/** The topic of the e-mail digest in the tests. */
export const DIGEST_TOPIC_ARN = 'arn:aws:sns:eu-central-1:000000000000:site-ManagerDigestTopic';

export interface ManagerChannels {
  readonly telegram: FakeTelegram;
  /** The operators' mailbox, as the digest's topic delivers to it. */
  readonly sns: FakeSns;
  stop(): Promise<void>;
}

/** Both ways to the managers on loopback, Telegram and the e-mail digest, wired into this process's env. */
export async function startManagerChannels(): Promise<ManagerChannels> {
  const telegram = await new FakeTelegram().start();
  const sns = await new FakeSns().start();
  Object.assign(process.env, {
    TELEGRAM_API_URL: telegram.url,
    TELEGRAM_BOT_TOKEN: '1:t',
    TELEGRAM_CHAT_ID: '-100',
    [TOPICS.managerDigest.arnEnv]: DIGEST_TOPIC_ARN,
    AWS_ENDPOINT_URL_SNS: sns.url,
  });
  return {
    telegram,
    sns,
    stop: async () => {
      delete process.env[TOPICS.managerDigest.arnEnv];
      delete process.env.AWS_ENDPOINT_URL_SNS;
      await Promise.all([telegram.stop(), sns.stop()]);
    },
  };
}
