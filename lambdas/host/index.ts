/**
 * What a host other than Lambda needs to run the functions (the twin, the operator commands, the
 * tests): their handlers, a Lambda context, an invocation scope per request, local tables and the
 * local stand-ins for generated secrets.
 */
export { importHandler } from './handlers';
export { invocationScope, type InvocationScope } from './invoke-scope';
export { lambdaContext } from './lambda-context';
export { createTableInput, useLocalDynamoDB } from './local-dynamodb';
export { useLocalGeneratedSecrets } from './local-secrets';
