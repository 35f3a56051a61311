import { describe, expect, it } from 'vitest';
import { formatList, ukrainianAnd } from '../conjunction';

describe('ukrainianAnd', () => {
  it.each([
    // After a vowel: «й», before a consonant and before a vowel alike.
    ['1 мова', '3 лінії', 'й'],
    ['платформа', 'хвилини', 'й'],
    ['мова', 'оцінка', 'й'],
    // Between consonants, and after a consonant before a vowel: «і».
    ['20 тестів', '2 000 діалогів', 'і'],
    ['FrontDesk', 'Helsi', 'і'],
    ['3 агенти', 'одна лінія', 'й'],
    ['брат', 'Олена', 'і'],
    // Before і, ї, й, я, ю, є: «і» after a consonant, «та» where two vowels would meet.
    ['звіт', 'ютуб', 'і'],
    ['мова', 'ялинка', 'та'],
  ] as const)('joins «%s» and «%s» with «%s»', (before, after, and) => {
    expect(ukrainianAnd(before, after)).toBe(and);
  });

  it.each([
    // Read aloud: «два», «чотири», «дев’яносто», «сто», «триста», «тисяча», «тисячі», «три хвилини» end with a vowel…
    ['2', 'й'],
    ['24', 'й'],
    ['90', 'й'],
    ['100', 'й'],
    ['300', 'й'],
    ['1 000', 'й'],
    ['3\u00a0000', 'й'],
    ['2 000 000', 'й'],
    ['490 €', 'й'],
    ['B2B', 'й'],
    ['по 3\u00a0хв', 'й'],
    ['по 2,5\u00a0хв', 'й'],
    ['1 год', 'й'],
    // …«один», «п’ять», «десять», «дванадцять», «сорок», «п’ятсот», «тисяч», «мільйон», «CRM», «AI», «API», «п’ять хвилин» do not.
    ['1', 'і'],
    ['5', 'і'],
    ['10', 'і'],
    ['12', 'і'],
    ['40', 'і'],
    ['500', 'і'],
    ['5 000', 'і'],
    ['1 000 000', 'і'],
    ['CRM', 'і'],
    ['AI', 'і'],
    ['API', 'і'],
    ['по 5\u00a0хв', 'і'],
    ['50 год', 'і'],
  ] as const)('reads %s as it is said before a consonant: «%s»', (before, and) => {
    expect(ukrainianAnd(before, 'лінії')).toBe(and);
  });

  it('reads a figure at the start as it is said: «один» and «одинадцять» start with a vowel, «тисяча» does not', () => {
    expect(ukrainianAnd('тестів', '1 лінія')).toBe('і');
    expect(ukrainianAnd('мова', '1 лінія')).toBe('й');
    expect(ukrainianAnd('мова', '11 ліній')).toBe('й');
    expect(ukrainianAnd('мова', '1 200 ліній')).toBe('й');
    expect(ukrainianAnd('мова', '€490')).toBe('й');
    expect(ukrainianAnd('мова', '€1')).toBe('й');
    expect(ukrainianAnd('мова', 'євро')).toBe('та');
    expect(ukrainianAnd('мова', 'Outlook')).toBe('й');
    expect(ukrainianAnd('мова', 'EUR')).toBe('та');
  });
});

describe('formatList', () => {
  it('joins Ukrainian by sound, where Intl.ListFormat writes «і» everywhere', () => {
    expect(formatList(['1 мова', '3 лінії'], 'uk')).toBe('1 мова й 3 лінії');
    expect(formatList(['1 мова', '2 лінії', 'усі три модулі'], 'uk')).toBe('1 мова, 2 лінії й усі три модулі');
    expect(formatList(['20 тестів', '2 000 діалогів'], 'uk')).toBe('20 тестів і 2 000 діалогів');
    expect(formatList(['FrontDesk', 'Helsi'], 'uk')).toBe('FrontDesk і Helsi');
    expect(formatList(['Helsi'], 'uk')).toBe('Helsi');
  });

  it('leaves the other languages to Intl.ListFormat', () => {
    expect(formatList(['1 language', '3 lines', 'a bot'], 'en')).toBe('1 language, 3 lines, and a bot');
    expect(formatList(['1 язык', '3 линии'], 'ru')).toBe('1 язык и 3 линии');
    expect(formatList(['1 język', '3 linie'], 'pl')).toBe('1 język i 3 linie');
  });
});
