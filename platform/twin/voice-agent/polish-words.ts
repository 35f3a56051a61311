import type { Tokenizer } from '@orama/orama';
import { createStemmer } from 'multilingual-stemmer';

/**
 * Polish words as the local agent's search holds them. Orama has no Polish (no stemmer, no stop
 * words, and its splitter cuts words at ą, ę, ł, ś, ż), so Polish has a tokenizer of its own: words
 * split on anything but letters and digits, stop words left out, each stemmed by Snowball's Polish
 * algorithm (multilingual-stemmer: wdrożenie, wdrożenia, wdrożeniami → wdrożen; asystenta,
 * asystentów → asystent).
 */
const stem = createStemmer('pl');

/** Words a question is full of that say nothing of its subject: conjunctions, prepositions, pronouns, "is there", "please". */
export const POLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a aby ale bo by być był była było czy co czym dla do go i ich ile ja jak jaka jaki jakie jakiś jakieś jest jestem jego jej już ' +
    'ma mam mają mi mnie mój moja moje moi może można na nad nam nas nie o od oraz po pod przez przy się są ta tak te tego ten ' +
    'to tu tym u w we wam was wasz wasza wasze waszych wy z za ze że żeby proszę powiedz powiedzcie chcę chciałbym chciałabym mieć macie'
  ).split(' '),
);

/** Lower-cased in NFC (a pasted "ę" may come as e and a combining ogonek), split, stop words out, stemmed, each once. */
export function polishWords(text: string): string[] {
  const words = text
    .normalize('NFC')
    .toLocaleLowerCase('pl')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !POLISH_STOP_WORDS.has(word));
  return [...new Set(words.map(stem))];
}

/** The tokenizer Orama indexes and searches Polish passages with. */
export const polishTokenizer: Tokenizer = { language: 'polish', normalizationCache: new Map(), tokenize: (raw) => polishWords(raw) };
