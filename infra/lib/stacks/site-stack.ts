import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
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
    this.siteBucket = new SiteBucket(this, 'Storage', {
      bucketName: siteBucketName(config, app.id),
      distributionIdParameter: distributionIdParameter(config),
    });
    this.deployment = new SiteDeployment(this, 'Release', {
      bucket: this.siteBucket.bucket,
      buildDir: app.buildDir,
      basePath: app.basePath,
      label: app.workspace ?? app.id,
    });
  }
}
