/**
 * The volumes a visitor names in their own words, in English, Russian, Ukrainian and Polish, typed or as
 * a transcript writes speech: "12 000 calls", "12,000", "12k", "2.5 minutes", «двенадцать тысяч
 * звонков», «три хвилини», «полторы минуты», „dwanaście tysięcy połączeń”, „półtorej minuty”. The local agent reads an estimate's volume with it,
 * and the estimate tool the cloud agent calls reads the words it passes on, so both agents price
 * the volume the visitor said, never one a model worked out.
 */

/** What a number counts, when the words after it say. */
export type QuantityUnit = 'calls' | 'minutes' | 'chats' | 'branches' | 'doctors' | 'managers' | 'agents' | 'languages' | 'lines' | 'hours' | 'operations';

export interface Quantity {
  readonly value: number;
  readonly unit?: QuantityUnit;
  /** Where in the text the number starts, for telling the visitor's several numbers apart. */
  readonly at: number;
}

/** Stems of the words each unit is named by, in the four languages (any case, any number). */
const UNITS: readonly (readonly [QuantityUnit, RegExp])[] = [
  ['minutes', /^(?:min(?:ute)?s?\b|minut|мин|хв)/u],
  ['calls', /^(?:calls?\b|phone calls?|połącz|telefon[óo]w|zgłosze|звон|звін|дзвін|дзвон|обращен|звернен)/u],
  ['chats', /^(?:chats?\b|conversations?\b|dialogues?\b|messages?\b|чат|диалог|діалог|разговор|розмов|переписк|листуван|czat|rozm[oó]w|konwersacj|wiadomo)/u],
  [
    'branches',
    /^(?:branch|clinic|location|store|shop|office|филиал|клиник|офис|магазин|точ|філі|клінік|офіс|крамниц|placów|przychodn|klinik|oddzia|sklep|filia|filie|filii|punkt)/u,
  ],
  ['doctors', /^(?:doctor|physician|врач|доктор|лікар|lekar)/u],
  ['managers', /^(?:managers?\b|reps?\b|salespeople|sales ?(?:rep|people)|менеджер|продав|handlow|menedżer|manager|sprzedawc)/u],
  ['agents', /^(?:agents?\b|agent(?:y|ów|a|ami)\b|агент)/u],
  ['languages', /^(?:languages?\b|язык|мов|język)/u],
  ['lines', /^(?:lines?\b|phone numbers?\b|numbers?\b|лини|номер|ліні|lini|numer)/u],
  ['hours', /^(?:hours?\b|час(?:а|ов)?\b|годин|godzin)/u],
  ['operations', /^(?:operations?\b|tasks?\b|операц|задач|operacj|zada[nń])/u],
];

/** Number words by value, with the Russian, Ukrainian and Polish forms a count takes after a preposition («для двенадцати тысяч», „dla dwunastu tysięcy”). */
const WORDS: Readonly<Record<string, number>> = (() => {
  const table: [number, string][] = [
    [0, 'zero ноль нуль'],
    [1, 'one a an один одна одно одного одной одну одне одному однієї jeden jedna jedno jednego jednej'],
    [2, 'two два две двух дві двох dwa dwie dwóch dwu'],
    [3, 'three три трёх трех трьох trzy trzech'],
    [4, 'four четыре четырёх четырех чотири чотирьох cztery czterech'],
    [5, "five пять пяти п'ять п'яти pięć pięciu"],
    [6, 'six шесть шести шість sześć sześciu'],
    [7, 'seven семь семи сім siedem siedmiu'],
    [8, 'eight восемь восьми вісім osiem ośmiu'],
    [9, "nine девять девяти дев'ять дев'яти dziewięć dziewięciu"],
    [10, 'ten десять десяти dziesięć dziesięciu'],
    [11, 'eleven одиннадцать одиннадцати одинадцять одинадцяти jedenaście jedenastu'],
    [12, 'twelve двенадцать двенадцати дванадцять дванадцяти dwanaście dwunastu'],
    [13, 'thirteen тринадцать тринадцати тринадцять тринадцяти trzynaście trzynastu'],
    [14, 'fourteen четырнадцать четырнадцати чотирнадцять чотирнадцяти czternaście czternastu'],
    [15, "fifteen пятнадцать пятнадцати п'ятнадцять п'ятнадцяти piętnaście piętnastu"],
    [16, 'sixteen шестнадцать шестнадцати шістнадцять шістнадцяти szesnaście szesnastu'],
    [17, 'seventeen семнадцать семнадцати сімнадцять сімнадцяти siedemnaście siedemnastu'],
    [18, 'eighteen восемнадцать восемнадцати вісімнадцять вісімнадцяти osiemnaście osiemnastu'],
    [19, "nineteen девятнадцать девятнадцати дев'ятнадцять дев'ятнадцяти dziewiętnaście dziewiętnastu"],
    [20, 'twenty двадцать двадцати двадцять двадцяти dwadzieścia dwudziestu'],
    [30, 'thirty тридцать тридцати тридцять тридцяти trzydzieści trzydziestu'],
    [40, 'forty сорок сорока czterdzieści czterdziestu'],
    [50, "fifty пятьдесят пятидесяти п'ятдесят п'ятдесяти pięćdziesiąt pięćdziesięciu"],
    [60, 'sixty шестьдесят шестидесяти шістдесят шістдесяти sześćdziesiąt sześćdziesięciu'],
    [70, 'seventy семьдесят семидесяти сімдесят сімдесяти siedemdziesiąt siedemdziesięciu'],
    [80, 'eighty восемьдесят восьмидесяти вісімдесят вісімдесяти osiemdziesiąt osiemdziesięciu'],
    [90, "ninety девяносто девяноста дев'яносто дев'яноста dziewięćdziesiąt dziewięćdziesięciu"],
    [100, 'сто ста sto stu'],
    [200, 'двести двухсот двісті двохсот dwieście dwustu'],
    [300, 'триста трёхсот трехсот трьохсот trzysta trzystu'],
    [400, 'четыреста четырёхсот четырехсот чотириста чотирьохсот czterysta czterystu'],
    [500, "пятьсот пятисот п'ятсот п'ятисот pięćset pięciuset"],
    [600, 'шестьсот шестисот шістсот шістсот sześćset sześciuset'],
    [700, 'семьсот семисот сімсот семисот siedemset siedmiuset'],
    [800, 'восемьсот восьмисот вісімсот восьмисот osiemset ośmiuset'],
    [900, "девятьсот девятисот дев'ятсот дев'ятисот dziewięćset dziewięciuset"],
  ];
  return Object.fromEntries(table.flatMap(([value, words]) => words.split(' ').map((word) => [word, value])));
})();
/** One and a half, as a word: «полторы минуты», «півтори хвилини», „półtorej minuty”. */
const ONE_AND_A_HALF = new Set(['полтора', 'полторы', 'півтора', 'півтори', 'półtora', 'półtorej']);
const HUNDRED = new Set(['hundred', 'hundreds']);
/** Thousands in every case a count takes («семи тысячам», «тисячах», „siedmiu tysiącach”). */
const THOUSAND = /^(?:thousands?|k|к|тыс|тысяч(?:а|и|у|ах|ам|ами|ей)?|тис|тисяч(?:а|і|у|ах|ам|ами)?|tys|tysi[ąę]c(?:e|y|a|ach|om|ami)?)$/u;
const MILLION = /^(?:millions?|mln|млн|миллион(?:а|ов)?|мільйон(?:а|ів)?|milion(?:y|ów|a)?)$/u;
/** Words inside a spoken number ("two hundred and fifty", "two and a half"). */
const JOINERS = new Set(['and', 'и', 'і', 'й', 'та', 'i']);
const HALF = new Set(['half', 'половиной', 'половиною', 'pół']);

interface Token {
  /** The word as written, lower-cased, without a final full stop («тыс.»). */
  readonly word: string;
  readonly at: number;
  readonly end: number;
}

function tokensOf(text: string): Token[] {
  // Digits grouped by spaces only in threes ("12 000"), so "12000 3" stays two numbers.
  return [...text.matchAll(/\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)(?:[.,]\d+)?|\d+(?:[.,]\d+)*|[\p{L}']+\.?/gu)].map((match) => ({
    word: match[0].toLowerCase().replace(/\.$/, ''),
    at: match.index,
    end: match.index + match[0].length,
  }));
}

/** A number written in digits: "12 000", "12,000" and "12.000" are twelve thousand; "2,5" and "2.5" two and a half. */
function digitsValue(written: string): number {
  const groups = written.split(/[ \u00a0\u202f]/u).join('');
  // A separator before exactly three digits groups thousands; any other is the decimal point.
  const parts = groups.split(/[.,]/);
  const last = parts.at(-1)!;
  if (parts.length > 1 && last.length !== 3) return Number(`${parts.slice(0, -1).join('')}.${last}`);
  return Number(parts.join(''));
}

function unitAfter(tokens: readonly Token[], from: number): QuantityUnit | undefined {
  // The unit may follow at once ("12 000 calls") or after a word or two ("3 minutes each", "12k phone calls", «три хвилини на дзвінок»).
  for (const { word } of tokens.slice(from, from + 3)) {
    const found = UNITS.find(([, stem]) => stem.test(word));
    if (found) return found[0];
    if (/^\d/.test(word) || WORDS[word] !== undefined) return undefined;
  }
  return undefined;
}

function unitBefore(tokens: readonly Token[], at: number): QuantityUnit | undefined {
  for (const { word } of tokens.slice(Math.max(0, at - 2), at).reverse()) {
    const found = UNITS.find(([, stem]) => stem.test(word));
    if (found) return found[0];
  }
  return undefined;
}

const isDigits = (word: string) => /^\d/.test(word);
/** "a" and "an" count as one only before "thousand" or "hundred" ("a thousand calls"), never in "a month". */
const isNumberWord = (tokens: readonly Token[], index: number) => {
  const word = tokens[index]?.word;
  if (word === undefined || WORDS[word] === undefined) return false;
  if (word !== 'a' && word !== 'an') return true;
  const next = tokens[index + 1]?.word ?? '';
  return HUNDRED.has(next) || THOUSAND.test(next);
};

/**
 * Languages a visitor names rather than counts ("in Polish and English", «на русском и казахском»,
 * „po polsku i niemiecku”): each language's stems in the four languages, any case or form.
 */
const LANGUAGE_NAMES: readonly RegExp[] = [
  /^(?:english|англ|angiel)/u,
  /^(?:german|немец|німец|niemiec|niemieck)/u,
  /^(?:polish|польск|польськ|polsk|polsku)/u,
  /^(?:ukrainian|украин|україн|ukrai)/u,
  /^(?:russian|русск|російськ|rosyjsk|rosyjsku)/u,
  /^(?:kazakh|казах|kazach)/u,
  /^(?:spanish|испан|іспан|hiszpa)/u,
  /^(?:french|француз|francus)/u,
  /^(?:italian|итальян|італій|włosk)/u,
  /^(?:lithuanian|литов|litew)/u,
  /^(?:dutch|нидерланд|голланд|нідерланд|голланд|niderland|holend)/u,
  /^(?:czech|чешск|чеськ|czesk)/u,
  /^(?:romanian|румын|румун|rumu)/u,
  /^(?:portuguese|португал|portugal)/u,
  /^(?:turkish|турец|turec)/u,
];

/** How many languages a text names, when it names two or more: a volume "in Polish and English" is priced for two. */
function languagesNamed(tokens: readonly Token[]): Quantity | undefined {
  const named = tokens.filter((token) => LANGUAGE_NAMES.some((name) => name.test(token.word)));
  const count = new Set(named.map((token) => LANGUAGE_NAMES.findIndex((name) => name.test(token.word)))).size;
  return count >= 2 ? { value: count, unit: 'languages', at: named[0]!.at } : undefined;
}

/** The numbers of a text, in order, each with the unit the words after it name; and the count of languages it names, unless it counts them. */
export function quantitiesIn(text: string): Quantity[] {
  const found = numbersIn(text);
  const named = found.some((quantity) => quantity.unit === 'languages') ? undefined : languagesNamed(tokensOf(text));
  return named ? [...found, named] : found;
}

function numbersIn(text: string): Quantity[] {
  const tokens = tokensOf(text.replace(/[’\u02bc]/g, "'"));
  const found: Quantity[] = [];
  let index = 0;
  while (index < tokens.length) {
    const start = index;
    let total = 0;
    let current = 0;
    let fraction = 0;
    let any = false;
    while (index < tokens.length) {
      const { word } = tokens[index]!;
      const next = tokens[index + 1]?.word ?? '';
      // A second number in digits starts a number of its own.
      if (isDigits(word)) {
        if (any) break;
        current = digitsValue(word);
      } else if (isNumberWord(tokens, index)) {
        current += WORDS[word]!;
      } else if (ONE_AND_A_HALF.has(word)) {
        current += 1.5;
      } else if (any && HUNDRED.has(word)) {
        current = (current || 1) * 100;
      } else if (any && THOUSAND.test(word) && (word !== 'k' || tokens[index - 1]!.end === tokens[index]!.at)) {
        total += (current || 1) * 1_000;
        current = 0;
      } else if (any && MILLION.test(word)) {
        total += (current || 1) * 1_000_000;
        current = 0;
      } else if (any && JOINERS.has(word) && (HALF.has(next) || (next === 'a' && HALF.has(tokens[index + 2]?.word ?? '')))) {
        // "two and a half", «два с половиной» is not written so often: the half ends the number.
        fraction = 0.5;
        index += next === 'a' ? 3 : 2;
        break;
      } else if (any && JOINERS.has(word) && isNumberWord(tokens, index + 1)) {
        // "two hundred and fifty": the joiner stays inside the number.
      } else break;
      any = true;
      index += 1;
    }
    if (!any) {
      index = start + 1;
      continue;
    }
    // The unit follows the number ("12 000 calls"), or comes just before it («звонков будет пятнадцать тысяч»).
    const unit = unitAfter(tokens, index) ?? unitBefore(tokens, start);
    found.push({ value: total + current + fraction, at: tokens[start]!.at, ...(unit && { unit }) });
  }
  return found;
}
