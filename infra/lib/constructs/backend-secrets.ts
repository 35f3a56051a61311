import { RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { SECRETS, type SecretId, type SecretSpec } from '@site/lambdas/functions';
import { acknowledge } from '../nag';
import { secretName } from '../parameters';

/**
 * One Secrets Manager secret per entry of `SECRETS` in `lambdas/functions.ts`, retained on stack
 * deletion. A vendor's credential is created with its JSON shape and empty values, and operators put
 * the real values with `aws secretsmanager put-secret-value` (infra/README.md); CloudFormation leaves
 * such a value alone as long as the template's value does not change. A secret of the site's own
 * (`generated`, the personal-data key) is generated here at the first deployment and never changes.
 */
export interface BackendSecretsProps {
  /** Secrets are named `<prefix>/<id>` (e.g. `site/telegram`), the name operators fill them by. */
  readonly namePrefix: string;
}

export class BackendSecrets extends Construct {
  readonly secrets: Readonly<Record<SecretId, secretsmanager.Secret>>;

  constructor(scope: Construct, id: string, props: BackendSecretsProps) {
    super(scope, id);
    const entries = Object.entries(SECRETS) as [SecretId, SecretSpec][];
    this.secrets = Object.fromEntries(
      entries.map(([secretId, spec]) => {
        const secret = new secretsmanager.Secret(this, secretId, {
          secretName: secretName(props.namePrefix, secretId),
          description: spec.description,
          ...(spec.generated
            ? {
                generateSecretString: {
                  secretStringTemplate: '{}',
                  generateStringKey: spec.generated.field,
                  passwordLength: 64,
                  excludePunctuation: true,
                },
              }
            : { secretObjectValue: Object.fromEntries(emptyFields(spec.jsonShape).map((field) => [field, SecretValue.unsafePlainText('')])) }),
          removalPolicy: RemovalPolicy.RETAIN,
        });
        acknowledge(secret, {
          'AwsSolutions-SMG4': spec.generated
            ? `The key of a keyed hash (${secretId}) that indexes stored records: a rotated key would find none of them, so it is never rotated.`
            : `A third-party credential (${secretId}): it is rotated at the vendor and then put here by hand; Secrets Manager has no rotation function for it.`,
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
