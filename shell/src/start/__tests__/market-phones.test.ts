import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_PHONE_ATTRIBUTE, MARKET_PHONES_ATTRIBUTE } from '@site/model';
import { showMarketPhones } from '../market-phones';

const page = (lines: Record<string, [string, string]> | undefined) => {
  document.body.innerHTML = `
    <a id="number" href="tel:+442079460321" ${COMPANY_PHONE_ATTRIBUTE}="display">+44 20 7946 0321</a>
    <a id="call" href="tel:+442079460321" ${COMPANY_PHONE_ATTRIBUTE}="href">Call us</a>
    <footer ${lines ? `${MARKET_PHONES_ATTRIBUTE}='${JSON.stringify(lines)}'` : ''}></footer>`;
};
const viewerIn = (country: string | undefined) =>
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(country ? [{ serverTiming: [{ name: 'viewer-country', description: country }] } as never] : []);

afterEach(() => vi.restoreAllMocks());

describe('the company’s line for the visitor’s country', () => {
  it('replaces the main line where the record has one for the visitor’s country, the text only where the link shows the number', () => {
    page({ PL: ['+48221234567', '+48 22 123 45 67'] });
    viewerIn('PL');
    showMarketPhones();
    expect(document.getElementById('number')!.getAttribute('href')).toBe('tel:+48221234567');
    expect(document.getElementById('number')!.textContent).toBe('+48 22 123 45 67');
    expect(document.getElementById('call')!.getAttribute('href')).toBe('tel:+48221234567');
    expect(document.getElementById('call')!.textContent).toBe('Call us');
  });

  it('keeps the main line for a country without one, without a country, and on a page that lists none', () => {
    for (const [lines, country] of [
      [{ PL: ['+48221234567', '+48 22 123 45 67'] }, 'DE'],
      [{ PL: ['+48221234567', '+48 22 123 45 67'] }, undefined],
      [undefined, 'PL'],
    ] as const) {
      page(lines as Record<string, [string, string]> | undefined);
      viewerIn(country);
      showMarketPhones();
      expect(document.getElementById('number')!.getAttribute('href')).toBe('tel:+442079460321');
      vi.restoreAllMocks();
    }
  });
});
