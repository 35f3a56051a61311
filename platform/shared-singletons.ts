import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The contract between the shell and its remotes: a remote takes the site's own shared singletons
 * (`@site/model`, `@site/i18n`, `@site/ui`) from the stable shell at run time, so every name a remote
 * imports from them must be exported by the shell it runs beside, which no build can see. Exports of
 * those packages are therefore only ever added (an unused one is marked `@deprecated`, never
 * removed); a test holds the last revisions of each remote to it. Each build records its side in
 * its build info (a remote the names it imports, the shell the names it exports), and `release
 * publish` compares a candidate with the stable builds before it builds.
 */
export const SITE_SINGLETONS = ['@site/model', '@site/i18n', '@site/ui'] as const;
export type SiteSingleton = (typeof SITE_SINGLETONS)[number];

export interface SourceFile {
  readonly path: string;
  readonly text: string;
}

/** The value names `files` import (or re-export) from each site singleton, each with a file that does. Type-only imports vanish at build. */
export function singletonImports(files: readonly SourceFile[]): Map<SiteSingleton, Map<string, string>> {
  const found = new Map<SiteSingleton, Map<string, string>>(SITE_SINGLETONS.map((name) => [name, new Map()]));
  for (const file of files) {
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false, file.path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    for (const statement of source.statements) {
      const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const names = found.get(specifier.text as SiteSingleton);
      if (!names) continue;
      for (const name of valueNames(statement as ts.ImportDeclaration | ts.ExportDeclaration)) if (!names.has(name)) names.set(name, file.path);
    }
  }
  return found;
}

function valueNames(statement: ts.ImportDeclaration | ts.ExportDeclaration): string[] {
  if (ts.isExportDeclaration(statement)) {
    if (statement.isTypeOnly) return [];
    // `export * from` takes whatever is there: it names nothing that could be missing.
    if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) return [];
    return statement.exportClause.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text);
  }
  const clause = statement.importClause;
  if (!clause || clause.isTypeOnly) return [];
  const names = clause.name ? ['default'] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamedImports(bindings))
    names.push(...bindings.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text));
  return names;
}

/** An app's TypeScript sources at a commit that name a site singleton, without its tests: what its build bundles of them. */
export function sourcesAt(repoRoot: string, commit: string, workspace: string): SourceFile[] {
  const git = (args: string[], input?: string) => {
    const result = spawnSync('git', args, { cwd: repoRoot, input, maxBuffer: 256 << 20 });
    // git grep exits 1 when nothing matches.
    if (result.status !== 0 && !(args[0] === 'grep' && result.status === 1))
      throw new Error(`git ${args.join(' ')} failed: ${result.stderr.toString().trim()}`);
    return result.stdout;
  };
  const paths = git(['grep', '-l', '-E', `['"]@site/(model|i18n|ui)['"]`, commit, '--', `${workspace}/src`])
    .toString()
    .split('\n')
    .map((line) => line.slice(commit.length + 1))
    .filter((path) => /\.tsx?$/.test(path) && !/(__tests__\/|\.test\.tsx?$|\.d\.ts$)/.test(path));
  // One `git cat-file --batch` for them all: a process per file would take seconds per revision.
  const batch = git(['cat-file', '--batch'], paths.map((path) => `${commit}:${path}\n`).join(''));
  const files: SourceFile[] = [];
  let at = 0;
  for (const path of paths) {
    const headerEnd = batch.indexOf(10, at);
    const size = Number(batch.subarray(at, headerEnd).toString().split(' ')[2]);
    files.push({ path, text: batch.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8') });
    at = headerEnd + 1 + size + 1;
  }
  return files;
}

/** An app's TypeScript sources on disk (`<appRoot>/src`), without its tests, paths relative to `root`. */
export function sourcesIn(appRoot: string, root: string): SourceFile[] {
  return readdirSync(join(appRoot, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/(\.test\.tsx?|\.d\.ts)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes('/__tests__/'))
    .map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
}

/** The names each site singleton exports in the checkout at `root` (its installed packages, run by tsx). */
export function singletonExports(root: string): Map<SiteSingleton, Set<string>> {
  const script = `Promise.all(${JSON.stringify(SITE_SINGLETONS)}.map((name) => import(name).then((module) => [name, Object.keys(module)]))).then((all) => console.log(JSON.stringify(all)))`;
  const result = spawnSync('npx', ['tsx', '--eval', script], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Reading the exports of ${SITE_SINGLETONS.join(', ')} in ${root} failed: ${result.stderr.trim()}`);
  const all = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as [SiteSingleton, string[]][];
  return new Map(all.map(([name, names]) => [name, new Set(names)]));
}

/** A build info's record of names by singleton (sorted, so a build's file is the same from the same sources). */
export function recorded(names: Map<SiteSingleton, ReadonlyMap<string, string> | ReadonlySet<string>>): Record<SiteSingleton, string[]> {
  return Object.fromEntries([...names].map(([name, found]) => [name, [...found.keys()].sort()])) as Record<SiteSingleton, string[]>;
}

/** Names recorded in a remote's build info, read back: `where` says who imports them in a refusal. */
export function fromRecord(record: Partial<Record<SiteSingleton, readonly string[]>>, where: string): Map<SiteSingleton, Map<string, string>> {
  return new Map(SITE_SINGLETONS.map((name) => [name, new Map((record[name] ?? []).map((imported) => [imported, where]))]));
}

/** Names a shell's build info records it exports, read back. */
export function exportsFromRecord(record: Partial<Record<SiteSingleton, readonly string[]>>): Map<SiteSingleton, ReadonlySet<string>> {
  return new Map(SITE_SINGLETONS.map((name) => [name, new Set(record[name] ?? [])]));
}

/** One sentence per name an app imports that `provider` (the shell it would run beside) does not export; empty when it runs there. */
export function missingExports(
  imports: Map<SiteSingleton, Map<string, string>>,
  exported: Map<SiteSingleton, ReadonlySet<string>>,
  provider: string,
): string[] {
  return [...imports].flatMap(([singleton, names]) =>
    [...names]
      .filter(([name]) => !exported.get(singleton)?.has(name))
      .map(([name, file]) => `${file} imports ${name} from ${singleton}, which ${provider} does not export`),
  );
}
