import { spawnSync } from 'node:child_process';
import { deployedSite } from '../lib/cdk-context';
import { companyRecordRefusal } from '../lib/company-gate';
import { deploymentCommands } from '../lib/deployment';
import { REPO_ROOT } from '../../repo-layout';

const refusal = companyRecordRefusal();
if (refusal) {
  console.error(`✗ ${refusal}`);
  process.exit(1);
}

const site = deployedSite();
const domainName = site.domainName && !process.env.SITE_ORIGIN ? site.domainName : undefined;
for (const { command, args, env } of deploymentCommands(process.argv.slice(2), domainName)) {
  const shownEnv = env
    ? `${Object.entries(env)
        .map(([name, value]) => `${name}=${value}`)
        .join(' ')} `
    : '';
  console.log(`\n$ ${shownEnv}${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.slice(0, 2).join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}
