import { buildSync, transformSync } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const EDGE_DIR = dirname(fileURLToPath(import.meta.url));

/** CloudFront's limit on a function's code. */
export const MAX_FUNCTION_BYTES = 10 * 1024;

/** The global the bundle assigns its exports to; the top-level `handler` delegates to it. */
const BUNDLE_GLOBAL = 'viewerRequest';

/**
 * Bundles `platform/edge/viewer-request.ts` (and the `@site/model` code it uses) into one script for
 * the cloudfront-js-2.0 runtime: no imports, a top-level `function handler(event)`, and only ES5
 * syntax, because the runtime documents ES 5.1 plus a short list of later features. esbuild
 * bundles and tree-shakes; TypeScript lowers what esbuild cannot (for-of, spread, shorthand
 * properties, default parameters) to ES5; esbuild then minifies without raising the target.
 */
export function bundleViewerRequest(): string {
  const bundled = buildSync({
    stdin: { contents: "export { handler } from './viewer-request';", resolveDir: EDGE_DIR, sourcefile: 'edge-entry.ts', loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: BUNDLE_GLOBAL,
    platform: 'neutral',
    target: 'es2020',
    inject: [resolve(EDGE_DIR, 'set-polyfill.ts')],
    logLevel: 'silent',
  }).outputFiles[0]!.text;

  const es5 = ts.transpileModule(bundled, {
    compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.CommonJS, removeComments: true },
    reportDiagnostics: true,
  });
  if (es5.diagnostics?.length) {
    throw new Error(`Lowering the viewer-request bundle to ES5 failed: ${ts.flattenDiagnosticMessageText(es5.diagnostics[0]!.messageText, '\n')}`);
  }

  const minified = transformSync(es5.outputText, { minify: true, target: 'es5', loader: 'js' }).code;
  const code = `${minified}function handler(event){return ${BUNDLE_GLOBAL}.handler(event)}\n`;
  const bytes = Buffer.byteLength(code, 'utf8');
  if (bytes > MAX_FUNCTION_BYTES) {
    throw new Error(`The viewer-request function is ${bytes} bytes; CloudFront Functions take at most ${MAX_FUNCTION_BYTES}.`);
  }
  return code;
}
