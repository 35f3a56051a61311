import { describe, expect, it } from 'vitest';
import { PRODUCTS_PAGES, SHELL_PAGES } from '@site/content';
import { collectionIn } from '@site/content/node';
import { API_FUNCTIONS } from '@site/lambdas/functions';
import { REMOTE_APPS } from '@site/model';
import { listFiles, readText, ROOT } from './source-files';

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

/** Every code span of the map, braces expanded, a folder's trailing slash dropped. */
const SPANS = [...readText('ARCHITECTURE.md').matchAll(/`([^`\s]+)`/g)].flatMap(([, text]) => expand(text!)).map((span) => span.replace(/\/$/, ''));

/** The section of the map that says where each feature lives. */
const FEATURE_MAP = /## Where each feature lives\n([\s\S]*?)\n## /.exec(readText('ARCHITECTURE.md'))?.[1] ?? '';
const FEATURE_SPANS = new Set([...FEATURE_MAP.matchAll(/`([^`\s]+)`/g)].flatMap(([, text]) => expand(text!)).map((span) => span.replace(/\/$/, '')));

describe('ARCHITECTURE.md', () => {
  it('names only files and folders that are in the repository', () => {
    const named = SPANS
      // Paths only: a slash or a source file's extension; no placeholder (`<page>`), wildcard, URL path, package name or exposed module (`./ProductPage`).
      .filter((text) => (text.includes('/') || /\.(ts|tsx|md|json|cjs)$/.test(text)) && !/[<>*]/.test(text) && !/^([/@]|\.\/[A-Z])/.test(text));
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((path) => !BUILT.has(path) && !isThere(path))).toEqual([]);
  });

  it('maps every API function, every module a remote exposes and every page of the page collections, where each feature lives', () => {
    expect(FEATURE_SPANS.size).toBeGreaterThan(40);
    const functions = API_FUNCTIONS.map(({ name }) => `lambdas/${name}`);
    const exposed = Object.values(REMOTE_APPS).flatMap((remote) => remote.exposes);
    const pages = [
      ...collectionIn(SHELL_PAGES, ROOT).ids.map((id) => `${SHELL_PAGES.folder}/${id}`),
      ...collectionIn(PRODUCTS_PAGES, ROOT).ids.map((id) => `${PRODUCTS_PAGES.folder}/${id}`),
    ];
    expect([...functions, ...exposed, ...pages].filter((name) => !FEATURE_SPANS.has(name))).toEqual([]);
  });
});
