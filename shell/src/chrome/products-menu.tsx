import { useTranslation } from 'react-i18next';
import { PRODUCT_NAMES } from '@site/model';
import { Link } from '@site/ui';
import { INDUSTRY_LINKS, PRODUCT_LINKS } from './nav-items';
import { DISMISSIBLE, useDismissibleDisclosure } from './use-dismissible-disclosure';

/** The header's Products disclosure: the six products, and a page for each industry, open before any script has run. */
export function ProductsMenu() {
  const { t } = useTranslation('shell');
  const menu = useDismissibleDisclosure();

  return (
    <li className="sh-nav__item">
      <details className="sh-products-menu" ref={menu} {...DISMISSIBLE}>
        <summary className="sh-nav__link sh-products-menu__toggle">
          {t('nav.products')}
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M5 7l5 6 5-6z" fill="currentColor" />
          </svg>
        </summary>
        <ul className="sh-products-menu__panel">
          {PRODUCT_LINKS.map(({ slug, to }) => (
            <li key={slug}>
              <Link className="sh-products-menu__link" to={to}>
                <span className="sh-products-menu__name">{PRODUCT_NAMES[slug]}</span>
                <span className="sh-products-menu__tagline">{t(`products.${slug}.tagline`)}</span>
              </Link>
            </li>
          ))}
          <li className="sh-products-menu__industries">
            <p className="sh-products-menu__group">{t('industries.label')}</p>
            <ul>
              {INDUSTRY_LINKS.map(({ industry, to }) => (
                <li key={industry}>
                  <Link className="sh-products-menu__industry" to={to}>
                    {t(`industries.${industry}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </details>
    </li>
  );
}
