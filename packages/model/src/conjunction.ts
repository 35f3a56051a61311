import type { Language } from './languages';

/**
 * "And" between generated parts of a sentence. Intl.ListFormat writes the Ukrainian «і» everywhere,
 * but Ukrainian chooses by sound (милозвучність, Правопис 2019 § 23): «й» after a vowel, «і» after a
 * consonant and before і, ї, й, я, ю, є, and «та» where a vowel would meet one of those. Figures,
 * the euro sign and Latin names count by how they are read aloud: «1 мова й 3 лінії», «490 € й…».
 */

type Sound = 'vowel' | 'consonant' | 'iotated';

const VOWELS = new Set('аеиоуяюєії');
const IOTATED = new Set('іїйяює');
/** How an acronym's first letter is read in Ukrainian: "AI" is «ей-ай», "SMS" «ес-ем-ес», "EU" «і-ю», "CRM" «сі-ар-ем». */
const LETTER_START: Readonly<Record<string, Sound>> = {
  A: 'vowel',
  E: 'iotated',
  F: 'vowel',
  H: 'vowel',
  I: 'vowel',
  L: 'vowel',
  M: 'vowel',
  N: 'vowel',
  O: 'vowel',
  R: 'vowel',
  S: 'vowel',
  U: 'iotated',
  X: 'vowel',
};
/** The letters whose Ukrainian name ends with a vowel: «бі», «сі», «ді», «і», «джі», «оу», «пі», «к’ю», «ті», «ю», «ві», «дабл-ю» ("API" ends with «ай»). */
const LETTER_END_VOWEL = new Set('BCDEGOPQTUVW');
const LATIN_VOWELS = new Set('aeiou');
/** The units, tens and hundreds whose Ukrainian word ends with a vowel: два, три, чотири; дев’яносто; сто, двісті, триста, чотириста. */
const UNITS_END_VOWEL = new Set([2, 3, 4]);
const HUNDREDS_END_VOWEL = new Set([1, 2, 3, 4]);
const NUMBER_AT_START = /^\d[\d\s\u00a0\u202f]*(?:[.,]\d+)?/u;
const NUMBER_AT_END = /\d[\d\s\u00a0\u202f]*(?:[.,]\d+)?$/u;
const PUNCTUATION = /^[\s«»"'“”„()[\]—–-]+|[\s«»"'“”„()[\]—–.,;:!?-]+$/gu;

/** "3 хв", "2,5 год": read as хвилина, хвилини, хвилин (година, години, годин) by the figure. */
const UNIT_AT_END = /(\d[\d\s\u00a0\u202f]*(?:[.,]\d+)?)[\s\u00a0]*(?:хв|год)\.?$/u;

const wholeNumber = (written: string) => Number(written.split(/[.,]/u)[0]!.replace(/\D/gu, ''));
const hasFraction = (written: string) => /[.,]\d/u.test(written);

/** Only один and одинадцять (and тисяча's counts that start with them) begin with a vowel. */
function numberStart(written: string): Sound {
  let value = wholeNumber(written);
  while (value >= 1000 && Math.floor(value / 1000) !== 1) value = Math.floor(value / 1000);
  if (value >= 1000) return 'consonant'; // тисяча, мільйон
  return value === 1 || value === 11 ? 'vowel' : 'consonant';
}

/** The last word of a figure read aloud: «два», «дев’яносто», «триста», «тисячі» end with a vowel. */
function numberEnd(written: string): Sound {
  if (hasFraction(written)) return 'consonant'; // десятих, сотих
  const value = wholeNumber(written);
  const below = value % 1000;
  if (below === 0) {
    if (value === 0) return 'consonant';
    const thousands = Math.floor(value / 1000) % 1000;
    // тисяча, тисячі end with a vowel, тисяч does not; мільйон, мільйонів do not, мільйони does.
    const form = new Intl.PluralRules('uk').select(thousands || Math.floor(value / 1_000_000) % 1000);
    return (thousands && form === 'one') || form === 'few' ? 'vowel' : 'consonant';
  }
  const tens = below % 100;
  if (tens >= 10 && tens <= 19) return 'consonant';
  if (tens % 10) return UNITS_END_VOWEL.has(tens % 10) ? 'vowel' : 'consonant';
  if (tens) return tens === 90 ? 'vowel' : 'consonant';
  return HUNDREDS_END_VOWEL.has(Math.floor(below / 100)) ? 'vowel' : 'consonant';
}

function unitEnd(written: string): Sound {
  const value = hasFraction(written) ? 1.5 : wholeNumber(written);
  return new Intl.PluralRules('uk').select(value) === 'many' ? 'consonant' : 'vowel';
}

function firstSound(part: string): Sound {
  const text = part.replace(PUNCTUATION, '');
  const first = text.charAt(0);
  if (/\d/u.test(first)) return numberStart(text.match(NUMBER_AT_START)![0]);
  // "€490" is read «чотириста дев’яносто євро», "€" alone «євро».
  if (first === '€') return /^€[\s\u00a0\u202f]*\d/u.test(text) ? numberStart(text.replace(/^€[\s\u00a0\u202f]*/u, '').match(NUMBER_AT_START)![0]) : 'iotated';
  const latin = text.match(/^[A-Za-z]+/u)?.[0];
  if (latin) {
    const acronym = latin === latin.toUpperCase();
    return acronym ? (LETTER_START[first] ?? 'consonant') : LATIN_VOWELS.has(first.toLowerCase()) ? 'vowel' : 'consonant';
  }
  const lower = first.toLocaleLowerCase('uk');
  return IOTATED.has(lower) ? 'iotated' : VOWELS.has(lower) ? 'vowel' : 'consonant';
}

function lastSound(part: string): Sound {
  const text = part.replace(PUNCTUATION, '');
  const last = text.charAt(text.length - 1);
  if (/\d/u.test(last)) return numberEnd(text.match(NUMBER_AT_END)![0]);
  const unit = text.match(UNIT_AT_END);
  if (unit) return unitEnd(unit[1]!);
  if (last === '€' || /EUR$/u.test(text)) return 'vowel'; // євро
  const latin = text.match(/[A-Za-z]+$/u)?.[0];
  if (latin) {
    const acronym = latin === latin.toUpperCase();
    return (acronym ? LETTER_END_VOWEL.has(last) : LATIN_VOWELS.has(last.toLowerCase())) ? 'vowel' : 'consonant';
  }
  return VOWELS.has(last.toLocaleLowerCase('uk')) ? 'vowel' : 'consonant';
}

/** The Ukrainian "and" that sounds right between `before` and `after`: «мова й лінії», «лінії й мова», «тестів і діалогів», «мова та ялинка». */
export function ukrainianAnd(before: string, after: string): 'і' | 'й' | 'та' {
  const next = firstSound(after);
  const previous = lastSound(before);
  if (next === 'iotated') return previous === 'vowel' ? 'та' : 'і';
  return previous === 'vowel' ? 'й' : 'і';
}

/** A list in running text as the language joins it: "Helsi and mMedica", «Helsi и mMedica», «1 мова й 3 лінії». */
export function formatList(items: readonly string[], lang: Language): string {
  const parts = new Intl.ListFormat(lang, { type: 'conjunction' }).formatToParts(items);
  if (lang !== 'uk') return parts.map((part) => part.value).join('');
  return parts
    .map((part, index) =>
      part.type === 'literal' && /^\s*і\s*$/u.test(part.value)
        ? part.value.replace('і', ukrainianAnd(parts[index - 1]!.value, parts[index + 1]!.value))
        : part.value,
    )
    .join('');
}
