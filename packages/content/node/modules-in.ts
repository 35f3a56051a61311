import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CollectionDeclaration, Modules } from '../src/collection';

/**
 * A collection's folder as `import.meta.glob` would give it, for readers outside Vite (the voice
 * agent's generator, the scripts): every entry's documents, `./<id>/<file>.ts`, imported on load.
 */
export function modulesIn(folder: string): Modules {
  const root = resolve(folder);
  const modules: Record<string, () => Promise<unknown>> = {};
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const file of readdirSync(join(root, entry.name), { withFileTypes: true })) {
      if (!file.isFile() || !file.name.endsWith('.ts') || file.name.endsWith('.test.ts')) continue;
      const path = join(root, entry.name, file.name);
      modules[`./${relative(root, path)}`] = () => import(pathToFileURL(path).href);
    }
  }
  return modules;
}

/** Every document of a declared collection, read from its folder in the repository at `root`. */
export function collectionIn<Documents>(declaration: CollectionDeclaration<Documents>, root: string): Documents {
  // Each document by its path from the repository's root, as its errors name it.
  const modules = Object.entries(modulesIn(resolve(root, declaration.folder)));
  return declaration.from(Object.fromEntries(modules.map(([path, module]) => [`${declaration.folder}/${path.slice('./'.length)}`, module])));
}
