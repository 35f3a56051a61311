import { DEFAULT_LANGUAGE, URL_PREFIXES, type Language } from './languages';

const LANGUAGE_BY_PREFIX: Readonly<Record<string, Language>> = { ru: 'ru', ua: 'uk' };
const PREFIX_PATTERN = /^\/(ru|ua)(?=\/|$)/;

/** Splits `/ua/cases/x` into `{ lang: 'uk', path: '/cases/x' }`; unprefixed paths are English. */
export function splitLanguage(pathname: string): { lang: Language; path: string } {
  const match = PREFIX_PATTERN.exec(pathname);
  if (!match) return { lang: DEFAULT_LANGUAGE, path: pathname || '/' };
  return { lang: LANGUAGE_BY_PREFIX[match[1]!]!, path: pathname.slice(match[0].length) || '/' };
}

export function languageFromPath(pathname: string): Language {
  return splitLanguage(pathname).lang;
}

/** Puts an unprefixed site path under a language: `('/cases', 'ru')` gives `/ru/cases`, `('/', 'uk')` gives `/ua`. */
export function localizePath(path: string, lang: Language): string {
  const prefix = URL_PREFIXES[lang];
  if (!prefix) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}

/** Language values may only hold letters, digits, `-` and `_`; anything else (markup, URLs, code) is dropped. */
const SAFE_LANGUAGE_VALUE = /^[A-Za-z0-9_-]{1,16}$/;

/**
 * Reads a language code from the outside world (`?lng=`, the switcher). Accepts the URL prefixes
 * and the language tags, in any case; returns null for anything unsupported or unsafe.
 */
export function parseLanguageCode(value: string | null | undefined): Language | null {
  if (typeof value !== 'string' || !SAFE_LANGUAGE_VALUE.test(value)) return null;
  const code = value.toLowerCase();
  if (code === 'en') return 'en';
  if (code === 'ru') return 'ru';
  if (code === 'ua' || code === 'uk') return 'uk';
  return null;
}

/** The path of the same page in another language; null when the code is unsupported. */
export function switchLanguagePath(pathname: string, code: string): string | null {
  const lang = parseLanguageCode(code);
  if (!lang) return null;
  return localizePath(splitLanguage(pathname).path, lang);
}
