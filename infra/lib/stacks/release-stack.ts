import { Aws, type CfnElement, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { APP_NAMES, REMOTE_APPS, type AppName, type RemoteName } from '@site/model';
import type { SiteConfig } from '../config';
import { ReleaseAuditTrail } from '../constructs/release-audit-trail';
import type { ReleasePointer } from '../constructs/release-pointer';
import { SiteBucket } from '../constructs/site-bucket';
import { acknowledge } from '../nag';
import { LEDGER_PREFIX } from '@site/lambdas/release-pointer';
import { releaseParameter, secretName } from '../parameters';
import { distributionIdParameter, releaseBucketName } from '../site-apps';

export interface ReleaseStackProps extends StackProps {
  readonly config: SiteConfig;
  /** The pointer and ledger (the backend stack's). */
  readonly pointer: ReleasePointer;
}

/**
 * Where an app's own builds go in the release bucket (`platform/release/store.ts`): its other files
 * and its record under its name, its content-hashed files in the pool under its URL base (the
 * shell's hashed files are all under `/assets/`).
 */
export function ownPrefixes(app: AppName): string[] {
  const hashed = app === 'shell' ? 'files/assets/' : `files${REMOTE_APPS[app as RemoteName].basePath}`;
  return [`builds/${app}/`, `meta/builds/${app}/`, hashed];
}

/** S3's conditional-write key: a put must carry `If-None-Match: *`, so it can only create an object, never replace one. */
export const NEW_OBJECTS_ONLY = { StringEquals: { 's3:if-none-match': '*' } } as const;

/** What every release adds besides its app's build: the pages, rendered with every app, and the release's record. */
export const SHARED_PREFIXES = ['sites/', 'meta/sites/'] as const;

export function releaseRoleName(config: SiteConfig, app: AppName): string {
  return `${config.name}-release-${app}`;
}

/** Every prefix the release store writes (`platform/release/store.ts`): the operator's retention deletes under these only. */
export const RELEASE_PREFIXES = ['sites/', 'meta/sites/', 'builds/', 'meta/builds/', 'files/'] as const;

/** What retention does to the pointer's store: reads it, and deletes a removed release's `release:<id>` key. */
export const RETENTION_POINTER_ACTIONS = [
  'cloudfront-keyvaluestore:DescribeKeyValueStore',
  'cloudfront-keyvaluestore:GetKey',
  'cloudfront-keyvaluestore:DeleteKey',
] as const;

export function releaseOperatorRoleName(config: SiteConfig): string {
  return `${config.name}-release-operator`;
}

/**
 * The edge key's secret (`SECRETS.edgeKey`, the backend stack's), by name: Secrets Manager adds six
 * random characters to a secret's ARN, which a policy matches with `-??????`.
 */
export function edgeKeySecretArn(config: SiteConfig): string {
  return `arn:${Aws.PARTITION}:secretsmanager:${config.region}:${Aws.ACCOUNT_ID}:secret:${secretName(config.name, 'edgeKey')}-??????`;
}

/**
 * The release bucket, readable only by the distribution, and one role per team that may release its
 * app with `npm run release -- --aws`. A team's role may:
 *
 * - put objects under its own app's prefixes only (`ownPrefixes`): it cannot write another app's
 *   builds or hashed files, so a team can break only its own remote;
 * - put the pages and the release's record (`sites/`, `meta/sites/`): a release is the pages rendered
 *   with one build of each app, so whoever releases any app renders them all; each release has its
 *   own prefix, and the command never overwrites an object (If-None-Match), so a new release cannot
 *   change what a live one serves;
 * - read the bucket (the catalogue, the stable builds it renders its pages with);
 * - read and move the pointer, and add to the ledger (`ReleasePointer.pointerStatements`): the share
 *   of visitors is the site's one switch, which any releasing team must be able to roll back at
 *   night. Every put, of a release's objects and of a ledger entry, must carry If-None-Match: *
 *   (`NEW_OBJECTS_ONLY`): IAM itself refuses one that would replace the live pages or an entry (G3).
 *   The ledger's `by` is the caller's AWS identity (STS GetCallerIdentity), and the record of who
 *   did it is CloudTrail's: the stack's trail (`ReleaseAuditTrail`) keeps every write to the two
 *   buckets and every call that moved the pointer, with the role session that made it;
 * - read the SSM parameters that name these.
 *
 * No team role reads the edge's signing key (H6): it is a secret (`SECRETS.edgeKey`) resolved into
 * the viewer-request function's code at deployment, not a key of the pointer's store, which every
 * team's role reads and writes (IAM cannot scope a KeyValueStore action to a key). With it a team
 * could mint page proofs for any address (and roll back another team's canary), or preview links,
 * or void them all. Preview links are signed by the operator role, which reads the secret.
 *
 * No team role may delete: releases are immutable. Removing old ones is the operator role's
 * (`npm run release -- retain --aws`, run by a person): delete under the release prefixes only
 * (`RELEASE_PREFIXES`, never the ledger's bucket), read the bucket, the ledger and the pointer, and
 * delete a removed release's key; it reads the edge's key to sign preview links (`npm run release --
 * preview --aws`); it cannot put an object or move the pointer. The command decides
 * what goes (`retainInBucket`); the role bounds what any mistake in it could touch, and the bucket's
 * versioning keeps a deleted object's last version for 30 days.
 */
export class ReleaseStack extends Stack {
  readonly bucket: SiteBucket;
  readonly teamRoles: Readonly<Record<AppName, iam.Role>>;
  readonly operatorRole: iam.Role;
  readonly audit: ReleaseAuditTrail;

  constructor(scope: Construct, id: string, props: ReleaseStackProps) {
    super(scope, id, props);
    const { config, pointer } = props;
    this.bucket = new SiteBucket(this, 'Releases', {
      bucketName: releaseBucketName(config),
      distributionIdParameter: distributionIdParameter(config),
    });
    const bucket = this.bucket.bucket;
    new ssm.StringParameter(this, 'BucketName', {
      parameterName: releaseParameter(config.name, 'bucket'),
      stringValue: bucket.bucketName,
      description: 'The release bucket, for npm run release -- --aws.',
    });

    const roles = {} as Record<AppName, iam.Role>;
    for (const app of APP_NAMES) {
      const role = new iam.Role(this, `Release-${app}`, {
        roleName: releaseRoleName(config, app),
        description: `Releases the ${app} app: its own builds, the pages, the pointer (npm run release -- --aws).`,
        // The account's administrators decide who (a person, the team's CI) may take the role.
        assumedBy: new iam.AccountRootPrincipal(),
      });
      const policy = new iam.Policy(this, `Release-${app}-policy`, {
        roles: [role],
        statements: [
          new iam.PolicyStatement({
            sid: 'OwnBuildsAndThePages',
            actions: ['s3:PutObject'],
            resources: [...ownPrefixes(app), ...SHARED_PREFIXES].map((prefix) => bucket.arnForObjects(`${prefix}*`)),
            // New objects only (G3): a put that could overwrite a key, the live release's home page
            // included, is refused by IAM, not only by the command's own If-None-Match.
            conditions: NEW_OBJECTS_ONLY,
          }),
          new iam.PolicyStatement({
            sid: 'ReadReleases',
            actions: ['s3:GetObject', 's3:ListBucket'],
            resources: [bucket.bucketArn, bucket.arnForObjects('*')],
          }),
          new iam.PolicyStatement({
            sid: 'ReadLedger',
            actions: ['s3:GetObject', 's3:ListBucket'],
            resources: [pointer.ledger.bucketArn, pointer.ledger.arnForObjects('*')],
          }),
          ...pointer.pointerStatements(),
          new iam.PolicyStatement({
            sid: 'ReleaseNames',
            actions: ['ssm:GetParameter'],
            resources: [
              `arn:${Aws.PARTITION}:ssm:${config.region}:${Aws.ACCOUNT_ID}:parameter${releaseParameter(config.name, 'bucket').replace(/bucket$/, '*')}`,
            ],
          }),
        ],
      });
      const scoped =
        "Object keys are build ids, release ids and file names made at publish time: writes are limited to the app's own prefixes, the pages' and the ledger's, never a whole bucket; reads to the release and ledger buckets.";
      const bucketRef = `<${this.getLogicalId(bucket.node.defaultChild as CfnElement)}.Arn>`;
      const ledgerRefs = this.ledgerRefs(pointer, config);
      acknowledge(
        policy,
        Object.fromEntries(
          [
            ...[...ownPrefixes(app), ...SHARED_PREFIXES, ''].map((prefix) => `Resource::${bucketRef}/${prefix}*`),
            ...ledgerRefs.flatMap((ledgerRef) => [`Resource::${ledgerRef}/*`, `Resource::${ledgerRef}/${LEDGER_PREFIX}*`]),
            `Resource::arn:<AWS::Partition>:ssm:${config.region}:<AWS::AccountId>:parameter/${config.name}/release/*`,
          ].map((finding) => [`AwsSolutions-IAM5[${finding}]`, scoped]),
        ),
      );
      roles[app] = role;
    }
    this.teamRoles = roles;
    this.operatorRole = this.operatorRoleFor(config, pointer);
    this.audit = new ReleaseAuditTrail(this, 'Audit', { trailName: `${config.name}-release-audit`, buckets: [bucket, pointer.ledger] });
  }

  private operatorRoleFor(config: SiteConfig, pointer: ReleasePointer): iam.Role {
    const bucket = this.bucket.bucket;
    const role = new iam.Role(this, 'Release-operator', {
      roleName: releaseOperatorRoleName(config),
      description:
        "Removes old releases (npm run release -- retain --aws) and signs preview links with the edge's key: deletes under the release prefixes only, puts nothing, moves no pointer.",
      assumedBy: new iam.AccountRootPrincipal(),
    });
    const policy = new iam.Policy(this, 'Release-operator-policy', {
      roles: [role],
      statements: [
        new iam.PolicyStatement({
          sid: 'RemoveOldReleases',
          actions: ['s3:DeleteObject'],
          resources: RELEASE_PREFIXES.map((prefix) => bucket.arnForObjects(`${prefix}*`)),
        }),
        new iam.PolicyStatement({ sid: 'ReadReleases', actions: ['s3:GetObject', 's3:ListBucket'], resources: [bucket.bucketArn, bucket.arnForObjects('*')] }),
        new iam.PolicyStatement({
          sid: 'ReadLedger',
          actions: ['s3:GetObject', 's3:ListBucket'],
          resources: [pointer.ledger.bucketArn, pointer.ledger.arnForObjects('*')],
        }),
        new iam.PolicyStatement({ sid: 'ForgetRemovedReleases', actions: [...RETENTION_POINTER_ACTIONS], resources: [pointer.store.keyValueStoreArn] }),
        // Preview links (npm run release -- preview --aws) are signed with the edge's key, which no team's role reads (H6).
        new iam.PolicyStatement({ sid: 'SignPreviews', actions: ['secretsmanager:GetSecretValue'], resources: [edgeKeySecretArn(config)] }),
        new iam.PolicyStatement({
          sid: 'ReleaseNames',
          actions: ['ssm:GetParameter'],
          resources: [
            `arn:${Aws.PARTITION}:ssm:${config.region}:${Aws.ACCOUNT_ID}:parameter${releaseParameter(config.name, 'bucket').replace(/bucket$/, '*')}`,
          ],
        }),
      ],
    });
    const bucketRef = `<${this.getLogicalId(bucket.node.defaultChild as CfnElement)}.Arn>`;
    const reason =
      'Retention removes whole releases, builds and pooled files, whose keys are release and build ids and file names: deletes are limited to the release prefixes of the release bucket; reads to the release and ledger buckets.';
    acknowledge(
      policy,
      Object.fromEntries(
        [
          ...[...RELEASE_PREFIXES, ''].map((prefix) => `Resource::${bucketRef}/${prefix}*`),
          ...this.ledgerRefs(pointer, config).map((ledgerRef) => `Resource::${ledgerRef}/*`),
          `Resource::arn:<AWS::Partition>:ssm:${config.region}:<AWS::AccountId>:parameter/${config.name}/release/*`,
        ].map((finding) => [`AwsSolutions-IAM5[${finding}]`, reason]),
      ),
    );
    return role;
  }

  /**
   * The ledger bucket is the backend stack's: its ARN as a strong reference renders (the tests'
   * app), and as the weak one `cdk synth` makes (cdk.json's defaultCrossStackReferences): the
   * backend's published output, whose name CDK derives (a change makes synth name the new one).
   */
  private ledgerRefs(pointer: ReleasePointer, config: SiteConfig): string[] {
    const backend = Stack.of(pointer);
    const ledgerId = backend.getLogicalId(pointer.ledger.node.defaultChild as CfnElement);
    return [
      `<${ledgerId}.Arn>`,
      JSON.stringify({
        'Fn::GetStackOutput': { StackName: backend.stackName, Region: config.region, OutputName: `PublishOutputFnGetAtt${ledgerId}ArnFBE8C363` },
      }),
    ];
  }
}
