import { buildSync, transformSync } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { POINTER_KEY, releaseKey } from './release-routing';

const EDGE_DIR = dirname(fileURLToPath(import.meta.url));

/**
 * The origin-response function's handler (Lambda@Edge: a missing file's not-found page in its
 * language), which the CDK app bundles as it bundles the backend's functions.
 */
export const NOT_FOUND_RESPONSE_ENTRY = resolve(EDGE_DIR, 'not-found-response.ts');

/** CloudFront's limit on a function's code. */
export const MAX_FUNCTION_BYTES = 10 * 1024;
/**
 * The share of that limit a bundle may take: past it the build fails while a fix still fits, rather
 * than the deployment at the first feature that crosses 10 KB.
 */
export const EDGE_BUDGET_SHARE = 0.95;

/** A bundle's size against the limit, as the build prints it. */
export interface EdgeBudget {
  readonly name: string;
  readonly bytes: number;
  readonly percent: number;
}

/** What to do when a function's bundle passes its budget, named in the error. */
const WAYS_OUT =
  'Make room before adding to it: data the function reads per request belongs in the KeyValueStore (as the pointer, the releases and the edge key are), ' +
  "a rule that needs no viewer-request decision in the viewer-response function or the origin, and a model module it imports should mark its tables' " +
  'construction /* @__PURE__ */ so the bundle drops what the function does not read (`npm run build` prints each share).';

/** Holds a bundle to its budget: an error naming the ways out past `EDGE_BUDGET_SHARE` of the limit. */
export function edgeBudget(name: string, bytes: number): EdgeBudget {
  const percent = Math.round((bytes / MAX_FUNCTION_BYTES) * 1000) / 10;
  if (bytes > MAX_FUNCTION_BYTES * EDGE_BUDGET_SHARE) {
    throw new Error(
      `The ${name} function is ${bytes} bytes, ${percent} % of CloudFront Functions' ${MAX_FUNCTION_BYTES}; the budget stops at ${EDGE_BUDGET_SHARE * 100} %. ${WAYS_OUT}`,
    );
  }
  return { name, bytes, percent };
}

/**
 * The length of the edge's key as its secret is generated (`SECRETS.edgeKey`: 64 characters), which
 * the deployed code carries in place of the reference the template holds: what the budget measures.
 */
export const EDGE_KEY_LENGTH = 64;

/** Both functions' bundles against their budget, for the build to print (it fails with the bundle's own error past 95 %). */
export function edgeBudgets(): readonly EdgeBudget[] {
  return [
    edgeBudget('viewer-request', Buffer.byteLength(bundleViewerRequest('k'.repeat(EDGE_KEY_LENGTH)))),
    edgeBudget('viewer-response', Buffer.byteLength(bundleViewerResponse())),
  ];
}

/** The global the bundle assigns its exports to; the top-level `handler` delegates to it. */
const BUNDLE_GLOBAL = 'viewerRequest';

/**
 * Bundles `platform/edge/viewer-request.ts` (and the `@site/model` code it uses) into one script for
 * the cloudfront-js-2.0 runtime: no imports, a top-level `function handler(event)`, and only ES5
 * syntax, because the runtime documents ES 5.1 plus a short list of later features. esbuild
 * bundles and tree-shakes; TypeScript lowers what esbuild cannot (for-of, spread, shorthand
 * properties, default parameters) to ES5; esbuild then minifies without raising the target.
 *
 * `edgeKey` is the edge's signing key as the code carries it (H6): the CDK app passes a reference to
 * its secret, which CloudFormation resolves into the code at deployment, so the key is in no store a
 * team's release role reads; the tests pass a key. An empty one signs nothing (no proof, no preview,
 * every visitor on stable).
 */
export function bundleViewerRequest(edgeKey: string): string {
  // The KeyValueStore is read through the runtime's `cloudfront` module, imported on the first line
  // as the runtime asks; the function's code is ES5 and only this wrapper awaits.
  // The same reads as `handler` in viewer-request.ts, in the runtime's own `async`/`await`.
  return bundle(
    ['route', 'lookups'],
    (library) =>
      `import cf from 'cloudfront';import crypto from 'crypto';\n${library}var kvs=cf.kvs();` +
      `async function read(key){try{return await kvs.get(key,{format:'json'})}catch(e){return null}}` +
      `async function handler(event){var v=${BUNDLE_GLOBAL},p=await read('${POINTER_KEY}'),o={},ids=v.lookups(event,p);` +
      `for(var i=0;i<ids.length;i++)o[ids[i]]=await read('${releaseKey('')}'+ids[i]);` +
      `return v.route(event,p,o,K?function(t){return crypto.createHmac('sha256',K).update(t).digest('hex')}:void 0)}\n` +
      // Last, so no `}}` of the code follows the secret's dynamic reference: CloudFormation's parser
      // would read the reference up to it. Assigned when the script runs, before any request.
      `var K=${JSON.stringify(edgeKey)};\n`,
  );
}

/** The viewer-response function: sets the cookies and headers the viewer-request decision asks for. */
export function bundleViewerResponse(): string {
  return bundle(['responseHandler'], (library) => `${library}function handler(event){return ${BUNDLE_GLOBAL}.responseHandler(event)}\n`);
}

/** What TypeScript's ES5 output calls, defined in the fewest bytes (its own `__assign`, `__spreadArray` cost ~500). */
const EDGE_HELPERS: Readonly<Record<string, string>> = {
  __assign: 'Object.assign',
  __spreadArray: 'function(a,b){return a.concat(b)}',
};

function bundle(names: string[], wrap: (library: string) => string): string {
  // An ES module bundle whose closing `export { a as route, ... }` becomes the object a plain
  // function returns: esbuild's own IIFE export glue costs half a kilobyte of the 10 KB.
  const esm = buildSync({
    stdin: { contents: `export { ${names.join(', ')} } from './viewer-request';`, resolveDir: EDGE_DIR, sourcefile: 'edge-entry.ts', loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2020',
    inject: [resolve(EDGE_DIR, 'set-polyfill.ts')],
    logLevel: 'silent',
  }).outputFiles[0]!.text;
  const exported = /export\s*\{([^}]*)\};?\s*$/.exec(esm);
  if (!exported) throw new Error('The edge bundle has no export list to expose.');
  const members = exported[1]!
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((pair) => pair[0])
    .map(([local, name]) => `${name ?? local}: ${local}`);
  const bundled = `var ${BUNDLE_GLOBAL} = (function () {\n${esm.slice(0, exported.index)}\nreturn { ${members.join(', ')} };\n})();\n`;

  const es5 = ts.transpileModule(bundled, {
    // TypeScript's own helpers for spreads weigh half a kilobyte; the runtime has Object.assign, and
    // every spread the bundle makes is of arrays, which concat joins (EDGE_HELPERS).
    compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.CommonJS, removeComments: true, noEmitHelpers: true },
    reportDiagnostics: true,
  });
  if (es5.diagnostics?.length) {
    throw new Error(`Lowering the viewer-request bundle to ES5 failed: ${ts.flattenDiagnosticMessageText(es5.diagnostics[0]!.messageText, '\n')}`);
  }

  const helpers = [...es5.outputText.matchAll(/\b__[a-zA-Z]+\b/g)].map((match) => match[0]).filter((name) => !(name in EDGE_HELPERS));
  if (helpers.length) throw new Error(`The edge bundle needs TypeScript helpers it does not define: ${[...new Set(helpers)].join(', ')}.`);
  const minified = transformSync(
    `var ${Object.entries(EDGE_HELPERS)
      .map(([name, code]) => `${name}=${code}`)
      .join(',')};\n${es5.outputText}`,
    {
      minify: true,
      target: 'es5',
      loader: 'js',
    },
  ).code;
  const code = wrap(minified);
  edgeBudget(names[0] === 'responseHandler' ? 'viewer-response' : 'viewer-request', Buffer.byteLength(code, 'utf8'));
  return code;
}
