import { useTranslation } from 'react-i18next';
import { PageHead, PageHero, Section } from '@site/ui';
import { CONTACT_DETAILS } from '../chrome/contact-details';

export function ContactsPage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageHead
        title={t('contacts.meta.title')}
        description={t('contacts.meta.description')}
        breadcrumbs={[{ name: t('nav.contacts'), path: '/contacts' }]}
      />
      <PageHero title={t('contacts.title')} lead={t('contacts.lead')} />
      <Section>
        <dl className="sh-contacts">
          <div>
            <dt>{t('contacts.email')}</dt>
            <dd><a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a></dd>
          </div>
          <div>
            <dt>{t('contacts.messenger')}</dt>
            <dd><a href={CONTACT_DETAILS.telegram.url} rel="noopener">{CONTACT_DETAILS.telegram.handle}</a></dd>
          </div>
          <div>
            <dt>{t('contacts.office')}</dt>
            <dd>{t('contacts.address')}</dd>
          </div>
          <div>
            <dt>{t('contacts.social')}</dt>
            <dd>
              <a href={CONTACT_DETAILS.youtube} rel="noopener">YouTube</a>
              {' · '}
              <a href={CONTACT_DETAILS.instagram} rel="noopener">Instagram</a>
            </dd>
          </div>
        </dl>
      </Section>
    </>
  );
}
