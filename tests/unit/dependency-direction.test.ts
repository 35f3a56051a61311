import { dirname, resolve, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, listFiles, readText } from './source-files';

/**
 * The architecture's one-way dependencies, checked on every import of the source:
 * packages know no app; the site model depends on nothing and the contracts on nothing of the front
 * end; a microfrontend never imports another app's source; the shell reaches remotes only through
 * Module Federation; the Lambdas know nothing of the front end.
 */
const APPS = ['shell', 'mfe-products', 'mfe-content', 'mfe-voice'];
const IMPORT = /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"`]([^'"`$]+)['"`]|^import\s+['"]([^'"]+)['"]/gm;

function importsOf(file: string): string[] {
  const source = readText(file);
  return [...source.matchAll(IMPORT)].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

/** The top-level folder an import lands in, for relative imports. */
function targetFolder(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return relative(ROOT, resolve(ROOT, dirname(file), specifier)).split('/')[0] ?? null;
}

const code = (name: string) => /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts');

describe('dependency direction', () => {
  it('shared packages import no app', () => {
    const offences = listFiles('packages', code).flatMap((file) =>
      importsOf(file)
        .filter((spec) => /^@site\/(shell|mfe-|lambdas|infra)/.test(spec) || APPS.includes(targetFolder(file, spec) ?? ''))
        .map((spec) => `${file} → ${spec}`),
    );
    expect(offences).toEqual([]);
  });

  it.each(APPS)('%s imports no other app and only the root of shared packages', (app) => {
    const offences = listFiles(`${app}/src`, code).flatMap((file) =>
      importsOf(file)
        .filter((spec) => {
          const folder = targetFolder(file, spec);
          if (folder !== null) return folder !== app;
          if (/^@site\/(shell|mfe-|lambdas|infra)/.test(spec)) return true;
          // Root exports only: a deep import would load a second copy beside the shared singleton.
          return /^@site\/[^/]+\/.+/.test(spec) && spec !== '@site/ui/styles.css';
        })
        .map((spec) => `${file} → ${spec}`),
    );
    expect(offences).toEqual([]);
  });

  it('only the shell loads the global stylesheet of the design system', () => {
    const importers = APPS.flatMap((app) => listFiles(`${app}/src`, code)).filter((file) => importsOf(file).includes('@site/ui/styles.css'));
    expect(importers).toEqual(['shell/src/main.tsx']);
  });

  it('the site model runs on nothing: it imports only itself, and React for types alone', () => {
    const offences = listFiles('packages/model/src', code)
      .filter((file) => !file.includes('__tests__'))
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => !spec.startsWith('./') && !(spec === 'react' && new RegExp(`import type [^;]*from ['"]react['"]`).test(readText(file))))
          .map((spec) => `${file} → ${spec}`),
      );
    expect(offences).toEqual([]);
  });

  it('the contracts know no i18next, React or design system: the backend can import them', () => {
    const offences = listFiles('packages/contracts/src', code).flatMap((file) =>
      importsOf(file)
        .filter((spec) => /^(react|react-dom|i18next|react-i18next|@site\/(i18n|ui|forms))$/.test(spec))
        .map((spec) => `${file} → ${spec}`),
    );
    expect(offences).toEqual([]);
  });

  it('the Lambdas import nothing of the front end', () => {
    const offences = listFiles('lambdas', code).flatMap((file) =>
      importsOf(file)
        .filter(
          (spec) => /^(react|react-dom|i18next|react-i18next|@site\/(i18n|ui|forms|shell|mfe-))/.test(spec) || APPS.includes(targetFolder(file, spec) ?? ''),
        )
        .map((spec) => `${file} → ${spec}`),
    );
    expect(offences).toEqual([]);
  });
});
