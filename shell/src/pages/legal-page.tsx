import type { FunctionComponent, ReactNode } from 'react';
import type { LegalPage as LegalPageCopy } from '@site/content';
import { COMPANY, companyAddress, href, legalNameInText, registryNumber, shareCapital, type Language } from '@site/model';
import { Link, PageHead, PageHero, Section } from '@site/ui';
import { ExampleRecordNote, PhoneLink, usePhoneHours } from '../chrome/company-contact';
import { loadPageCopy } from '../content/load-pages';

/** The legal notice in `lang`, its copy loaded with it, as the shell's page registry (`SHELL_PAGES`) takes a page. */
export async function legalPageIn(lang: Language): Promise<FunctionComponent> {
  const copy = await loadPageCopy('legal', lang);
  return function LegalPageIn() {
    return <LegalPage copy={copy} lang={lang} />;
  };
}

/**
 * Who runs the site, as the law asks a company's site to say it: the record of `COMPANY` beside the
 * labels of the page's copy (`shell/src/content/legal/`), then where to write or ring and where the
 * privacy, trust and disclosure policies are.
 */
export function LegalPage({ copy, lang }: { readonly copy: LegalPageCopy; readonly lang: Language }) {
  const { details, contact, notes } = copy;
  // While the record is the example, the page never says the register holds it.
  const hours = usePhoneHours();
  const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;
  // The copy writes the registered name with plain spaces (a typesetter would part a Latin «z» from «o.o.»); on the page it keeps to one line.
  const unbroken = (text: string) => text.replaceAll(COMPANY.legalName, legalNameInText());
  return (
    <>
      <PageHead title={copy.seo.title} description={copy.seo.description} breadcrumbs={[{ name: copy.title, path: href('legal') }]} />
      <PageHero title={copy.title} lead={unbroken(COMPANY.example ? copy.lead : `${copy.lead} ${copy.asRegistered}`)} />
      <Section>
        <div className="sh-legal">
          <section aria-labelledby="legal-details">
            <h2 id="legal-details">{details.title}</h2>
            <ExampleRecordNote className="sh-legal__example" lang={lang} />
            <Record
              rows={[
                [details.legalName, <span translate="no">{COMPANY.legalName}</span>],
                [details.legalForm, COMPANY.legalForm[lang]],
                [details.address, <span translate="no">{companyAddress(lang)}</span>],
                [details.register, <span translate="no">{COMPANY.register.name}</span>],
                [details.court, <span translate="no">{COMPANY.register.court}</span>],
                [details.krs, registryNumber(COMPANY.register.number, lang)],
                [details.vatId, <span translate="no">{registryNumber(COMPANY.vatId, lang)}</span>],
                [details.regon, registryNumber(COMPANY.regon, lang)],
                [details.shareCapital, <span translate="no">{shareCapital(lang)}</span>],
              ]}
            />
          </section>
          <section className="sh-legal__contact" aria-labelledby="legal-contact">
            <h2 id="legal-contact">{contact.title}</h2>
            <Record
              rows={[
                [
                  contact.phone,
                  <>
                    <PhoneLink />
                    <span className="sh-record__note">{hours}</span>
                  </>,
                ],
                [contact.email, mail(COMPANY.email)],
                [contact.privacy, mail(COMPANY.privacyEmail)],
                [contact.security, mail(COMPANY.securityEmail)],
              ]}
            />
          </section>
        </div>
      </Section>
      <Section tone="muted">
        <div className="sh-legal-notes">
          <Note id="legal-operator" title={notes.operator.title} text={unbroken(notes.operator.text)} />
          <Note
            id="legal-data"
            title={notes.data.title}
            text={notes.data.text}
            links={[
              { to: href('privacy'), label: notes.data.privacyLink },
              { to: href('trust'), label: notes.data.trustLink },
            ]}
          />
          <Note id="legal-security" title={notes.security.title} text={notes.security.text} links={[{ to: href('security'), label: notes.security.link }]} />
        </div>
      </Section>
    </>
  );
}

/** Labels and values, one row each: a company's record as a register prints it. */
function Record({ rows }: { readonly rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="sh-record">
      {rows.map(([label, value]) => (
        <div key={label} className="sh-record__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A short note under the record, with the pages it leads on to. */
function Note({
  id,
  title,
  text,
  links = [],
}: {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly links?: readonly { readonly to: string; readonly label: string }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      {links.length > 0 && (
        <ul className="sh-legal-notes__links">
          {links.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
