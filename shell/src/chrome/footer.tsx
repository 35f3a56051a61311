import { useTranslation } from 'react-i18next';
import { COMPANY, CONTACT_DETAILS, MARKET_PHONES_ATTRIBUTE, PRODUCT_NAMES } from '@site/model';
import { JsonLd, Link, SITE_NAME, organization, useNavigation } from '@site/ui';
import { LumiLineContact } from './lumi-line';
import { ExampleRecordNote, PhoneLink, legalLine, usePhoneHours } from './company-contact';
import { PRODUCT_LINKS, SITE_LINKS } from './nav-items';

/** The footer's links to the company's pages. */
const COMPANY_LINKS = [SITE_LINKS.cases, SITE_LINKS.blog, SITE_LINKS.team, SITE_LINKS.contacts, SITE_LINKS.trust, SITE_LINKS.privacy];

/** The links beside the legal line: who runs the site, and where to report a vulnerability. */
const LEGAL_LINKS = [SITE_LINKS.legal, SITE_LINKS.security];

export function Footer() {
  const { t } = useTranslation('shell');
  const { origin, lang } = useNavigation();
  const year = new Date().getFullYear();
  const phoneHours = usePhoneHours();
  const organizationData = organization(origin, {
    description: t('footer.about'),
    sameAs: [CONTACT_DETAILS.youtube, CONTACT_DETAILS.instagram, CONTACT_DETAILS.telegram.url],
  });
  return (
    <footer className="sh-footer" {...marketPhones()}>
      <div className="ui-container sh-footer__grid">
        <div className="sh-footer__brand">
          <p className="sh-footer__name">{SITE_NAME}</p>
          <p className="sh-footer__about">{t('footer.about')}</p>
        </div>
        <nav aria-label={t('footer.productsTitle')}>
          <h2 className="sh-footer__title">{t('footer.productsTitle')}</h2>
          <ul className="sh-footer__list">
            {PRODUCT_LINKS.map(({ slug, to }) => (
              <li key={slug}>
                <Link to={to}>{PRODUCT_NAMES[slug]}</Link>
              </li>
            ))}
            <li>
              <Link to={SITE_LINKS.pricing.to}>{t(SITE_LINKS.pricing.key)}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.companyTitle')}>
          <h2 className="sh-footer__title">{t('footer.companyTitle')}</h2>
          <ul className="sh-footer__list">
            {COMPANY_LINKS.map(({ key, to }) => (
              <li key={key}>
                <Link to={to}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="sh-footer__title">{t('footer.contactsTitle')}</h2>
          <ul className="sh-footer__list">
            <li>
              <PhoneLink />
              <span className="sh-footer__note">{phoneHours}</span>
            </li>
            <li>
              <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
            </li>
            <LumiLineContact as="footer" lang={lang} />
            <li>
              <a href={CONTACT_DETAILS.telegram.url} rel="noopener">
                {t('footer.telegram', { handle: CONTACT_DETAILS.telegram.handle })}
              </a>
            </li>
          </ul>
          <ul className="sh-footer__social">
            <li>
              <a href={CONTACT_DETAILS.youtube} rel="noopener">
                YouTube
              </a>
            </li>
            <li>
              <a href={CONTACT_DETAILS.instagram} rel="noopener">
                Instagram
              </a>
            </li>
          </ul>
        </div>
      </div>
      <JsonLd data={organizationData} />
      <div className="ui-container sh-footer__bottom">
        <ExampleRecordNote className="sh-footer__example" lang={lang} />
        <p className="sh-footer__legal" translate="no">
          {legalLine(lang)}
        </p>
        <ul className="sh-footer__legal-links">
          {LEGAL_LINKS.map(({ key, to }) => (
            <li key={key}>
              <Link to={to}>{t(key)}</Link>
            </li>
          ))}
        </ul>
        <p>{t('footer.copyright', { year, name: SITE_NAME })}</p>
      </div>
    </footer>
  );
}

/** The record's lines per market, for the page's script to show the visitor's (`showMarketPhones`); nothing when it has none. */
function marketPhones(): Record<string, string> {
  const lines = Object.entries(COMPANY.marketPhones).map(([country, line]) => [country, [line!.number, line!.display]]);
  return lines.length ? { [MARKET_PHONES_ATTRIBUTE]: JSON.stringify(Object.fromEntries(lines)) } : {};
}
