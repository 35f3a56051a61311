import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { REPO_ROOT, type SiteLayout } from '../../../repo-layout';
import { readConfig } from '../../lib/config';
import { buildSiteApp, type SiteStacks } from '../../lib/site-app';
import { writeFixtureBuilds } from './fixture-builds';

/** The context `cdk synth` runs with (feature flags, site settings), so tests see the same templates. */
export function cdkJsonContext(): Record<string, unknown> {
  return (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;
}

export interface SynthesizedSite {
  readonly app: App;
  readonly stacks: SiteStacks;
  readonly layout: SiteLayout;
  readonly outdir: string;
  readonly template: (stack: Stack) => Template;
}

/**
 * Everything a test file writes goes under one directory, removed after the file's tests; the
 * hook is registered when this module is imported, which vitest does once per test file.
 */
const SCRATCH = mkdtempSync(join(tmpdir(), 'site-infra-test-'));
afterAll(() => {
  rmSync(SCRATCH, { recursive: true, force: true });
  CloudAssembly.cleanupTemporaryDirectories();
});

/** A fresh directory inside the test file's scratch directory. */
export function scratchDir(): string {
  return mkdtempSync(join(SCRATCH, 'dir-'));
}

/** An App for tests that only build constructs; its (empty) output directory is scratch. */
export function scratchApp(context: Record<string, unknown> = {}): App {
  return new App({ outdir: mkdtempSync(join(SCRATCH, 'app-')), context });
}

/**
 * Builds the whole app once per test file from fixture builds, with Lambda bundling skipped (the
 * functions get placeholder code), in the test file's scratch directory.
 */
export function synthesizeSite(context: Record<string, unknown> = {}): SynthesizedSite {
  const scratch = mkdtempSync(join(SCRATCH, 'synth-'));
  const layout = writeFixtureBuilds(join(scratch, 'builds'));
  const outdir = join(scratch, 'cdk.out');
  const app = new App({ outdir, context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [], ...context } });
  const stacks = buildSiteApp(app, { config: readConfig(app.node, {}), layout });
  const templates = new Map<string, Template>();
  return {
    app,
    stacks,
    layout,
    outdir,
    template: (stack) => {
      if (!templates.has(stack.stackName)) templates.set(stack.stackName, Template.fromStack(stack));
      return templates.get(stack.stackName)!;
    },
  };
}
