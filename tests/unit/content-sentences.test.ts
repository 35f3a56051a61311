import { describe, expect, it } from 'vitest';
import { sentencesOf, textsOf } from '@site/contracts';
import { SITE_COPY } from './site-copy';

/**
 * No sentence of the site is written twice: every page's copy is its own. Reads every content
 * document and every app's translations, and reports each sentence found in more than one place
 * (or twice in one place), per language.
 */
function sourcesByLanguage(): Map<string, Map<string, string[]>> {
  const byLanguage = new Map<string, Map<string, string[]>>();
  for (const { file, lang, value } of SITE_COPY) {
    const sources = byLanguage.get(lang) ?? new Map<string, string[]>();
    sources.set(file, sentencesOf(textsOf(value)));
    byLanguage.set(lang, sources);
  }
  return byLanguage;
}

describe('the copy of the site', () => {
  const byLanguage = sourcesByLanguage();

  it('is found in content documents and translations of every language', () => {
    expect([...byLanguage.keys()].sort()).toEqual(['en', 'ru', 'uk']);
  });

  it.each(['en', 'ru', 'uk'])('repeats no sentence in %s', (lang) => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const [file, sentences] of byLanguage.get(lang) ?? []) {
      for (const sentence of sentences) {
        const key = sentence.toLowerCase();
        const first = seen.get(key);
        if (first) repeats.push(`"${sentence}" in ${file} and ${first}`);
        else seen.set(key, file);
      }
    }
    expect(repeats).toEqual([]);
  });
});
