/**
 * The environment for a process a test starts (the twin, an operator's command), as a shell would
 * give it: without what an in-process twin of this test process set for itself. The twin sets
 * AWS_LAMBDA_MAX_CONCURRENCY once it has made its invocation store (lambdas/host/invoke-scope.ts); a
 * child inheriting it would load Powertools expecting a store it has not made yet, and exit.
 */
export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { AWS_LAMBDA_MAX_CONCURRENCY: _inProcessTwins, ...env } = process.env;
  return { ...env, ...extra };
}
