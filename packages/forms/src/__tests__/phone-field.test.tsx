import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localizePath, type Language } from '@site/model';
import { notify } from '@site/ui';
import { LeadForm } from '../lead-form';
import { loadFormWords, renderInPage } from './forms-page';

const PHONE: Readonly<Record<Language, RegExp>> = { en: /^Phone/, ru: /^Телефон/, uk: /^Телефон/, pl: /^Telefon/ };

beforeAll(loadFormWords);

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});

/** The page's response named this country (the edge's Server-Timing metric), as a browser reports it. */
function viewerIn(country: string | undefined) {
  const entries = country ? [{ name: 'viewer-country', description: country }] : [];
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'navigation' ? ([{ serverTiming: entries }] as never) : []));
}

function renderForm(lang: Language) {
  const sent: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return new Response(JSON.stringify({ id: '6f1c1f0e-5b52-4b7e-9a38-1c1c1c1c1c1c' }), { status: 201 });
  });
  renderInPage(<LeadForm formId="contacts" transport={{ fetch }} />, lang, localizePath('/contacts', lang));
  const phone = screen.getByLabelText(PHONE[lang]) as HTMLInputElement;
  const picker = document.getElementById(`${phone.id}-country`) as HTMLSelectElement;
  const face = () => picker.parentElement!.querySelector('[data-phone-face]')!.textContent;
  const errorOf = () => document.getElementById(`${phone.id}-error`)?.textContent;
  const send = (number: string) => {
    fireEvent.change(screen.getByLabelText(/^(Name|Имя|Ім’я|Imię)/), { target: { value: 'Oksana Melnyk' } });
    fireEvent.change(phone, { target: { value: number } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /send|отправить|надіслати|wyślij/i }));
  };
  return { phone, picker, face, errorOf, send, sent, fetch };
}

describe('the phone field', () => {
  it('starts in the page language’s country where the page names no viewer’s, with that country’s example', () => {
    viewerIn(undefined);
    const ua = renderForm('uk');
    expect(ua.picker.value).toBe('UA');
    expect(ua.face()).toBe('🇺🇦 +380');
    expect(ua.phone.placeholder).toBe('050 123 4567');
    expect(ua.picker.getAttribute('aria-label')).toBe('Код країни');
  });

  it('starts a Polish page in Poland, and takes a number written the Polish way', async () => {
    viewerIn(undefined);
    const form = renderForm('pl');
    expect(form.picker.value).toBe('PL');
    expect(form.face()).toBe('🇵🇱 +48');
    expect(form.picker.getAttribute('aria-label')).toBe('Kod kraju');
    form.send('512 345 678');
    await waitFor(() => expect(form.sent[0]).toMatchObject({ phone: '512 345 678', phoneCountry: 'PL' }));
  });

  it('starts an English page with no country, and asks for the number with its code', async () => {
    viewerIn(undefined);
    const form = renderForm('en');
    expect(form.picker.value).toBe('');
    expect(form.face()).toBe('🌐 +');
    expect(form.phone.placeholder).toBe('+44 7400 123456');
    form.send('600 123 456');
    await waitFor(() => expect(form.errorOf()).toBe('Enter the number with its country code, for example +44 7400 123456, or choose its country in the list.'));
    expect(form.fetch).not.toHaveBeenCalled();
  });

  it('offers no country, then the site’s markets, then every other country by its name in the page’s language', () => {
    viewerIn(undefined);
    const { picker } = renderForm('ru');
    const options = [...picker.options];
    expect(options.slice(0, 9).map((option) => option.value)).toEqual(['', 'UA', 'PL', 'DE', 'ES', 'NL', 'LT', 'KZ', 'GB']);
    expect(options[1]!.text).toBe('Украина (+380)');
    expect(options[0]!.text).toBe('Другая: номер с кодом страны');
    const rest = options.slice(9).map((option) => option.text);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'ru')));
    expect(options.length).toBeGreaterThan(240);
  });

  it.each([
    ['a Ukrainian on /ru', 'ru', 'UA', '050 123 45 67', '🇺🇦 +380'],
    ['a Pole on /', 'en', 'PL', '600 123 456', '🇵🇱 +48'],
    ['a Kazakh on /ru', 'ru', 'KZ', '8 (777) 123-45-67', '🇰🇿 +7'],
  ] as const)('moves to the viewer’s country CloudFront reported and takes the number as %s writes it', async (_who, lang, country, number, face) => {
    viewerIn(country);
    const form = renderForm(lang);
    await waitFor(() => expect(form.picker.value).toBe(country));
    expect(form.face()).toBe(face);
    form.send(number);
    await waitFor(() => expect(form.sent).toHaveLength(1));
    expect(form.sent[0]).toMatchObject({ phone: number, phoneCountry: country });
  });

  it('reads a number typed already in the country chosen after it, and says so at once', async () => {
    viewerIn(undefined);
    const form = renderForm('en');
    form.send('050 123 45 67');
    await waitFor(() => expect(form.errorOf()).toMatch(/^Enter the number with its country code/));
    fireEvent.change(form.picker, { target: { value: 'PL' } });
    // Ten digits and a leading 0: no Polish number.
    await waitFor(() =>
      expect(form.errorOf()).toBe(
        'Check the number: a +48 number is written like 512 345 678. If it belongs to another country, choose that country in the list.',
      ),
    );
    expect(form.face()).toBe('🇵🇱 +48');
    fireEvent.change(form.picker, { target: { value: 'UA' } });
    await waitFor(() => expect(form.errorOf()).toBeUndefined());
    expect(form.phone.getAttribute('aria-invalid')).toBeNull();
    expect(form.fetch).not.toHaveBeenCalled();
  });

  it('says nothing of a number before the form is sent, so an error never moves the button from under a press', async () => {
    viewerIn(undefined);
    const form = renderForm('en');
    fireEvent.change(form.phone, { target: { value: '12' } });
    fireEvent.blur(form.phone);
    fireEvent.change(form.picker, { target: { value: 'PL' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(form.errorOf()).toBeUndefined();
  });
});
