import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCTS, type ProductPageContent } from '@site/content';
import { clientMarkOf, LANGUAGES, PRODUCT_SLUGS, pageUrl, type Language } from '@site/model';
import { NavigationProvider, type Navigation } from '@site/ui';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import uk from '../../locales/uk.json';
import pl from '../../locales/pl.json';
import { Testimonials } from '../testimonials';

/** The product pages, each checked against its schema as it loads. */
const PRODUCT_PAGES = PRODUCTS.from(import.meta.glob('../../content/*/page.*.ts'));
const pages = new Map<string, ProductPageContent>(
  await Promise.all(PRODUCT_SLUGS.flatMap((slug) => LANGUAGES.map(async (lang) => [`${slug}.${lang}`, await PRODUCT_PAGES.load(slug, 'page', lang)] as const))),
);
const testimonialsOf = (slug: string, lang: Language) => pages.get(`${slug}.${lang}`)!.testimonials;
const READ_CASE: Readonly<Record<Language, string>> = { en: 'Read the case', ru: 'Читать кейс', uk: 'Читати кейс', pl: 'Przeczytaj historię wdrożenia' };

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { products: en }, ru: { products: ru }, uk: { products: uk }, pl: { products: pl } },
    interpolation: { escapeValue: false },
  });
});

function Page({ lang, testimonials }: { lang: Language; testimonials: ProductPageContent['testimonials'] }) {
  const navigation: Navigation = { lang, pathname: '/', search: '', origin: 'https://example.com', navigate: vi.fn() };
  return (
    <I18nextProvider i18n={i18n}>
      <NavigationProvider value={navigation}>
        <Testimonials testimonials={testimonials} />
      </NavigationProvider>
    </I18nextProvider>
  );
}

describe('a product page’s testimonials', () => {
  it.each(PRODUCT_SLUGS.flatMap((slug) => LANGUAGES.map((lang) => [slug, lang] as const)))(
    'on %s in %s give each person their company’s mark and a link to its case',
    async (slug, lang) => {
      await i18n.changeLanguage(lang);
      const testimonials = testimonialsOf(slug, lang);
      render(<Page lang={lang} testimonials={testimonials} />);
      const cards = screen.getAllByRole('listitem');
      expect(cards).toHaveLength(testimonials.items.length);
      testimonials.items.forEach((item, index) => {
        const card = within(cards[index]!);
        const brand = clientMarkOf(item.case).brand;
        const link = card.getByRole('link', { name: `${brand} ${READ_CASE[lang]}` });
        expect(link.getAttribute('href')).toBe(pageUrl(`/cases/${item.case}`, lang));
        // The mark is the case's own drawing: its symbol and its brand, named for screen readers.
        const mark = within(link).getByRole('img', { name: brand });
        expect(mark.querySelector('.ui-wordmark__symbol')?.getAttribute('d')).toMatch(/^M/);
        expect(mark.querySelector('.ui-wordmark__brand')?.textContent).toBe(brand);
        card.getByText(item.author);
        card.getByText(item.position);
        expect(card.getByRole('img', { name: item.image.alt }).classList).toContain('ui-portrait');
      });
    },
  );

  it('are in the prerendered HTML, links and marks included, with no script to run', async () => {
    await i18n.changeLanguage('uk');
    const testimonials = testimonialsOf('lumi-ai', 'uk');
    const html = renderToStaticMarkup(<Page lang="uk" testimonials={testimonials} />);
    for (const item of testimonials.items) {
      expect(html).toContain(`href="${pageUrl(`/cases/${item.case}`, 'uk')}"`);
      expect(html).toContain(`aria-label="${clientMarkOf(item.case).brand}"`);
    }
    expect(html.match(/Читати кейс/g)).toHaveLength(testimonials.items.length);
  });
});
