import { DEFAULT_LANGUAGE, LANGUAGES, URL_PREFIXES, type Language } from './languages';

/**
 * The language whose URL prefix is `code` (`ua` gives `uk`), or with `orTag` also the one whose tag
 * it is (`uk`); none for any other word, English's empty prefix included.
 */
export function languageOfPrefix(code: string, orTag?: boolean): Language | undefined {
  return LANGUAGES.find((lang) => (orTag && lang === code) || (code && URL_PREFIXES[lang] === code));
}

/** Splits `/ua/cases/x` into `{ lang: 'uk', path: '/cases/x' }`; unprefixed paths are English. */
export function splitLanguage(pathname: string): { lang: Language; path: string } {
  const parts = pathname.split('/');
  const lang = !parts[0] && languageOfPrefix(parts[1]!);
  return lang ? { lang, path: pathname.slice(URL_PREFIXES[lang].length + 1) || '/' } : { lang: DEFAULT_LANGUAGE, path: pathname || '/' };
}

/** Puts an unprefixed site path under a language: `('/cases', 'ru')` gives `/ru/cases`, `('/', 'uk')` gives `/ua`. */
export function localizePath(path: string, lang: Language): string {
  const prefix = URL_PREFIXES[lang];
  if (!prefix) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}

/**
 * The prerendered not-found page a missing path answers with: the one in the path's language
 * (`/ru/nowhere` gives `/ru/404.html`), so it reads right before any script runs.
 */
export function notFoundPagePath(pathname: string): string {
  return localizePath('/404.html', splitLanguage(pathname).lang);
}

/** Language values may only hold letters, digits, `-` and `_`; anything else (markup, URLs, code) is dropped. */
const SAFE_LANGUAGE_VALUE = /^[A-Za-z0-9_-]{1,16}$/;

/**
 * Reads a language code from the outside world (`?lng=`, the switcher). Accepts the URL prefixes
 * and the language tags, in any case; returns null for anything unsupported or unsafe.
 */
export function parseLanguageCode(value: string | null | undefined): Language | null {
  if (typeof value !== 'string' || !SAFE_LANGUAGE_VALUE.test(value)) return null;
  return languageOfPrefix(value.toLowerCase(), true) || null;
}

/**
 * Slashes, backslashes and what browsers drop from URLs (tab, CR, LF), raw or percent-encoded, at
 * the start of a path. Decoded forms count because a proxy or a second decoding may turn them back.
 */
const LEADING_SEPARATORS = /^(?:[\/\\\t\r\n]|%2f|%5c|%09|%0a|%0d)+/i;

/**
 * The path with one leading slash, so it can only ever resolve on the site's own origin: browsers
 * read `//host` and `/\host` as another site. Every URL the site builds from a visitor's path (the
 * edge's redirects, the language switcher's links) goes through it.
 */
export function sameOriginPath(path: string): string {
  return path.replace(LEADING_SEPARATORS, '/');
}
