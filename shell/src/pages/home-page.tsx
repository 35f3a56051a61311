import { useTranslation } from 'react-i18next';
import type { Language } from '@site/i18n';
import { ButtonLink, PageHead, Section } from '@site/ui';
import type { HomeWidgets } from '../app/page-loader';
import { RemoteSlot } from '../federation/remote-slot';

export function HomePage({ lang, widgets }: { lang: Language; widgets: HomeWidgets }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageHead title={t('home.meta.title')} description={t('home.meta.description')} />
      <section className="sh-hero">
        <div className="ui-container sh-hero__inner">
          <p className="ui-eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 className="sh-hero__title">{t('home.hero.title')}</h1>
          <p className="sh-hero__lead">{t('home.hero.lead')}</p>
          <div className="sh-hero__actions">
            <ButtonLink to="/contacts" size="lg">
              {t('home.hero.primaryCta')}
            </ButtonLink>
            <ButtonLink to="/#products" size="lg" variant="secondary">
              {t('home.hero.secondaryCta')}
            </ButtonLink>
          </div>
        </div>
      </section>
      <Section id="products" aria-labelledby="home-products-title">
        <h2 id="home-products-title">{t('home.products.title')}</h2>
        <RemoteSlot name="products:grid" compact result={widgets.products} props={{ lang }} />
      </Section>
      <Section tone="muted" aria-labelledby="home-cases-title">
        <h2 id="home-cases-title">{t('home.cases.title')}</h2>
        <RemoteSlot name="content:case-highlights" compact result={widgets.cases} props={{ lang }} />
      </Section>
      <Section aria-labelledby="home-team-title">
        <h2 id="home-team-title">{t('home.team.title')}</h2>
        <RemoteSlot name="content:team-strip" compact result={widgets.team} props={{ lang }} />
      </Section>
    </>
  );
}
