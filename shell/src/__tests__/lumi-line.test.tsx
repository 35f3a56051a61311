import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LUMI_LINE, type LumiLine } from '@site/model';
import { LumiLineContact } from '../chrome/lumi-line';
import en from '../i18n/locales/en.json';

const LINE: LumiLine = { number: '+442079460958', display: '+44 20 7946 0958', provider: 'twilio', label: 'Synthra Lumi line', hours: 'always' };

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { shell: en } } });
});

const shown = (as: 'footer' | 'contacts', line: LumiLine | null) =>
  render(
    <I18nextProvider i18n={i18next}>
      <dl>
        <LumiLineContact as={as} lang="en" line={line} />
      </dl>
    </I18nextProvider>,
  ).container;

describe("Lumi's line on the footer and the contacts page", () => {
  it('is a tel: link with the hours it answers, once a line is configured', () => {
    for (const as of ['footer', 'contacts'] as const) {
      const container = shown(as, LINE);
      const link = container.querySelector('a[href^="tel:"]');
      expect(link?.getAttribute('href')).toBe('tel:+442079460958');
      expect(link?.textContent).toBe('+44 20 7946 0958');
      expect(container.textContent).toContain('Ring Lumi');
      expect(container.textContent).toContain('answers day and night');
    }
  });

  it('says the window of a line that answers at set hours', () => {
    const container = shown('contacts', { ...LINE, hours: { from: '09:00', to: '18:00', days: 'mon-fri', timeZone: 'Europe/Warsaw' } });
    expect(container.textContent).toContain('Lumi answers on working days, 9:00–18:00 (Warsaw time)');
  });

  it('shows nothing when no line is configured', () => {
    expect(shown('footer', null).innerHTML).toBe('<dl></dl>');
  });

  it('is the line the agent as code pushes', () => {
    expect(LUMI_LINE?.number).toMatch(/^\+\d{8,15}$/);
    expect(LUMI_LINE?.display.replace(/\s/g, '')).toBe(LUMI_LINE?.number);
  });
});
