import { act, fireEvent } from '@testing-library/react';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NavigationProvider, type Navigation } from '@site/ui';
import en from '../../locales/en.json';
import { CallMe } from '../call-me';

const requested = vi.hoisted(() => [] as unknown[]);
vi.mock('../request-call', () => ({
  requestCall: async (request: unknown) => {
    requested.push(request);
    return { status: 'refused', reason: 'number_type_not_called' };
  },
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { voice: en } } });
});

const navigation: Navigation = { lang: 'en', pathname: '/products/lumi-ai', search: '', origin: 'https://example.com', navigate: vi.fn() };
const card = () => (
  <I18nextProvider i18n={i18n}>
    <NavigationProvider value={navigation}>
      <CallMe persona="clinic" />
    </NavigationProvider>
  </I18nextProvider>
);

describe('"Have Lumi call you" before its code runs', () => {
  it('keeps the country, the digits and the consent a visitor gave the prerendered card, and asks the call with them', async () => {
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = renderToString(card());
    // What the browser's own fields took while the island's code was still loading.
    page.querySelector('select')!.value = 'PL';
    page.querySelector<HTMLInputElement>('input[type="tel"]')!.value = '601234567';
    page.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;

    const { hydrateRoot } = await import('react-dom/client');
    await act(async () => {
      hydrateRoot(page, card());
    });
    await act(async () => {
      fireEvent.submit(page.querySelector('form')!);
    });

    expect(requested).toEqual([expect.objectContaining({ phone: '601234567', country: 'PL', callConsent: true })]);
    // The refusal re-renders the card: what was typed stays in it.
    expect(page.querySelector<HTMLInputElement>('input[type="tel"]')!.value).toBe('601234567');
    expect(page.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
    page.remove();
  });
});
