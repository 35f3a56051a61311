import { Stack, type StackProps } from 'aws-cdk-lib';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { readBuildId } from '@site/platform/build-info';
import type { SiteConfig } from '../config';
import { SiteBucket } from '../constructs/site-bucket';
import { SiteDeployment } from '../constructs/site-deployment';
import { buildIdParameter } from '../parameters';
import { distributionIdParameter, siteBucketName, type SiteApp } from '../site-apps';

export interface SiteStackProps extends StackProps {
  readonly config: SiteConfig;
  readonly app: SiteApp;
}

/** One deployable of the front end (the shell, a remote or the pages): its bucket, its build and (for an app) the build's id in SSM. */
export class SiteStack extends Stack {
  readonly siteBucket: SiteBucket;
  readonly deployment: SiteDeployment;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config, app } = props;
    this.siteBucket = new SiteBucket(this, 'Storage', {
      bucketName: siteBucketName(config, app.id),
      distributionIdParameter: distributionIdParameter(config),
    });
    this.deployment = new SiteDeployment(this, 'Release', {
      bucket: this.siteBucket.bucket,
      buildDir: app.buildDir,
      basePath: app.basePath,
      label: app.workspace ?? app.id,
      alsoFrom: app.alsoServes,
    });
    // An app's build names its release; the pages are made from builds and have none of their own.
    if (app.workspace) {
      const buildId = readBuildId(app.buildDir);
      if (!buildId) throw new Error(`The build of ${app.workspace} (${app.buildDir}) has no build.json. Run \`npm run build -- ${app.workspace}\` again.`);
      new ssm.StringParameter(this, 'BuildId', {
        parameterName: buildIdParameter(config.name, app.id),
        stringValue: buildId,
        description: `The build of ${app.workspace} deployed last; a remote's release checks the shell's against the one it renders pages with.`,
      });
    }
  }
}
