import { useTranslation } from 'react-i18next';
import type { CaseStory } from '@site/content';
import { CASE_PRODUCT_PAGES, PRODUCT_NAMES, href, type RemotePageProps } from '@site/model';
import { ButtonLink, FigureList, Link, PageHead, Section } from '@site/ui';
import { useArticleData } from '../components/article-data';
import type { CaseSummary } from '../content/load-content';

export interface CasePageData {
  readonly summary: CaseSummary;
  readonly story: CaseStory;
  readonly previous: CaseSummary | null;
  readonly next: CaseSummary | null;
}

/**
 * A case study with every field: the client, what hurt, what was built, what changed in figures,
 * what the client says, and a way to the product. Alias slugs show the same page, whose canonical
 * URL is the case's own slug.
 */
export function CasePage({ data }: RemotePageProps<CasePageData>) {
  const { t } = useTranslation('content');
  const { summary, story, previous, next } = data;
  const productPage = CASE_PRODUCT_PAGES[summary.product];
  const path = href('case', { slug: summary.slug });
  const productPath = href('product', { product: productPage });
  const article = useArticleData({ path, headline: story.title, description: story.meta.description, section: t('cases.title') });
  return (
    <article className="ct-case">
      <PageHead
        title={story.meta.title}
        description={story.meta.description}
        type="article"
        breadcrumbs={[
          { name: t('cases.title'), path: href('cases') },
          { name: summary.shortTitle, path },
        ]}
        structuredData={[article]}
      />
      <header className="ct-case-hero">
        <div className="ui-container ct-case-hero__inner">
          <div>
            <p className="ui-eyebrow">{summary.badge}</p>
            <h1 className="ct-case-hero__title">{story.title}</h1>
            <p className="ct-case-hero__lead">{story.fullTitle}</p>
            <p className="ct-case-hero__product">
              {t('case.product')}{' '}
              <Link to={productPath} translate="no">
                {PRODUCT_NAMES[productPage]}
              </Link>
            </p>
          </div>
          <section className="ui-card ct-company" aria-labelledby="case-company">
            <h2 id="case-company" className="ct-company__title">
              {t('case.company')}
            </h2>
            <dl className="ct-company__facts">
              <div className="ct-company__row">
                <dt>{t('case.client')}</dt>
                {/* A company's name is a name: it stays as the company writes it. */}
                <dd translate="no">{story.company.name}</dd>
              </div>
              <div className="ct-company__row">
                <dt>{t('case.industry')}</dt>
                <dd>{story.company.industry}</dd>
              </div>
              <div className="ct-company__row">
                <dt>{t('case.size')}</dt>
                <dd>{story.company.size}</dd>
              </div>
              <div className="ct-company__row">
                <dt>{t('case.market')}</dt>
                <dd>{story.company.market}</dd>
              </div>
            </dl>
          </section>
        </div>
      </header>

      <Section aria-labelledby="case-problem">
        <div className="ct-prose">
          <h2 id="case-problem">{story.problem.title}</h2>
          <ul className="ct-list ct-list--problem">
            {story.problem.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </Section>

      <Section tone="muted" aria-labelledby="case-solution">
        <div className="ct-solution">
          <div className="ct-prose">
            <h2 id="case-solution">{story.solution.title}</h2>
            {story.solution.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="ct-solution__facts">
            <h3 className="ct-subtitle">{t('case.features')}</h3>
            <ul className="ct-list ct-list--check">
              {story.solution.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <h3 className="ct-subtitle">{t('case.integrations')}</h3>
            <ul className="ct-chips">
              {story.solution.integrations.map((integration) => (
                // Names of tools are never translated.
                <li key={integration} translate="no">
                  {integration}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section aria-labelledby="case-results">
        <h2 id="case-results">{story.results.title}</h2>
        <FigureList className="ct-results" items={[summary.headline, ...story.results.metrics]} />
        <div className="ct-prose">
          {story.results.details.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section tone="muted" aria-label={t('case.testimonial')}>
        <figure className="ct-quote">
          <blockquote className="ct-quote__text">
            <p>{story.testimonial.quote}</p>
          </blockquote>
          <figcaption className="ct-quote__author">{story.testimonial.author}</figcaption>
        </figure>
      </Section>

      <section className="ui-section ui-section--dark" aria-labelledby="case-cta">
        <div className="ui-container ct-cta">
          <h2 id="case-cta" className="ct-cta__title">
            {story.cta.title}
          </h2>
          <div className="ct-cta__actions">
            <ButtonLink to={productPath} size="lg">
              {story.cta.button}
            </ButtonLink>
            <ButtonLink to={href('contacts')} size="lg" variant="secondary">
              {t('case.contact')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <nav className="ui-container ct-pager" aria-label={t('case.more')}>
        {previous && (
          <Link className="ct-pager__link ct-pager__link--previous" to={href('case', { slug: previous.slug })} rel="prev">
            <span className="ct-pager__hint">{t('case.previous')}</span>
            <span className="ct-pager__title">{previous.shortTitle}</span>
          </Link>
        )}
        {next && (
          <Link className="ct-pager__link ct-pager__link--next" to={href('case', { slug: next.slug })} rel="next">
            <span className="ct-pager__hint">{t('case.next')}</span>
            <span className="ct-pager__title">{next.shortTitle}</span>
          </Link>
        )}
      </nav>
    </article>
  );
}
