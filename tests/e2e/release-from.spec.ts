import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openReleases, readPointer, status } from '@site/platform/release';
import { REPO_ROOT } from '../../repo-layout';
import { PRERENDERED_ATTRIBUTE } from '../../shell/src/page-protocol';
import { childEnv } from '../support/child-env';
import { fileAt, scratchCommit } from '../support/scratch-commit';
import { expect, test } from './fixtures';

/**
 * `npm run release -- publish <app> --from <rev>` builds the app from that revision alone: here a
 * revision whose shared package exports a name the working tree's no longer has, and whose voice
 * remote exports it in turn. Built with the working tree's packages it would not build; built in a
 * checkout of its own it does, and the working tree is left as it was. The revision's route table
 * also lacks the products remote's pages, as an older revision lacks pages added since: the release
 * still has every page the site serves, because the pages are rendered with today's route table.
 */
/** A shared package each app bundles (the model, the design system and i18n are the shell's, lent at run time). */
const CONTRACTS_INDEX = 'packages/contracts/src/index.ts';
const EXPOSED = 'mfe-voice/src/exposes/sales-chat.ts';
const ROUTES = 'packages/model/src/routes.ts';
const LIST_PAGES = 'export function listPages(): ConcretePage[] {';

/** The route table's pages at the revision: without the products remote's. */
function routesWithoutProductPages(): string {
  const routes = fileAt(REPO_ROOT, 'HEAD', ROUTES);
  expect(routes).toContain(LIST_PAGES);
  return routes.replace(
    LIST_PAGES,
    `${LIST_PAGES}\n  return listEveryPage().filter((page) => page.route.owner !== 'products');\n}\n\nfunction listEveryPage(): ConcretePage[] {`,
  );
}

/** Every file under `dir`, as text. */
function textsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

test('publishes an app from a revision before a change of the shared packages, in a checkout of its own', async () => {
  // The app's build and the pages' render, in the checkout: minutes on a busy machine.
  test.setTimeout(900_000);
  const work = mkdtempSync(join(tmpdir(), 'release-from-'));
  try {
    const probe = `release-probe-${Date.now()}`;
    const revision = scratchCommit(
      REPO_ROOT,
      'HEAD',
      {
        [CONTRACTS_INDEX]: `${fileAt(REPO_ROOT, 'HEAD', CONTRACTS_INDEX)}export const RELEASE_PROBE = '${probe}';\n`,
        [EXPOSED]: `${fileAt(REPO_ROOT, 'HEAD', EXPOSED)}export { RELEASE_PROBE as releaseProbe } from '@site/contracts';\n`,
        [ROUTES]: routesWithoutProductPages(),
      },
      'the shared package as it was before a change',
    );
    const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });
    const working = () => [CONTRACTS_INDEX, EXPOSED].map((path) => readFileSync(join(REPO_ROOT, path), 'utf8'));
    const workingBefore = working();
    const checkouts = () =>
      git('worktree', 'list', '--porcelain')
        .split('\n')
        .filter((line) => line.startsWith('worktree '));
    const checkoutsBefore = checkouts();

    const printed = execFileSync('npx', ['tsx', 'infra/bin/release.ts', 'publish', 'voice', '--from', revision], {
      cwd: REPO_ROOT,
      env: childEnv({ DATA_DIR: work }),
      encoding: 'utf8',
    });
    expect(printed).toMatch(/is stable: it is the site's first release/);

    // The stored voice build is the revision's: it carries what only the revision's package says.
    const releases = openReleases(join(work, 'releases'), 'e2e');
    expect((await status(releases)).releases.map((release) => release.source)).toEqual([`voice at ${revision.slice(0, 12)} (${revision})`]);
    const voiceBuild = (await readPointer(releases)).pointer!.stable.builds.voice!;
    const restored = join(work, 'voice');
    releases.store.restoreBuild('voice', voiceBuild, restored);
    expect(textsUnder(restored).some((text) => text.includes(probe))).toBe(true);

    // Its pages are the site's: the products remote's, which the revision's route table lacks, are there, rendered.
    const pages = join(work, 'releases', 'sites', (await readPointer(releases)).pointer!.stable.id, 'pages');
    for (const page of ['products/ai-seller/index.html', 'pl/industries/healthcare/index.html'])
      expect(readFileSync(join(pages, page), 'utf8')).toContain(PRERENDERED_ATTRIBUTE);

    // The working tree's files were never swapped for the revision's, and the checkout is gone.
    expect(working()).toEqual(workingBefore);
    expect(checkouts()).toEqual(checkoutsBefore);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
