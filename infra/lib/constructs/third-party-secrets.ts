import { RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { SECRETS, type SecretId, type SecretSpec } from '@site/lambdas/functions';
import { acknowledge } from '../nag';

/**
 * One Secrets Manager secret per entry of `SECRETS` in `lambdas/functions.ts`, created with the
 * JSON shape and empty values; operators put the real values with `aws secretsmanager
 * put-secret-value` (infra/README.md). CloudFormation leaves such a value alone as long as the
 * template's value does not change. Retained on stack deletion so pasted keys are not lost.
 */
export interface ThirdPartySecretsProps {
  /** Secrets are named `<prefix>/<id>` (e.g. `site/telegram`), the name operators fill them by. */
  readonly namePrefix: string;
}

export class ThirdPartySecrets extends Construct {
  readonly secrets: Readonly<Record<SecretId, secretsmanager.Secret>>;

  constructor(scope: Construct, id: string, props: ThirdPartySecretsProps) {
    super(scope, id);
    const entries = Object.entries(SECRETS) as [SecretId, SecretSpec][];
    this.secrets = Object.fromEntries(
      entries.map(([secretId, spec]) => {
        const secret = new secretsmanager.Secret(this, secretId, {
          secretName: `${props.namePrefix}/${secretId}`,
          description: spec.description,
          secretObjectValue: Object.fromEntries(emptyFields(spec.jsonShape).map((field) => [field, SecretValue.unsafePlainText('')])),
          removalPolicy: RemovalPolicy.RETAIN,
        });
        acknowledge(secret, {
          'AwsSolutions-SMG4': `A third-party credential (${secretId}): it is rotated at the vendor and then put here by hand; Secrets Manager has no rotation function for it.`,
        });
        return [secretId, secret];
      }),
    ) as Record<SecretId, secretsmanager.Secret>;
  }
}

/** The field names of a secret's documented JSON shape, e.g. `{"apiKey": "<...>"}` gives `apiKey`. */
export function emptyFields(jsonShape: string): string[] {
  return Object.keys(JSON.parse(jsonShape) as Record<string, unknown>);
}
