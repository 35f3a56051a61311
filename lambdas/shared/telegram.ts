import type { TelegramSettings } from './config';

/** What a send attempt came to, in terms the outbox acts on. */
export type SendResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** False when sending again cannot help (a bad chat id, a blocked bot). */
      readonly retryable: boolean;
      /** Telegram's `retry_after`, in milliseconds, when it rate-limited us: the chat's limit, not the item's fault. */
      readonly retryAfterMs?: number;
      /** The bot or the chat is refused (bad token, bot blocked or removed, chat not found): no message can get through. */
      readonly channelDown?: boolean;
      /** For the log and the item; never contains the token. */
      readonly reason: string;
    };

/**
 * `sendMessage` to the managers' chat, HTML formatted. The request URL carries the bot token, so
 * it is never logged or put into a reason.
 */
export async function sendTelegramMessage(settings: TelegramSettings, html: string, timeoutMs: number): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl.replace(/\/+$/, '')}/bot${settings.botToken}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        chat_id: settings.chatId,
        text: html,
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return { ok: false, retryable: true, reason: name === 'TimeoutError' ? 'telegram timed out' : `telegram unreachable (${name})` };
  }
  const answer = (await response.json().catch(() => null)) as TelegramAnswer | null;
  if (response.ok && answer?.ok) return { ok: true };
  const reason = `telegram ${response.status}: ${answer?.description ?? 'no description'}`;
  if (response.status === 429) {
    const seconds = answer?.parameters?.retry_after;
    return { ok: false, retryable: true, retryAfterMs: typeof seconds === 'number' ? seconds * 1000 : undefined, reason };
  }
  if (response.status === 401 || response.status === 403 || /chat not found/i.test(answer?.description ?? '')) {
    return { ok: false, retryable: true, channelDown: true, reason };
  }
  // Other 4xx (a message Telegram cannot take) stay wrong however often it is sent.
  return { ok: false, retryable: response.status >= 500 || response.ok, reason };
}

interface TelegramAnswer {
  ok?: boolean;
  description?: string;
  parameters?: { retry_after?: number };
}
