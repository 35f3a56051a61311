import { render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CASE_INDUSTRIES, LANGUAGES, PRODUCT_SLUGS, href, type Language } from '@site/model';
import { NavigationProvider, localizeHref, type Navigation } from '@site/ui';
import { loadProductContent } from '../../content/load-product-content';
import { loadIndustry } from '../../industries/load-industry';
import { LeadCallback, LeadCallbackTeaser } from '../lead-callback';

/** A page's navigation in a language, as the shell provides it. */
function navigatedIn(lang: Language) {
  const navigation: Navigation = { lang, pathname: '/', search: '', origin: 'https://example.com', navigate: vi.fn() };
  return ({ children }: { children: ReactNode }) => <NavigationProvider value={navigation}>{children}</NavigationProvider>;
}

/** The pages that sell outbound lead callback (issue 69 §2): Lumi's own and the sales and SaaS industries'. */
const SELLERS = { product: ['lumi-ai'], industry: ['b2b', 'saas'] } as const;

describe('the outbound lead callback use case', () => {
  it.each(LANGUAGES)('is on Lumi’s page and the B2B and SaaS pages in %s, and on no other', async (lang) => {
    const products = await Promise.all(PRODUCT_SLUGS.map(async (slug) => [slug, (await loadProductContent(slug, lang)).leadCallback] as const));
    expect(products.filter(([, block]) => block).map(([slug]) => slug)).toEqual([...SELLERS.product]);
    const industries = await Promise.all(
      CASE_INDUSTRIES.map(async (industry) => [industry, (await loadIndustry(industry, lang)).content.leadCallback] as const),
    );
    expect(industries.filter(([, block]) => block).map(([industry]) => industry)).toEqual([...SELLERS.industry]);
  });

  it.each(LANGUAGES)('on Lumi’s page in %s shows rung, qualified and booked in order and the pilots note', async (lang) => {
    const block = (await loadProductContent('lumi-ai', lang)).leadCallback!;
    const { container } = render(<LeadCallback leadCallback={block} />, { wrapper: navigatedIn(lang) });
    const section = within(container);
    expect(section.getByRole('heading', { level: 2 }).textContent).toBe(block.title);
    expect(container.querySelectorAll('ol > li h3').length).toBe(block.items.length);
    expect(section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(block.items.map((item) => item.title));
    expect(container.textContent).toContain(block.pilots);
  });

  it.each(LANGUAGES.flatMap((lang) => SELLERS.industry.map((industry) => [industry, lang] as const)))(
    'on the %s page in %s leads to the section on Lumi’s page',
    async (industry, lang) => {
      const teaser = (await loadIndustry(industry, lang)).content.leadCallback!;
      const { container } = render(<LeadCallbackTeaser teaser={teaser} />, { wrapper: navigatedIn(lang) });
      const section = within(container);
      expect(section.getByRole('heading', { level: 2 }).textContent).toBe(teaser.title);
      expect(section.getByRole('link').getAttribute('href')).toBe(localizeHref(href('product', { product: 'lumi-ai', hash: 'lead-callback' }), lang));
    },
  );
});
