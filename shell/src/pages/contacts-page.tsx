import { useTranslation } from 'react-i18next';
import { CONTACT_DETAILS, href } from '@site/model';
import { LumiLineContact } from '../chrome/lumi-line';
import { LeadFormSection, PageHead, PageHero } from '@site/ui';
import type { Lazy } from '../islands/lazy';
import { LeadFormIsland, type LeadFormModule } from './lead-form-island';
import { PAGES_NAMESPACE } from './i18n';

export function ContactsPage({ form }: { form: Lazy<LeadFormModule> }) {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <>
      <PageHead
        title={t('contacts.meta.title')}
        brand="dash"
        description={t('contacts.meta.description')}
        breadcrumbs={[{ name: t('nav.contacts', { ns: 'shell' }), path: href('contacts') }]}
      />
      <PageHero title={t('contacts.title')} lead={t('contacts.lead')} />
      <LeadFormSection
        pitch={
          <>
            <h2 className="sh-contacts__title">{t('contacts.detailsTitle')}</h2>
            <dl className="sh-contacts">
              <div>
                <dt>{t('contacts.email')}</dt>
                <dd>
                  <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
                </dd>
              </div>
              <LumiLineContact as="contacts" />
              <div>
                <dt>{t('contacts.messenger')}</dt>
                <dd>
                  <a href={CONTACT_DETAILS.telegram.url} rel="noopener">
                    {CONTACT_DETAILS.telegram.handle}
                  </a>
                </dd>
              </div>
              <div>
                <dt>{t('contacts.office')}</dt>
                <dd>{t('company.address', { ns: 'shell' })}</dd>
              </div>
              <div>
                <dt>{t('contacts.social')}</dt>
                <dd className="sh-contacts__social">
                  <a href={CONTACT_DETAILS.youtube} rel="noopener">
                    YouTube
                  </a>
                  <a href={CONTACT_DETAILS.instagram} rel="noopener">
                    Instagram
                  </a>
                </dd>
              </div>
            </dl>
          </>
        }
      >
        <h2 className="sh-form-card__title">{t('contacts.formTitle')}</h2>
        <LeadFormIsland form={form} formId="contacts" />
      </LeadFormSection>
    </>
  );
}
