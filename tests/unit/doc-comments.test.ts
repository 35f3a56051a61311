import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { listFiles, readText } from './source-files';

/**
 * A doc comment belongs to the declaration right after it: editors show it there and readers look
 * for it there. One followed by another doc comment, or by the end of its block, says nothing about
 * anything, or about the wrong thing (the review of 27 November found five, each added with a
 * feature). A file's own header, the first doc comment with nothing but imports before it, may be
 * followed by the first declaration's.
 */

const isTest = (path: string) => /(^|\/)(__tests__|tests|test-support|fixtures)\//.test(path) || /\.(test|spec)\.tsx?$/.test(path);
const SOURCES = listFiles('.', (name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts')).filter((path) => !isTest(path) && !path.startsWith('.'));

interface DocComment {
  readonly start: number;
  readonly end: number;
}

/** Every `/** … *\/` of a file, found through its syntax tree (so none inside a string or a template). */
function docCommentsOf(path: string, text: string): DocComment[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = new Map<number, DocComment>();
  const visit = (node: ts.Node) => {
    // The parser's own reading of a doc comment is a child of what it documents: the comment is read from the text instead.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.kind <= ts.SyntaxKind.LastToken ? [] : node.getChildren(source);
    if (!children.length) {
      for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) {
        if (/^\/\*\*(?!\/)/.test(text.slice(range.pos, range.end))) found.set(range.pos, { start: range.pos, end: range.end });
      }
    }
    children.forEach(visit);
  };
  visit(source);
  return [...found.values()].sort((a, b) => a.start - b.start);
}

/** Whether the doc comment at `start` is the file's header: only imports, plain comments and blank lines before it, a blank line after it. */
function isHeader(text: string, { start, end }: DocComment): boolean {
  if (!/^[^\S\n]*\n\s*\n/.test(text.slice(end))) return false;
  const before = text
    .slice(0, start)
    .replace(/^#!.*\n/, '')
    .replace(/\/\*(?!\*)[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  return /^\s*(import\b[^;]*;\s*)*$/.test(before);
}

/** The doc comments of one file that stand on no declaration of their own, as `path:line why`. */
function misplacedDocComments(path: string, text: string): string[] {
  return docCommentsOf(path, text).flatMap((doc, index) => {
    const next = text.slice(doc.end).trimStart();
    const line = text.slice(0, doc.start).split('\n').length;
    if (next.startsWith('/**') && !(index === 0 && isHeader(text, doc))) return [`${path}:${line} is followed by another doc comment`];
    if (!next || /^[}\])]/.test(next)) return [`${path}:${line} is followed by no declaration`];
    return [];
  });
}

describe('doc comments', () => {
  it('stand each on the declaration it describes', () => {
    expect(SOURCES.length).toBeGreaterThan(500);
    expect(SOURCES.flatMap((path) => misplacedDocComments(path, readText(path)))).toEqual([]);
  });

  it.each([
    ['followed by another', '/** Erases what was found. */\n/** Why nothing was deleted. */\nexport const A = 1;\nexport function erase() {}\n', 1],
    ['at the end of a block', 'export function f() {\n  return 1;\n  /** What f returns. */\n}\n', 3],
    ['at the end of the file', 'export const A = 1;\n/** A. */\n', 2],
  ])('are refused when %s', (_case, text, line) => {
    expect(misplacedDocComments('x.ts', text)).toEqual([expect.stringMatching(new RegExp(`^x\\.ts:${line} `))]);
  });

  it('may open a file before the first declaration’s own, and document the members of a list or a union', () => {
    const header = "import { z } from 'zod';\n\n/**\n * The module.\n */\n\n/** The first declaration. */\nexport const A = z.string();\n";
    const members =
      "export const CODES = [\n  /** Why. */\n  'a',\n] as const;\nexport type B =\n  /** One. */\n  | { kind: 'one' }\n  /** Two. */\n  | { kind: 'two' };\n";
    const inString = 'export const S = `/** not a comment */`;\n';
    expect([header, members, inString].flatMap((text) => misplacedDocComments('x.ts', text))).toEqual([]);
  });
});
