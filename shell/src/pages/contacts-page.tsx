import type { FunctionComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactsPage as ContactsPageCopy } from '@site/content';
import { CONTACT_DETAILS, COMPANY, companyAddress, href, pageUrl, type Language } from '@site/model';
import { LeadFormSection, Link, PageHead, PageHero, Section } from '@site/ui';
import { MeetingPicker, meetingWordsIn, type MeetingWords } from '@site/forms/meeting';
import { LumiLineContact } from '../chrome/lumi-line';
import { ExampleRecordNote, PhoneLink, usePhoneHours } from '../chrome/company-contact';
import { loadPageCopy } from '../content/load-pages';
import type { Lazy } from '../islands/lazy';
import { LeadFormIsland, type LeadFormModule } from './lead-form-island';

/** The contacts page in `lang`, its copy loaded with it, as the shell's page registry (`SHELL_PAGES`) takes a page. */
export async function contactsPageIn(lang: Language): Promise<FunctionComponent<{ readonly form: Lazy<LeadFormModule> }>> {
  const [copy, meeting] = await Promise.all([loadPageCopy('contacts', lang), meetingWordsIn(lang)]);
  return function ContactsPageIn({ form }: { readonly form: Lazy<LeadFormModule> }) {
    return <ContactsPage copy={copy} lang={lang} form={form} meeting={meeting} />;
  };
}

/**
 * The company's contacts beside the lead form, and a call booked on the spot under them: write, ring
 * or book. The labels are `shell/src/content/contacts/`, the contacts the site model's.
 */
export function ContactsPage({
  copy,
  lang,
  form,
  meeting,
}: {
  readonly copy: ContactsPageCopy;
  readonly lang: Language;
  readonly form: Lazy<LeadFormModule>;
  readonly meeting: MeetingWords;
}) {
  const { t } = useTranslation('shell');
  const hours = usePhoneHours();
  return (
    <>
      <PageHead title={copy.seo.title} description={copy.seo.description} breadcrumbs={[{ name: t('nav.contacts'), path: href('contacts') }]} />
      <PageHero title={copy.title} lead={copy.lead} />
      <LeadFormSection
        pitch={
          <>
            <h2 className="sh-contacts__title">{copy.detailsTitle}</h2>
            <dl className="sh-contacts">
              <div>
                <dt>{copy.phone}</dt>
                <dd>
                  <PhoneLink />
                  <span className="sh-contacts__note">{hours}</span>
                </dd>
              </div>
              <div>
                <dt>{copy.email}</dt>
                <dd>
                  <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
                </dd>
              </div>
              <LumiLineContact as="contacts" lang={lang} />
              <div>
                <dt>{copy.messenger}</dt>
                <dd>
                  <a href={CONTACT_DETAILS.telegram.url} rel="noopener">
                    {CONTACT_DETAILS.telegram.handle}
                  </a>
                </dd>
              </div>
              <div>
                <dt>{copy.social}</dt>
                <dd className="sh-contacts__social">
                  <a href={CONTACT_DETAILS.youtube} rel="noopener">
                    YouTube
                  </a>
                  <a href={CONTACT_DETAILS.instagram} rel="noopener">
                    Instagram
                  </a>
                </dd>
              </div>
              <div className="sh-contacts__wide">
                <dt>{copy.office}</dt>
                <dd>
                  <span translate="no">{COMPANY.legalName}</span>
                  <span className="sh-contacts__note">{companyAddress(lang)}</span>
                  <ExampleRecordNote className="sh-contacts__note" lang={lang} />
                  <Link className="sh-contacts__more" to={href('legal')}>
                    {copy.companyDetails}
                  </Link>
                </dd>
              </div>
            </dl>
          </>
        }
      >
        <h2 className="sh-form-card__title">{copy.formTitle}</h2>
        <LeadFormIsland form={form} formId="contacts" />
      </LeadFormSection>
      <Section tone="muted" id="book-a-call">
        <MeetingPicker words={meeting} lang={lang} source="contacts" pagePath={pageUrl(href('contacts'), lang)} />
      </Section>
    </>
  );
}
