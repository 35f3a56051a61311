import { useTranslation } from 'react-i18next';
import { PageHead, PageHero, Section, type RemotePageProps } from '@site/ui';
import { TeamStrip } from '../widgets/team-strip';
import { BUILD_ID } from '../build';

export function TeamPage({ lang }: RemotePageProps) {
  const { t } = useTranslation('content');
  return (
    <div data-mfe="content" data-build={BUILD_ID}>
      <PageHead title={t('team.meta.title')} description={t('team.meta.description')} breadcrumbs={[{ name: t('team.title'), path: '/team' }]} />
      <PageHero title={t('team.title')} lead={t('team.lead')} />
      <Section>
        <TeamStrip lang={lang} />
      </Section>
    </div>
  );
}
