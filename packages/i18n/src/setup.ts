import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

export type Translations = Record<string, unknown>;
export type NamespaceLoader = (lang: Language) => Promise<Translations>;

declare global {
  interface Window {
    /** Set by the end-to-end tests: no English fallback, and every missing key is recorded. */
    __I18N_TEST__?: boolean;
    __i18nMissing?: string[];
  }
}

/**
 * Each app registers loaders for the namespaces it owns; the shared i18next instance then loads a
 * namespace for the current language only, on first use and again on every language change.
 */
const loaders = new Map<string, NamespaceLoader>();

export function registerNamespaces(entries: Readonly<Record<string, NamespaceLoader>>): void {
  for (const [ns, loader] of Object.entries(entries)) loaders.set(ns, loader);
}

const registryBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, callback) {
    const loader = loaders.get(ns);
    if (!loader) {
      callback(new Error(`No translations registered for the namespace "${ns}"`), false);
      return;
    }
    loader(lang as Language).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Starts the page's one i18next instance in the language the URL gave. */
export async function initI18n(lang: Language, namespaces: readonly string[]): Promise<I18n> {
  const testMode = globalThis.window?.__I18N_TEST__ === true;
  await i18next
    .use(registryBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      supportedLngs: [...LANGUAGES],
      fallbackLng: testMode ? false : DEFAULT_LANGUAGE,
      ns: [...namespaces],
      defaultNS: namespaces[0],
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      saveMissing: testMode,
      saveMissingTo: 'current',
      missingKeyHandler: testMode
        ? (lngs, ns, key) => {
            const missing = (window.__i18nMissing ??= []);
            missing.push(`${lngs.join(',')}:${ns}:${key}`);
          }
        : false,
    });
  return i18next;
}

/** Loads namespaces for the current language; resolves once they can be rendered. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length) await i18next.loadNamespaces([...namespaces]);
}

/** Switches the language and resolves once every namespace in use is loaded for it. */
export async function changeLanguage(lang: Language): Promise<void> {
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
}
