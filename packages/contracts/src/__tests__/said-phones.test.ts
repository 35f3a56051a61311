import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneSaidIn, phonesIn, withSpokenNumbersAsDigits } from '../index';

describe('phonesIn', () => {
  it('finds a phone typed in a sentence, national ones in the country given', () => {
    expect(phonesIn('Oksana Melnyk, 050 123 45 67. Is 10:00 free?', 'UA')).toEqual(['+380501234567']);
    expect(phonesIn('Оксана Мельник, 050 123 45 67', 'UA')).toEqual(['+380501234567']);
    expect(phonesIn('Анна, 8 (912) 345-67-89', 'RU')).toEqual(['+79123456789']);
    expect(phonesIn('I’m Anna, my number is +44 7700 900123, call after 10:30')).toEqual(['+447700900123']);
    // Written nationally with no country to read it in: no phone, rather than a guess.
    expect(phonesIn('call me on 050 123 45 67')).toEqual([]);
  });

  it('finds a phone said in words, as a transcript writes speech, in English, Russian and Ukrainian', () => {
    expect(phonesIn('I’m Anna, my number is plus four four seven seven zero zero nine zero zero one two three.')).toEqual(['+447700900123']);
    expect(phonesIn('I’m Olena, my number is plus three eight zero, fifty, one two three, forty-five, sixty-seven.')).toEqual(['+380501234567']);
    expect(phonesIn('Меня зовут Анна, мой номер плюс семь девятьсот девяносто девять сто двадцать три сорок пять шестьдесят семь.')).toEqual(['+79991234567']);
    expect(phonesIn('Мене звати Анна, мій номер нуль п’ятдесят сто двадцять три сорок п’ять шістдесят сім.', 'UA')).toEqual(['+380501234567']);
  });

  it('finds none in a question, a time or a price', () => {
    for (const text of ['How much does Lumi cost?', 'Is 10:00 free tomorrow?', 'We have 40 clinics and 2 lines each', 'Book me at ten thirty']) {
      expect(phonesIn(text, 'UA'), text).toEqual([]);
    }
  });
});

describe('withSpokenNumbersAsDigits', () => {
  it('writes spoken numbers as the digits they say, and leaves digits and words alone', () => {
    expect(withSpokenNumbersAsDigits('one hundred and five, double seven')).toBe('10577');
    expect(withSpokenNumbersAsDigits('сто три')).toBe('103');
    expect(withSpokenNumbersAsDigits('Hello, 050 123 45 67.')).toBe('Hello, 050 123 45 67.');
  });
});

describe('phoneSaidIn', () => {
  it('holds a phone the visitor said or typed, however they spelled it, and no other', () => {
    expect(phoneSaidIn(['Hello!', 'Oksana, 050 123 45 67'], '+380501234567', 'UA')).toBe(true);
    expect(phoneSaidIn(['my number is plus four four seven seven zero zero nine zero zero one two three'], '+447700900123')).toBe(true);
    expect(phoneSaidIn(['my number is +44 7700', '900123'], '+447700900123')).toBe(true);
    expect(phoneSaidIn(['How much does Lumi cost?', 'Please call me back'], '+447700900123')).toBe(false);
    expect(phoneSaidIn(['my number is 050 123 45 68'], '+380501234567', 'UA')).toBe(false);
  });

  it('compares the whole number, its country code included: a wrong code, or digits inside a longer number, is not the phone (H5)', () => {
    expect(phoneSaidIn(['my number is +48 600 123 456'], '+48600123456')).toBe(true);
    for (const other of ['+34600123456', '+380600123456']) expect(phoneSaidIn(['my number is +48 600 123 456'], other)).toBe(false);
    expect(phoneSaidIn(['+44 7700 900123'], '+77700900123')).toBe(false);
    expect(phoneSaidIn(['plus four four seven seven zero zero nine zero zero one two three'], '+77700900123')).toBe(false);
    expect(phoneSaidIn(['order 123456789012345678'], '+48345678901', 'PL')).toBe(false);
    // A national number is read in the conversation's country only.
    expect(phoneSaidIn(['050 123 45 67'], '+380501234567', 'UA')).toBe(true);
    expect(phoneSaidIn(['050 123 45 67'], '+380501234567', 'RU')).toBe(false);
    expect(phoneSaidIn(['050 123 45 67'], '+380501234567')).toBe(false);
    expect(phoneSaidIn(['00380501234567, ask for Oksana'], '+380501234567')).toBe(true);
  });

  it('holds a phone typed with any spacing among any words, and never one in turns with no digits (property)', () => {
    const national = fc.array(fc.constantFrom(...'0123456789'), { minLength: 7, maxLength: 7 }).map((digits) => `50${digits.join('')}`);
    const words = fc.array(fc.constantFrom('call', 'me', 'please', 'Anna', 'Оксана', 'дякую', ',', '.', '?'), { maxLength: 6 }).map((list) => list.join(' '));
    const separator = fc.constantFrom('', ' ', '-', ' - ', '.');
    fc.assert(
      fc.property(national, words, words, fc.array(separator, { minLength: 9, maxLength: 9 }), (digits, before, after, separators) => {
        const typed = `0${[...digits].map((digit, index) => `${digit}${separators[index] ?? ''}`).join('')}`;
        expect(phoneSaidIn([before, `${before} ${typed} ${after}`], `+380${digits}`, 'UA')).toBe(true);
        expect(phoneSaidIn([before, after], `+380${digits}`, 'UA')).toBe(false);
      }),
    );
  });
});
