import { useTranslation } from 'react-i18next';
import { Link, PageHead, PageHero, Section, type RemotePageProps } from '@site/ui';
import { CASES } from '../data';
import { BUILD_ID } from '../build';

export function CasesPage(_: RemotePageProps) {
  const { t } = useTranslation('content');
  return (
    <div data-mfe="content" data-build={BUILD_ID}>
      <PageHead title={t('cases.meta.title')} description={t('cases.meta.description')} breadcrumbs={[{ name: t('cases.title'), path: '/cases' }]} />
      <PageHero title={t('cases.title')} lead={t('cases.lead')} />
      <Section>
        <ul className="ui-grid">
          {CASES.map((slug) => (
            <li key={slug} className="ui-card">
              <Link to={`/cases/${slug}`}>{t(`cases.items.${slug}.title`)}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
