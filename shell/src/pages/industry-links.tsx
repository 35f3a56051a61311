import { useTranslation } from 'react-i18next';
import { Link } from '@site/ui';
import { INDUSTRY_LINKS } from '../chrome/nav-items';

/** The home page's first screen leads each industry to its own page: a clinic finds "Clinics" before it scrolls. */
export function IndustryLinks() {
  const { t } = useTranslation('shell');
  return (
    <nav className="sh-hero__industries" aria-labelledby="home-industries">
      <p id="home-industries" className="sh-hero__industries-label">
        {t('industries.label')}
      </p>
      <ul>
        {INDUSTRY_LINKS.map(({ industry, to }) => (
          <li key={industry}>
            <Link to={to} className="sh-hero__industry">
              {t(`industries.${industry}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
