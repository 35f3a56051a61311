import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', 'dist', 'cdk.out', '.data', '.git', 'test-results', 'bench']);

/** Every file under `dir` (relative to the repo root) whose name passes `accept`. */
export function listFiles(dir: string, accept: (name: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (accept(entry.name)) out.push(relative(ROOT, full));
    }
  };
  walk(resolve(ROOT, dir));
  return out.sort();
}

export function readText(path: string): string {
  return readFileSync(resolve(ROOT, path), 'utf8');
}
