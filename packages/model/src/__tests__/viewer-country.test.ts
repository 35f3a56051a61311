import { describe, expect, it } from 'vitest';
import { adoptViewerCountry, countryCode, flagOf, phoneFace, viewerCountryOf, viewerCountryTiming, type PhoneCountryPicker } from '../viewer-country';

describe('the viewer’s country', () => {
  it('travels to the page as a Server-Timing metric and is read back from it', () => {
    expect(viewerCountryTiming('PL')).toBe('viewer-country;desc=PL');
    expect(
      viewerCountryOf([
        { name: 'cdn-cache-hit', description: '' },
        { name: 'viewer-country', description: 'PL' },
      ]),
    ).toBe('PL');
  });

  it('is two letters or nothing: a header a client forged with more says nothing', () => {
    expect(countryCode(' ua ')).toBe('UA');
    for (const value of ['', 'XXX', 'P1', 'PL;desc=UA', 'PL, UA', undefined, null]) {
      expect(countryCode(value), String(value)).toBeUndefined();
      expect(viewerCountryTiming(value), String(value)).toBeUndefined();
    }
    expect(viewerCountryOf(undefined)).toBeUndefined();
    expect(viewerCountryOf([{ name: 'viewer-country', description: 'Poland' }])).toBeUndefined();
  });

  it('is drawn as its flag, beside its calling code', () => {
    expect(flagOf('UA')).toBe('🇺🇦');
    expect(flagOf('pl')).toBe('🇵🇱');
    expect(phoneFace('PL', '48')).toBe('🇵🇱 +48');
    expect(phoneFace('', undefined)).toBe('🌐 +');
  });

  it('moves a picker still at the country it was rendered with to the viewer’s, and leaves a visitor’s choice alone', () => {
    const picker = (value: string, rendered: string): PhoneCountryPicker => ({
      value,
      options: ['', 'UA', 'PL', 'RU'].map((code) => ({ value: code })),
      getAttribute: (name) => (name === 'data-phone-country' ? rendered : null),
    });
    const ukrainianOnRu = picker('RU', 'RU');
    expect(adoptViewerCountry(ukrainianOnRu, 'UA')).toBe(true);
    expect(ukrainianOnRu.value).toBe('UA');
    const poleOnEn = picker('', '');
    expect(adoptViewerCountry(poleOnEn, 'PL')).toBe(true);
    expect(poleOnEn.value).toBe('PL');
    // Chose Russia before the page knew where they were: their choice.
    const chosen = picker('PL', 'RU');
    expect(adoptViewerCountry(chosen, 'UA')).toBe(false);
    expect(chosen.value).toBe('PL');
    // A country the picker does not offer, or none known.
    expect(adoptViewerCountry(picker('RU', 'RU'), 'XX')).toBe(false);
    expect(adoptViewerCountry(picker('RU', 'RU'), undefined)).toBe(false);
  });
});
