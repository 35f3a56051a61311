import { useTranslation } from 'react-i18next';
import type { ProductPageContent } from '@site/content';
import { LeadForm } from '@site/forms';
import { PRODUCT_LEAD_FORMS, PRODUCT_NAMES, href, offerOf, type ProductSlug, type RemotePageProps } from '@site/model';
import { FaqList, LeadFormSection, PageHead, SITE_NAME, faqPage, localizeHref, useNavigation } from '@site/ui';
import { Advantages } from '../blocks/advantages';
import { Block } from '../blocks/block';
import { CallToAction } from '../blocks/call-to-action';
import { Features } from '../blocks/features';
import { LeadCallback } from '../blocks/lead-callback';
import { Hero } from '../blocks/hero';
import { Integrations } from '../blocks/integrations';
import { Launch } from '../blocks/launch';
import { Problems } from '../blocks/problems';
import { Steps } from '../blocks/steps';
import { Testimonials } from '../blocks/testimonials';
import { Value } from '../blocks/value';
import { VideoFacade } from '../blocks/video-facade';
import type { Illustration } from '../illustrations/load-illustration';

/** What a product page shows: its document in the page's language and its hero illustration. */
export interface ProductPageData {
  readonly slug: ProductSlug;
  readonly content: ProductPageContent;
  readonly Illustration: Illustration;
}

/** The sample of what a product delivers, on the products that have a page for it. */
const SAMPLE_OF: Readonly<Partial<Record<ProductSlug, string>>> = {
  'ai-sales-manager': href('sample-report'),
};

/**
 * A product page: every block of the spec in order, each its own section with an h2. The related
 * case studies (the content remote's) and, on Lumi AI, the live voice demo (the voice remote's)
 * arrive as slots that the shell composes.
 */
export function ProductPage({ slots, data }: RemotePageProps<ProductPageData>) {
  const { t } = useTranslation('products');
  const { origin, lang } = useNavigation();
  const { slug, content, Illustration } = data;
  const name = PRODUCT_NAMES[slug];
  const path = href('product', { product: slug });
  const service = {
    '@type': 'Service',
    name,
    serviceType: content.hero.eyebrow,
    description: content.seo.description,
    url: `${origin}${localizeHref(path, lang)}`,
    inLanguage: lang,
    provider: { '@type': 'Organization', '@id': `${origin}/#organization`, name: SITE_NAME },
    offers: offerOf(slug, `${origin}${localizeHref(href('pricing', { hash: slug }), lang)}`),
  };
  // The price question leads on to the product's card on the pricing page.
  const faq = content.faq.items.map(({ pricing, ...item }) => (pricing ? { ...item, link: { to: pricing, label: t('page.pricing') } } : item));
  return (
    <article className="pr-page">
      <PageHead
        title={content.seo.title}
        description={content.seo.description}
        breadcrumbs={[{ name, path }]}
        structuredData={[service, faqPage(content.faq.items)]}
      />
      <Hero hero={content.hero} illustration={<Illustration labels={content.hero.visual} />} />
      {slots?.voiceDemo && (
        <Block id="voice-demo" title={t('voiceDemo.title')} lead={t('voiceDemo.lead')}>
          {slots.voiceDemo}
        </Block>
      )}
      <Problems problems={content.problems} />
      <Value value={content.value} />
      <Steps steps={content.steps} />
      {content.video && (
        <Block id="video" title={content.video.title} lead={content.video.lead}>
          <VideoFacade id={content.video.id} title={content.video.title} />
        </Block>
      )}
      {content.leadCallback && <LeadCallback leadCallback={content.leadCallback} />}
      <Integrations integrations={content.integrations} />
      <Features features={content.features} />
      <Advantages advantages={content.advantages} />
      <Launch launch={content.launch} />
      <Block id="cases" title={content.cases.title} lead={content.cases.lead}>
        {slots?.relatedCases}
      </Block>
      <Testimonials testimonials={content.testimonials} />
      <Block id="faq" title={content.faq.title} lead={content.faq.lead}>
        <FaqList items={faq} />
      </Block>
      <CallToAction cta={content.cta} samplePath={SAMPLE_OF[slug]} />
      <LeadFormSection
        tone="muted"
        id="request"
        aria-labelledby="request-title"
        pitch={
          <>
            <h2 id="request-title">{content.form.title}</h2>
            <p className="pr-lead">{content.form.lead}</p>
          </>
        }
      >
        <LeadForm formId={PRODUCT_LEAD_FORMS[slug]} />
      </LeadFormSection>
    </article>
  );
}
