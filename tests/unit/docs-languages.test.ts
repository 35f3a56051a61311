import { describe, expect, it } from 'vitest';
import { LANGUAGES, URL_PREFIXES } from '@site/model';
import { listFiles, readText } from './source-files';

/**
 * The docs say as many languages as the site has. When a language is added, every sentence that
 * counted or listed the old ones goes stale silently (Polish came in, and 16 places still said
 * three): these checks name each such place, as `architecture-doc.test.ts` does for paths.
 */
const ENGLISH_NAMES = LANGUAGES.map((lang) => new Intl.DisplayNames(['en'], { type: 'language' }).of(lang)!);
const COUNTS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const COUNT = COUNTS[LANGUAGES.length - 1]!;

/** The developers' docs and the comments that describe the whole site: not the knowledge base or copy, which speak of markets. */
const DOCS = [...listFiles('.', (name) => name.endsWith('.md')).filter((file) => !file.startsWith('agent/knowledge_base/')), 'vitest.config.ts'];

/** `{en,ru,uk}`: a brace list of language tags, as paths and globs write them. */
const TAG_LISTS = new RegExp(`\\{((?:${LANGUAGES.join('|')})(?:,(?:${LANGUAGES.join('|')}))+)\\}`, 'g');

const lines = (file: string) =>
  readText(file)
    .split('\n')
    .map((text, index) => ({ where: `${file}:${index + 1}`, text }));

describe('the docs count and list the site’s languages', () => {
  it(`say “${COUNT} languages”, never another count, of the site’s languages`, () => {
    const other = new RegExp(`\\b(${COUNTS.filter((word) => word !== COUNT).join('|')}) languages\\b`, 'i');
    expect(
      DOCS.flatMap(lines)
        .filter(({ text }) => other.test(text))
        .map(({ where, text }) => `${where}: ${text.trim()}`),
    ).toEqual([]);
  });

  it('never list the languages as they were before the newest came (all but it)', () => {
    const name = ENGLISH_NAMES.join('|');
    const list = new RegExp(`(?:${name})(?:(?:, | and | or |, and )(?:${name}))+`, 'g');
    const newest = ENGLISH_NAMES.at(-1)!;
    const older = ENGLISH_NAMES.slice(0, -1);
    // A list of a real subset (the typeset languages: all but English) is not stale; the old whole list is.
    const stale = DOCS.flatMap(lines).flatMap(({ where, text }) =>
      [...text.matchAll(list)]
        .filter(([words]) => !words!.includes(newest) && older.every((language) => words!.includes(language)))
        .map(([words]) => `${where}: ${words}`),
    );
    expect(stale).toEqual([]);
  });

  it('write every language in a brace list of language tags', () => {
    const short = DOCS.flatMap(lines).flatMap(({ where, text }) =>
      [...text.matchAll(TAG_LISTS)].filter(([, tags]) => tags!.split(',').length !== LANGUAGES.length).map(([list]) => `${where}: ${list}`),
    );
    expect(short).toEqual([]);
  });

  it('open the README with every language and its URL prefix', () => {
    const opening = readText('README.md').split('\n\n')[1]!.replace(/\s+/g, ' ');
    for (const [index, lang] of LANGUAGES.entries()) {
      expect(opening).toContain(ENGLISH_NAMES[index]);
      if (URL_PREFIXES[lang]) expect(opening).toContain(`/${URL_PREFIXES[lang]}`);
    }
  });
});
