import { registerNamespaces, type Translations } from '@site/i18n';

/** The shell's own strings, one chunk per language, loaded for the current language only. */
export function registerShellNamespaces(): void {
  registerNamespaces({
    shell: (lang) => import(`./locales/${lang}.json`).then((m: { default: Translations }) => m.default),
  });
}
