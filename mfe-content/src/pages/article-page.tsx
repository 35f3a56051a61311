import { useTranslation } from 'react-i18next';
import { PageHead, PageHero, SITE_NAME, localizeHref, useNavigation, type RemotePageProps } from '@site/ui';
import { ARTICLE_FACTS } from '../data';
import type { ArticleSlug } from '@site/i18n';
import { BUILD_ID } from '../build';

export function ArticlePage({ params, lang }: RemotePageProps) {
  const { t } = useTranslation('content');
  const { origin } = useNavigation();
  const slug = params.slug as ArticleSlug;
  const path = `/blog/${slug}`;
  const title = t(`blog.items.${slug}.title`);
  const excerpt = t(`blog.items.${slug}.excerpt`);
  const article = {
    '@type': 'Article',
    headline: title,
    description: excerpt,
    inLanguage: lang,
    datePublished: ARTICLE_FACTS[slug].date,
    mainEntityOfPage: `${origin}${localizeHref(path, lang)}`,
    author: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
    publisher: { '@id': `${origin}/#organization` },
  };
  return (
    <article data-mfe="content" data-build={BUILD_ID}>
      <PageHead
        title={t('blog.itemMetaTitle', { title })}
        description={excerpt}
        type="article"
        breadcrumbs={[
          { name: t('blog.title'), path: '/blog' },
          { name: title, path },
        ]}
        structuredData={[article]}
      />
      <PageHero eyebrow={t('blog.eyebrow')} title={title} lead={excerpt} />
    </article>
  );
}
