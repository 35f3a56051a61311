import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';

export type InvocationScope = <T>(requestId: string, work: () => Promise<T>) => Promise<T>;

const REQUEST_ID = InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID;

/**
 * Runs handlers the way Lambda's multi-concurrency runtime does when one process serves many
 * invocations at once (the twin does): each in its own InvokeStore scope, so Powertools keeps
 * log keys and metrics per invocation instead of mixing them across concurrent requests.
 *
 * Call it before the process makes any AWS SDK request: the SDK's first request creates the
 * process-wide store, for one invocation at a time unless AWS_LAMBDA_MAX_CONCURRENCY is set.
 */
export async function invocationScope(): Promise<InvocationScope> {
  process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '64';
  const store = await InvokeStore.getInstanceAsync(true);
  // A one-at-a-time store keeps the last context after `run`; a concurrent one does not.
  store.run({ [REQUEST_ID]: 'probe' }, () => undefined);
  if (store.hasContext()) {
    throw new Error('This process already serves one invocation at a time (an AWS SDK request came first); start the local backend before any AWS SDK call');
  }
  return (requestId, work) => store.run({ [REQUEST_ID]: requestId }, work);
}
