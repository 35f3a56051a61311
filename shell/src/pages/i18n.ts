import { registerNamespaces, type Translations } from '@site/i18n';

/** The words of the shell's own pages, loaded with a page (the chrome's are the `shell` namespace). */
export const PAGES_NAMESPACE = 'pages';

registerNamespaces({
  [PAGES_NAMESPACE]: (lang) => import(`./locales/${lang}.json`).then((m: { default: Translations }) => m.default),
});
