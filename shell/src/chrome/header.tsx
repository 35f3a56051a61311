import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Link, useNavigation } from '@site/ui';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NAV_ITEMS, PRODUCT_LINKS } from './nav-items';
import { ProductsMenu } from './products-menu';

export function Header() {
  const { t } = useTranslation('shell');
  const { pathname } = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

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
          <ButtonLink to="/contacts" className="sh-header__cta">
            {t('header.cta')}
          </ButtonLink>
          <button
            type="button"
            className="sh-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="ui-visually-hidden">{t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}</span>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
      </div>
      <div id={menuId} className="sh-mobile-menu" hidden={!menuOpen}>
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
                          {t(`products.${slug}.name`)}
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
    </header>
  );
}
