import { RemovalPolicy } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { SECRETS, type SecretId, type SecretSpec } from '@site/lambdas/settings';
import { acknowledge } from '../nag';
import { secretName } from '../parameters';

/**
 * One Secrets Manager secret per entry of `SECRETS` in `lambdas/settings.ts`, retained on stack
 * deletion. A vendor's credential is created without a value: operators put the real one, in the
 * JSON shape the entry documents, with `aws secretsmanager put-secret-value` (infra/README.md). A
 * value in the template would be written again whenever the template's value changed (a new field
 * in the shape, say), over the keys in production; with none, no deployment ever touches them, and
 * until filled the functions count the secret as not configured. A secret of the site's own
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
          description: spec.generated ? spec.description : `${spec.description} JSON: ${spec.jsonShape}`,
          ...(spec.generated && {
            generateSecretString: {
              secretStringTemplate: '{}',
              generateStringKey: spec.generated.field,
              passwordLength: 64,
              excludePunctuation: true,
            },
          }),
          removalPolicy: RemovalPolicy.RETAIN,
        });
        // Given no value the construct would generate a random one; with neither SecretString nor
        // GenerateSecretString, CloudFormation creates the secret without a value.
        if (!spec.generated) (secret.node.defaultChild as secretsmanager.CfnSecret).addPropertyDeletionOverride('GenerateSecretString');
        acknowledge(secret, {
          'AwsSolutions-SMG4': spec.generated
            ? `${spec.generated.notRotated} (${secretId})`
            : `A third-party credential (${secretId}): it is rotated at the vendor and then put here by hand; Secrets Manager has no rotation function for it.`,
        });
        return [secretId, secret];
      }),
    ) as Record<SecretId, secretsmanager.Secret>;
  }
}
