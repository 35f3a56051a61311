import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { cacheControlFor } from './cache-control';
import { storedUri } from './edge/release-routing';
import { contentTypeOf } from './twin/static-files';

/**
 * Source maps stay out of the public buckets: they would hand anyone the site's original sources.
 * The builds keep them (hidden: no file points at them) for an operator who rebuilds a release.
 */
export const UNPUBLISHED_FILE = /\.map$/;

/** Whether a file of a build is uploaded and served (everything but source maps). */
export function isPublished(file: string): boolean {
  return !UNPUBLISHED_FILE.test(file);
}

/** Files of a build directory (relative, `/`-separated), in a stable order. */
export function listBuildFiles(dir: string, what: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(`The build output of ${what} is missing (${dir}). Run \`npm run build\` before synthesizing or deploying.`);
  }
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  if (!files.length) throw new Error(`The build output of ${what} is empty (${dir}). Run \`npm run build\` first.`);
  return files.sort();
}

/**
 * Splits a build into groups that share a Cache-Control value, computed with the same function the
 * local twin serves with, for the URL each file will have (`basePath` + its relative path).
 */
export function groupByCacheControl(files: readonly string[], basePath: string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const file of files) {
    const cacheControl = cacheControlFor(`${basePath}${file}`);
    groups.set(cacheControl, [...(groups.get(cacheControl) ?? []), file]);
  }
  return groups;
}

/**
 * The Content-Type an upload must state for a file, where the uploader's guess from the extension
 * leaves out the charset: plain text (`robots.txt`, `.well-known/security.txt`), which a browser
 * would otherwise read in its legacy encoding. Every other file is left to the guess: HTML, CSS and
 * scripts name their encoding themselves or take the page's.
 */
export function declaredContentType(file: string): string | undefined {
  const type = contentTypeOf(file);
  return type.startsWith('text/plain') ? type : undefined;
}

/**
 * The files of the shell's build that the edge serves from a site release's pages rather than from
 * the shell's build (every `*.html`, as a page: `/phone-call-check.html`, which the WAF's challenge
 * reloads), the template `index.html` aside: the pages' build carries them, so every release does.
 */
export function shellFilesServedAsPages(shellDir: string): string[] {
  const probe = { id: 'r-0000000000', builds: {} };
  return listBuildFiles(shellDir, 'the shell')
    .filter((file) => file !== 'index.html' && isPublished(file))
    .filter((file) => storedUri(`/${file}`, probe).startsWith(`/sites/${probe.id}/pages/`));
}
