import { pathToFileURL } from 'node:url';
import { entryFile } from '../bundling';
import type { FunctionSpec } from '../functions';

/** A function's handler, imported into this process from the file its bundle is built from. */
export async function importHandler<Handler>(spec: FunctionSpec): Promise<Handler> {
  const module = (await import(pathToFileURL(entryFile(spec)).href)) as { handler: Handler };
  return module.handler;
}
