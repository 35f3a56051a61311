import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PhoneField, renderedPhoneCountry } from '@site/forms';
import ru from '../../../../packages/forms/src/locales/ru.json';
import { followPhoneCountries } from '../phone-countries';

const i18n = i18next.createInstance();
beforeAll(() => i18n.use(initReactI18next).init({ lng: 'ru', resources: { ru: { forms: ru } } }));

/** A phone field as the prerender writes it on /ru (no viewer's country known), inside an island that does not run yet. */
function prerenderedField(): { picker: HTMLSelectElement; face: Element; number: HTMLInputElement } {
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <PhoneField
        id="lead-contacts-phone"
        lang="ru"
        label="Телефон"
        country={renderedPhoneCountry('ru')}
        onCountryChange={() => undefined}
        input={{ name: 'phone' }}
      />
    </I18nextProvider>,
  );
  document.body.innerHTML = `<div data-island="shell:lead-form"><form>${html}</form></div>`;
  const picker = document.querySelector('select')!;
  // jsdom's parser leaves the first option with a value selected; a browser selects the one marked so.
  picker.value = picker.querySelector('option[selected]')!.getAttribute('value')!;
  return {
    picker,
    face: document.querySelector('[data-phone-face]')!,
    number: document.querySelector('input[type="tel"]')!,
  };
}

const viewerIn = (country: string) =>
  vi
    .spyOn(performance, 'getEntriesByType')
    .mockImplementation((type) => (type === 'navigation' ? ([{ serverTiming: [{ name: 'viewer-country', description: country }] }] as never) : []));

afterEach(() => vi.restoreAllMocks());

describe('a phone field before its form’s code runs', () => {
  it('is moved by the page’s script to the viewer’s country, its face with it, and loses the other country’s example', () => {
    viewerIn('UA');
    const { picker, face, number } = prerenderedField();
    // A Russian page starts in its language's first market, Kazakhstan, before it knows the viewer's country.
    expect([picker.value, face.textContent]).toEqual(['KZ', '🇰🇿 +7']);
    expect(number.placeholder).not.toBe('');
    followPhoneCountries();
    expect([picker.value, face.textContent, number.placeholder]).toEqual(['UA', '🇺🇦 +380', '']);
  });

  it('shows the flag and calling code of the country the visitor picks from the list', () => {
    viewerIn('KZ');
    const { picker, face } = prerenderedField();
    followPhoneCountries();
    expect(face.textContent).toBe('🇰🇿 +7');
    picker.value = 'PL';
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    expect(face.textContent).toBe('🇵🇱 +48');
    picker.value = '';
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    expect(face.textContent).toBe('🌐 +');
  });

  it('leaves a field whose form already runs to its code', () => {
    viewerIn('UA');
    const { picker } = prerenderedField();
    document.querySelector('[data-island]')!.setAttribute('data-live', '');
    followPhoneCountries();
    expect(picker.value).toBe('KZ');
  });
});
