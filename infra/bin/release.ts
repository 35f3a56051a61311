import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { APP_NAMES, PREVIEW_HOURS, type AppName } from '@site/model';
import { readBuildId } from '@site/platform/build-info';
import { deployedSite } from '../lib/cdk-context';
import { companyRecordRefusal } from '../lib/company-gate';
import { callerIdentity, localIdentity } from '../ops/caller-identity';
import { openCloudReleases, putStableBuilds, retainInBucket, uploadRelease, type CloudReleases } from '../ops/release-stores';
import { CheckoutFailed, withRevisionCheckout } from '../ops/revision-checkout';
import { sharedContractRefusal } from '../ops/shared-contract';
import {
  announce,
  canary,
  keepCount,
  openReleases,
  previewLink,
  promote,
  readPointer,
  releaseIdOf,
  ReleaseRefused,
  retain,
  rollback,
  status,
  storeRelease,
  type ReleaseContext,
} from '@site/platform/release';
import { defaultLayout, FRONT_END_APPS, REPO_ROOT } from '../../repo-layout';

const USAGE = `npm run release -- <command> [--reason <why>]
  publish <${APP_NAMES.join('|')}> [--from <git-ref>]   build the app with the pages in a checkout of the ref (HEAD by default),
                                             store a new release (serves nobody yet)
  canary <release> <percent>                 that share of visitors gets the release
  preview <release> [--hours <n>]            a signed link that shows the release to whoever holds it, for n hours
                                             (${PREVIEW_HOURS.default} by default, ${PREVIEW_HOURS.max} at most); a rolled-back release has none
  promote <release>                          everybody gets it
  rollback                                   the candidate gets nobody, or the previous stable is stable again
  status [--json]                            stable, candidate and share, who set them, the releases stored
  retain [--keep <n>] [--dry-run]            remove releases older than the newest n (10) that neither the pointer
                                             nor any ledger entry names, and the builds and files only they used
On the twin's data (DATA_DIR, default .data; live at the running twin's next request), or with --aws on the
deployed site: its CloudFront KeyValueStore and release bucket (publish --aws downloads the other apps' stable
builds from the bucket, builds into the local store, then uploads the release; preview --aws and retain --aws
need the <site>-release-operator role).`;

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new ReleaseRefused(`git ${args.join(' ')} failed: ${result.stderr.trim() || `exit ${result.status}`}`);
  return result.stdout.trim();
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new ReleaseRefused(`${name} needs a value.`);
  args.splice(at, 2);
  return value;
}

/**
 * The id of an app's build from a revision: a hash of the app's sources and the shared packages
 * there, so publishing sources already stored is recognised before anything is built.
 */
function sourcesBuildId(commit: string, workspace: string): string {
  const trees = ['package-lock.json', 'packages', workspace].map((path) => git('rev-parse', `${commit}:${path}`)).join(' ');
  return `src-${createHash('sha256').update(trees).digest('hex').slice(0, 12)}`;
}

type LocalContext = ReturnType<typeof openReleases>;

/** The site's first release: the other apps as the working tree last built them, copied into the checkout. */
function copyWorkingTreeBuilds(app: AppName, appDirs: Readonly<Record<AppName, string>>): void {
  const layout = defaultLayout();
  const built: Record<AppName, string> = { shell: layout.shellDir, ...layout.remoteDirs };
  for (const other of APP_NAMES) {
    if (other === app) continue;
    if (!readBuildId(built[other]))
      throw new ReleaseRefused(`The site's first release takes the other apps' builds from the working tree, and ${other} has none: run npm run build first.`);
    rmSync(appDirs[other], { recursive: true, force: true });
    cpSync(built[other], appDirs[other], { recursive: true });
  }
}

/**
 * Builds and stores a release in the local store. The app is built in a checkout of its commit
 * (HEAD, or `--from`) with that commit's shared packages, scripts and lockfile, which is what its
 * build id hashes. The pages are rendered with the stable builds of the other apps by this tree's
 * route table and renderer (`scripts/build.ts --pages-only`), so a revision older than a page keeps it. With
 * `cloud`, those are the deployed pointer's (downloaded when the local store lacks them), and the
 * release is then uploaded to the release bucket and announced to the edge.
 */
async function publish(local: LocalContext, app: AppName, from: string | undefined, cloud?: CloudReleases): Promise<void> {
  const context = cloud?.context ?? local;
  const workspace = FRONT_END_APPS[app].workspace;
  const commit = git('rev-parse', '--verify', `${from ?? 'HEAD'}^{commit}`);
  if (!from && git('status', '--porcelain', '--', workspace, 'packages')) {
    throw new ReleaseRefused(
      `${workspace}/ or packages/ has uncommitted changes, which a release built from HEAD would not have. Commit them, or publish --from a revision.`,
    );
  }
  const buildId = sourcesBuildId(commit, workspace);
  const { pointer } = await readPointer(context);
  if (pointer) {
    const builds = { ...pointer.stable.builds, [app]: buildId } as Record<AppName, string>;
    const existing = await context.catalogue.site(releaseIdOf(builds));
    if (existing) {
      console.log(`These sources of ${app} are already stored, with the stable builds of the other apps, as ${existing.id}: nothing stored.`);
      return;
    }
  }
  const source = `${app} at ${commit.slice(0, 12)}${from ? ` (${from})` : ''}`;
  const { release, added, stable } = await withRevisionCheckout(REPO_ROOT, commit, async (checkout) => {
    const layout = defaultLayout(checkout.root);
    const appDirs: Record<AppName, string> = { shell: layout.shellDir, ...layout.remoteDirs };
    console.log(`Building ${workspace} at ${commit.slice(0, 12)} in ${checkout.root} (dependencies ${checkout.dependencies})`);
    // The pages show every app: they are rendered with the stable builds of the others, which a
    // team's runner downloads from the release bucket when it does not hold them; the site's first
    // release takes the working tree's builds of the others.
    if (pointer) {
      try {
        await putStableBuilds(local.store, pointer, app, appDirs, { bucket: cloud?.bucket });
      } catch (error) {
        if (!cloud) throw new ReleaseRefused(error instanceof Error ? error.message : String(error));
        throw error;
      }
    } else copyWorkingTreeBuilds(app, appDirs);
    // A remote runs on the shell's copy of the site's packages: refused before a build that would
    // pass and then fail in the visitor's browser.
    const refusal = sharedContractRefusal(app, commit, REPO_ROOT, checkout.root, appDirs);
    if (refusal) throw new ReleaseRefused(refusal);
    const result = spawnSync('npm', ['run', 'build', '--', workspace, '--no-prerender'], {
      cwd: checkout.root,
      stdio: 'inherit',
      env: { ...process.env, BUILD_ID: buildId },
    });
    if (result.status !== 0) throw new ReleaseRefused(`Building ${workspace} failed (exit ${result.status ?? result.signal}); nothing stored.`);
    // The pages are the site's, not the revision's: rendered by this tree's route table and renderer
    // with the four builds, so a remote from an older revision cannot take away pages another app
    // added since (a content remote of 27 November dropped the 24 industry pages and three 404s).
    const pages = spawnSync('npx', ['tsx', 'scripts/build.ts', '--pages-only', '--root', checkout.root], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (pages.status !== 0)
      throw new ReleaseRefused(
        `Rendering the pages with ${workspace} at ${commit.slice(0, 12)} failed (exit ${pages.status ?? pages.signal}); nothing stored.`,
      );
    return storeRelease(local, { pagesDir: layout.pagesDir, appDirs }, source);
  });
  if (cloud) {
    const uploaded = await uploadRelease(local.store, release, cloud.bucket);
    await announce(cloud.context, release);
    console.log(`Uploaded ${release.id} to ${cloud.where}: ${uploaded.objects} objects, ${(uploaded.bytes / 1024).toFixed(1)} KB new.`);
    if (!pointer) await promote(cloud.context, release.id, 'the first release of the site');
    console.log(
      !pointer
        ? `${release.id} is stable: it is the site's first release.`
        : // A team's role reads no edge key (H6): the release is stored all the same, and the line says who signs its preview.
          `It serves nobody yet. ${await previewLine(cloud.context, release.id, cloud).catch((error: unknown) => {
            if (error instanceof ReleaseRefused) return error.message;
            throw error;
          })}`,
    );
    console.log(release.id);
    return;
  }
  if (!added) console.log(`Already stored as ${release.id}: nothing stored.`);
  else console.log(`Stored release ${release.id} (${release.added.objects} objects, ${(release.added.bytes / 1024).toFixed(1)} KB new).`);
  console.log(stable ? `${release.id} is stable: it is the site's first release.` : `It serves nobody yet. ${await previewLine(local, release.id)}`);
  console.log(release.id);
}

/**
 * Where a preview link is opened: the site's domain (site:domainName) with --aws, else the
 * distribution's address, which the Site-edge stack's SiteUrl output names; the twin's own address.
 */
function siteOrigin(cloud?: CloudReleases): string | null {
  if (cloud) return deployedSite().domainName ? `https://${deployedSite().domainName}` : null;
  return `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
}

async function previewLine(context: ReleaseContext, id: string, cloud?: CloudReleases, hours?: number): Promise<string> {
  const link = await previewLink(context, id, hours);
  const origin = siteOrigin(cloud);
  const url = origin ? `${origin}${link.path}` : `${link.path} (after the site's address: the Site-edge stack's SiteUrl output)`;
  return `Preview it until ${link.expires.toISOString()} (a signed link; whoever holds it sees ${id}, marked as a preview):\n  ${url}`;
}

async function printStatus(context: ReleaseContext, json: boolean): Promise<void> {
  const now = await status(context);
  if (json) {
    console.log(JSON.stringify(now, null, 2));
    return;
  }
  const set = (entry: typeof now.stableSet) => (entry ? ` (${entry.action}, ${entry.at} by ${entry.by}${entry.reason ? `: ${entry.reason}` : ''})` : '');
  console.log(`stable:    ${now.stable ?? 'none'}${set(now.stableSet)}`);
  console.log(`candidate: ${now.candidate ? `${now.candidate} for ${now.percent} % of visitors` : 'none'}${set(now.candidateSet)}`);
  if (now.previous) console.log(`previous:  ${now.previous} (rollback returns to it)`);
  console.log('\nreleases stored:');
  for (const release of now.releases) {
    const builds = APP_NAMES.map((app) => `${app} ${release.builds[app]}`).join(', ');
    console.log(`  ${release.id}  ${release.createdAt}  ${release.createdBy}  ${release.source}  [${builds}]`);
  }
}

/** The commands that put a release before the deployed site's visitors; rolling back never waits for the record. */
const SHIPPING_COMMANDS = new Set(['publish', 'canary', 'promote']);

async function main(argv: string[]): Promise<void> {
  const args = [...argv];
  const aws = args.includes('--aws');
  const reason = option(args, '--reason') ?? '';
  const from = option(args, '--from');
  const keep = option(args, '--keep');
  const json = args.includes('--json');
  const [command, ...rest] = args.filter((arg) => arg !== '--json' && arg !== '--aws');
  const hours = option(args, '--hours');
  // What reaches visitors of the deployed site carries the company record: it must be the vendor's, and true.
  const refusal = aws && SHIPPING_COMMANDS.has(command ?? '') ? companyRecordRefusal() : undefined;
  if (refusal) throw new ReleaseRefused(refusal);
  // Who the ledger says acted: the AWS identity the commands run as, or this machine's user on the twin's data.
  const who = aws ? await callerIdentity(deployedSite().region) : localIdentity();
  const local = openReleases(join(resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data'), 'releases'), who);
  const cloud = aws ? await openCloudReleases(deployedSite(), who) : undefined;
  const context: ReleaseContext = cloud?.context ?? local;
  switch (command) {
    case 'publish': {
      const app = rest[0] as AppName;
      if (!APP_NAMES.includes(app)) throw new ReleaseRefused(USAGE);
      return publish(local, app, from, cloud);
    }
    case 'canary': {
      const [id, percent] = rest;
      if (!id || !percent) throw new ReleaseRefused(USAGE);
      const pointer = await canary(context, id, Number(percent), reason);
      return console.log(`${id} serves ${pointer.percent} % of visitors; ${pointer.stable.id} the rest.`);
    }
    case 'preview': {
      if (!rest[0]) throw new ReleaseRefused(USAGE);
      if (hours !== undefined && !/^\d+$/.test(hours)) throw new ReleaseRefused(`--hours is a whole number of hours, 1 to ${PREVIEW_HOURS.max}.`);
      return console.log(await previewLine(context, rest[0], cloud, hours === undefined ? undefined : Number(hours)));
    }
    case 'promote': {
      if (!rest[0]) throw new ReleaseRefused(USAGE);
      await promote(context, rest[0], reason);
      return console.log(`${rest[0]} is stable: everybody gets it at their next page.`);
    }
    case 'rollback':
      return console.log((await rollback(context, reason)).did);
    case 'status':
      return printStatus(context, json);
    case 'retain': {
      if (cloud) {
        const dryRun = rest.includes('--dry-run');
        const removed = await retainInBucket(cloud.context, cloud.bucket, keepCount(keep), { dryRun }).catch((error: unknown) => {
          if (error instanceof Error && error.name === 'AccessDenied')
            throw new ReleaseRefused(`${error.message}: retain --aws deletes, which only the <site>-release-operator role may (infra/README.md, "Retention").`);
          throw error;
        });
        return console.log(
          `${dryRun ? 'Would remove' : 'Removed'} ${removed.sites.length} releases (${removed.sites.join(', ') || 'none'}), ${removed.builds.length} builds, ${removed.files} pooled files, the pages of ${removed.unfinished.length} unfinished uploads: ${removed.objects} objects from ${cloud.where}.`,
        );
      }
      if (rest.includes('--dry-run')) throw new ReleaseRefused('--dry-run is for retain --aws.');
      const removed = await retain(local, keepCount(keep));
      return console.log(
        `Removed ${removed.sites.length} releases (${removed.sites.join(', ') || 'none'}), ${removed.builds} builds, ${removed.files} pooled files.`,
      );
    }
    default:
      throw new ReleaseRefused(USAGE);
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ReleaseRefused || error instanceof CheckoutFailed)) throw error;
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
