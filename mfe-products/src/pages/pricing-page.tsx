import type { PricingPage as PricingPageContent } from '@site/content';
import { PRODUCT_NAMES, PRODUCT_SLUGS, href, offerOf, type RemotePageProps } from '@site/model';
import { ButtonLink, FaqList, PageHead, PageHero, SITE_NAME, Section, faqPage, localizeHref, useNavigation } from '@site/ui';
import { Block } from '../blocks/block';
import { EstimateCalculator } from '../pricing/estimate-calculator';
import { PriceCards } from '../pricing/price-cards';

/** What the pricing page shows: its words in the page's language; its figures are `PRICING`'s. */
export interface PricingPageData {
  readonly content: PricingPageContent;
}

const PATH = href('pricing');

/**
 * The prices of the six products, the estimate calculator and the questions buyers ask about
 * money. Everything is in the prerendered HTML, the calculator with its worked example, so the page
 * reads and is indexed without scripts; the calculator's code runs once a visitor reaches a field.
 */
export function PricingPage({ data }: RemotePageProps<PricingPageData>) {
  const { origin, lang } = useNavigation();
  const { content } = data;
  const url = (path: string) => `${origin}${localizeHref(path, lang)}`;
  const catalogue = {
    '@type': 'OfferCatalog',
    name: content.seo.title,
    url: url(PATH),
    itemListElement: PRODUCT_SLUGS.map((slug) => ({
      ...offerOf(slug, url(href('pricing', { hash: slug }))),
      itemOffered: {
        '@type': 'Service',
        name: PRODUCT_NAMES[slug],
        url: url(href('product', { product: slug })),
        provider: { '@type': 'Organization', '@id': `${origin}/#organization`, name: SITE_NAME },
      },
    })),
  };
  return (
    <article className="pr-page pr-pricing">
      <PageHead
        title={content.seo.title}
        description={content.seo.description}
        breadcrumbs={[{ name: content.breadcrumb, path: PATH }]}
        structuredData={[catalogue, faqPage(content.faq.items)]}
      />
      <PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead}>
        <ul className="pr-pricing__terms">
          {content.hero.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </PageHero>

      <Block id="prices" title={content.products.title} lead={content.products.lead}>
        <PriceCards words={content.products} lang={lang} />
      </Block>

      <Block id="estimate" tone="muted" title={content.calculator.title} lead={content.calculator.lead}>
        <EstimateCalculator words={content.calculator} prices={content.products.items} />
      </Block>

      <Block id="faq" title={content.faq.title}>
        <FaqList items={content.faq.items} />
      </Block>

      <Section tone="dark" className="pr-pricing__cta" aria-labelledby="pricing-cta-title">
        <h2 id="pricing-cta-title" className="pr-cta__title">
          {content.cta.title}
        </h2>
        <p className="pr-lead pr-lead--inverse">{content.cta.text}</p>
        <ButtonLink to={href('contacts')} size="lg">
          {content.cta.button}
        </ButtonLink>
      </Section>
    </article>
  );
}
