import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { APP_NAMES } from '@site/model';
import { describe, expect, it } from 'vitest';
import { FRONT_END_APPS, REPO_ROOT, WORKSPACES } from '../../repo-layout';

/** What cannot import the list of apps (JSON, a CommonJS config) is held to it here. */
const json = (file: string) => JSON.parse(readFileSync(resolve(REPO_ROOT, file), 'utf8')) as Record<string, unknown>;
interface Rule {
  readonly name: string;
  readonly from: { readonly path: string };
  readonly to: { readonly path: string; readonly pathNot: string };
}
const rules = createRequire(import.meta.url)(resolve(REPO_ROOT, '.dependency-cruiser.cjs')) as { forbidden: Rule[] };

describe('the list of front-end apps', () => {
  it('names every app of the site model once, each with its own workspace and dev port', () => {
    expect(Object.keys(FRONT_END_APPS).sort()).toEqual([...APP_NAMES].sort());
    expect(new Set(WORKSPACES).size).toBe(WORKSPACES.length);
    const ports = Object.values(FRONT_END_APPS).map((app) => app.devPort);
    expect(new Set(ports).size).toBe(ports.length);
    expect(WORKSPACES.at(-1)).toBe(FRONT_END_APPS.shell.workspace);
  });

  it('is what package.json lists as workspaces; an app is released with npm run release, the site first deployed with npm run deploy', () => {
    const pkg = json('package.json') as { workspaces: string[]; scripts: Record<string, string> };
    for (const workspace of WORKSPACES) expect(pkg.workspaces).toContain(workspace);
    // Each runs a file that is there, and no other script deploys or releases (no per-app path beside them).
    for (const script of ['release', 'deploy']) {
      const file = /^tsx (\S+\.ts)$/.exec(pkg.scripts[script] ?? '')?.[1];
      expect(file && existsSync(resolve(REPO_ROOT, file)), `npm run ${script} runs a file of the repository`).toBe(true);
    }
    expect(
      Object.keys(pkg.scripts)
        .filter((name) => /deploy|release/.test(name))
        .sort(),
    ).toEqual(['deploy', 'release']);
  });

  it('is what the type-checker and the dependency rules cover', () => {
    const include = (json('tsconfig.web.json') as { include: string[] }).include;
    for (const workspace of WORKSPACES) expect(include).toContain(`${workspace}/src`);
    const scripts = (json('package.json') as { scripts: Record<string, string> }).scripts;
    for (const check of ['deps:direction', 'deps:cycles']) {
      for (const workspace of WORKSPACES) expect(scripts[check]!.split(' ')).toContain(`${workspace}/src`);
    }
    // Every app is held to the rule that apps never import each other, both ways.
    const rule = rules.forbidden.find((candidate) => candidate.name === 'apps-never-import-another-app')!;
    for (const from of WORKSPACES) {
      const file = `${from}/src/pages/page.tsx`;
      expect(new RegExp(rule.from.path).test(file), file).toBe(true);
      for (const to of WORKSPACES.filter((other) => other !== from)) {
        const target = `${to}/src/pages/page.tsx`;
        const [, app] = new RegExp(rule.from.path).exec(file)!;
        expect(new RegExp(rule.to.path).test(target) && !new RegExp(rule.to.pathNot.replace('$1', app!)).test(target), `${file} → ${target}`).toBe(true);
      }
    }
  });
});
