import { useTranslation } from 'react-i18next';
import { PageHead, PageHero, type RemotePageProps } from '@site/ui';
import { resolveCaseSlug } from '../data';
import { BUILD_ID } from '../build';

export function CasePage({ params }: RemotePageProps) {
  const { t } = useTranslation('content');
  const slug = resolveCaseSlug(params.slug!);
  return (
    <article data-mfe="content" data-build={BUILD_ID}>
      <PageHead
        title={t('cases.itemMetaTitle', { title: t(`cases.items.${slug}.title`) })}
        description={t(`cases.items.${slug}.summary`)}
        type="article"
        breadcrumbs={[
          { name: t('cases.title'), path: '/cases' },
          { name: t(`cases.items.${slug}.title`), path: `/cases/${slug}` },
        ]}
      />
      <PageHero eyebrow={t('cases.eyebrow')} title={t(`cases.items.${slug}.title`)} lead={t(`cases.items.${slug}.summary`)} />
    </article>
  );
}
