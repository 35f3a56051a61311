import { useTranslation } from 'react-i18next';
import { PageHead, PageHero, type RemotePageProps } from '@site/ui';

export function ArticlePage({ params }: RemotePageProps) {
  const { t } = useTranslation('content');
  const slug = params.slug!;
  return (
    <article data-mfe="content" data-build={__BUILD_ID__}>
      <PageHead title={t('blog.itemMetaTitle', { title: t(`blog.items.${slug}.title`) })} description={t(`blog.items.${slug}.excerpt`)} type="article" />
      <PageHero eyebrow={t('blog.eyebrow')} title={t(`blog.items.${slug}.title`)} lead={t(`blog.items.${slug}.excerpt`)} />
    </article>
  );
}
