import { LoopbackServer, sendJson } from './loopback-server';

export interface TelegramMessage {
  readonly token: string;
  readonly chat_id: string;
  readonly text: string;
  readonly parse_mode?: string;
  /** The id Telegram gave it in the chat. */
  readonly message_id: number;
  /** At `Date.now()` (the tests' clock, which may be simulated). */
  readonly at: number;
}

/** A scripted answer: an HTTP status with Telegram's error body, or a delay before succeeding. */
export type TelegramReply = { readonly status: number; readonly description?: string; readonly retryAfter?: number } | { readonly delayMs: number };

/**
 * The Telegram Bot API's `sendMessage` and `deleteMessage` on loopback. `sendMessage` answers from a
 * script (then succeeds), or with `failAll` while that is set, and records every message it accepted,
 * in order; `deleteMessage` deletes one of them, within Telegram's 48 hours.
 */
export class FakeTelegram extends LoopbackServer {
  readonly accepted: TelegramMessage[] = [];
  /** The ids of the accepted messages deleted since. */
  readonly deleted: number[] = [];
  /** Every sendMessage request, accepted or not. */
  requests = 0;
  /** While set, every sendMessage gets this answer, as during an outage. */
  failAll: { readonly status: number; readonly description?: string } | undefined;
  #script: TelegramReply[] = [];
  #nextMessageId = 1;

  constructor() {
    super(async (req, body, res) => {
      const match = /^\/bot([^/]+)\/(sendMessage|deleteMessage)$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return sendJson(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
      if (match[2] === 'deleteMessage') return this.#delete(JSON.parse(body) as { chat_id: string; message_id: number }, res);
      this.requests += 1;
      const reply = this.#script.shift() ?? this.failAll;
      if (reply && 'status' in reply) {
        const parameters = 'retryAfter' in reply && reply.retryAfter !== undefined ? { retry_after: reply.retryAfter } : undefined;
        return sendJson(res, reply.status, { ok: false, error_code: reply.status, description: reply.description ?? 'scripted failure', parameters });
      }
      if (reply) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      const message = JSON.parse(body) as Omit<TelegramMessage, 'token' | 'message_id' | 'at'>;
      const messageId = this.#nextMessageId++;
      this.accepted.push({ token: decodeURIComponent(match[1] ?? ''), ...message, message_id: messageId, at: Date.now() });
      sendJson(res, 200, { ok: true, result: { message_id: messageId, chat: { id: message.chat_id }, text: message.text } });
    });
  }

  #delete(request: { chat_id: string; message_id: number }, res: Parameters<typeof sendJson>[0]): void {
    const message = this.accepted.find((candidate) => candidate.message_id === request.message_id && String(candidate.chat_id) === String(request.chat_id));
    if (!message || this.deleted.includes(request.message_id)) {
      return sendJson(res, 400, { ok: false, error_code: 400, description: 'Bad Request: message to delete not found' });
    }
    if (Date.now() - message.at > 48 * 60 * 60_000)
      return sendJson(res, 400, { ok: false, error_code: 400, description: "Bad Request: message can't be deleted" });
    this.deleted.push(request.message_id);
    sendJson(res, 200, { ok: true, result: true });
  }

  /** The accepted messages not deleted since. */
  get inChat(): TelegramMessage[] {
    return this.accepted.filter((message) => !this.deleted.includes(message.message_id));
  }

  /** The next requests get these answers, one each. */
  script(...replies: TelegramReply[]): void {
    this.#script.push(...replies);
  }

  /** Forgets messages, counts, any unused script and the outage. */
  reset(): void {
    this.accepted.length = 0;
    this.deleted.length = 0;
    this.requests = 0;
    this.failAll = undefined;
    this.#script = [];
    this.#nextMessageId = 1;
  }
}
