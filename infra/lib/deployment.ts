/** A command `npm run deploy` runs, with extra environment if it needs some. */
export interface Command {
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * The first deployment (`npm run deploy`): build everything, then deploy every stack; the arguments
 * go to `cdk deploy`. With a custom domain the build gets it as SITE_ORIGIN, so the pages' canonical
 * URLs name it. From then on a team releases its app with `npm run release`, which deploys no stack.
 */
export function deploymentCommands(cdkArgs: readonly string[], domainName?: string): readonly Command[] {
  return [
    { command: 'npm', args: ['run', 'build'], env: domainName ? { SITE_ORIGIN: `https://${domainName}` } : undefined },
    { command: 'npx', args: ['cdk', 'deploy', '--all', ...cdkArgs] },
  ];
}
