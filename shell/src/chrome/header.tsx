import { useTranslation } from 'react-i18next';
import { PRODUCT_NAMES } from '@site/model';
import { ButtonLink, Link } from '@site/ui';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NAV_ITEMS, PRODUCT_LINKS, SITE_LINKS } from './nav-items';
import { ProductsMenu } from './products-menu';
import { DISMISSIBLE, useDismissibleDisclosure } from './use-dismissible-disclosure';

export function Header() {
  const { t } = useTranslation('shell');
  const menu = useDismissibleDisclosure();

  return (
    <header className="sh-header">
      <div className="ui-container sh-header__bar">
        <Logo label={t('a11y.home')} />
        <nav className="sh-nav" aria-label={t('nav.label')}>
          <ul className="sh-nav__list">
            {NAV_ITEMS.map((item) =>
              'menu' in item ? (
                <ProductsMenu key={item.key} />
              ) : (
                <li key={item.key} className="sh-nav__item">
                  <Link className="sh-nav__link" to={item.to}>
                    {t(item.key)}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="sh-header__actions">
          <LanguageSwitcher className="sh-header__lang" />
          <ButtonLink to={SITE_LINKS.contacts.to} className="sh-header__cta">
            {t('header.cta')}
          </ButtonLink>
          {/* The phone menu is a native disclosure: a tap opens it before any script has run. */}
          <details className="sh-menu" ref={menu} {...DISMISSIBLE}>
            <summary className="sh-menu-toggle">
              <span className="ui-visually-hidden">{t('nav.menu')}</span>
              <svg className="sh-menu-toggle__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path className="sh-menu-toggle__bars" d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                <path className="sh-menu-toggle__cross" d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </summary>
            <div className="sh-mobile-menu">
              <nav className="ui-container" aria-label={t('nav.label')}>
                <ul className="sh-mobile-menu__list">
                  {NAV_ITEMS.map((item) => (
                    <li key={item.key}>
                      <Link className="sh-mobile-menu__link" to={item.to}>
                        {t(item.key)}
                      </Link>
                      {'menu' in item && (
                        <ul className="sh-mobile-menu__sublist">
                          {PRODUCT_LINKS.map(({ slug, to }) => (
                            <li key={slug}>
                              <Link className="sh-mobile-menu__sublink" to={to}>
                                {PRODUCT_NAMES[slug]}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
                <LanguageSwitcher className="sh-mobile-menu__lang" />
              </nav>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
