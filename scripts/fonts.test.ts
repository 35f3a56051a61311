import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../repo-layout';
import { FONT_SUBSETS, FONTS_CSS, FONTS_FOLDER, fontsCss, subsetFile, unicodeRange, type FontSubset } from './fonts';

/** Where the visible copy lives: the apps' and packages' sources (locales, content folders, components), tests aside. */
const COPY_ROOTS = ['shell/src', 'mfe-products/src', 'mfe-content/src', 'mfe-voice/src', 'packages'];

function copyFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return ['node_modules', '__tests__', 'dist', 'fonts'].includes(entry.name) ? [] : copyFiles(path);
    return /\.(json|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Blocks whose characters the typeface should carry if our copy writes them: Latin, Cyrillic, general punctuation, currency, arrows, maths. */
const TYPEFACE_BLOCKS = /[\u0020-\u052f\u2000-\u22ff]/u;

/**
 * Left to the system font, knowingly: letters of a few clients' names (fonts.css says why), and the
 * arrows ← →, which fontsource keeps in Onest's symbols file, not its Latin one.
 */
const LEFT_TO_THE_SYSTEM_FONT = new Set('Žėšūč←→'.split(''));

describe('the brand typeface', () => {
  it.each(Object.keys(FONT_SUBSETS) as FontSubset[])('serves the %s file `npm run fonts` makes from fontsource', async (subset) => {
    const inRepository = readFileSync(resolve(FONTS_FOLDER, FONT_SUBSETS[subset].source));
    expect(Buffer.compare(inRepository, await subsetFile(subset))).toBe(0);
  });

  it('declares each file for exactly the characters it keeps', () => {
    const css = readFileSync(FONTS_CSS, 'utf8');
    expect(fontsCss(css)).toBe(css);
    for (const { text } of Object.values(FONT_SUBSETS)) expect(css).toContain(`unicode-range: ${unicodeRange(text)};`);
  });

  it.each([...'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ'])('carries the Polish letter %s', (letter) => {
    expect(Object.values(FONT_SUBSETS).some(({ text }) => text.includes(letter))).toBe(true);
  });

  it('writes unicode-range in runs', () => {
    expect(unicodeRange('cab\u2116e')).toBe('U+0061-0063, U+0065, U+2116');
  });

  it('carries every letter and sign the copy writes, but the few left to the system font', () => {
    const kept = new Set(Object.values(FONT_SUBSETS).flatMap(({ text }) => [...text]));
    const missing = new Map<string, string>();
    for (const root of COPY_ROOTS)
      for (const file of copyFiles(resolve(REPO_ROOT, root)))
        for (const char of readFileSync(file, 'utf8'))
          if (TYPEFACE_BLOCKS.test(char) && !kept.has(char) && !LEFT_TO_THE_SYSTEM_FONT.has(char) && !missing.has(char))
            missing.set(char, relative(REPO_ROOT, file));
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
