import { afterEach, describe, expect, it } from 'vitest';
import { leadCallOffer } from '../lead-call';

/**
 * The lead's answer tells its thank-you page when "Lumi calls you now" would wait, so the page
 * offers the morning call before the first tap (issue 69 §1): by the rule the phone-call function
 * applies when the call is asked for (the managers' hours, night where the number rings).
 */

const at = (iso: string) => Date.parse(iso);
afterEach(() => {
  delete process.env.LEAD_CALL_HOURS;
});

describe('the morning a lead’s call would wait for', () => {
  it('on a Saturday offers the Ukrainian managers’ Monday morning, in the number’s zone', () => {
    expect(leadCallOffer('+380671234567', 'uk', at('2026-11-28T12:00:00Z'))).toEqual({
      morning: '2026-11-30T07:00:00.000Z',
      timeZone: 'Europe/Kyiv',
      reason: 'outside_managers_hours',
    });
  });

  it('says nothing while a manager who speaks the page’s language is at work: the call rings at once', () => {
    expect(leadCallOffer('+380671234567', 'uk', at('2026-11-30T09:00:00Z'))).toBeUndefined();
  });

  it('waits for the morning where the number rings when it is night there, whatever the managers’ hours', () => {
    process.env.LEAD_CALL_HOURS = 'always';
    expect(leadCallOffer('+48512345678', 'pl', at('2026-11-30T22:30:00Z'))).toEqual({
      morning: '2026-12-01T08:00:00.000Z',
      timeZone: 'Europe/Warsaw',
      reason: 'night_in_callee_zone',
    });
    expect(leadCallOffer('+48512345678', 'pl', at('2026-11-28T12:00:00Z'))).toBeUndefined();
  });

  it('offers nothing for a number of a country Lumi does not ring: the panel refuses it when asked', () => {
    expect(leadCallOffer('+12025550123', 'en', at('2026-11-28T12:00:00Z'))).toBeUndefined();
  });
});
