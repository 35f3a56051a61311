import { useTranslation } from 'react-i18next';
import { Link, PageHead } from '@site/ui';
import { SITE_LINKS } from '../chrome/nav-items';
import { PAGES_NAMESPACE } from './i18n';

/** Where a visitor who took a wrong turn most likely meant to go. */
const LINKS = [SITE_LINKS.home, SITE_LINKS.products, SITE_LINKS.cases, SITE_LINKS.contacts, SITE_LINKS.blog];

export function NotFoundPage() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <>
      <PageHead title={t('notFound.meta.title')} brand="dash" description={t('notFound.meta.description')} noindex />
      <div className="ui-container sh-not-found">
        <p className="sh-not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound.title')}</h1>
        <p className="sh-not-found__lead">{t('notFound.lead')}</p>
        <nav aria-label={t('notFound.linksLabel')}>
          <ul className="sh-not-found__links">
            {LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(link.key, { ns: 'shell' })}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
