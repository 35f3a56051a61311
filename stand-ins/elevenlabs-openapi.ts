import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/**
 * ElevenLabs' API as the official CLI knows it: `@elevenlabs/cli` is generated from ElevenLabs'
 * OpenAPI document and embeds it (`elevenlabs --spec-raw`), so the stand-in holds what it is sent,
 * and the tests hold what it answers, to the very schemas the real API publishes for the CLI's
 * version. A request body is checked with every object closed: a field the API does not declare
 * would be dropped without a word, and the live agent would differ from the repository.
 */
type Json = Record<string, unknown>;

interface Operation {
  /** `POST /v1/convai/agents/create`, as the document names it. */
  readonly name: string;
  readonly pattern: RegExp;
  readonly spec: Json;
}

const require = createRequire(import.meta.url);
const LAUNCHER = join(dirname(require.resolve('@elevenlabs/cli/package.json')), 'bin', 'cli.js');
const SCHEMAS = 'spec#/components/schemas/';

let loaded: ElevenLabsOpenApi | undefined;

/** The OpenAPI document the installed CLI embeds, read once per process. */
export function elevenLabsOpenApi(): ElevenLabsOpenApi {
  if (!loaded) {
    const run = spawnSync(process.execPath, [LAUNCHER, '--spec-raw'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.status !== 0) throw new Error(`elevenlabs --spec-raw failed (exit ${run.status}): ${run.stderr}`);
    loaded = new ElevenLabsOpenApi(JSON.parse(run.stdout) as Json);
  }
  return loaded;
}

/**
 * Reads the document in the background, so the first request a stand-in checks does not wait
 * seconds for the CLI (ElevenLabs' clients time out after 5 s): the twin's simulated agent starts it.
 */
export function preloadElevenLabsOpenApi(): Promise<void> {
  if (loaded) return Promise.resolve();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [LAUNCHER, '--spec-raw'], { stdio: ['ignore', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', () => resolve());
    child.on('close', (code) => {
      if (code === 0 && !loaded) loaded = new ElevenLabsOpenApi(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json);
      resolve();
    });
  });
}

/** Every `properties` object of a schema tree without an `additionalProperties` of its own, closed. */
function closeObjects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(closeObjects);
  if (value === null || typeof value !== 'object') return value;
  const closed = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, closeObjects(inner)]));
  if ('properties' in closed && !('additionalProperties' in closed)) closed.additionalProperties = false;
  return closed;
}

/**
 * The schemas a `$ref` names that the document lacks: 1.3.0's names `DynamicVariablesConfig-Input`
 * and `-Output` where it has only `DynamicVariablesConfig`. Each is the schema of its base name.
 */
function withDanglingRefsResolved(schemas: Json): Json {
  const named = new Set(
    JSON.stringify(schemas)
      .match(/#\/components\/schemas\/[^"]+/g)
      ?.map((ref) => ref.slice('#/components/schemas/'.length)),
  );
  const resolved = { ...schemas };
  for (const name of named) {
    const base = name.replace(/-(Input|Output)$/, '');
    if (!(name in resolved) && base in resolved) resolved[name] = resolved[base];
  }
  return resolved;
}

export class ElevenLabsOpenApi {
  readonly #operations: readonly Operation[];
  readonly #requests: Ajv2020;
  readonly #responses: Ajv2020;
  readonly #validators = new Map<string, ValidateFunction>();

  constructor(document: Json) {
    const schemas = withDanglingRefsResolved(((document.components as Json).schemas ?? {}) as Json);
    const options = { strict: false, allErrors: true, validateFormats: false } as const;
    this.#requests = new Ajv2020(options).addSchema({ $id: 'spec', components: { schemas: closeObjects(schemas) } });
    this.#responses = new Ajv2020(options).addSchema({ $id: 'spec', components: { schemas } });
    this.#operations = Object.entries(document.paths as Record<string, Json>)
      .flatMap(([template, methods]) =>
        Object.entries(methods).map(([method, spec]) => ({
          name: `${method.toUpperCase()} ${template}`,
          pattern: new RegExp(`^${method.toUpperCase()} ${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
          spec: spec as Json,
        })),
      )
      // `/knowledge-base/text` is an operation of its own, not `/knowledge-base/{documentation_id}`.
      .sort((a, b) => Number(a.name.includes('{')) - Number(b.name.includes('{')));
  }

  #operation(method: string, pathname: string): Operation | undefined {
    return this.#operations.find((operation) => operation.pattern.test(`${method} ${pathname}`));
  }

  #validate(ajv: Ajv2020, key: string, schema: unknown, value: unknown): string[] {
    let validate = this.#validators.get(key);
    if (!validate) {
      // The document's own `#/components/schemas/…` references, resolved against it.
      validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${SCHEMAS}`)) as object);
      this.#validators.set(key, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? 'is invalid'}${paramsOf(error.params)}`);
  }

  /**
   * What is wrong with a JSON request body for this method and path, by the API's schema; an empty
   * list when nothing is, and undefined when the API has no such operation or it takes no JSON.
   */
  requestProblems(method: string, pathname: string, body: unknown): string[] | undefined {
    const operation = this.#operation(method, pathname);
    const schema = (((operation?.spec.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema;
    if (!operation || !schema) return undefined;
    return this.#validate(this.#requests, `request ${operation.name}`, closeObjects(schema), body);
  }

  /** What is wrong with a JSON answer of this status to this method and path, by the API's schema (undefined when it declares none). */
  responseProblems(method: string, pathname: string, status: number, body: unknown): string[] | undefined {
    const operation = this.#operation(method, pathname);
    const responses = operation?.spec.responses as Record<string, Json> | undefined;
    const schema = ((responses?.[String(status)]?.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema;
    if (!operation || !schema) return undefined;
    return this.#validate(this.#responses, `response ${status} ${operation.name}`, schema, body);
  }
}

function paramsOf(params: Record<string, unknown>): string {
  const detail = params.additionalProperty ?? params.missingProperty ?? params.allowedValues ?? params.type;
  return detail === undefined ? '' : ` (${Array.isArray(detail) ? detail.join(', ') : String(detail)})`;
}
