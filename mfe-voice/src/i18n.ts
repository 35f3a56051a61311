import { registerNamespaces, type Translations } from '@site/i18n';

/** The voice namespace: one chunk per language, loaded for the current language only. */
export const NAMESPACES = ['voice'] as const;

registerNamespaces({
  voice: (lang) => import(`./locales/${lang}.json`).then((m: { default: Translations }) => m.default),
});
