import type { App, Environment } from 'aws-cdk-lib';
import { SCHEDULED_FUNCTIONS } from '@site/lambdas/functions';
import { SETTINGS } from '@site/lambdas/settings';
import type { SiteLayout } from '../../repo-layout';
import type { SiteConfig } from './config';
import { siteApps, siteStackName } from './site-apps';
import { BackendStack } from './stacks/backend-stack';
import { EdgeMonitoringStack } from './stacks/edge-monitoring-stack';
import { EdgeStack } from './stacks/edge-stack';
import { MonitoringStack } from './stacks/monitoring-stack';
import { ReleaseStack } from './stacks/release-stack';
import { SiteStack } from './stacks/site-stack';
import { WafStack } from './stacks/waf-stack';

export interface SiteAppProps {
  readonly config: SiteConfig;
  /** Where the builds are (the twin's layout: `npm run build` output). */
  readonly layout: SiteLayout;
}

/** The stacks of the product, in the order a first deployment needs them. */
export function buildSiteApp(app: App, { config, layout }: SiteAppProps) {
  const env: Environment = { account: config.account, region: config.region };
  // CloudFront-scoped WAF and CloudFront's metrics exist only in us-east-1.
  const global: Environment = { account: config.account, region: 'us-east-1' };

  const webAclName = `${config.name}-site`;
  const waf = new WafStack(app, 'Site-waf', {
    env: global,
    webAclName,
    elevenLabsSourceIps: config.elevenLabsSourceIps,
    notFoundFunctionName: `${config.name}-not-found-page`,
    description: "Web ACL of the site distribution, its logs and the not-found pages' origin-response function (us-east-1)",
  });
  const backend = new BackendStack(app, 'Site-backend', { env, config, description: 'API, functions, tables and secrets of the site' });
  const edge = new EdgeStack(app, 'Site-edge', {
    env,
    config,
    description: 'The CloudFront distribution of the site',
    webAclArn: waf.webAclArn,
    notFoundPage: waf.notFoundPage,
    api: backend.api.api,
    apiOriginHeaders: backend.apiOriginHeaders,
    releasePointer: backend.release.store,
  });
  const releases = new ReleaseStack(app, 'Site-releases', {
    env,
    config,
    pointer: backend.release,
    description: "The release bucket and each team's release role",
  });
  // Not a reference: the bucket policy reads the distribution id from SSM, so the edge goes first.
  releases.addStackDependency(edge, 'its bucket policy names the distribution from SSM');
  const sites = siteApps(layout).map((siteApp) => {
    const stack = new SiteStack(app, siteStackName(siteApp.id), {
      env,
      config,
      app: siteApp,
      description: `Bucket and release of the site's ${siteApp.id}`,
    });
    // Not a reference: the bucket policy reads the distribution id from SSM, so the edge goes first.
    stack.addStackDependency(edge, 'its bucket policy names the distribution from SSM');
    return stack;
  });
  const functions = new Map([...backend.functions].map(([name, fn]) => [name, fn.function]));
  const monitoring = new MonitoringStack(app, 'Site-monitoring', {
    env,
    description: 'Dashboard and alarms of the site',
    dashboardName: config.name,
    alarmEmail: config.alarmEmail,
    api: backend.api.api,
    functions,
    scheduled: SCHEDULED_FUNCTIONS,
    distributionId: edge.site.distribution.distributionId,
    webAclName,
    conversationsPerNetworkPerDay: Number(config.settings.voiceTokensPerClientPerDay ?? SETTINGS.voiceTokensPerClientPerDay.default),
  });
  const edgeMonitoring = new EdgeMonitoringStack(app, 'Site-edge-monitoring', {
    env: global,
    description: 'CloudFront and WAF alarms of the site (us-east-1)',
    alarmEmail: config.alarmEmail,
    alarmNamePrefix: config.name,
    distributionId: edge.site.distribution.distributionId,
    webAclName,
  });
  return { waf, backend, edge, releases, sites, monitoring, edgeMonitoring };
}

export type SiteStacks = ReturnType<typeof buildSiteApp>;
