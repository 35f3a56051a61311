import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { readBuildId } from '@site/platform/build-info';
import type { SiteConfig } from '../config';
import { SiteBucket } from '../constructs/site-bucket';
import { SiteDeployment } from '../constructs/site-deployment';
import { distributionIdParameter, siteBucketName, type SiteApp } from '../site-apps';

export interface SiteStackProps extends StackProps {
  readonly config: SiteConfig;
  readonly app: SiteApp;
}

/** One deployable of the front end (the shell, a remote or the pages): its bucket and its build. */
export class SiteStack extends Stack {
  readonly siteBucket: SiteBucket;
  readonly deployment: SiteDeployment;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config, app } = props;
    // An app's build names its release: without build.json it is not a finished build.
    if (app.workspace && !readBuildId(app.buildDir)) {
      throw new Error(`The build of ${app.workspace} (${app.buildDir}) has no build.json. Run \`npm run build -- ${app.workspace}\` again.`);
    }
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
  }
}
