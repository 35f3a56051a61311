import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { collectionDefiner } from './collection';
import { CHECKS_DOCUMENTS } from './collections';

const schemas = { fact: z.object({ order: z.number() }), text: z.object({ title: z.string() }) };
const defineCollection = collectionDefiner(async () => schemas);
const NOTES = defineCollection({ name: 'notes', folder: 'notes', parts: (s) => ({ facts: s.fact, note: s.text }) });
const PAGES = defineCollection({ name: 'pages', folder: 'pages', entries: (s) => ({ home: { page: s.text }, about: { page: s.text, facts: s.fact } }) });

const module = (value: unknown) => () => Promise.resolve({ default: value });

describe('a declared collection', () => {
  it('checks documents as they load outside a production bundle', () => {
    expect(CHECKS_DOCUMENTS).toBe(true);
  });

  it('lists its entries by folder and gives each document typed, as its schema parses it', async () => {
    const notes = NOTES.from({
      './b/facts.ts': module({ order: 2, extra: 'dropped' }),
      './a/facts.ts': { order: 1 },
      './a/note.en.ts': module({ title: 'A' }),
    });
    expect(notes.ids).toEqual(['a', 'b']);
    expect(await notes.load('a', 'note', 'en')).toEqual({ title: 'A' });
    expect(Object.fromEntries(await notes.loadEvery('facts'))).toEqual({ a: { order: 1 }, b: { order: 2 } });
  });

  it('refuses a document that does not match its part’s schema, naming its file', async () => {
    const notes = NOTES.from({ './a/note.ru.ts': module({ title: 3 }) });
    await expect(notes.load('a', 'note', 'ru')).rejects.toThrow(
      /^\.\/a\/note\.ru\.ts does not match the notes collection's note schema \(title: Invalid input/,
    );
  });

  it('refuses a file that is no declared part, or of no declared entry, naming the parts or entries it has', async () => {
    const notes = NOTES.from({ './a/summary.en.ts': module({ title: 'A' }) });
    await expect(notes.load('a', 'summary' as 'note', 'en')).rejects.toThrow(
      './a/summary.en.ts: "summary" is not a part of the notes collection\'s "a" (its parts: facts, note)',
    );
    const pages = PAGES.from({ './contacts/page.en.ts': module({ title: 'Contacts' }) });
    await expect(pages.check()).rejects.toThrow('./contacts/page.en.ts: the pages collection declares no entry "contacts" (it declares home, about)');
  });

  it('gives each entry its own parts', async () => {
    const pages = PAGES.from({
      './home/page.en.ts': module({ title: 'Home' }),
      './about/facts.ts': module({ order: 1 }),
      './home/facts.ts': module({ order: 1 }),
    });
    expect(await pages.load('home', 'page', 'en')).toEqual({ title: 'Home' });
    await expect(pages.load('home', 'facts' as 'page')).rejects.toThrow('"facts" is not a part of the pages collection\'s "home" (its parts: page)');
  });

  it('checks every document at once, naming every file that fails', async () => {
    const notes = NOTES.from({
      './a/facts.ts': module({ order: 1 }),
      './a/note.en.ts': module({ title: 1 }),
      './b/facts.ts': module({ order: 'second' }),
    });
    const failure = await notes.check().catch((error: Error) => error.message);
    expect(failure).toMatch(/^2 document\(s\) of the notes collection fail their schema:/);
    expect(failure).toContain('./a/note.en.ts does not match');
    expect(failure).toContain('./b/facts.ts does not match');
    expect(await NOTES.from({ './a/facts.ts': module({ order: 1 }) }).check()).toBe(1);
  });

  it('says which document it lacks', async () => {
    await expect(NOTES.from({ './a/note.en.ts': module({ title: 'A' }) }).load('a', 'note', 'uk')).rejects.toThrow(
      'The notes collection has no note in "uk" for "a"',
    );
  });

  it('takes documents of its declared folder only, as a glob names them from the reader or the repository’s root', () => {
    const DEEP = defineCollection({ name: 'cases', folder: 'app/src/content/cases', parts: (s) => ({ card: s.text }) });
    for (const path of ['./a/card.en.ts', '../cases/a/card.en.ts', '../../app/src/content/cases/a/card.en.ts', 'app/src/content/cases/a/card.en.ts']) {
      expect(DEEP.from({ [path]: module({ title: 'A' }) }).ids, path).toEqual(['a']);
    }
    for (const path of [
      '../blog/a/card.en.ts',
      '../../app/src/content/blog/a/card.en.ts',
      './a/deeper/card.en.ts',
      'app/src/content/a/card.en.ts',
      './a/card.en.js',
    ]) {
      expect(() => DEEP.from({ [path]: module({ title: 'A' }) }), path).toThrow(
        `The cases collection's documents are <id>/<part>[.<lang>].ts in app/src/content/cases/`,
      );
    }
  });

  it('refuses a reader whose glob matched nothing', () => {
    expect(() => NOTES.from({})).toThrow("No document of the notes collection was given: does the reader's glob still name notes/?");
  });
});
