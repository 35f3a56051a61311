import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { LANGUAGES, type Language } from '@site/model';
import { NavigationProvider, type Navigation } from '@site/ui';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import uk from '../locales/uk.json';
import pl from '../locales/pl.json';

/** The forms' words, by language. */
export const CATALOGS: Readonly<Record<Language, typeof en>> = { en, ru, uk, pl };

const instances = new Map<Language, I18n>();

/** Loads every language's words (one i18next instance each, the forms' namespace alone); call in `beforeAll`. */
export async function loadFormWords(): Promise<void> {
  for (const lang of LANGUAGES) {
    const instance = i18next.createInstance();
    await instance.use(initReactI18next).init({ lng: lang, resources: { [lang]: { forms: CATALOGS[lang] } }, interpolation: { escapeValue: false } });
    instances.set(lang, instance);
  }
}

/** Renders `element` as a page at `pathname` in `lang` shows it; the navigation it was given, to see where it went. */
export function renderInPage(element: ReactNode, lang: Language, pathname: string): Navigation {
  const navigation: Navigation = { lang, pathname, search: '', origin: 'https://example.com', navigate: vi.fn() };
  render(
    <I18nextProvider i18n={instances.get(lang)!}>
      <NavigationProvider value={navigation}>{element}</NavigationProvider>
    </I18nextProvider>,
  );
  return navigation;
}
