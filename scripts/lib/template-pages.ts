import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LANGUAGES, listPages, localizePath } from '@site/model';

/**
 * Writes an `index.html` for every page of the route table (and each language's `404.html`) from the shell's
 * template, with the page's `<html lang>`. Pages that exist get a 200 from storage; anything else
 * gets the not-found page with a 404, exactly as in the cloud.
 */
export async function writeTemplatePages(shellDir: string, pagesDir: string): Promise<number> {
  const template = await readFile(join(shellDir, 'index.html'), 'utf8');
  await rm(pagesDir, { recursive: true, force: true });
  const pages = listPages();
  for (const page of pages) {
    const file = join(pagesDir, page.url === '/' ? '' : page.url, 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, template.replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`));
  }
  for (const lang of LANGUAGES) {
    const file = join(pagesDir, localizePath('/404.html', lang));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, template.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`));
  }
  return pages.length;
}
