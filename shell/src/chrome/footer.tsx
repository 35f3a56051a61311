import { useTranslation } from 'react-i18next';
import { CONTACT_DETAILS, PRODUCT_NAMES } from '@site/model';
import { JsonLd, Link, SITE_NAME, organization, useNavigation } from '@site/ui';
import { LumiLineContact } from './lumi-line';
import { PRODUCT_LINKS, SITE_LINKS } from './nav-items';

/** The footer's links to the company's pages. */
const COMPANY_LINKS = [SITE_LINKS.cases, SITE_LINKS.blog, SITE_LINKS.team, SITE_LINKS.contacts, SITE_LINKS.trust, SITE_LINKS.privacy];

export function Footer() {
  const { t } = useTranslation('shell');
  const { origin } = useNavigation();
  const year = new Date().getFullYear();
  const organizationData = organization(origin, {
    email: CONTACT_DETAILS.email,
    description: t('footer.about'),
    sameAs: [CONTACT_DETAILS.youtube, CONTACT_DETAILS.instagram, CONTACT_DETAILS.telegram.url],
  });
  return (
    <footer className="sh-footer">
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
              <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
            </li>
            <LumiLineContact as="footer" />
            <li>
              <a href={CONTACT_DETAILS.telegram.url} rel="noopener">
                {t('footer.telegram', { handle: CONTACT_DETAILS.telegram.handle })}
              </a>
            </li>
            <li>{t('company.address')}</li>
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
        <p>{t('footer.copyright', { year, name: SITE_NAME })}</p>
      </div>
    </footer>
  );
}
