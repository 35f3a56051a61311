import type { Context } from 'aws-lambda';
import { logger, publishMetrics } from './powertools';

/**
 * Runs one invocation's work with the Lambda context and a correlation id on every log line,
 * and flushes its metrics afterwards, however the work ends.
 */
export async function withInvocation<T>(context: Context, correlationId: string, work: () => Promise<T>): Promise<T> {
  logger.addContext(context);
  logger.setCorrelationId(correlationId);
  try {
    return await work();
  } finally {
    publishMetrics();
    logger.resetKeys();
  }
}
