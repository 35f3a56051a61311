import { fileURLToPath } from 'node:url';
import type { FunctionSpec } from './functions';

/**
 * How every function is bundled: one minified ESM file for Node 22 or later (arm64 or x86 alike,
 * the output is plain JavaScript). The CDK app passes these to NodejsFunction and
 * `scripts/bundle-sizes.ts` measures with them, so the measured files are the deployed ones.
 *
 * The AWS SDK is bundled, not left to the runtime's copy: the functions then run the SDK
 * version the tests ran against, while the runtime's copy changes with AWS's updates, and esbuild
 * keeps only the clients used. It costs about 350 KB per function (`scripts/bundle-sizes.ts`).
 */
export const BUNDLING = {
  format: 'esm',
  platform: 'node',
  target: 'node22',
  minify: true,
  sourcemap: true,
  external: [] as string[],
  /** Prefer packages' ESM builds, which tree-shake better. */
  mainFields: ['module', 'main'],
  /** Some dependencies still `require()` Node built-ins; ESM output needs a `require` for them. */
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
} as const;

/** The file a function's bundle is built from: its handler (`<name>/index.ts` under `lambdas/`). */
export function entryFile(spec: FunctionSpec): string {
  return fileURLToPath(new URL(spec.entry, import.meta.url));
}
