import { App } from 'aws-cdk-lib';
import { listBuildFiles } from '@site/platform/build-output';
import { defaultLayout } from '../../repo-layout';
import { readConfig } from '../lib/config';
import { addNagChecks } from '../lib/nag';
import { buildSiteApp } from '../lib/site-app';
import { siteApps } from '../lib/site-apps';

/** The CDK app (`npm run synth`, `npm run deploy`): every stack of the site, checked by cdk-nag. */
const app = new App();
try {
  const layout = defaultLayout();
  // Before anything is bundled: without the builds there is nothing to deploy.
  for (const siteApp of siteApps(layout)) listBuildFiles(siteApp.buildDir, siteApp.workspace ?? siteApp.id);
  buildSiteApp(app, { config: readConfig(app.node), layout });
} catch (error) {
  // Missing build output or bad context: say what to do, without a stack trace.
  console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
addNagChecks(app);
