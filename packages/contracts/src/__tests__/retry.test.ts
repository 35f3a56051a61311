import { describe, expect, it, vi } from 'vitest';
import { ApiAnswerError, RETRY_POLICY, isRetryable, retryDelay, withRetries } from '../retry';

describe('the retry policy', () => {
  it('waits 1 s, 2 s, 4 s … and never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(RETRY_POLICY.retries).toBe(3);
  });

  it.each([
    [new TypeError('Failed to fetch'), true],
    [new ApiAnswerError(500, null), true],
    [new ApiAnswerError(503, null), true],
    [new ApiAnswerError(429, null), true],
    [new ApiAnswerError(429, { error: 'network_limit_reached' }), false],
    [new ApiAnswerError(429, { error: 'review_limit_reached' }), false],
    [new ApiAnswerError(408, null), true],
    [new ApiAnswerError(400, null), false],
    [new ApiAnswerError(413, null), false],
    [new Error('other'), false],
  ])('retries %s: %s', (error, retryable) => {
    expect(isRetryable(error)).toBe(retryable);
  });

  it('gives up after three retries and reports the last failure', async () => {
    const sleep = vi.fn(async (_ms: number) => undefined);
    const attempt = vi.fn(async () => {
      throw new ApiAnswerError(502, null);
    });
    await expect(withRetries(attempt, { sleep })).rejects.toMatchObject({ status: 502 });
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
  });

  it('does not retry a refusal', async () => {
    const attempt = vi.fn(async () => {
      throw new ApiAnswerError(400, null);
    });
    await expect(withRetries(attempt, { sleep: async () => undefined })).rejects.toMatchObject({ status: 400 });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
