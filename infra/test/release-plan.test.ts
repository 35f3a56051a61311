import { describe, expect, it } from 'vitest';
import { planRelease } from '../lib/release-plan';

describe('releasing the site', () => {
  it('deploys everything after a full build', () => {
    expect(planRelease(['all'])).toEqual({
      checkShell: false,
      commands: [
        { command: 'npm', args: ['run', 'build'], env: undefined },
        { command: 'npx', args: ['cdk', 'deploy', '--all'] },
      ],
    });
  });

  it.each([
    ['content', 'mfe-content', 'Site-content'],
    ['products', 'mfe-products', 'Site-products'],
    ['voice', 'mfe-voice', 'Site-voice'],
    ['shell', 'shell', 'Site-shell'],
  ])('releases %s alone: its build and the pages, then only its stack and the pages stack', (app, workspace, stack) => {
    expect(planRelease([app, '--profile', 'prod'])).toEqual({
      rollback: undefined,
      // A remote's pages are rendered with shell/dist, which must be the deployed shell's.
      checkShell: app !== 'shell',
      commands: [
        { command: 'npm', args: ['run', 'build', '--', workspace], env: undefined },
        { command: 'npx', args: ['cdk', 'deploy', stack, 'Site-pages', '--exclusively', '--profile', 'prod'] },
      ],
    });
  });

  it('rolls an app back by releasing an older revision of its sources through the same path', () => {
    const plan = planRelease(['content', '--revision', 'v1.4.0', '--require-approval', 'never']);
    expect(plan.rollback).toEqual({ workspace: 'mfe-content', revision: 'v1.4.0' });
    expect(plan.commands.map((c) => [c.command, ...c.args].join(' '))).toEqual([
      'npm run build -- mfe-content',
      'npx cdk deploy Site-content Site-pages --exclusively --require-approval never',
    ]);
  });

  it('builds the pages for the configured domain', () => {
    expect(planRelease(['voice'], 'www.example.com').commands[0]!.env).toEqual({ SITE_ORIGIN: 'https://www.example.com' });
  });

  it.each([[[]], [['pages']], [['backend']], [['content', '--revision']], [['content', '--revision', '--profile']], [['all', '--revision', 'HEAD~1']]])(
    'refuses %j',
    (argv) => {
      expect(() => planRelease(argv)).toThrow(/Usage|--revision/);
    },
  );
});
