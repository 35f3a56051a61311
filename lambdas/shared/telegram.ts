import type { TelegramSettings } from './read-settings';

/**
 * What a send attempt came to, in terms the outbox acts on. Only `rejected` is the message's own
 * fault; every other failure is the channel's, and costs the message no attempt.
 */
export type SendResult =
  | {
      readonly ok: true;
      /** Telegram's id of the message in the managers' chat, kept so that an erasure can delete it. */
      readonly messageId?: number;
    }
  | {
      readonly ok: false;
      /**
       * - `rejected`: Telegram cannot take this message (a 4xx of its own): sending it again cannot help.
       * - `rate_limited`: a 429; `retryAfterMs` is its `retry_after`.
       * - `refused`: the bot or the chat is refused (bad token, bot blocked or removed, chat not found).
       * - `unavailable`: Telegram failed or did not answer (5xx, a timeout, unreachable, an answer that is no answer).
       */
      readonly failure: 'rejected' | 'rate_limited' | 'refused' | 'unavailable';
      readonly retryAfterMs?: number;
      /** Telegram may have taken the message though no answer came (the wait ran out): a manager may already have it. */
      readonly maybeDelivered?: true;
      /** For the log and the item; never contains the token. */
      readonly reason: string;
    };

/** The URL of a Bot API method; it carries the bot token, so it is never logged or put into a reason. */
function methodUrl(settings: TelegramSettings, method: string): string {
  return `${settings.apiUrl.replace(/\/+$/, '')}/bot${settings.botToken}/${method}`;
}

type Answer = { readonly status: number; readonly body: TelegramAnswer | null } | { readonly error: string; readonly timedOut?: true };

async function callTelegram(settings: TelegramSettings, method: string, payload: unknown, timeoutMs: number): Promise<Answer> {
  try {
    const response = await fetch(methodUrl(settings, method), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as TelegramAnswer | null };
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return name === 'TimeoutError' ? { error: 'telegram timed out', timedOut: true } : { error: `telegram unreachable (${name})` };
  }
}

/** `sendMessage` to the managers' chat, HTML formatted. */
export async function sendTelegramMessage(settings: TelegramSettings, html: string, timeoutMs: number): Promise<SendResult> {
  const answer = await callTelegram(
    settings,
    'sendMessage',
    { chat_id: settings.chatId, text: html, parse_mode: 'HTML', link_preview_options: { is_disabled: true } },
    timeoutMs,
  );
  if ('error' in answer) return { ok: false, failure: 'unavailable', reason: answer.error, ...(answer.timedOut ? { maybeDelivered: true } : {}) };
  const { status, body } = answer;
  if (status >= 200 && status < 300 && body?.ok)
    return { ok: true, messageId: typeof body.result?.message_id === 'number' ? body.result.message_id : undefined };
  const reason = `telegram ${status}: ${body?.description ?? 'no description'}`;
  if (status === 429) {
    const seconds = body?.parameters?.retry_after;
    return typeof seconds === 'number'
      ? { ok: false, failure: 'rate_limited', retryAfterMs: seconds * 1000, reason }
      : { ok: false, failure: 'unavailable', reason };
  }
  if (status === 401 || status === 403 || /chat not found/i.test(body?.description ?? '')) return { ok: false, failure: 'refused', reason };
  // Other 4xx (a message Telegram cannot take) stay wrong however often it is sent; anything else is Telegram's trouble.
  return { ok: false, failure: status >= 400 && status < 500 ? 'rejected' : 'unavailable', reason };
}

/**
 * `deleteMessage` in the managers' chat: true once Telegram deleted it (or it was gone already),
 * else Telegram's reason. The Bot API lets a bot delete its own messages for 48 hours, and any
 * message in a group where it is an administrator with the right to delete.
 */
export async function deleteTelegramMessage(settings: TelegramSettings, messageId: number, timeoutMs: number): Promise<true | string> {
  const answer = await callTelegram(settings, 'deleteMessage', { chat_id: settings.chatId, message_id: messageId }, timeoutMs);
  if ('error' in answer) return answer.error;
  if (answer.status >= 200 && answer.status < 300 && answer.body?.ok) return true;
  const description = answer.body?.description ?? 'no description';
  if (/message to delete not found/i.test(description)) return true;
  return `telegram ${answer.status}: ${description}`;
}

interface TelegramAnswer {
  ok?: boolean;
  description?: string;
  result?: { message_id?: number };
  parameters?: { retry_after?: number };
}
