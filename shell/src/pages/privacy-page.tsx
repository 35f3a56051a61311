import { useTranslation } from 'react-i18next';
import { href } from '@site/model';
import { Link, PageHead, PageHero, Section } from '@site/ui';
import { PAGES_NAMESPACE } from './i18n';
import { usePolicyFigures } from './policy-figures';
import { RetentionList } from './retention-list';

const SECTIONS = ['controller', 'forms', 'voice', 'purposes', 'basis', 'retention', 'recipients', 'rights', 'erasure', 'contact'] as const;

export function PrivacyPage() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const figures = usePolicyFigures();
  return (
    <>
      <PageHead
        title={t('privacy.meta.title')}
        brand="dash"
        description={t('privacy.meta.description')}
        breadcrumbs={[{ name: t('privacy.title'), path: href('privacy') }]}
      />
      <PageHero title={t('privacy.title')} lead={t('privacy.lead')}>
        <p className="sh-updated">{t('privacy.updated')}</p>
      </PageHero>
      <Section>
        <div className="sh-prose">
          {SECTIONS.map((section) => (
            <section key={section} aria-labelledby={`privacy-${section}`}>
              <h2 id={`privacy-${section}`}>{t(`privacy.sections.${section}.title`)}</h2>
              <p>{t(`privacy.sections.${section}.text`, figures)}</p>
              {section === 'retention' && (
                <>
                  <RetentionList />
                  <p>
                    <Link to={href('trust')}>{t('privacy.trustLink')}</Link>
                  </p>
                </>
              )}
            </section>
          ))}
        </div>
      </Section>
    </>
  );
}
