import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { OTHER_WAYS } from '@site/model';
import {
  callingCodeOf,
  fieldErrorsOf,
  leadRequestSchema,
  leadRequestSchemaFor,
  normalizePhone,
  PHONE_COUNTRIES,
  phoneExampleOf,
  phoneNumber,
  phoneNumberIn,
  startingPhoneCountry,
} from '../index';

const e164 = (raw: string, country?: Parameters<typeof normalizePhone>[1]) => normalizePhone(raw, country);

describe('normalizePhone', () => {
  it('reads the ways people write an international number into one E.164', () => {
    for (const raw of ['+44 (0) 7700 900557', '+44.7700.900557', '0044 7700 900557', '+44-7700-900557', '+447700900557', ' +44 7700 900 557 ']) {
      expect(e164(raw), raw).toEqual({ ok: true, e164: '+447700900557' });
    }
    expect(e164('+380 (0) 50 123 45 67')).toEqual({ ok: true, e164: '+380501234567' });
    expect(e164('+1 (212) 555-0100')).toEqual({ ok: true, e164: '+12125550100' });
  });

  it('reads a national number in the default country, and 00 as international in any', () => {
    expect(e164('8 (999) 123-45-67', 'RU')).toEqual({ ok: true, e164: '+79991234567' });
    expect(e164('8 701 123 45 67', 'RU')).toEqual({ ok: true, e164: '+77011234567' });
    expect(e164('050 123 45 67', 'UA')).toEqual({ ok: true, e164: '+380501234567' });
    expect(e164('8 10 44 7700 900557', 'RU')).toEqual({ ok: true, e164: '+447700900557' });
    // Russia dials abroad with 8~10: the library alone would read 0044… as Russian digits.
    expect(e164('0044 7700 900557', 'RU')).toEqual({ ok: true, e164: '+447700900557' });
    expect(e164('+79991234567', 'UA')).toEqual({ ok: true, e164: '+79991234567' });
  });

  it('says why it refuses', () => {
    expect(e164('8 (999) 123-45-67')).toEqual({ ok: false, reason: 'country_code_required' });
    expect(e164('+999 1234 5678')).toEqual({ ok: false, reason: 'unknown_country_code' });
    expect(e164('call me')).toEqual({ ok: false, reason: 'not_a_number' });
    expect(e164('+7 999 123')).toEqual({ ok: false, reason: 'too_short' });
    expect(e164('+98 0000')).toEqual({ ok: false, reason: 'too_short' });
    expect(e164('+7 999 123 45 67 89')).toMatchObject({ ok: false });
    expect(e164('+82 10 1234 5678 9012 34')).toEqual({ ok: false, reason: 'too_long' });
    expect(e164('+44 7700 900557 ext. 12')).toEqual({ ok: false, reason: 'extension' });
    expect(e164('+7'.padEnd(80, '9'))).toEqual({ ok: false, reason: 'too_long' });
  });

  it('gives a plus and digits alone, and reads its own answer back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom(undefined, 'RU' as const, 'UA' as const, 'GB' as const), (raw, country) => {
        const phone = normalizePhone(raw, country);
        if (!phone.ok) return;
        expect(phone.e164).toMatch(/^\+[1-9]\d{7,14}$/);
        expect(normalizePhone(phone.e164)).toEqual(phone);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives one number for every spelling of it', () => {
    const numbers = ['+447700900557', '+79991234567', '+380501234567', '+48600100200', '+4930123456', '+12125550100'];
    const separators = fc.constantFrom('', ' ', '-', '.', ' - ');
    fc.assert(
      fc.property(fc.constantFrom(...numbers), fc.array(separators, { minLength: 16, maxLength: 16 }), fc.boolean(), (number, between, doubleZero) => {
        const digits = number.slice(1).split('');
        const written = (doubleZero ? '00' : '+') + digits.map((digit, index) => digit + (between[index] ?? '')).join('');
        expect(normalizePhone(written)).toEqual({ ok: true, e164: number });
      }),
    );
  });
});

describe('the phone schemas', () => {
  it('store E.164 and refuse with invalid_phone', () => {
    expect(phoneNumber.parse('+44 (0) 7700 900557')).toBe('+447700900557');
    expect(phoneNumberIn('RU').parse('8 (999) 123-45-67')).toBe('+79991234567');
    expect(phoneNumber.safeParse('8 (999) 123-45-67').success).toBe(false);
    const lead = { formId: 'contacts', name: 'Anna', phone: '+44 (0) 7700 900557', consent: true, language: 'en', pagePath: '/contacts' };
    const parsed = leadRequestSchema.safeParse({ ...lead, idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962' });
    expect(parsed.success && parsed.data.phone).toBe('+447700900557');
    const refused = leadRequestSchema.safeParse({ ...lead, phone: '+44 7700', idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962' });
    expect(refused.success ? {} : fieldErrorsOf(refused.error)).toEqual({ phone: 'invalid_phone' });
  });
});

describe('the country a phone is read in', () => {
  const lead = { formId: 'contacts', name: 'Oksana', consent: true, pagePath: '/contacts', idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962' } as const;
  const stored = (input: Record<string, unknown>, viewerCountry?: string) => {
    const parsed = leadRequestSchemaFor(viewerCountry).safeParse({ ...lead, ...input });
    return parsed.success ? parsed.data.phone : fieldErrorsOf(parsed.error);
  };

  it('starts in the viewer’s country, else in the page language’s, else in none', () => {
    expect(startingPhoneCountry('UA', 'ru')).toBe('UA');
    expect(startingPhoneCountry('PL', 'en')).toBe('PL');
    // Without the viewer's country, the language's first market: Kazakhstan for Russian, never Russia, which is no market.
    expect(startingPhoneCountry(undefined, 'ru')).toBe('KZ');
    expect(startingPhoneCountry(undefined, 'uk')).toBe('UA');
    expect(startingPhoneCountry(undefined, 'en')).toBeUndefined();
    expect(e164('8 (912) 345-67-89', startingPhoneCountry(undefined, 'ru'))).toEqual({ ok: true, e164: '+79123456789' });
    // CloudFront's "XX" (no country known) and anything the library cannot read fall back.
    for (const unknown of ['XX', 'pl', 'Poland', '']) expect(startingPhoneCountry(unknown, 'uk'), unknown).toBe('UA');
  });

  it('reads a Ukrainian on /ru, a Pole on / and a Kazakh on /ru as they write at home', () => {
    expect(stored({ language: 'ru', phone: '050 123 45 67' }, 'UA')).toBe('+380501234567');
    expect(stored({ language: 'en', phone: '600 123 456' }, 'PL')).toBe('+48600123456');
    expect(stored({ language: 'ru', phone: '8 (777) 123-45-67' }, 'KZ')).toBe('+77771234567');
    // Without a country from the edge: the page language's country, or none on an English page.
    expect(stored({ language: 'ru', phone: '8 (912) 345-67-89' })).toBe('+79123456789');
    expect(stored({ language: 'en', phone: '600 123 456' })).toEqual({ phone: 'invalid_phone' });
  });

  it('reads a number in the country the picker showed, whatever the viewer’s, and never keeps that country', () => {
    expect(stored({ language: 'en', phone: '050 123 45 67', phoneCountry: 'UA' }, 'PL')).toBe('+380501234567');
    expect(stored({ language: 'ru', phone: '600 123 456', phoneCountry: 'PL' })).toBe('+48600123456');
    // '': the visitor chose no country, so a number without its code is refused even where the viewer's would read it.
    expect(stored({ language: 'en', phone: '600 123 456', phoneCountry: '' }, 'PL')).toEqual({ phone: 'invalid_phone' });
    expect(stored({ language: 'en', phone: '+48 600 123 456', phoneCountry: '' }, 'PL')).toBe('+48600123456');
    for (const phoneCountry of ['pl', 'XX', 'Poland', 7])
      expect(stored({ language: 'en', phone: '+48 600 123 456', phoneCountry }), String(phoneCountry)).toEqual({ phoneCountry: 'invalid_value' });
    const parsed = leadRequestSchemaFor('PL').parse({ ...lead, language: 'en', phone: '600 123 456', phoneCountry: 'PL' });
    expect(parsed).not.toHaveProperty('phoneCountry');
  });

  it('offers every country the library knows, each with its calling code and a number written as there', () => {
    expect(PHONE_COUNTRIES.length).toBeGreaterThan(240);
    expect(PHONE_COUNTRIES).toEqual(expect.arrayContaining(['UA', 'PL', 'KZ', 'GB', 'US']));
    expect(callingCodeOf('UA')).toBe('380');
    expect(phoneExampleOf('PL')).toEqual({ national: '512 345 678', international: '+48 512 345 678' });
    expect(phoneExampleOf('UA')).toEqual({ national: '050 123 4567', international: '+380 50 123 4567' });
    // Tokelau's and Tristan da Cunha's numbers are shorter than any number a manager can call back (E164_MIN_LENGTH).
    const tooShortToCallBack = ['TA', 'TK'];
    for (const country of PHONE_COUNTRIES) {
      const example = phoneExampleOf(country);
      expect(example.international, country).toMatch(/^\+\d/);
      // What the field shows as the example, the field accepts.
      expect(normalizePhone(example.national, country).ok, country).toBe(!tooShortToCallBack.includes(country));
    }
  });
});

describe('the phone a refusal offers (OTHER_WAYS)', () => {
  it('is shown as libphonenumber writes the company’s number internationally, and is that number', () => {
    const number = parsePhoneNumberWithError(OTHER_WAYS.phone);
    expect(OTHER_WAYS.phoneText).toBe(number.formatInternational());
    expect(e164(OTHER_WAYS.phoneText)).toEqual({ ok: true, e164: OTHER_WAYS.phone });
  });
});
