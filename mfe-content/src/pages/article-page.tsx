import { useTranslation } from 'react-i18next';
import type { ArticleBody } from '@site/content';
import { PRODUCT_NAMES, href, type RemotePageProps } from '@site/model';
import { ButtonLink, Link, PageHead, useNavigation } from '@site/ui';
import { useArticleData } from '../components/article-data';
import { ArticleMeta } from '../components/article-meta';
import type { ArticleSummary } from '../content/load-content';

export interface ArticlePageData {
  readonly summary: ArticleSummary;
  readonly body: ArticleBody;
  /** The articles the facts relate to this one, as cards. */
  readonly related: readonly ArticleSummary[];
}

interface TocEntry {
  readonly id: string;
  readonly title: string;
  readonly items?: readonly TocEntry[];
}

/** The article's sections and their points, as links to their headings: plain links, so they work without any script. */
function TocList({ entries }: { readonly entries: readonly TocEntry[] }) {
  return (
    <ol className="ct-toc__list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.title}</a>
          {entry.items && <TocList entries={entry.items} />}
        </li>
      ))}
    </ol>
  );
}

/** A long-form article: intro, a table of contents, numbered points, examples, conclusion and a call to action, with related reading. */
export function ArticlePage({ data }: RemotePageProps<ArticlePageData>) {
  const { t } = useTranslation('content');
  const { origin } = useNavigation();
  const { summary, body, related } = data;
  const path = href('article', { slug: summary.slug });
  const [mainProduct] = summary.related.products;
  const { points, examples, conclusion } = body.content;
  const toc: TocEntry[] = [
    { id: 'article-points', title: points.title, items: points.items.map((point, index) => ({ id: `article-point-${index + 1}`, title: point.title })) },
    {
      id: 'article-examples',
      title: examples.title,
      items: examples.items.map((example, index) => ({ id: `article-example-${index + 1}`, title: example.title })),
    },
    { id: 'article-conclusion', title: conclusion.title },
  ];
  const article = useArticleData(
    { path, headline: body.meta.h1, description: body.meta.description, section: t(`categories.${summary.category}`) },
    { datePublished: summary.date, dateModified: summary.date, timeRequired: `PT${summary.readTime}M`, image: `${origin}/og-image.jpg` },
  );
  return (
    <article className="ct-article">
      <PageHead
        title={body.meta.title}
        description={body.meta.description}
        type="article"
        breadcrumbs={[
          { name: t('blog.title'), path: href('blog') },
          { name: summary.title, path },
        ]}
        structuredData={[article]}
      />
      <header className="ct-article-hero">
        <div className="ui-container ct-article__column">
          <p className="ui-eyebrow">
            <Link to={href('blog', { query: { category: summary.category } })}>{t(`categories.${summary.category}`)}</Link>
          </p>
          <h1 className="ct-article-hero__title">{body.meta.h1}</h1>
          <p className="ct-article-hero__lead">{summary.subtitle}</p>
          <ArticleMeta date={summary.date} readTime={summary.readTime} />
        </div>
      </header>
      <div className="ui-container ct-article__column ct-prose ct-article__body">
        {body.content.intro.map((paragraph) => (
          <p key={paragraph} className="ct-article__intro">
            {paragraph}
          </p>
        ))}
        {/* Two renderings of one table of contents: a disclosure on a phone, a column beside the text where there is room. */}
        <nav className="ct-toc ct-toc--compact" aria-label={t('article.toc')}>
          <details>
            <summary>{t('article.toc')}</summary>
            <TocList entries={toc} />
          </details>
        </nav>
        <nav className="ct-toc ct-toc--side" aria-label={t('article.toc')}>
          <div className="ct-toc__sticky">
            <p className="ct-toc__title">{t('article.toc')}</p>
            <TocList entries={toc} />
          </div>
        </nav>

        <section aria-labelledby="article-points">
          <h2 id="article-points">{body.content.points.title}</h2>
          <ol className="ct-points">
            {body.content.points.items.map((point, index) => (
              <li key={point.title} className="ct-points__item">
                <h3 id={`article-point-${index + 1}`}>{point.title}</h3>
                {point.text.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="article-examples">
          <h2 id="article-examples">{body.content.examples.title}</h2>
          {body.content.examples.items.map((example, index) => (
            <div key={example.title} className="ct-example">
              <h3 id={`article-example-${index + 1}`}>{example.title}</h3>
              {example.text.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          ))}
        </section>

        <section aria-labelledby="article-conclusion">
          <h2 id="article-conclusion">{body.content.conclusion.title}</h2>
          {body.content.conclusion.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>

        <aside className="ct-article-cta" aria-labelledby="article-cta">
          <h2 id="article-cta" className="ct-article-cta__title">
            {body.content.cta.title}
          </h2>
          <p>{body.content.cta.text}</p>
          <ButtonLink to={mainProduct ? href('product', { product: mainProduct }) : href('contacts')} size="lg">
            {body.content.cta.button}
          </ButtonLink>
        </aside>
      </div>

      <aside className="ui-section ui-section--muted" aria-labelledby="article-related">
        <div className="ui-container">
          <h2 id="article-related">{t('article.related')}</h2>
          <div className="ct-related">
            <ul className="ct-related__articles">
              {related.map((item) => (
                <li key={item.slug} className="ui-card">
                  <p className="ct-article-card__category">{t(`categories.${item.category}`)}</p>
                  <h3 className="ct-article-card__title">
                    <Link className="ct-article-card__link" to={href('article', { slug: item.slug })}>
                      {item.title}
                    </Link>
                  </h3>
                  <ArticleMeta date={item.date} readTime={item.readTime} />
                </li>
              ))}
            </ul>
            <div className="ct-related__products">
              <h3 className="ct-subtitle">{t('article.products')}</h3>
              <ul className="ct-list">
                {summary.related.products.map((product) => (
                  <li key={product}>
                    <Link to={href('product', { product })} translate="no">
                      {PRODUCT_NAMES[product]}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </aside>
    </article>
  );
}
