import parsePhoneNumber from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { LUMI_LINE, PHONE_CALL_COUNTRIES } from '@site/model';
import { SETTINGS } from '../settings';
import { hasKnownZone } from '../shared/phone-calls/callee-time';

describe('the countries Lumi rings by default', () => {
  it('are the reviewed list, each with its time zones, so a call is never placed at night', () => {
    expect(SETTINGS.phoneCallCountries.default).toBe(PHONE_CALL_COUNTRIES.join(','));
    expect(PHONE_CALL_COUNTRIES.filter((country) => !hasKnownZone(country))).toEqual([]);
  });

  it('include the country of the line Lumi rings from', () => {
    expect(LUMI_LINE).toBeDefined();
    expect(PHONE_CALL_COUNTRIES).toContain(parsePhoneNumber(LUMI_LINE!.number)?.country);
  });
});
