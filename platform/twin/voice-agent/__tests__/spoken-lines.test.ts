import { describe, expect, it } from 'vitest';
import { SPOKEN_LINES } from '../spoken-lines';

/** What would make a scripted line a contact: a run of digits, an address written or spelled out, a name given. */
const CONTACT =
  /\d[\d\s-]{5,}\d|@|\b(?:at|dot)\b.*\b(?:dot|com)\b|\b(?:собака|равлик|małpa)\b|\b(?:I[’']m|my name is|меня зовут|мене звати|mam na imię|nazywam się)\s+\p{Lu}|\b(?:e-?mail|почта|пошта)\b/iu;

describe('the simulated callers’ scripts', () => {
  // A contact the visitor did not type would reach the managers (and a meeting's invitation) as theirs.
  it('carry no name, phone or e-mail in any script or language', () => {
    const said = Object.entries(SPOKEN_LINES).flatMap(([script, languages]) =>
      Object.entries(languages).flatMap(([language, { lines }]) => lines.map((line) => `${script} ${language}: ${line}`)),
    );
    expect(said.length).toBeGreaterThan(20);
    expect(said.filter((line) => CONTACT.test(line.slice(line.indexOf(': ') + 2)))).toEqual([]);
  });
});
