import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../repo-layout';
import { copyFiles } from './lib/copy-files';
import { TYPESET_LANGUAGES, isTypesetCopy, typesetFile, type TypesetLanguage } from './lib/typography';

/**
 * `npm run typography`: sets the Russian, Ukrainian and Polish copy (content documents and the pages' translations)
 * with non-breaking spaces where a line must not break, in place, as `npm run format` does for
 * the code; `npm test` fails on copy that is not set (tests/unit/typography.test.ts).
 */
let changed = 0;
for (const { path, lang } of copyFiles()) {
  if (!(TYPESET_LANGUAGES as readonly string[]).includes(lang) || !isTypesetCopy(path)) continue;
  const full = resolve(REPO_ROOT, path);
  const text = readFileSync(full, 'utf8');
  const set = typesetFile(path, text, lang as TypesetLanguage);
  if (set === text) continue;
  writeFileSync(full, set);
  changed += 1;
  console.log(`set ${path}`);
}
console.log(`Typography: ${changed} file(s) set.`);
