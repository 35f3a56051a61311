import { useTranslation } from 'react-i18next';
import type { FormId } from '@site/contracts';
import { LeadForm } from '@site/forms';
import type { ProductSlug } from '@site/i18n';
import { PageHead, PageHero, type RemotePageProps } from '@site/ui';
import { BUILD_ID } from '../build';

/** The lead form each product page carries. */
const FORM_OF: Readonly<Record<ProductSlug, FormId>> = {
  'ai-sales-manager': 'sales-manager',
  'ai-seller': 'seller',
  'lumi-ai': 'lumi',
  'ai-commerce': 'commerce',
  'mediflow-ai': 'mediflow',
  'agentlab-ai': 'agentlab',
};

/** A product page; its sections arrive with the product content. */
export function ProductPage({ params, slots }: RemotePageProps) {
  const { t } = useTranslation('products');
  const slug = params.product as ProductSlug;
  return (
    <article className="pr-page" data-mfe="products" data-build={BUILD_ID}>
      <PageHead
        title={t(`items.${slug}.meta.title`)}
        description={t(`items.${slug}.meta.description`)}
        breadcrumbs={[{ name: t(`items.${slug}.name`), path: `/products/${slug}` }]}
      />
      <PageHero eyebrow={t(`items.${slug}.name`)} title={t(`items.${slug}.headline`)} lead={t(`items.${slug}.lead`)} />
      {slots?.voiceDemo && (
        <section className="ui-section" aria-labelledby="voice-demo-title">
          <div className="ui-container">
            <h2 id="voice-demo-title">{t('voiceDemo.title')}</h2>
            <p className="pr-lead">{t('voiceDemo.lead')}</p>
            {slots.voiceDemo}
          </div>
        </section>
      )}
      <section className="ui-section ui-section--muted" id="request" aria-labelledby="product-form-title">
        <div className="ui-container ui-form-split">
          <div>
            <h2 id="product-form-title">{t('form.title')}</h2>
            <p className="pr-lead">{t('form.lead')}</p>
          </div>
          <div className="ui-card ui-card--raised">
            <LeadForm formId={FORM_OF[slug]} />
          </div>
        </div>
      </section>
    </article>
  );
}
