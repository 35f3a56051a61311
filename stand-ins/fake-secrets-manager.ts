import { LoopbackServer, sendJson } from './loopback-server';

/**
 * Secrets Manager's GetSecretValue (AWS JSON 1.1) on loopback, serving fixed secret strings; `null`
 * stands for a secret created without a value, which Secrets Manager refuses the same way as a
 * missing one. A secret named in `denied` is refused as to a role without its read.
 */
export class FakeSecretsManager extends LoopbackServer {
  reads = 0;
  readonly denied = new Set<string>();

  constructor(secrets: Record<string, string | null>) {
    super((req, body, res) => {
      if (req.headers['x-amz-target'] !== 'secretsmanager.GetSecretValue') return sendJson(res, 400, { __type: 'UnknownOperationException' });
      this.reads += 1;
      const { SecretId } = JSON.parse(body) as { SecretId: string };
      if (this.denied.has(SecretId)) {
        return sendJson(res, 400, {
          __type: 'AccessDeniedException',
          message: `User is not authorized to perform: secretsmanager:GetSecretValue on resource: ${SecretId}`,
        });
      }
      const value = secrets[SecretId];
      if (value === undefined) return sendJson(res, 400, { __type: 'ResourceNotFoundException', message: 'Secrets Manager cannot find the specified secret.' });
      if (value === null) {
        return sendJson(res, 400, {
          __type: 'ResourceNotFoundException',
          message: "Secrets Manager can't find the specified secret value for staging label: AWSCURRENT",
        });
      }
      sendJson(res, 200, { ARN: SecretId, Name: SecretId, SecretString: value, VersionId: 'v1', CreatedDate: 1_700_000_000 });
    });
  }
}
