import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, URL_PREFIXES } from '../languages';
import { languageOfPrefix, localizePath, notFoundPagePath, parseLanguageCode, sameOriginPath, splitLanguage } from '../paths';
import { languageUrl, listPages, matchUrl } from '../routes';
import { underPrefix, withSuffix } from './url-rule-cases';

describe('language from the URL', () => {
  it.each([
    ['/', 'en', '/'],
    ['/cases', 'en', '/cases'],
    ['/ru', 'ru', '/'],
    ['/ru/cases/onboarding-spain', 'ru', '/cases/onboarding-spain'],
    ['/ua', 'uk', '/'],
    ['/ua/blog', 'uk', '/blog'],
    ['/russia', 'en', '/russia'],
    ['/uk/blog', 'en', '/uk/blog'],
  ])('reads %s as %s with the path %s', (pathname, lang, path) => {
    expect(splitLanguage(pathname)).toEqual({ lang, path });
  });

  it('prefixes Russian with /ru, Ukrainian with /ua and English with nothing', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'ru')).toBe('/ru');
    expect(localizePath('/team', 'uk')).toBe('/ua/team');
  });
});

describe('language codes from outside', () => {
  it.each([
    ['en', 'en'],
    ['RU', 'ru'],
    ['ua', 'uk'],
    ['uk', 'uk'],
  ])('accepts %s as %s', (code, lang) => expect(parseLanguageCode(code)).toBe(lang));

  it.each(['de', '', ' ru', '<script>', 'javascript:alert(1)', 'ru" onload="x', 'eval(1)', 'document.cookie', null, undefined])('drops %s', (code) =>
    expect(parseLanguageCode(code)).toBeNull(),
  );
});

describe('paths that stay on the site', () => {
  it.each([
    ['//evil.com', '/evil.com'],
    ['/\\evil.com', '/evil.com'],
    ['/%2F%2fevil.com', '/evil.com'],
    ['/%5Cevil.com', '/evil.com'],
    ['/\t/evil.com', '/evil.com'],
    ['/cases', '/cases'],
    ['/ru//evil.com', '/ru//evil.com'],
  ])('turns %s into %s', (path, safe) => expect(sameOriginPath(path)).toBe(safe));
});

describe.each(LANGUAGES)('the URL rules of %s, from the one list of languages', (lang) => {
  const prefix = URL_PREFIXES[lang];

  it('reads its pages from their prefix and puts paths under it', () => {
    expect(splitLanguage(underPrefix(lang, '/'))).toEqual({ lang, path: '/' });
    expect(splitLanguage(underPrefix(lang, '/cases/onboarding-spain'))).toEqual({ lang, path: '/cases/onboarding-spain' });
    expect(localizePath('/', lang)).toBe(underPrefix(lang, '/'));
    expect(localizePath('/team', lang)).toBe(underPrefix(lang, '/team'));
    // A word that only starts like the prefix is a page of the default language.
    expect(splitLanguage(`/${prefix}x/blog`)).toEqual({ lang: DEFAULT_LANGUAGE, path: `/${prefix}x/blog` });
  });

  it('is named by its tag and its prefix, in any case', () => {
    for (const code of [lang, prefix || lang]) {
      expect(parseLanguageCode(code)).toBe(lang);
      expect(parseLanguageCode(code.toUpperCase())).toBe(lang);
    }
    expect(languageOfPrefix(prefix)).toBe(prefix ? lang : undefined);
  });

  it('carries its language last on the thank-you pages, and round-trips every page', () => {
    expect(matchUrl(withSuffix(lang, '/thank-you'))).toMatchObject({ lang, path: '/thank-you' });
    expect(matchUrl(withSuffix(lang, '/thank-you/lumi'))).toMatchObject({ lang, path: '/thank-you/lumi' });
    for (const page of listPages().filter((page) => page.lang === lang)) {
      expect(matchUrl(page.url)).toMatchObject({ lang, path: page.path });
      for (const other of LANGUAGES) expect(languageUrl(languageUrl(page.url, other), lang)).toBe(page.url);
    }
  });
});

describe('the languages’ URL prefixes', () => {
  it('are one each, short lower-case words, with none but the default empty and none another language’s tag', () => {
    const prefixes = LANGUAGES.map((lang) => URL_PREFIXES[lang]);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const lang of LANGUAGES) {
      expect(URL_PREFIXES[lang]).toMatch(lang === DEFAULT_LANGUAGE ? /^$/ : /^[a-z]{2,3}$/);
      expect(LANGUAGES.filter((other) => other !== lang)).not.toContain(URL_PREFIXES[lang]);
    }
  });
});

describe('the not-found page a missing path answers with', () => {
  it.each([
    ['/no-such-page', '/404.html'],
    ['/ru/no-such-page', '/ru/404.html'],
    ['/ua/cases/nowhere', '/ua/404.html'],
    ['/pl', '/pl/404.html'],
    ['/plx/nowhere', '/404.html'],
    ['/uk/nowhere', '/404.html'],
  ])('%s gets %s', (pathname, page) => {
    expect(notFoundPagePath(pathname)).toBe(page);
  });
});
