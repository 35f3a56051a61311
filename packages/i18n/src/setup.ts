import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@site/model';

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

/** Namespaces the page has used so far; a language switch loads all of them for the new language. */
const activeNamespaces = new Set<string>();
const instances = new Map<Language, I18n>();
/** Resolves once initI18n has run: an instance cloned before that would have no store. */
let markInitialised!: () => void;
const initialised = new Promise<void>((resolve) => (markInitialised = resolve));

/** Starts the page's i18next instance in the language the URL gave, with the first namespaces loaded. */
export async function initI18n(lang: Language, namespaces: readonly string[]): Promise<void> {
  const testMode = globalThis.window?.__I18N_TEST__ === true;
  namespaces.forEach((ns) => activeNamespaces.add(ns));
  await i18next
    .use(registryBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      supportedLngs: [...LANGUAGES],
      // No English fallback: every key exists in every language (tests/unit/translations.test.ts), so
      // a fallback would only cost each Russian or Ukrainian page a second set of downloads.
      fallbackLng: false,
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
  instances.set(lang, i18next);
  markInitialised();
}

/**
 * The instance that renders one language. Each language has its own (sharing one store), so a page
 * always renders in the language of its own URL, even while a navigation to another is loading.
 */
export function i18nFor(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.cloneInstance({ lng: lang, initAsync: false });
    instances.set(lang, instance);
  }
  return instance;
}

/**
 * Loads every namespace in use (and `namespaces`) for `lang`; resolves once they can render. Called
 * before the app has started i18next (an island reached early), it fetches the files at once and
 * hands them to i18next once it runs.
 */
export async function prepareLanguage(lang: Language, namespaces: readonly string[] = []): Promise<void> {
  namespaces.forEach((ns) => activeNamespaces.add(ns));
  // The backend asks the same loader again once i18next runs; the module cache answers it.
  for (const ns of namespaces) {
    const load = loaders.get(ns);
    if (load) load(lang).catch(() => undefined);
  }
  await initialised;
  await i18nFor(lang).loadNamespaces([...activeNamespaces]);
}
