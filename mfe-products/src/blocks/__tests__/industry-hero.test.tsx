import { render, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CASE_INDUSTRIES, LANGUAGES, estimateMonthly, formatEstimate, type Language } from '@site/model';
import { NavigationProvider, type Navigation } from '@site/ui';
import { loadIndustry } from '../../industries/load-industry';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import uk from '../../locales/uk.json';
import pl from '../../locales/pl.json';
import { IndustryHero } from '../industry-hero';

/** The month, as each language says it in a price: "a month", «в месяц», «на місяць», «miesięcznie», or the month itself. */
const MONTH: Readonly<Record<Language, RegExp>> = {
  en: /\bmonth/giu,
  ru: /месяц/giu,
  uk: /місяц/giu,
  pl: /miesi[ąę]c/giu,
};

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { products: en }, ru: { products: ru }, uk: { products: uk }, pl: { products: pl } },
    interpolation: { escapeValue: false },
  });
});

describe('an industry page’s first screen', () => {
  it.each(CASE_INDUSTRIES.flatMap((industry) => LANGUAGES.map((lang) => [industry, lang] as const)))(
    'on %s in %s gives the typical month’s price once, under a title that says the month once',
    async (industry, lang) => {
      await i18n.changeLanguage(lang);
      const { facts, content } = await loadIndustry(industry, lang);
      const monthTotal = estimateMonthly(facts.estimate).total;
      const navigation: Navigation = { lang, pathname: '/', search: '', origin: 'https://example.com', navigate: vi.fn() };
      const { container } = render(
        <I18nextProvider i18n={i18n}>
          <NavigationProvider value={navigation}>
            <IndustryHero content={content} facts={facts} monthTotal={monthTotal} />
          </NavigationProvider>
        </I18nextProvider>,
      );
      const price = container.querySelector('.pr-glance__month')!.parentElement!;
      expect(within(price).getByRole('term').textContent).toBe(content.price.title);
      expect(price.querySelector('dd')!.textContent).toBe(formatEstimate(monthTotal, lang));
      // «Ile kosztuje 4000 rozmów miesięcznie» over «1 040 € miesięcznie» said it twice; «Ile płaci sieć 12 klinik» over a bare total, never.
      const said = price.textContent!.match(MONTH[lang]) ?? [];
      expect(said, price.textContent!).toHaveLength(1);
    },
  );
});
