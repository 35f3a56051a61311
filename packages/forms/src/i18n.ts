import { registerNamespaces, type Translations } from '@site/i18n';

/** The forms namespace: labels, validation messages and every form's success and error message. */
export const FORMS_NAMESPACE = 'forms';

registerNamespaces({
  [FORMS_NAMESPACE]: (lang) => import(`./locales/${lang}.json`).then((m: { default: Translations }) => m.default),
});
