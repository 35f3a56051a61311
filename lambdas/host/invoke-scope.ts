import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';

export type InvocationScope = <T>(requestId: string, work: () => Promise<T>) => Promise<T>;

/**
 * Runs handlers the way Lambda's multi-concurrency runtime does when one process serves many
 * invocations at once (the twin does): each in its own InvokeStore scope, so Powertools keeps
 * log keys and metrics per invocation instead of mixing them across concurrent requests.
 */
export async function invocationScope(): Promise<InvocationScope> {
  // Powertools switches to per-invocation storage when this variable is set.
  process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '64';
  const store = await InvokeStore.getInstanceAsync(true);
  return (requestId, work) => store.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: requestId }, work);
}
