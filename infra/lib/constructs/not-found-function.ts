import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { resolve } from 'node:path';
import { BUNDLING } from '@site/lambdas/bundling';
import { NOT_FOUND_RESPONSE_ENTRY } from '@site/platform/edge';
import { REPO_ROOT } from '../../../repo-layout';
import { acknowledge } from '../nag';
import { logRetention } from '../retention';

/**
 * The origin-response function (Lambda@Edge) that answers a missing file with the not-found page
 * in its path's language, as the twin does: CloudFront's custom error responses name one page for
 * the whole distribution. Lambda@Edge takes functions from us-east-1 only, on x86_64, without
 * environment variables, as a numbered version (`version`), with a role `edgelambda` may assume.
 * It logs only a page it could not read, to its log group's name in the region where CloudFront
 * ran it: it may write this stack's group in us-east-1, kept as long as every function's, and no other.
 */
export class NotFoundFunction extends Construct {
  readonly function: nodejs.NodejsFunction;
  readonly version: lambda.IVersion;

  constructor(scope: Construct, id: string, props: { readonly functionName: string }) {
    super(scope, id);
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.CompositePrincipal(new iam.ServicePrincipal('lambda.amazonaws.com'), new iam.ServicePrincipal('edgelambda.amazonaws.com')),
      description: 'Runs the origin-response function that answers a missing file with the not-found page in its language',
    });
    const logGroupName = `/aws/lambda/${props.functionName}`;
    const logGroup = new logs.LogGroup(this, 'Logs', { logGroupName, retention: logRetention('functionLogs'), removalPolicy: RemovalPolicy.DESTROY });
    // This group only, and no CreateLogGroup: a group Lambda@Edge made in another region would never expire.
    role.addToPolicy(new iam.PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }));

    this.function = new nodejs.NodejsFunction(this, 'Function', {
      functionName: props.functionName,
      description: "Answers a missing file with the not-found page in its path's language (platform/edge/not-found-response.ts)",
      entry: NOT_FOUND_RESPONSE_ENTRY,
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: resolve(REPO_ROOT, 'package-lock.json'),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.X86_64,
      memorySize: 128,
      // It reads one cached page from the distribution; an origin-response function may take 30 s.
      timeout: Duration.seconds(5),
      role,
      logGroup,
      bundling: {
        format: nodejs.OutputFormat.ESM,
        target: BUNDLING.target,
        minify: BUNDLING.minify,
        sourceMap: false,
        mainFields: [...BUNDLING.mainFields],
        banner: BUNDLING.banner,
      },
    });
    this.version = this.function.currentVersion;

    acknowledge(this, {
      'AwsSolutions-L1': 'Node.js 22 is the newest runtime Lambda@Edge documents; the function uses nothing newer.',
    });
  }
}
