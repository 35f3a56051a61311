import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGES, type Language } from '@site/model';
import { REPO_ROOT } from '../../repo-layout';

/** A file of the site's copy: a content document or a translation catalogue, in one language. */
export interface CopyFile {
  /** Relative to the repository's root. */
  readonly path: string;
  readonly lang: Language;
}

const LANGUAGE_OF_FILE = new RegExp(`(?:^|[/.])(${LANGUAGES.join('|')})\\.(?:ts|json)$`);
const COPY_FOLDERS = ['shell/src', 'mfe-products/src', 'mfe-content/src', 'mfe-voice/src', 'packages'];
const SKIP = new Set(['node_modules', 'dist', 'card-sets', '__tests__']);

/** Every content document (`src/content/**`) and translation catalogue (`locales/*.json`) of the apps and packages. */
export function copyFiles(): CopyFile[] {
  const files: CopyFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const path = relative(REPO_ROOT, full);
        const lang = LANGUAGE_OF_FILE.exec(entry.name)?.[1] as Language | undefined;
        const isCopy = path.includes('/content/') ? path.endsWith('.ts') : path.includes('/locales/') && path.endsWith('.json');
        if (lang && isCopy && !entry.name.includes('.test.')) files.push({ path, lang });
      }
    }
  };
  for (const folder of COPY_FOLDERS) walk(join(REPO_ROOT, folder));
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
