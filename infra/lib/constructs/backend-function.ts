import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { resolve } from 'node:path';
import { BUNDLING, entryFile } from '@site/lambdas/bundling';
import type { FunctionSpec } from '@site/lambdas/functions';
import { METRICS_NAMESPACE, METRICS_SERVICE } from '@site/lambdas/metrics';
import { SECRETS, SETTINGS, TOPICS, type SecretId, type SettingId, type TopicId } from '@site/lambdas/settings';
import { TABLES, type TableId } from '@site/lambdas/tables';
import { REPO_ROOT } from '../../../repo-layout';
import { logRetention } from '../retention';

export interface BackendFunctionProps {
  readonly spec: FunctionSpec;
  readonly tables: Readonly<Record<TableId, dynamodb.ITableV2>>;
  readonly secrets: Readonly<Record<SecretId, secretsmanager.ISecret>>;
  readonly topics: Readonly<Record<TopicId, sns.ITopic>>;
  /** Deployment values of plain settings; a setting missing here gets its default, if it has one. */
  readonly settings: Readonly<Partial<Record<SettingId, string>>>;
}

/**
 * One function of `lambdas/functions.ts`: Node.js 24 on arm64, bundled and minified by esbuild
 * (never Docker) with the backend's own bundling settings, JSON logs into its own log group with a
 * retention, Powertools settings, and a role that may only write that log group, use its tables as
 * declared (on the declared items only, where a grant names them), read its secrets and publish to its topics.
 */
export class BackendFunction extends Construct {
  readonly function: nodejs.NodejsFunction;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: BackendFunctionProps) {
    super(scope, id);
    const { spec } = props;
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logRetention('functionLogs'),
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs the ${spec.name} function`,
    });
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [this.logGroup.logGroupArn],
      }),
    );
    for (const grant of spec.tables) {
      const table = props.tables[grant.table];
      const indexes = TABLES[grant.table].globalSecondaryIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`);
      role.addToPolicy(
        new iam.PolicyStatement({
          actions: grant.actions.map((action) => `dynamodb:${action}`),
          // Index ARNs only for a function that queries, and only the indexes the table declares.
          resources: grant.actions.includes('Query') ? [table.tableArn, ...indexes] : [table.tableArn],
          conditions: grant.leadingKeys ? { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...grant.leadingKeys] } } : undefined,
        }),
      );
    }
    for (const secretId of spec.secrets) {
      role.addToPolicy(new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [props.secrets[secretId].secretArn] }));
    }
    for (const topicId of spec.topics ?? []) {
      role.addToPolicy(new iam.PolicyStatement({ actions: ['sns:Publish'], resources: [props.topics[topicId].topicArn] }));
    }

    this.function = new nodejs.NodejsFunction(this, 'Function', {
      description: spec.description,
      entry: entryFile(spec),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: resolve(REPO_ROOT, 'package-lock.json'),
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: spec.memoryMb,
      timeout: Duration.seconds(spec.timeoutSeconds),
      role,
      logGroup: this.logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      applicationLogLevelV2: lambda.ApplicationLogLevel.INFO,
      systemLogLevelV2: lambda.SystemLogLevel.WARN,
      environment: environmentFor(props),
      bundling: {
        format: nodejs.OutputFormat.ESM,
        target: BUNDLING.target,
        minify: BUNDLING.minify,
        sourceMap: BUNDLING.sourcemap,
        mainFields: [...BUNDLING.mainFields],
        banner: BUNDLING.banner,
        externalModules: [...BUNDLING.external],
        bundleAwsSDK: !BUNDLING.external.some((module) => module.startsWith('@aws-sdk')),
      },
    });
  }
}

function environmentFor({ spec, tables, secrets, topics, settings }: BackendFunctionProps): Record<string, string> {
  const environment: Record<string, string> = {
    POWERTOOLS_SERVICE_NAME: METRICS_SERVICE,
    POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
    POWERTOOLS_LOG_LEVEL: 'INFO',
    NODE_OPTIONS: '--enable-source-maps',
  };
  for (const grant of spec.tables) environment[TABLES[grant.table].tableNameEnv] = tables[grant.table].tableName;
  for (const secretId of spec.secrets) environment[SECRETS[secretId].arnEnv] = secrets[secretId].secretArn;
  for (const topicId of spec.topics ?? []) environment[TOPICS[topicId].arnEnv] = topics[topicId].topicArn;
  for (const settingId of spec.settings) {
    const setting: { name: string; default?: string } = SETTINGS[settingId];
    const value = settings[settingId] ?? setting.default;
    if (value !== undefined) environment[setting.name] = value;
  }
  return environment;
}
