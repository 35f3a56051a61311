import ts from 'typescript';
import Typograf from 'typograf';

/**
 * Russian and Ukrainian typography for the site's copy, with typograf, the library the
 * Russian-speaking web uses for it. Only its non-breaking-space rules run: the copy's quotes,
 * dashes and number formats are already written by hand, and the spec's own UI strings stay
 * exactly as the spec writes them.
 */
export const TYPESET_LANGUAGES = ['ru', 'uk'] as const;
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
];

const engines: Record<TypesetLanguage, Typograf> = {
  ru: new Typograf({ locale: ['ru', 'en-US'], disableRule: '*', enableRule: RULES }),
  uk: new Typograf({ locale: ['uk', 'en-US'], disableRule: '*', enableRule: RULES }),
};

/** What typograf does not do: a range keeps its unit (7–14 дней), a figure its currency or per cent sign (39 €). */
const RANGE_BEFORE_WORD = /(\d[–-]\d+) (?=\p{L})/gu;
const FIGURE_BEFORE_SIGN = /(\d) (?=[€$₴₸₽%])/gu;
/** A decimal keeps its unit too (1,5 часа, 2,3 раза): typograf's number rule stops at the decimal comma. Punctuation after it is left alone. */
const DECIMAL_BEFORE_WORD = /(\d+,\d+) (?=\p{L})/gu;
/** A Latin word is a name, not a preposition: «AI Focus Group» keeps its ordinary spaces. */
const LATIN_SHORT_WORD = /(?<!\p{L})([A-Za-z]{1,2})\u00a0(?=[A-Za-z])/gu;

/**
 * The spec's Russian UI strings in the site's translations, which stay byte for byte as the spec
 * writes them (spec §2, §5, §8): neither typography nor the glossary touches them.
 */
export const SPEC_STRINGS: ReadonlySet<string> = new Set([
  'Ассистент говорит...',
  'Слушаю вас',
  'Свернуть',
  'Завершить',
  'Это поле обязательно',
  'Некорректный email адрес',
  'Ошибка подключения',
  'Не удалось запустить ассистента',
  'Голосовой ассистент активирован',
  'Говорите, и я вас услышу',
  'Контакт сохранён',
  'Спасибо! Мы свяжемся с вами в ближайшее время.',
  'Разговор завершен',
  'До встречи!',
  'Ошибка отправки. Попробуйте еще раз.',
  'Произошла ошибка. Пожалуйста, попробуйте еще раз.',
  'Ошибка отправки заявки',
  'Ошибка отправки. Попробуйте позже или напишите нам напрямую.',
  'Заявка отправлена! Мы свяжемся с вами в ближайшее время.',
  'Ой! Страница не найдена',
]);

/** The text as a typesetter would set it, its ordinary spaces made non-breaking where a line must not break. */
export function typeset(text: string, lang: TypesetLanguage): string {
  return engines[lang]
    .execute(text)
    .replace(RANGE_BEFORE_WORD, `$1${NBSP}`)
    .replace(FIGURE_BEFORE_SIGN, `$1${NBSP}`)
    .replace(DECIMAL_BEFORE_WORD, `$1${NBSP}`)
    .replace(LATIN_SHORT_WORD, '$1 ');
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

function typesetModule(text: string, path: string, lang: TypesetLanguage): string {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const replacement = typesetLiteral(node, source, lang);
      if (replacement !== null) edits.push({ start: node.getStart(source), end: node.getEnd(), text: replacement });
    }
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
