import { describe, expect, it } from 'vitest';
import { textsOf } from '@site/content';
import { brandedTitle, LANGUAGES, type Language } from '@site/model';
import { SPEC_STRINGS } from '../../scripts/lib/spec-strings';
import { TYPESET_LANGUAGES, isTypesetCopy, typeset } from '../../scripts/lib/typography';
import { SITE_COPY } from './site-copy';
import { TOLD_COPY } from './told-copy';

const shown = (text: string) => text.replaceAll('\u00a0', '⍽');

/**
 * The dash between words each language sets, with a space before and after it: Russian, Ukrainian
 * and the site's English an em dash (—), Polish an en dash (–, „półpauza”). The other one, spaced, is wrong.
 */
const FOREIGN_DASH: Readonly<Record<Language, RegExp>> = {
  en: /[\s\u00a0]–\s/u,
  ru: /[\s\u00a0]–\s/u,
  uk: /[\s\u00a0]–\s/u,
  pl: /[\s\u00a0]—\s/u,
};

/** Russian, Ukrainian and Polish copy is set with non-breaking spaces where a line must not break (`npm run typography` sets it). */
describe('typography', () => {
  it.each(TYPESET_LANGUAGES)('is set in every %s text', (lang) => {
    const unset: string[] = [];
    for (const { file, value } of SITE_COPY.filter((copy) => copy.lang === lang && isTypesetCopy(copy.file))) {
      for (const text of textsOf(value)) {
        if (!SPEC_STRINGS.has(text) && typeset(text, lang) !== text) unset.push(`${file}: ${shown(typeset(text, lang))}`);
      }
    }
    expect(unset).toEqual([]);
  });

  it.each(TYPESET_LANGUAGES)('starts no line of any %s text with a dash, the UI strings’ included', (lang) => {
    const breakable: string[] = [];
    for (const { file, value } of SITE_COPY.filter((copy) => copy.lang === lang)) {
      // Russian and Ukrainian set a dash as an em dash, Polish as a spaced en dash.
      for (const text of textsOf(value)) if (!SPEC_STRINGS.has(text) && / [—–] /.test(text)) breakable.push(`${file}: ${shown(text)}`);
    }
    expect(breakable).toEqual([]);
  });

  it.each(LANGUAGES)('sets the dash between words as %s does, in the pages, the translations, the e-mails and what the assistant knows and says', (lang) => {
    const pages = SITE_COPY.filter((copy) => copy.lang === lang).flatMap(({ file, value }) => textsOf(value).map((text) => ({ source: file, text })));
    const told = TOLD_COPY.filter((copy) => copy.lang === lang).flatMap(({ source, texts }) => texts.map((text) => ({ source, text })));
    const foreign = [...pages, ...told].filter(({ text }) => !SPEC_STRINGS.has(text) && FOREIGN_DASH[lang].test(text));
    expect([...new Set(foreign.map(({ source, text }) => `${source}: ${shown(text)}`))]).toEqual([]);
  });

  it('names the site in every page title after one separator, a bar, which no language uses as a dash', () => {
    expect(brandedTitle('Kontakt')).toBe('Kontakt | Synthra');
    expect(brandedTitle('Agenci AI dla firm', 'first')).toBe('Synthra | Agenci AI dla firm');
  });

  it.each(TYPESET_LANGUAGES)('starts no line with a dash in what the assistant knows and says or the DPA prints in %s', (lang) => {
    const breakable = TOLD_COPY.filter((told) => told.lang === lang).flatMap(({ source, texts }) =>
      texts.filter((text) => / —/.test(text)).map((text) => `${source}: ${shown(text)}`),
    );
    expect(breakable).toEqual([]);
  });

  // The local agent's sentences are a chat's, like the widget's strings: the dash rule is theirs, the rest of the setting is the legal texts'.
  it.each(TYPESET_LANGUAGES)('sets the facts the assistant states of the company and the data as the pages are set, in %s', (lang) => {
    const unset = TOLD_COPY.filter((told) => told.lang === lang && told.kind.legal && !told.quotesPages).flatMap(({ source, texts }) =>
      texts.filter((text) => typeset(text, lang) !== text).map((text) => `${source}: ${shown(typeset(text, lang))}`),
    );
    expect(unset).toEqual([]);
  });

  it('keeps a dash on the line of the word before it, in Russian and in Ukrainian', () => {
    expect(shown(typeset('Пара минут — и всё готово', 'ru'))).toBe('Пара минут⍽— и⍽всё готово');
    expect(shown(typeset('Кілька хвилин — і все готово', 'uk'))).toBe('Кілька хвилин⍽— і⍽все готово');
    expect(shown(typeset('Диапазон 7–14 дней, слово-связка', 'ru'))).toBe('Диапазон 7–14⍽дней, слово-связка');
  });

  it('binds one-letter words, numbers with their units, ranges and signs', () => {
    expect(shown(typeset('Запуск за 7–14 дней, от 39 € и 3 с, в Киеве и во Львове', 'ru'))).toBe('Запуск за⍽7–14⍽дней, от⍽39⍽€ и⍽3⍽с, в⍽Киеве и⍽во⍽Львове');
    expect(shown(typeset('Пілот на 14 днів у Києві й Львові', 'uk'))).toBe('Пілот на⍽14⍽днів у⍽Києві й⍽Львові');
  });

  it('binds Polish one-letter words only, numbers to their words, the currency, abbreviations and the dash', () => {
    expect(shown(typeset('Zapis w klinice i z nami o 12 mln zł, w 2026 r. – ul. Prosta 20, np. w Warszawie', 'pl'))).toBe(
      'Zapis w⍽klinice i⍽z⍽nami o⍽12⍽mln⍽zł, w⍽2026⍽r.⍽– ul.⍽Prosta 20, np.⍽w⍽Warszawie',
    );
    // Two-letter words stay free, and a Latin one-letter word is still a Polish word: „W Polsce”.
    expect(shown(typeset('Pilotaż do 14 dni za 390 € na AI Focus Group. W Polsce', 'pl'))).toBe('Pilotaż do 14⍽dni za 390⍽€ na AI Focus Group. W⍽Polsce');
  });

  it('binds a decimal number to the word after it, and leaves it before punctuation', () => {
    expect(shown(typeset('Отчёт готов за 1,5 часа, осмотр — через 1,6 дня', 'ru'))).toBe('Отчёт готов за⍽1,5⍽часа, осмотр⍽— через 1,6⍽дня');
    expect(shown(typeset('Звіт за 1,5 години, у 2,3 раза швидше', 'uk'))).toBe('Звіт за⍽1,5⍽години, у⍽2,3⍽раза швидше');
    expect(shown(typeset('Было 3,4, стало 1,6.', 'ru'))).toBe('Было 3,4, стало 1,6.');
    expect(shown(typeset('Частка впала з 6,2% до 1,4%: удвічі', 'uk'))).toBe('Частка впала з⍽6,2% до⍽1,4%: удвічі');
  });
});
