import { userInfo } from 'node:os';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';

/**
 * Who an operator command acts as, for the release ledger's `by` (G3). With `--aws`: the ARN AWS
 * itself knows the caller by (STS GetCallerIdentity: the assumed role and its session, or the
 * user), which no local setting changes and which CloudTrail records on every call of theirs. On
 * the twin's data: this machine's user, marked as local, since nothing there is authenticated.
 */
export async function callerIdentity(region: string, client = new STSClient({ region, maxAttempts: 2 })): Promise<string> {
  try {
    const { Arn } = await client.send(new GetCallerIdentityCommand({}));
    if (!Arn) throw new Error('STS named no caller.');
    return Arn;
  } finally {
    client.destroy();
  }
}

export function localIdentity(): string {
  let name: string;
  try {
    name = userInfo().username;
  } catch {
    // A container's user may have no entry in the system's user list.
    name = process.env.USER ?? 'unknown';
  }
  return `${name} (local)`;
}
