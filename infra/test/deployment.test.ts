import { describe, expect, it } from 'vitest';
import { deploymentCommands } from '../lib/deployment';

describe('the first deployment', () => {
  it('builds everything, then deploys every stack with the arguments given', () => {
    expect(deploymentCommands(['--profile', 'prod'])).toEqual([
      { command: 'npm', args: ['run', 'build'], env: undefined },
      { command: 'npx', args: ['cdk', 'deploy', '--all', '--profile', 'prod'] },
    ]);
  });

  it('builds the pages for the configured domain', () => {
    expect(deploymentCommands([], 'www.example.com')[0]!.env).toEqual({ SITE_ORIGIN: 'https://www.example.com' });
  });
});
