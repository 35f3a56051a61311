import { useTranslation } from 'react-i18next';
import { BLOG_CATEGORIES, href, type RemotePageProps } from '@site/model';
import { Link, PageHead, PageHero, Section, useNavigation } from '@site/ui';
import { ArticleMeta } from '../components/article-meta';
import { filterValue } from '../components/filter-rules';
import { FilteredList } from '../components/filtered-list';
import type { ArticleSummary } from '../content/load-content';

export interface BlogPageData {
  readonly articles: readonly ArticleSummary[];
}

/** The blog: every article as a card, filtered by category through the URL (`/blog?category=<id>`). */
export function BlogPage({ data }: RemotePageProps<BlogPageData>) {
  const { t } = useTranslation('content');
  const query = new URLSearchParams(useNavigation().search);
  return (
    <>
      <PageHead title={t('blog.meta.title')} description={t('blog.meta.description')} breadcrumbs={[{ name: t('blog.title'), path: href('blog') }]} />
      <PageHero title={t('blog.title')} lead={t('blog.lead')} />
      <Section>
        <FilteredList
          id="article-library"
          path={href('blog')}
          label={t('blog.filters.label')}
          groups={[
            {
              name: 'category',
              ids: BLOG_CATEGORIES,
              label: t('blog.filters.category'),
              allLabel: t('blog.filters.all'),
              labelOf: (id) => t(`categories.${id as (typeof BLOG_CATEGORIES)[number]}`),
            },
          ]}
          current={{ category: filterValue(query, 'category', BLOG_CATEGORIES) }}
          items={data.articles.map(({ category }) => ({ category }))}
          statusOf={(count) => t('blog.count', { count, total: data.articles.length })}
          empty={{ text: t('blog.empty'), reset: t('blog.reset') }}
          columns="two"
        >
          {data.articles.map((article) => (
            <li key={article.slug} className="ui-card ct-article-card" data-category={article.category}>
              <p className="ct-article-card__category">{t(`categories.${article.category}`)}</p>
              <h2 className="ct-article-card__title">
                <Link className="ct-article-card__link" to={href('article', { slug: article.slug })}>
                  {article.title}
                </Link>
              </h2>
              <p className="ct-article-card__excerpt">{article.excerpt}</p>
              <ArticleMeta date={article.date} readTime={article.readTime} />
            </li>
          ))}
        </FilteredList>
      </Section>
    </>
  );
}
