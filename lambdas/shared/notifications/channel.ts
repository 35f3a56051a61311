import { SECRETS, SETTINGS } from '../../settings';
import { readSetting, telegramSettings } from '../read-settings';
import { logger } from '../powertools';
import { sendTelegramMessage, type SendResult } from '../telegram';
import { maskedText, telegramHtml, type ManagerMessage } from './messages';

/** Where manager notifications go. */
export interface NotificationChannel {
  send(message: ManagerMessage, timeoutMs: number): Promise<SendResult>;
}

/** NOTIFICATION_CHANNEL=log: the message goes to the function's log, masked, and counts as delivered. */
const logChannel: NotificationChannel = {
  send: async (message) => {
    logger.info('manager notification (NOTIFICATION_CHANNEL=log, not sent to Telegram)', { notification: maskedText(message) });
    return { ok: true };
  },
};

export async function openNotificationChannel(): Promise<NotificationChannel> {
  const channel = readSetting('notificationChannel');
  if (channel === 'log') return logChannel;
  const setting = SETTINGS.notificationChannel.name;
  if (channel !== 'telegram') throw new Error(`${setting} must be 'telegram' or 'log', not '${channel}'`);
  const telegram = await telegramSettings();
  if (!telegram) {
    const { arnEnv, localEnv } = SECRETS.telegram;
    throw new Error(`Telegram is not configured: set ${arnEnv} (or ${Object.values(localEnv).join(' and ')}), or ${setting}=log`);
  }
  return { send: (message, timeoutMs) => sendTelegramMessage(telegram, telegramHtml(message), timeoutMs) };
}
