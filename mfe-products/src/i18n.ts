import { registerNamespaces, type Translations } from '@site/i18n';

/** The products namespace: one chunk per language, loaded for the current language only. */
export const NAMESPACES = ['products'] as const;

registerNamespaces({
  products: (lang) => import(`./locales/${lang}.json`).then((m: { default: Translations }) => m.default),
});
