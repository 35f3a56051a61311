import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { REPO_ROOT } from '../repo-layout';

/**
 * `npm run fonts`: the brand typeface's files the site serves, cut from @fontsource-variable/onest
 * to the letters our languages write and the weights our styles use. Fontsource's files
 * carry every weight from 100 to 900 and all of Latin-1, Latin Extended and Cyrillic; ours carry
 * 400–800 and what the copy needs, about half the bytes a page waits for. `scripts/fonts.test.ts` fails when the
 * files in the repository are not what this script makes.
 */
export const FONTS_FOLDER = resolve(REPO_ROOT, 'packages/ui/src/styles/fonts');

/** The weights the style sheets use (the `font-weight` values of packages/ui and the apps). */
export const WEIGHTS = { min: 400, max: 800 } as const;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** Each file's letters: its fontsource file, and the characters kept (also its `unicode-range` in fonts.css). */
export const FONT_SUBSETS = {
  latin: {
    source: 'onest-latin-wght-normal.woff2',
    // ASCII; Latin-1's signs (no-break space, « », ©, °, ·, ×, ÷); the accented letters of the names and
    // words of the clients' countries that Latin-1 holds (Spanish, German, French); dashes, quotes,
    // ellipsis, bullets, ′ ″, ‹ ›, €, ™, ↑ ↓, −. Polish letters beyond Latin-1 are in latin-ext.
    text:
      range(0x20, 0x7e) +
      range(0xa0, 0xbf) +
      '×÷áéíóúñüÁÉÍÓÚÑÜàèìòùâêîôûäëïöçÀÈÂÊÎÔÛÄÖÇß' +
      range(0x2010, 0x2027) +
      '\u2030\u2032\u2033\u2039\u203a\u20ac\u2122\u2191\u2193\u2212',
  },
  'latin-ext': {
    source: 'onest-latin-ext-wght-normal.woff2',
    // The Polish letters Latin-1 lacks (ó is there): the Polish pages, the company's register entry and
    // the Polish clients' names. Other letters of a few client names (ė, š) take the system font.
    text: 'ĄąĆćĘęŁłŃńŚśŹźŻż',
  },
  cyrillic: {
    source: 'onest-cyrillic-wght-normal.woff2',
    // Russian and Ukrainian letters (Ё ё, Є є, І і, Ї ї, Ґ ґ) and №.
    text: range(0x401, 0x45f) + '\u0490\u0491\u2116',
  },
} as const;

export type FontSubset = keyof typeof FONT_SUBSETS;

/** The style sheet whose `@font-face` rules name the files, each with its subset's `unicode-range`. */
export const FONTS_CSS = resolve(REPO_ROOT, 'packages/ui/src/styles/fonts.css');

/** `text`'s characters as a CSS `unicode-range`, in runs. */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const runs: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (points[j + 1] === points[j]! + 1) j += 1;
    runs.push(i === j ? `U+${hex(points[i]!)}` : `U+${hex(points[i]!)}-${hex(points[j]!)}`);
    i = j + 1;
  }
  return runs.join(', ');
}

/** fonts.css with each rule's `unicode-range` set to the characters its file keeps. */
export function fontsCss(css: string): string {
  return css.replace(/(src: url\('\.\/fonts\/([^']+)'\)[^;]*;\s*unicode-range: )[^;]*;/g, (_, head: string, file: string) => {
    const subset = Object.values(FONT_SUBSETS).find(({ source }) => source === file);
    if (!subset) throw new Error(`fonts.css names ${file}, which no subset of scripts/fonts.ts makes`);
    return `${head}${unicodeRange(subset.text)};`;
  });
}

/** The file the site serves for `subset`, made from fontsource's. */
export async function subsetFile(subset: FontSubset): Promise<Buffer> {
  const { source, text } = FONT_SUBSETS[subset];
  const fontsource = createRequire(resolve(REPO_ROOT, 'packages/ui/package.json')).resolve(`@fontsource-variable/onest/files/${source}`);
  return subsetFont(readFileSync(fontsource), text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const subset of Object.keys(FONT_SUBSETS) as FontSubset[]) {
    const file = resolve(FONTS_FOLDER, FONT_SUBSETS[subset].source);
    const bytes = await subsetFile(subset);
    writeFileSync(file, bytes);
    console.log(`${file}: ${bytes.length} bytes for ${[...new Set(FONT_SUBSETS[subset].text)].length} characters`);
  }
  writeFileSync(FONTS_CSS, fontsCss(readFileSync(FONTS_CSS, 'utf8')));
}
