import { spawnSync } from 'node:child_process';
import ts from 'typescript';

/**
 * The contract between the shell and its remotes: a remote takes the site's own shared singletons
 * (`@site/model`, `@site/i18n`, `@site/ui`) from the stable shell at run time, so every name a remote
 * ever published imports from them must still be exported by the shell it runs beside. Exports of
 * those packages are therefore only ever added (an unused one is marked `@deprecated`, never removed);
 * a test holds the last revisions of each remote to it, and `release publish --from` checks a
 * revision before it builds.
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

/** The names each site singleton exports here: the shell built from this tree provides exactly these. */
export async function singletonExports(): Promise<Map<SiteSingleton, Set<string>>> {
  const modules = await Promise.all(SITE_SINGLETONS.map(async (name) => [name, new Set(Object.keys((await import(name)) as object))] as const));
  return new Map(modules);
}

/** One sentence per name an app imports that the shell does not export; empty when it runs beside it. */
export function missingExports(imports: Map<SiteSingleton, Map<string, string>>, exported: Map<SiteSingleton, Set<string>>): string[] {
  return [...imports].flatMap(([singleton, names]) =>
    [...names]
      .filter(([name]) => !exported.get(singleton)?.has(name))
      .map(([name, file]) => `${file} imports ${name} from ${singleton}, which no longer exports it`),
  );
}
