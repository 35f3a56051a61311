import { findPhoneNumbersInText } from 'libphonenumber-js/min';
import { normalizePhone, type PhoneCountry } from './phone';

/**
 * The phones a visitor gave in their own words: typed (`050 123 45 67`, `+44 7700 900123`) or
 * spoken, as a transcript writes speech ("plus three eight zero, fifty, one two three…", «плюс семь
 * девятьсот девяносто девять…»). The local agent takes a contact only from these, and the backend
 * holds any contact whose phone the visitor's own turns do not hold, whatever agent passed it.
 */

/** Number words of English, Russian, Ukrainian and Polish, by value (apostrophes written `'`). */
const NUMBER_WORDS: Readonly<Record<string, number>> = Object.fromEntries(
  (
    [
      [0, 'zero oh o ноль нуль'],
      [1, 'one один одна одно одне jeden jedna jedno'],
      [2, 'two два две дві dwa dwie'],
      [3, 'three три trzy'],
      [4, 'four четыре чотири cztery'],
      [5, "five пять п'ять pięć"],
      [6, 'six шесть шість sześć'],
      [7, 'seven семь сім siedem'],
      [8, 'eight восемь вісім osiem'],
      [9, "nine девять дев'ять dziewięć"],
      [10, 'ten десять dziesięć'],
      [11, 'eleven одиннадцать одинадцять jedenaście'],
      [12, 'twelve двенадцать дванадцять dwanaście'],
      [13, 'thirteen тринадцать тринадцять trzynaście'],
      [14, 'fourteen четырнадцать чотирнадцять czternaście'],
      [15, "fifteen пятнадцать п'ятнадцять piętnaście"],
      [16, 'sixteen шестнадцать шістнадцять szesnaście'],
      [17, 'seventeen семнадцать сімнадцять siedemnaście'],
      [18, 'eighteen восемнадцать вісімнадцять osiemnaście'],
      [19, "nineteen девятнадцать дев'ятнадцять dziewiętnaście"],
      [20, 'twenty двадцать двадцять dwadzieścia'],
      [30, 'thirty тридцать тридцять trzydzieści'],
      [40, 'forty сорок czterdzieści'],
      [50, "fifty пятьдесят п'ятдесят pięćdziesiąt"],
      [60, 'sixty шестьдесят шістдесят sześćdziesiąt'],
      [70, 'seventy семьдесят сімдесят siedemdziesiąt'],
      [80, 'eighty восемьдесят вісімдесят osiemdziesiąt'],
      [90, "ninety девяносто дев'яносто dziewięćdziesiąt"],
      [100, 'hundred сто'],
      [200, 'двести двісті dwieście'],
      [300, 'триста trzysta'],
      [400, 'четыреста чотириста czterysta'],
      [500, "пятьсот п'ятсот pięćset"],
      [600, 'шестьсот шістсот sześćset'],
      [700, 'семьсот сімсот siedemset'],
      [800, 'восемьсот вісімсот osiemset'],
      [900, "девятьсот дев'ятсот dziewięćset"],
    ] as const
  ).flatMap(([value, words]) => words.split(' ').map((word) => [word, value])),
);
const PLUS_WORDS = new Set(['plus', 'плюс']);
const REPEAT_WORDS: Readonly<Record<string, number>> = { double: 2, triple: 3 };
/** Words between number words that a speaker says inside a number ("one hundred and five"). */
const FILLERS = new Set(['and']);

type Piece =
  | { readonly kind: 'digits'; readonly text: string }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'repeat'; readonly times: number }
  /** A comma between numbers: "fifty, one" is 5 0 1, not 51. */
  | { readonly kind: 'pause' };

/**
 * A run of spoken number words as the digits a speaker means: "fifty" is 50, "forty-five" 45,
 * «сто двадцать три» 123, «сто три» 103, "one hundred" 100, "double seven" 77; digits written
 * among the words are kept as written.
 */
function digitsOfRun(pieces: readonly Piece[]): string {
  let digits = '';
  for (let at = 0; at < pieces.length;) {
    const piece = pieces[at]!;
    if (piece.kind === 'pause') {
      at += 1;
      continue;
    }
    if (piece.kind === 'digits') {
      digits += piece.text;
      at += 1;
      continue;
    }
    if (piece.kind === 'repeat') {
      const next = pieces[at + 1];
      if (next?.kind === 'number' && next.value < 10) {
        digits += String(next.value).repeat(piece.times);
        at += 2;
      } else at += 1;
      continue;
    }
    let value = piece.value;
    at += 1;
    // "one hundred": a unit before "hundred" counts its hundreds.
    const after = pieces[at];
    if (value < 10 && after?.kind === 'number' && after.value === 100) {
      value *= 100;
      at += 1;
    }
    const numberAt = (index: number) => {
      const found = pieces[index];
      return found?.kind === 'number' ? found.value : undefined;
    };
    if (value >= 100) {
      let rest = 0;
      const tens = numberAt(at);
      if (tens !== undefined && tens >= 20 && tens < 100) {
        rest = tens;
        at += 1;
        const unit = numberAt(at);
        if (unit !== undefined && unit > 0 && unit < 10) {
          rest += unit;
          at += 1;
        }
      } else if (tens !== undefined && tens > 0 && tens < 20) {
        rest = tens;
        at += 1;
      }
      digits += String(value + rest).padStart(3, '0');
    } else if (value >= 20) {
      const unit = numberAt(at);
      if (unit !== undefined && unit > 0 && unit < 10) {
        value += unit;
        at += 1;
      }
      digits += String(value);
    } else digits += String(value);
  }
  return digits;
}

/**
 * The text with every run of spoken number words written as digits ("plus four four seven seven…"
 * becomes "+4477…"), and "plus" before a number written `+`; everything else is left as it is.
 */
export function withSpokenNumbersAsDigits(text: string): string {
  const tokens = text.replace(/[’\u02bc`]/g, "'").split(/([\p{L}']+|\d+)/u);
  let out = '';
  // The run of numbers being read: its pieces, its text as written, and what followed its last number.
  let run: Piece[] = [];
  let written = '';
  let pending = '';
  let spoken = false;
  const flush = () => {
    // Digits alone are left as written; a run with words is written as the digits it says.
    if (run.length) out += spoken ? digitsOfRun(run) : written;
    out += pending;
    run = [];
    written = '';
    pending = '';
    spoken = false;
  };
  const extend = (piece: Piece, token: string) => {
    if (pending.includes(',')) run.push({ kind: 'pause' });
    run.push(piece);
    written += pending + token;
    pending = '';
    if (piece.kind !== 'digits') spoken = true;
  };
  let plus = false;
  for (const token of tokens) {
    if (!token) continue;
    const word = token.toLowerCase();
    const last = run.at(-1);
    const afterPlus = plus;
    plus = false;
    if (/^\d+$/.test(token)) extend({ kind: 'digits', text: token }, token);
    else if (word in NUMBER_WORDS && !((word === 'o' || word === 'oh') && !run.length)) extend({ kind: 'number', value: NUMBER_WORDS[word]! }, token);
    else if (word in REPEAT_WORDS) extend({ kind: 'repeat', times: REPEAT_WORDS[word]! }, token);
    else if (PLUS_WORDS.has(word)) {
      flush();
      out += '+';
      plus = true;
    } else if (afterPlus && /^\s+$/.test(token)) {
      // "plus four four…": the plus written against its number.
      plus = true;
    } else if (run.length && (/^[\s,\-]+$/.test(token) || (FILLERS.has(word) && last?.kind === 'number'))) {
      // Between the numbers of one run, or where the run ends: kept only if it ends here.
      pending += token;
    } else {
      flush();
      out += token;
    }
  }
  flush();
  return out;
}

/**
 * Numbers of any length a country uses, as `normalizePhone` takes them: the library's default
 * finds only numbers its metadata calls valid, and its smallest metadata (the one the contracts
 * use) knows no number types, so the drama range of a fictional number would be missed. The
 * option is the library's own, missing from its types.
 */
const POSSIBLE = { leniency: 'POSSIBLE' } as { defaultCountry?: PhoneCountry };

/** The phones in a visitor's words, typed or spoken, in E.164, each once, read in the country given for numbers written nationally. */
export function phonesIn(text: string, defaultCountry?: PhoneCountry): string[] {
  const written = withSpokenNumbersAsDigits(text);
  const found = findPhoneNumbersInText(written, { ...POSSIBLE, ...(defaultCountry && { defaultCountry }) });
  const phones = found.flatMap(({ number }) => {
    const read = normalizePhone(number.number);
    return read.ok ? [read.e164] : [];
  });
  return [...new Set(phones)];
}

/** The digits of a visitor's words, spoken numbers written as digits: what a phone's digits are looked for in. */
export function digitsIn(text: string): string {
  return withSpokenNumbersAsDigits(text).replace(/\D/g, '');
}

/** A run of digits a speaker or a typist writes as one number: a plus, spaces, dashes, dots, slashes, underscores and brackets between the digits. */
const NUMBER_RUN = /(?:\+|\b)\d(?:[\s().\-/_]{0,3}\d)*/g;

/**
 * The whole numbers in a text, in E.164: each run of digits (spoken numbers written as digits) read
 * as one number, international with its plus (or 00), else in `defaultCountry`; and what the phone
 * library finds in it. A run is one number or none: its digits are never searched for a shorter one.
 */
function wholeNumbersIn(text: string, defaultCountry?: PhoneCountry): Set<string> {
  const written = withSpokenNumbersAsDigits(text);
  const numbers = new Set(phonesIn(text, defaultCountry));
  for (const [run] of written.matchAll(NUMBER_RUN)) {
    const digits = run.replace(/\D/g, '');
    const international = run.startsWith('+') || digits.startsWith('00');
    const read = international ? normalizePhone(`+${digits.replace(/^00/, '')}`) : defaultCountry ? normalizePhone(digits, defaultCountry) : undefined;
    if (read?.ok) numbers.add(read.e164);
  }
  return numbers;
}

/**
 * Whether the visitor gave this phone in these turns of theirs (each alone, or two in a row, for a
 * number said over two turns): the whole number, its country code included (H5), as they said it
 * with its code, or nationally in the conversation's country (`defaultCountry`), spoken numbers
 * counted. A wrong country code, or the phone's digits inside a longer number, is not the phone.
 */
export function phoneSaidIn(turns: readonly string[], phone: string, defaultCountry?: PhoneCountry): boolean {
  const read = normalizePhone(phone);
  if (!read.ok) return false;
  return turns.some(
    (turn, index) =>
      wholeNumbersIn(turn, defaultCountry).has(read.e164) || (index > 0 && wholeNumbersIn(`${turns[index - 1]} ${turn}`, defaultCountry).has(read.e164)),
  );
}
