import { LoopbackServer, sendJson } from './loopback-server';

export interface TelegramMessage {
  readonly token: string;
  readonly chat_id: string;
  readonly text: string;
  readonly parse_mode?: string;
}

/** A scripted answer: an HTTP status with Telegram's error body, or a delay before succeeding. */
export type TelegramReply = { readonly status: number; readonly description?: string; readonly retryAfter?: number } | { readonly delayMs: number };

/**
 * The Telegram Bot API's `sendMessage` on loopback. It answers from a script (then succeeds),
 * and records every message it accepted, in order.
 */
export class FakeTelegram extends LoopbackServer {
  readonly accepted: TelegramMessage[] = [];
  /** Every request, accepted or not. */
  requests = 0;
  #script: TelegramReply[] = [];

  constructor() {
    super(async (req, body, res) => {
      this.requests += 1;
      const match = /^\/bot([^/]+)\/sendMessage$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return sendJson(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
      const reply = this.#script.shift();
      if (reply && 'status' in reply) {
        const parameters = reply.retryAfter === undefined ? undefined : { retry_after: reply.retryAfter };
        return sendJson(res, reply.status, { ok: false, error_code: reply.status, description: reply.description ?? 'scripted failure', parameters });
      }
      if (reply) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      const message = JSON.parse(body) as Omit<TelegramMessage, 'token'>;
      this.accepted.push({ token: decodeURIComponent(match[1] ?? ''), ...message });
      sendJson(res, 200, { ok: true, result: { message_id: this.accepted.length, chat: { id: message.chat_id }, text: message.text } });
    });
  }

  /** The next requests get these answers, one each. */
  script(...replies: TelegramReply[]): void {
    this.#script.push(...replies);
  }

  /** Forgets messages, counts and any unused script. */
  reset(): void {
    this.accepted.length = 0;
    this.requests = 0;
    this.#script = [];
  }
}
