import { registerNamespaces, type Translations } from '@site/i18n';

/** The content namespace: one chunk per language, loaded for the current language only. */
export const NAMESPACES = ['content'] as const;

registerNamespaces({
  content: (lang) => import(`./locales/${lang}.json`).then((m: { default: Translations }) => m.default),
});
