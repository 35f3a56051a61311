import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { APP_NAMES } from '@site/model';
import { describe, expect, it } from 'vitest';
import { FRONT_END_APPS, REPO_ROOT, WORKSPACES } from '../../repo-layout';

/** What cannot import the list of apps (JSON, a CommonJS config) is held to it here. */
const json = (file: string) => JSON.parse(readFileSync(resolve(REPO_ROOT, file), 'utf8')) as Record<string, unknown>;

describe('the list of front-end apps', () => {
  it('names every app of the site model once, each with its own workspace and dev port', () => {
    expect(Object.keys(FRONT_END_APPS).sort()).toEqual([...APP_NAMES].sort());
    expect(new Set(WORKSPACES).size).toBe(WORKSPACES.length);
    const ports = Object.values(FRONT_END_APPS).map((app) => app.devPort);
    expect(new Set(ports).size).toBe(ports.length);
    expect(WORKSPACES.at(-1)).toBe(FRONT_END_APPS.shell.workspace);
  });

  it('is what package.json lists as workspaces, with a deploy and a rollback script per app', () => {
    const pkg = json('package.json') as { workspaces: string[]; scripts: Record<string, string> };
    for (const workspace of WORKSPACES) expect(pkg.workspaces).toContain(workspace);
    for (const app of APP_NAMES) {
      expect(pkg.scripts[`deploy:${app}`]).toBe(`tsx infra/bin/deploy-app.ts ${app}`);
      expect(pkg.scripts[`rollback:${app}`]).toBe(`tsx infra/bin/deploy-app.ts ${app} --revision`);
    }
  });

  it('is what the type-checker and the dependency rules cover', () => {
    const include = (json('tsconfig.web.json') as { include: string[] }).include;
    for (const workspace of WORKSPACES) expect(include).toContain(`${workspace}/src`);
    const rules = readFileSync(resolve(REPO_ROOT, '.dependency-cruiser.cjs'), 'utf8');
    expect(rules).toContain(`const APP = '(${WORKSPACES.join('|')})';`);
    expect((json('package.json') as { scripts: Record<string, string> }).scripts['deps:check']).toContain(WORKSPACES.map((w) => `${w}/src`).join(' '));
  });
});
