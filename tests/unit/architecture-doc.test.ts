import { describe, expect, it } from 'vitest';
import { listFiles, readText } from './source-files';

/** What the build writes into each app's output, named by the map but never in the repository. */
const BUILT = new Set(['build.json']);

/** Every path the repository holds, and every folder on the way to one. */
const FILES = listFiles('.', () => true);
const PLACES = new Set(FILES.flatMap((file) => file.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'))));

/** `a/{b,c}.ts` as `a/b.ts` and `a/c.ts`. */
const expand = (path: string): string[] => {
  const braces = /\{([^{}]+)\}/.exec(path);
  if (!braces) return [path];
  return braces[1]!.split(',').flatMap((choice) => expand(path.replace(braces[0], choice)));
};

/** Whether a path, whole or as the end of one (the map shortens `lambdas/shared/x.ts` to `shared/x.ts` where the row says where), is there. */
const isThere = (path: string) => PLACES.has(path) || [...PLACES].some((place) => place.endsWith(`/${path}`));

describe('ARCHITECTURE.md', () => {
  it('names only files and folders that are in the repository', () => {
    const named = [...readText('ARCHITECTURE.md').matchAll(/`([^`\s]+)`/g)]
      .map(([, text]) => text!)
      // Paths only: a slash or a source file's extension; no placeholder (`<page>`), wildcard, URL path or package name.
      .filter((text) => (text.includes('/') || /\.(ts|tsx|md|json|cjs)$/.test(text)) && !/[<>*]/.test(text) && !/^[/@]/.test(text))
      .flatMap(expand)
      .map((path) => path.replace(/\/$/, ''));
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((path) => !BUILT.has(path) && !isThere(path))).toEqual([]);
  });
});
