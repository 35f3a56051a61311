import { useTranslation } from 'react-i18next';
import { PageHead, PageHero, type RemotePageProps } from '@site/ui';

/** A product page; its sections arrive with the product content. */
export function ProductPage({ params, slots }: RemotePageProps) {
  const { t } = useTranslation('products');
  const slug = params.product!;
  return (
    <article className="pr-page" data-mfe="products" data-build={__BUILD_ID__}>
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
    </article>
  );
}
