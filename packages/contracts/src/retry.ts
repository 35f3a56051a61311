/**
 * How a browser calls `/api`: the spec's data-fetching defaults, 3 retries with an exponential delay
 * from 1 s capped at 30 s. Only failures that are safe to repeat are retried; every POST is
 * idempotent (a lead by its key, a voice contact by its conversation and phone), so repeating one
 * never stores a second item.
 */
export const RETRY_POLICY = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 } as const;

export type RetryPolicy = { readonly retries: number; readonly baseDelayMs: number; readonly maxDelayMs: number };

export function retryDelay(attempt: number, policy: RetryPolicy = RETRY_POLICY): number {
  return Math.min(policy.baseDelayMs * 2 ** attempt, policy.maxDelayMs);
}

/**
 * What the browser throws when `/api` answered with something other than success (the Lambdas' side
 * of it is `HttpError` in `lambdas/shared/http.ts`, which a handler throws to give that answer).
 */
export class ApiAnswerError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'ApiAnswerError';
  }
}

/** Allowances counted by the hour: spent, they stay spent for longer than any retry waits. */
const HOURLY_REFUSALS: readonly unknown[] = ['network_limit_reached', 'review_limit_reached'];

/**
 * Network failures, timeouts, rate limits and server errors may succeed on a second try; a
 * network's hourly allowance, spent (`network_limit_reached`, `review_limit_reached`), will not within the retries.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiAnswerError) {
    if (error.status === 429 && HOURLY_REFUSALS.includes((error.body as { error?: unknown } | null)?.error)) return false;
    return error.status === 408 || error.status === 429 || error.status >= 500;
  }
  return error instanceof TypeError;
}

export interface RetryOptions {
  readonly policy?: RetryPolicy;
  readonly sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetries<T>(attempt: () => Promise<T>, { policy = RETRY_POLICY, sleep = wait }: RetryOptions = {}): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= policy.retries || !isRetryable(error)) throw error;
      await sleep(retryDelay(retry, policy));
    }
  }
}
