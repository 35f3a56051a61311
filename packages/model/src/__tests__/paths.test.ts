import { describe, expect, it } from 'vitest';
import { localizePath, parseLanguageCode, sameOriginPath, splitLanguage } from '../paths';

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
