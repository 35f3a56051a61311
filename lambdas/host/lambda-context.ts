import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

/** The Context Lambda hands a function, for hosts that invoke handlers themselves. */
export function lambdaContext(functionName: string, timeoutMs: number, awsRequestId: string = randomUUID()): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
