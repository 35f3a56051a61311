import { describe, expect, it } from 'vitest';
import { textsOf } from '@site/content';
import { SPEC_STRINGS } from '../../scripts/lib/spec-strings';
import { TYPESET_LANGUAGES, isTypesetCopy, typeset } from '../../scripts/lib/typography';
import { SITE_COPY } from './site-copy';

const shown = (text: string) => text.replaceAll('\u00a0', '⍽');

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
    // Polish sets its dash as an en dash between spaces (półpauza) as often as an em dash.
    const dashAfterSpace = lang === 'pl' ? / [—–] / : / —/;
    const breakable: string[] = [];
    for (const { file, value } of SITE_COPY.filter((copy) => copy.lang === lang)) {
      for (const text of textsOf(value)) if (!SPEC_STRINGS.has(text) && dashAfterSpace.test(text)) breakable.push(`${file}: ${shown(text)}`);
    }
    expect(breakable).toEqual([]);
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

  it('binds Polish one-letter words, numbers with their units, ranges, signs and dashes, and leaves two-letter words free', () => {
    expect(shown(typeset('Lumi AI w firmie i z kodami o 5 minut, a u nas do domu – tak', 'pl'))).toBe(
      'Lumi AI w⍽firmie i⍽z⍽kodami o⍽5⍽minut, a⍽u⍽nas do domu⍽– tak',
    );
    expect(shown(typeset('Pilotaż trwa 7–10 dni, od 390 € i 17% w 1,6 dnia. W Warszawie', 'pl'))).toBe(
      'Pilotaż trwa 7–10⍽dni, od 390⍽€ i⍽17% w⍽1,6⍽dnia. W⍽Warszawie',
    );
  });

  it('binds a decimal number to the word after it, and leaves it before punctuation', () => {
    expect(shown(typeset('Отчёт готов за 1,5 часа, осмотр — через 1,6 дня', 'ru'))).toBe('Отчёт готов за⍽1,5⍽часа, осмотр⍽— через 1,6⍽дня');
    expect(shown(typeset('Звіт за 1,5 години, у 2,3 раза швидше', 'uk'))).toBe('Звіт за⍽1,5⍽години, у⍽2,3⍽раза швидше');
    expect(shown(typeset('Было 3,4, стало 1,6.', 'ru'))).toBe('Было 3,4, стало 1,6.');
    expect(shown(typeset('Частка впала з 6,2% до 1,4%: удвічі', 'uk'))).toBe('Частка впала з⍽6,2% до⍽1,4%: удвічі');
  });
});
