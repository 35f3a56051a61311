import type content from './mfe-content/src/locales/en.json';
import type products from './mfe-products/src/locales/en.json';
import type voice from './mfe-voice/src/locales/en.json';
import type forms from './packages/forms/src/locales/en.json';
import type shell from './shell/src/i18n/locales/en.json';

/**
 * Every namespace's keys, as its English file holds them, so `t('…')` with a key that is not there
 * fails `tsc`: a seventh product, a new case industry or a new refusal without its words is a
 * compile error, not a key printed on the page. Each app still loads and owns its own files; the
 * other languages hold the same keys (tests/unit/translations.test.ts).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { shell: typeof shell; products: typeof products; content: typeof content; voice: typeof voice; forms: typeof forms };
  }
}
