import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../repo-layout';
import { SPEC_UI_STRINGS, type SpecString } from '../../scripts/lib/spec-strings';

const read = (file: string) => readFileSync(resolve(REPO_ROOT, file), 'utf8');
const valueAt = (catalogue: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);

/** What the site shows where the spec fixes a string: the catalogue's value at its key, or the literal as written in the code. */
function shownText({ file, key, text }: SpecString): unknown {
  if (key) return valueAt(JSON.parse(read(file)), key);
  const source = read(file);
  return [`'${text}'`, `"${text}"`, `\`${text}\``].some((literal) => source.includes(literal)) ? text : undefined;
}

/** Code points, so that a curly apostrophe, a non-breaking space or an ё the spec does not write shows in the failure. */
const codePoints = (text: unknown) =>
  typeof text === 'string'
    ? [...text].map((char) => (/[\p{L}\p{N} ]/u.test(char) ? char : `U+${char.codePointAt(0)!.toString(16).padStart(4, '0')}`)).join('')
    : text;

/** The spec's UI strings (spec §2, §5, §8) are on the site byte for byte as the spec writes them, apostrophes included. */
describe('the spec’s UI strings', () => {
  it('are each shown verbatim where the site shows them', () => {
    const differing = SPEC_UI_STRINGS.filter((spec) => shownText(spec) !== spec.text).map(
      (spec) => `${spec.file}${spec.key ? ` ${spec.key}` : ''}: ${String(codePoints(shownText(spec)))} ≠ ${codePoints(spec.text)}`,
    );
    expect(differing).toEqual([]);
  });

  it('hold MediFlow’s straight apostrophe and the demo’s capitals, which a typographer would change', () => {
    const text = (key: string) => SPEC_UI_STRINGS.find((spec) => spec.key === key && spec.lang === 'en')!.text;
    expect(text('messages.mediflow.success')).toBe('Thank you! We\u0027ll contact you shortly.');
    expect(text('demo.start')).toBe('Start Conversation');
    const curly = { ...SPEC_UI_STRINGS.find((spec) => spec.key === 'messages.mediflow.success')!, text: 'Thank you! We’ll contact you shortly.' };
    expect(shownText(curly)).not.toBe(curly.text);
  });

  it('list each place once', () => {
    const places = SPEC_UI_STRINGS.map((spec) => `${spec.file} ${spec.key ?? spec.text}`);
    expect(places.length).toBe(new Set(places).size);
  });
});
