import { STSClient } from '@aws-sdk/client-sts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSts } from '@site/stand-ins/fake-sts';
import { callerIdentity, localIdentity } from '../caller-identity';

const ROLE = 'arn:aws:sts::123456789012:assumed-role/site-release-content/ci-run-42';
const sts = new FakeSts(ROLE);

beforeAll(() => sts.start());
afterAll(() => sts.stop());

describe('who the release ledger says acted (G3)', () => {
  it('is, with --aws, the ARN STS knows the caller by, whatever git says', async () => {
    const client = new STSClient({ region: 'eu-central-1', endpoint: sts.url, credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } });
    expect(await callerIdentity('eu-central-1', client)).toBe(ROLE);
  });

  it('is, on the twin’s data, this machine’s user, marked as local', () => {
    expect(localIdentity()).toMatch(/^\S+ \(local\)$/);
  });
});
