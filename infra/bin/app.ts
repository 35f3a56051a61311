import { App } from 'aws-cdk-lib';
import { defaultLayout } from '../local/site-layout';
import { readConfig } from '../lib/config';
import { addNagChecks } from '../lib/nag';
import { buildSiteApp } from '../lib/site-app';

/** The CDK app (`npm run synth`, `npm run deploy`): every stack of the site, checked by cdk-nag. */
const app = new App();
try {
  buildSiteApp(app, { config: readConfig(app.node), layout: defaultLayout() });
} catch (error) {
  // Missing build output or bad context: say what to do, without a stack trace.
  console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
addNagChecks(app);
