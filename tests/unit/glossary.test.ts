import { describe, expect, it } from 'vitest';
import { textsOf } from '@site/contracts';
import { GLOSSARY, rejectedVariantIn } from '../../packages/contracts/src/content/glossary';
import { SPEC_STRINGS } from '../../scripts/lib/typography';
import { SITE_COPY } from './site-copy';

/** Every page and translation keeps to the glossary of its language (packages/contracts/src/content/glossary.ts). */
describe('the glossary', () => {
  it.each(['en', 'ru', 'uk'] as const)('is kept by every text in %s', (lang) => {
    const found: string[] = [];
    for (const { file, value } of SITE_COPY.filter((copy) => copy.lang === lang)) {
      // A figure's `case` is a slug (medical-center-ukraine), not copy.
      for (const text of textsOf(value, ['case'])) {
        if (SPEC_STRINGS.has(text)) continue;
        for (const entry of GLOSSARY[lang]) {
          const variant = rejectedVariantIn(text, entry);
          if (variant) found.push(`${file}: «${variant}» → ${entry.use}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('finds a rejected variant with its ending, and a phrase by its pattern', () => {
    const demo = GLOSSARY.ru.find((entry) => entry.use === 'демодоступ')!;
    expect(rejectedVariantIn('вместе с демо-доступом', demo)).toBe('демо-доступ');
    expect(rejectedVariantIn('вместе с демодоступом', demo)).toBeNull();
    const question = GLOSSARY.uk.find((entry) => entry.use.startsWith('запитання'))!;
    expect(rejectedVariantIn('Часті питання', question)).toBe('Часті питання');
    expect(rejectedVariantIn('питання безпеки даних', question)).toBeNull();
  });

  it('finds the review’s own examples: an FAQ of “питання”, a Russian-pattern «під», an American spelling, a Russian transliteration', () => {
    const found = (lang: 'en' | 'uk', text: string) => GLOSSARY[lang].map((entry) => rejectedVariantIn(text, entry)).find(Boolean) ?? null;
    expect(found('uk', 'Питання про AI Seller 24/7')).toBe('Питання про AI');
    expect(found('uk', 'AI-агенти під ваші процеси')).toBe('під ваші');
    expect(found('uk', 'дані шифруються під час передавання, під контролем лікаря')).toBeNull();
    expect(found('en', 'a loyalty program with a dialog box')).toBe('program');
    expect(found('en', 'Send us an e-mail')).toBe('e-mail');
    expect(found('en', 'Andriy Melnyk, director')).toBe('Andriy');
    expect(found('en', 'Andrii Melnyk, director of the programme')).toBeNull();
  });

  it('finds the Russian calques a second editor removed, and leaves their native neighbours alone', () => {
    const found = (text: string) => GLOSSARY.ru.map((entry) => rejectedVariantIn(text, entry)).find(Boolean) ?? null;
    expect(found('CRM и журнал звонков расскажут другую историю')).toBe('расскажут другую историю');
    expect(found('Удачная персонализация ощущается как помощь консультанта')).toBe('ощущается как');
    expect(found('Четыре бизнеса, которые теряли деньги')).toBe('Четыре бизнеса');
    expect(found('менеджер начинает звонок с контекстом')).toBe('с контекстом');
    expect(found('код K21.9 до проведения гастроскопии')).toBe('до проведени');
    expect(found('Пусть Lumi ответит на ваши следующие сто звонков')).toBe('ваши следующие сто');
    expect(found('переписывает её карточку вокруг двух фактов')).toBe('вокруг двух');
    expect(found('Данные шифруются, данные пациентов хранятся в ЕС, по данным CRM')).toBeNull();
    expect(found('Малый бизнес и B2B-бизнес работают с вашим бизнесом; звонок в контексте сделки')).toBeNull();
    expect(found('после приёма, при запуске, до визита, ощущение контроля')).toBeNull();
  });
});
