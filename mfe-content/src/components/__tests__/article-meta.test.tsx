import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '@site/model';
import { NavigationProvider } from '@site/ui';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import uk from '../../locales/uk.json';
import { ArticleMeta } from '../article-meta';

const instances = new Map<Language, I18n>();

beforeAll(async () => {
  for (const [lang, catalog] of Object.entries({ en, ru, uk }) as [Language, typeof en][]) {
    const instance = i18next.createInstance();
    await instance.use(initReactI18next).init({ lng: lang, resources: { [lang]: { content: catalog } }, interpolation: { escapeValue: false } });
    instances.set(lang, instance);
  }
});

function meta(lang: Language, readTime: number, date = '2025-02-18'): string {
  const { container } = render(
    <I18nextProvider i18n={instances.get(lang)!}>
      <NavigationProvider value={{ lang, pathname: '/blog', search: '', origin: 'https://example.com', navigate: vi.fn() }}>
        <ArticleMeta date={date} readTime={readTime} />
      </NavigationProvider>
    </I18nextProvider>,
  );
  const text = container.textContent ?? '';
  container.remove();
  return text;
}

describe('an article’s date and read time', () => {
  it('carry the machine-readable date', () => {
    const { container } = render(
      <I18nextProvider i18n={instances.get('en')!}>
        <NavigationProvider value={{ lang: 'en', pathname: '/blog', search: '', origin: 'https://example.com', navigate: vi.fn() }}>
          <ArticleMeta date="2025-11-10" readTime={7} />
        </NavigationProvider>
      </I18nextProvider>,
    );
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2025-11-10');
  });

  it('are written as each language writes dates, on the same day everywhere', () => {
    expect(meta('en', 8)).toBe('February 18, 2025 · 8 min read');
    expect(meta('ru', 8)).toBe('18 февраля 2025 г. · 8 минут чтения');
    expect(meta('uk', 8)).toBe('18 лютого 2025 р. · 8 хвилин читання');
  });

  it.each([
    [1, '1 минута чтения', '1 хвилина читання'],
    [2, '2 минуты чтения', '2 хвилини читання'],
    [5, '5 минут чтения', '5 хвилин читання'],
    [9, '9 минут чтения', '9 хвилин читання'],
    [10, '10 минут чтения', '10 хвилин читання'],
    [21, '21 минута чтения', '21 хвилина читання'],
    [22, '22 минуты чтения', '22 хвилини читання'],
  ])('agree with the number in Russian and Ukrainian: %i', (minutes, russian, ukrainian) => {
    expect(meta('ru', minutes)).toContain(russian);
    expect(meta('uk', minutes)).toContain(ukrainian);
  });
});
