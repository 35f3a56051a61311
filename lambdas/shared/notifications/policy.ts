/**
 * How hard the backend tries to tell a manager. At-least-once: a notification is retried until
 * Telegram accepts it or it has failed MAX_ATTEMPTS times (then it is parked for an operator).
 */
export const NOTIFY_POLICY = {
  maxAttempts: 10,
  /** Back-off after the n-th failure: base · 2^(n-1), capped; 30 s, 1, 2, 4, 8, 16, 30, 30, 30 minutes: about 2 h from the first failure to parking. */
  baseDelayMs: 30_000,
  maxDelayMs: 30 * 60_000,
  /** How long a claim keeps others off an item; longer than any send, so only a crash lets it lapse. */
  leaseMs: 60_000,
  /** The API functions try once right after storing, briefly, so the visitor is not kept waiting. */
  immediateSendTimeoutMs: 3_000,
  /** After Telegram refused the bot or the chat (401, 403, chat not found), nobody sends for this long; then one item tries. */
  channelDownPauseMs: 10 * 60_000,
  sweepSendTimeoutMs: 10_000,
} as const;

export function retryDelayMs(failures: number): number {
  return Math.min(NOTIFY_POLICY.baseDelayMs * 2 ** Math.max(0, failures - 1), NOTIFY_POLICY.maxDelayMs);
}
