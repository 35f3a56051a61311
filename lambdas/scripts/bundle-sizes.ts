import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { BUNDLING } from '../bundling';
import { ALL_FUNCTIONS, type FunctionSpec } from '../functions';
import { bundleFunction } from './bundle-function';

/**
 * Bundles every function as the CDK app does (lambdas/bundling.ts) and reports the sizes, with the
 * AWS SDK left to the runtime for comparison. Run: `npx tsx lambdas/scripts/bundle-sizes.ts`.
 * Writes bench/results/lambda-bundles.{json,md}.
 */
const RESULTS = resolve(dirname(fileURLToPath(import.meta.url)), '../../bench/results');

interface Measured {
  readonly bytes: number;
  readonly gzipBytes: number;
  /** The largest packages in the bundle, by bytes of output. */
  readonly largest: readonly { readonly source: string; readonly bytes: number }[];
  /** The repository's own modules (lambdas/, packages/) the bundle keeps, and their bytes of output. */
  readonly own: { readonly files: number; readonly bytes: number };
}

async function measure(spec: FunctionSpec, external?: readonly string[]): Promise<Measured> {
  const { code, metafile } = await bundleFunction(spec, external);
  return { bytes: code.byteLength, gzipBytes: gzipSync(code).byteLength, largest: largestPackages(metafile), own: ownModules(metafile) };
}

function ownModules(metafile: Metafile): Measured['own'] {
  const kept = Object.values(metafile.outputs)
    .flatMap((output) => Object.entries(output.inputs))
    .filter(([input, { bytesInOutput }]) => !input.includes('node_modules/') && bytesInOutput > 0);
  return { files: kept.length, bytes: kept.reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0) };
}

function largestPackages(metafile: Metafile): Measured['largest'] {
  const bytesBySource = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
      const source = match?.[1] ?? input.replace(/^.*?(lambdas|packages)\//, '$1/').replace(/\/[^/]+$/, '/');
      bytesBySource.set(source, (bytesBySource.get(source) ?? 0) + bytesInOutput);
    }
  }
  return [...bytesBySource]
    .map(([source, bytes]) => ({ source, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 6);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = [];
for (const spec of ALL_FUNCTIONS) {
  const deployed = await measure(spec);
  const sdkExternal = await measure(spec, ['@aws-sdk/*']);
  rows.push({ function: spec.name, deployed, sdkExternal });
}

const report = {
  measuredAt: new Date().toISOString(),
  esbuild: { format: BUNDLING.format, target: BUNDLING.target, minify: BUNDLING.minify, external: BUNDLING.external },
  functions: rows,
};
const markdown = [
  '# Lambda bundle sizes',
  '',
  `esbuild, ${BUNDLING.format.toUpperCase()}, target ${BUNDLING.target}, minified; measured ${report.measuredAt}.`,
  'Deployed: the AWS SDK bundled (lambdas/bundling.ts). For comparison: the SDK left to the runtime.',
  '',
  '| function | deployed | gzip | SDK external | gzip | own modules | largest parts (deployed) |',
  '|---|---:|---:|---:|---:|---:|---|',
  ...rows.map(
    (row) =>
      `| ${row.function} | ${kb(row.deployed.bytes)} | ${kb(row.deployed.gzipBytes)} | ${kb(row.sdkExternal.bytes)} | ${kb(row.sdkExternal.gzipBytes)} | ${row.deployed.own.files} (${kb(row.deployed.own.bytes)}) | ${row.deployed.largest.map((part) => `${part.source} ${kb(part.bytes)}`).join(', ')} |`,
  ),
  '',
];
mkdirSync(RESULTS, { recursive: true });
writeFileSync(join(RESULTS, 'lambda-bundles.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(RESULTS, 'lambda-bundles.md'), markdown.join('\n'));
console.log(markdown.join('\n'));
