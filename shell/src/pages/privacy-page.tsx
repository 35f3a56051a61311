import { useTranslation } from 'react-i18next';
import { href } from '@site/model';
import { PageHead, PageHero, Section } from '@site/ui';
import { PAGES_NAMESPACE } from './i18n';

const SECTIONS = ['controller', 'forms', 'voice', 'purposes', 'basis', 'retention', 'recipients', 'rights', 'erasure', 'contact'] as const;

/** The places that keep personal data, each with how long, listed under the retention section. */
const STORES = ['requests', 'calls', 'backups', 'notifications', 'logs'] as const;

export function PrivacyPage() {
  const { t } = useTranslation(PAGES_NAMESPACE);
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
              <p>{t(`privacy.sections.${section}.text`)}</p>
              {section === 'retention' && (
                <ul>
                  {STORES.map((store) => (
                    <li key={store}>{t(`privacy.sections.retention.stores.${store}`)}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </Section>
    </>
  );
}
