import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '@site/model';
import { normalizePhone } from '../phone';

describe('the company’s phone', () => {
  it('is a number the site’s own phone rules accept, in E.164', () => {
    expect(normalizePhone(COMPANY.phone)).toEqual({ ok: true, e164: COMPANY.phone });
  });

  it('is written on the pages as libphonenumber groups it for dialling from abroad', () => {
    expect(COMPANY.phoneDisplay).toBe(parsePhoneNumberWithError(COMPANY.phone).formatInternational());
  });
});

describe('the company’s lines per market', () => {
  it('are each numbers of their market, written as libphonenumber groups them', () => {
    for (const [country, line] of Object.entries(COMPANY.marketPhones)) {
      const number = parsePhoneNumberWithError(line!.number);
      expect(number.country, country).toBe(country);
      expect(line!.display).toBe(number.formatInternational());
    }
  });
});
