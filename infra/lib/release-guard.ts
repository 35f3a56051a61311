import { GetParameterCommand, ParameterNotFound, SSMClient } from '@aws-sdk/client-ssm';
import { buildIdParameter } from './parameters';

/** A release that would mix builds, refused before anything is built or deployed. */
export class ReleaseRefused extends Error {}

/**
 * A remote's release re-renders every page with the shell build in shell/dist; the pages then
 * load the deployed shell's code. Both must be the same build, or a page's markup and its code
 * come from different releases.
 */
export function assertSameShell(app: string, local: string | undefined, deployed: string | undefined): void {
  if (!deployed) {
    throw new ReleaseRefused(
      `No shell is deployed yet (its build id is not in SSM), so the pages cannot be rendered to match it. Deploy everything first: npm run deploy.`,
    );
  }
  if (!local) {
    throw new ReleaseRefused(
      `shell/dist holds no shell build (no build.json), and the pages of this ${app} release would be rendered with it. Build the deployed shell first: git checkout ${deployed} -- shell && npm run build -- shell.`,
    );
  }
  if (local !== deployed) {
    throw new ReleaseRefused(
      [
        `Refusing to release ${app}: its pages would be rendered with shell build ${local} (shell/dist), but the deployed shell is build ${deployed}.`,
        'Pages rendered with one shell and served with another mix builds. Either:',
        `  - build the deployed shell first: git checkout ${deployed} -- shell && npm run build -- shell, then release ${app} (and git checkout HEAD -- shell after), or`,
        `  - deploy this shell as well, first: npx tsx infra/bin/deploy-app.ts shell (or, on a site with releases, npm run release -- publish shell --aws).`,
      ].join('\n'),
    );
  }
}

/** The shell build the site's shell stack deployed last, from SSM; undefined when there is none. */
export async function deployedShellBuild(site: { readonly name: string; readonly region: string }, profile?: string): Promise<string | undefined> {
  const ssm = new SSMClient({ region: site.region, profile });
  try {
    const { Parameter } = await ssm.send(new GetParameterCommand({ Name: buildIdParameter(site.name, 'shell') }));
    return Parameter?.Value || undefined;
  } catch (error) {
    if (error instanceof ParameterNotFound) return undefined;
    throw new Error(`Could not read the deployed shell's build from SSM (${site.region}): ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    ssm.destroy();
  }
}
