import { detectAll } from 'tinyld';
import { LANGUAGES, type Language } from '@site/model';

/**
 * The language a visitor's question is written in, of the four the site speaks: the answer follows
 * it, and the page's language is only the default (a Russian question on `/ua` is answered in
 * Russian). tinyld, built for short texts, tells it among the site's languages, from the words that
 * belong to a language (a brand, an acronym or a product's name in Latin letters, "AI Seller",
 * "DPA", "mMedica", says nothing of it); a turn of one word ("Так", "Tak", "OK") keeps the
 * conversation's language.
 */
const MIN_WORDS = 2;

/** The words that tell a language: no all-capitals acronym, no brand with a capital inside, no capitalised word past the first (a name), no digits. */
function tellingWords(text: string): string[] {
  return text
    .split(/[^\p{L}'’-]+/u)
    .filter(Boolean)
    .filter((word, at) => !/^\p{Lu}{2,}$/u.test(word) && !/^\p{L}\p{Ll}*\p{Lu}/u.test(word) && !(at > 0 && /^\p{Lu}/u.test(word)));
}

/** The language of `text`, or `current` when the text does not say. */
export function languageOfQuestion(text: string, current: Language): Language {
  const words = tellingWords(text);
  if (words.length < MIN_WORDS) return current;
  const found = detectAll(words.join(' '), { only: [...LANGUAGES] })[0]?.lang;
  return (LANGUAGES as readonly string[]).includes(found ?? '') ? (found as Language) : current;
}
