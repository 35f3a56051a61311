import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../../repo-layout';
import { release, type ReleaseEffects } from '../lib/release';
import { deployedShellBuild, ReleaseRefused } from '../lib/release-guard';
import type { Command } from '../lib/release-plan';
import { FakeSsm } from '../../stand-ins/fake-ssm';

/** A release whose commands are only recorded, with the given shell builds in shell/dist and in SSM. */
function effects(local: string | undefined, deployed: string | undefined) {
  const ran: string[] = [];
  const fx = {
    run: (command: Command) => void ran.push([command.command, ...command.args].join(' ')),
    git: (...args: string[]) => (args[0] === 'rev-parse' ? 'abcdef1234567890' : ''),
    localShellBuild: () => local,
    deployedShellBuild: vi.fn(async (_profile?: string) => deployed),
    log: () => undefined,
  } satisfies ReleaseEffects;
  return { fx, ran };
}

describe('a remote’s release', () => {
  it.each(['content', 'products', 'voice'])('of %s goes ahead when shell/dist holds the deployed shell’s build', async (app) => {
    const { fx, ran } = effects('b97ce5c', 'b97ce5c');
    await release([app, '--profile', 'prod'], fx);
    expect(fx.deployedShellBuild).toHaveBeenCalledWith('prod');
    expect(ran).toEqual([`npm run build -- mfe-${app}`, `npx cdk deploy Site-${app} Site-pages --exclusively --profile prod`]);
  });

  it('is refused, before anything is built or deployed, when the pages would be rendered with another shell build', async () => {
    const { fx, ran } = effects('5d1e0aa', 'b97ce5c');
    const refusal = release(['content'], fx);
    await expect(refusal).rejects.toThrow(ReleaseRefused);
    await expect(refusal).rejects.toThrow(
      /Refusing to release content: its pages would be rendered with shell build 5d1e0aa \(shell\/dist\), but the deployed shell is build b97ce5c\.[\s\S]*git checkout b97ce5c -- shell && npm run build -- shell[\s\S]*npx tsx infra\/bin\/deploy-app\.ts shell/,
    );
    expect(ran).toEqual([]);
  });

  it('is refused when shell/dist holds no build, or no shell is deployed yet', async () => {
    await expect(release(['products'], effects(undefined, 'b97ce5c').fx)).rejects.toThrow(/shell\/dist holds no shell build .* git checkout b97ce5c -- shell/);
    await expect(release(['products'], effects('b97ce5c', undefined).fx)).rejects.toThrow(/No shell is deployed yet .* npm run deploy\./);
  });

  it('is checked on a rollback too, which renders the pages the same way', async () => {
    const { fx, ran } = effects('5d1e0aa', 'b97ce5c');
    await expect(release(['voice', '--revision', 'HEAD~1'], fx)).rejects.toThrow(ReleaseRefused);
    expect(ran).toEqual([]);
  });
});

describe('the shell’s own release and a full deployment', () => {
  it.each([[['shell']], [['all']], [['shell', '--revision', 'HEAD~1']]])('%j bring their shell, so nothing is compared', async (argv) => {
    const { fx, ran } = effects('5d1e0aa', 'b97ce5c');
    await release(argv, fx);
    expect(fx.deployedShellBuild).not.toHaveBeenCalled();
    expect(ran.length).toBe(2);
  });
});

describe('the deployed shell’s build', () => {
  let ssm: FakeSsm;
  beforeAll(async () => {
    ssm = await new FakeSsm({ '/site/shell/build-id': 'b97ce5c' }).start();
    vi.stubEnv('AWS_ENDPOINT_URL_SSM', ssm.url);
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'operator');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'operator');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await ssm.stop();
  });

  it('is read from the SSM parameter the shell stack writes, and is nothing when there is none', async () => {
    expect(await deployedShellBuild({ name: 'site', region: 'eu-central-1' })).toBe('b97ce5c');
    expect(await deployedShellBuild({ name: 'other', region: 'eu-central-1' })).toBeUndefined();
  });

  it('is checked by npm run deploy:<remote> before it builds anything', async () => {
    // A shell this checkout cannot have built, whatever shell/dist holds (or nothing).
    const elsewhere = await new FakeSsm({ '/site/shell/build-id': 'deployed-elsewhere' }).start();
    try {
      const refused = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'infra/bin/deploy-app.ts', 'content'], {
        cwd: REPO_ROOT,
        env: { ...process.env, AWS_ENDPOINT_URL_SSM: elsewhere.url },
      }).then(
        () => undefined,
        (error: { code: number; stderr: string; stdout: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stdout).not.toContain('$ npm run build');
      expect(refused?.stderr).toMatch(
        /✗ (Refusing to release content: .* but the deployed shell is build deployed-elsewhere|shell\/dist holds no shell build)/,
      );
    } finally {
      await elsewhere.stop();
    }
  });
});
