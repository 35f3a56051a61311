import { describe, expect, it } from 'vitest';
import { i18nFor, initI18n, prepareLanguage, registerNamespaces } from '../setup';

describe('a namespace prepared before the app starts i18next (an island reached early)', () => {
  it('is fetched at once and renders in the page language once i18next runs', async () => {
    const fetched: string[] = [];
    registerNamespaces({
      shell: async () => ({ title: 'Головна' }),
      voice: async (lang) => {
        fetched.push(lang);
        return { greeting: lang === 'uk' ? 'Вітаю' : 'Hello' };
      },
    });
    const preparing = prepareLanguage('uk', ['voice']);
    expect(fetched).toEqual(['uk']);

    await initI18n('uk', ['shell']);
    await preparing;
    expect(i18nFor('uk').t('voice:greeting')).toBe('Вітаю');
    expect(i18nFor('uk').t('shell:title')).toBe('Головна');
  });
});
