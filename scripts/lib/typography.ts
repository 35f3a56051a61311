import ts from 'typescript';
import Typograf from 'typograf';
import { SPEC_STRINGS } from './spec-strings';

/**
 * Russian, Ukrainian and Polish typography for the site's copy, with typograf, the library the
 * Russian- and Polish-speaking web uses for it. Only its rules for non-breaking spaces run (its dash
 * rule among them, for the space before a dash): the copy's quotes, dashes and number formats are
 * already written by hand, and the spec's own UI strings stay
 * exactly as the spec writes them (./spec-strings.ts).
 */
export const TYPESET_LANGUAGES = ['ru', 'uk', 'pl'] as const;
export type TypesetLanguage = (typeof TYPESET_LANGUAGES)[number];

/**
 * What typography sets: the content documents and the pages' own prose (the shell's pages, the
 * products and content remotes), not the short UI strings of the forms, the voice widget and the
 * chrome, whose wording tests and the spec pin down.
 */
export function isTypesetCopy(path: string): boolean {
  return path.includes('/content/') || /^(shell\/src\/pages|mfe-products\/src|mfe-content\/src)\/locales\//.test(path);
}

const NBSP = '\u00a0';

const RULES = [
  // a one- or two-letter word (в, с, и, з, у, до, на…) never ends a line
  'common/nbsp/afterShortWord',
  // a number stays with the word it counts: 14 дней, 3 с
  'common/nbsp/afterNumber',
  'ru/nbsp/beforeParticle',
  'ru/nbsp/dayMonth',
  'ru/nbsp/years',
  'ru/nbsp/mln',
  'ru/nbsp/m',
  'ru/nbsp/initials',
  'ru/nbsp/abbr',
  // a dash never starts a line: the space before it is non-breaking
  'ru/dash/main',
];

/**
 * Polish binds one-letter words only (a, i, o, u, w, z: the typesetting custom, PWN's "sierotki"),
 * and a number to its word (2026 r., 12 mln); Russian's own rules do not apply to it.
 */
function polishEngine(): Typograf {
  const engine = new Typograf({ locale: ['pl', 'en-US'], disableRule: '*' });
  engine.enableRule('common/nbsp/afterShortWord');
  engine.enableRule('common/nbsp/afterNumber');
  engine.setSetting('common/nbsp/afterShortWord', 'lengthShortWord', 1);
  return engine;
}

const engines: Record<TypesetLanguage, Typograf> = {
  ru: new Typograf({ locale: ['ru', 'en-US'], disableRule: '*', enableRule: RULES }),
  uk: new Typograf({ locale: ['uk', 'en-US'], disableRule: '*', enableRule: RULES }),
  pl: polishEngine(),
};

/** What typograf does not do: a range keeps its unit (7–14 дней), a figure its currency or per cent sign (39 €, 12 zł). */
const RANGE_BEFORE_WORD = /(\d[–-]\d+) (?=\p{L})/gu;
const FIGURE_BEFORE_SIGN = /(\d) (?=[€$₴₸₽%]|zł(?!\p{L}))/gu;
/** A decimal keeps its unit too (1,5 часа, 2,3 раза): typograf's number rule stops at the decimal comma. Punctuation after it is left alone. */
const DECIMAL_BEFORE_WORD = /(\d+,\d+) (?=\p{L})/gu;
/** typograf runs a rule for its own locale only, and its dash rule is Russian: a Ukrainian dash is kept to its line the same way. */
const SPACE_BEFORE_DASH = / (?=— )/g;
/** A Latin word is a name, not a preposition: «AI Focus Group» keeps its ordinary spaces (not in Polish, whose „w”, „z”, „i” are Latin). */
const LATIN_SHORT_WORD = /(?<!\p{L})([A-Za-z]{1,2})\u00a0(?=[A-Za-z])/gu;
/** A company's legal form never breaks across lines ("sp. z o.o."), as legalNameInText() writes the registered name. */
const POLISH_LEGAL_FORM = /sp\.[ \u00a0]z[ \u00a0]o\.o\./g;
/** Polish dashes are spaced en dashes: the space before one is non-breaking, so no line starts with it. */
const SPACE_BEFORE_EN_DASH = / (?=– )/g;
/** A Polish abbreviation keeps the word after it (ul. Prosta, np. w, nr 5, art. 28), and "mln", "tys." their currency (12 mln zł). */
const POLISH_ABBREVIATION = /(?<![\p{L}.])(ul\.|al\.|pl\.|nr|tel\.|godz\.|np\.|tj\.|art\.|ust\.|pkt|zał\.|mln|mld|tys\.) (?=[\p{L}\p{N}€])/gu;

/** The text as a typesetter would set it, its ordinary spaces made non-breaking where a line must not break. */
export function typeset(text: string, lang: TypesetLanguage): string {
  const set = engines[lang].execute(text);
  const common = (lang === 'uk' ? set.replace(SPACE_BEFORE_DASH, NBSP) : set)
    .replace(RANGE_BEFORE_WORD, `$1${NBSP}`)
    .replace(FIGURE_BEFORE_SIGN, `$1${NBSP}`)
    .replace(DECIMAL_BEFORE_WORD, `$1${NBSP}`);
  if (lang === 'pl')
    return common.replace(SPACE_BEFORE_EN_DASH, NBSP).replace(POLISH_ABBREVIATION, `$1${NBSP}`).replace(POLISH_LEGAL_FORM, `sp.${NBSP}z${NBSP}o.o.`);
  return common.replace(LATIN_SHORT_WORD, '$1 ');
}

/** A string literal's new source text, or null when typography leaves it as it is. */
function typesetLiteral(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral, source: ts.SourceFile, lang: TypesetLanguage): string | null {
  if (SPEC_STRINGS.has(node.text)) return null;
  const set = typeset(node.text, lang);
  if (set === node.text) return null;
  const raw = node.getText(source);
  // Only spaces change, so the literal's own spelling (quotes, escapes) is kept by setting its spaces in place.
  const body = raw.slice(1, -1);
  if (body.replaceAll('\u00a0', ' ') !== node.text.replaceAll('\u00a0', ' ')) throw new Error(`${source.fileName}: escapes in ${raw}`);
  let out = '';
  for (let i = 0; i < body.length; i += 1) out += body[i] === ' ' || body[i] === '\u00a0' ? set[i] : body[i];
  return raw[0] + out + raw[raw.length - 1];
}

/**
 * A template's parts as typography sets them: the whole text is set with a long word standing for
 * each value (a value is a name, a figure or a period, already set by whoever formats it), so the
 * parts' spaces are set as the text around each value needs; only spaces change, in place.
 */
const VALUE = 'Подстановка';

function typesetTemplate(node: ts.TemplateExpression, source: ts.SourceFile, lang: TypesetLanguage): { start: number; end: number; text: string }[] {
  const parts = [node.head, ...node.templateSpans.map((span) => span.literal)];
  const set = typeset(parts.map((part) => part.text).join(VALUE), lang).split(VALUE);
  if (set.length !== parts.length) throw new Error(`${source.fileName}: typography changed a value's place in ${node.getText(source).slice(0, 60)}…`);
  return parts.flatMap((part, index) => {
    const raw = part.getText(source);
    // The part's source between its delimiters: ` or } before it, ${ or ` after it.
    const open = 1;
    const close = ts.isTemplateTail(part) || ts.isNoSubstitutionTemplateLiteral(part) ? 1 : 2;
    const body = raw.slice(open, raw.length - close);
    const want = set[index]!;
    if (want === part.text) return [];
    if (body.replaceAll('\u00a0', ' ') !== part.text.replaceAll('\u00a0', ' ')) throw new Error(`${source.fileName}: escapes in ${raw}`);
    let out = '';
    for (let i = 0; i < body.length; i += 1) out += body[i] === ' ' || body[i] === '\u00a0' ? want[i] : body[i];
    const start = part.getStart(source) + open;
    return [{ start, end: start + body.length, text: out }];
  });
}

function typesetModule(text: string, path: string, lang: TypesetLanguage): string {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const replacement = typesetLiteral(node, source, lang);
      if (replacement !== null) edits.push({ start: node.getStart(source), end: node.getEnd(), text: replacement });
    }
    if (ts.isTemplateExpression(node)) edits.push(...typesetTemplate(node, source, lang));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edits.reduceRight((out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end), text);
}

function typesetJson(text: string, lang: TypesetLanguage): string {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return SPEC_STRINGS.has(value) ? value : typeset(value, lang);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  const set = walk(JSON.parse(text));
  return JSON.stringify(set) === JSON.stringify(JSON.parse(text)) ? text : `${JSON.stringify(set, null, 2)}\n`;
}

/** A copy file (a content document or a translation catalogue) as typography sets it. */
export function typesetFile(path: string, text: string, lang: TypesetLanguage): string {
  return path.endsWith('.json') ? typesetJson(text, lang) : typesetModule(text, path, lang);
}
