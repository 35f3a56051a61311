import { useTranslation } from 'react-i18next';
import { Link, PageHead, PageHero, Section, type RemotePageProps } from '@site/ui';
import { ARTICLES } from '../data';
import { BUILD_ID } from '../build';

export function BlogPage(_: RemotePageProps) {
  const { t } = useTranslation('content');
  return (
    <div data-mfe="content" data-build={BUILD_ID}>
      <PageHead title={t('blog.meta.title')} description={t('blog.meta.description')} breadcrumbs={[{ name: t('blog.title'), path: '/blog' }]} />
      <PageHero title={t('blog.title')} lead={t('blog.lead')} />
      <Section>
        <ul className="ui-grid">
          {ARTICLES.map((slug) => (
            <li key={slug} className="ui-card">
              <Link to={`/blog/${slug}`}>{t(`blog.items.${slug}.title`)}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
