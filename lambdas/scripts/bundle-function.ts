import { build, type Metafile } from 'esbuild';
import { BUNDLING, entryFile } from '../bundling';
import type { FunctionSpec } from '../functions';

export interface FunctionBundle {
  /** The bundle as Lambda would load it (`index.mjs`). */
  readonly code: Uint8Array;
  readonly metafile: Metafile;
}

/** Bundles a function with the deployed settings (lambdas/bundling.ts); `external` overrides what stays out. */
export async function bundleFunction(spec: FunctionSpec, external: readonly string[] = BUNDLING.external): Promise<FunctionBundle> {
  const result = await build({
    entryPoints: [entryFile(spec)],
    bundle: true,
    write: false,
    metafile: true,
    outfile: 'index.mjs',
    format: BUNDLING.format,
    platform: BUNDLING.platform,
    target: BUNDLING.target,
    minify: BUNDLING.minify,
    mainFields: [...BUNDLING.mainFields],
    banner: { js: BUNDLING.banner },
    external: [...external],
    logLevel: 'warning',
  });
  const code = result.outputFiles?.find((file) => file.path.endsWith('.mjs'));
  if (!code || !result.metafile) throw new Error(`esbuild wrote no bundle for ${spec.name}`);
  return { code: code.contents, metafile: result.metafile };
}
