import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { PRODUCT_NAMES, href, matchUrl } from '@site/model';
import { AnchorButton, ButtonLink, Link, useNavigation } from '@site/ui';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { INDUSTRY_LINKS, NAV_ITEMS, PRODUCT_LINKS } from './nav-items';
import { ProductsMenu } from './products-menu';
import { DISMISSIBLE, useDismissibleDisclosure } from './use-dismissible-disclosure';

/** The contacts page's meeting picker: where "Request a demo" leads, on a phone and a laptop alike, for a time rather than a call-back. */
const BOOK_A_CALL = 'book-a-call';

/**
 * Where "Request a demo" leads: to the meeting picker, by a jump on the contacts page that holds it
 * (a jump that works before any script); nowhere on the thank-you pages, which offer the picker themselves.
 */
function demoTarget(pathname: string): { readonly anchor: `#${string}` } | { readonly to: string } | null {
  const page = matchUrl(pathname)?.route.id;
  if (page === 'contacts') return { anchor: `#${BOOK_A_CALL}` };
  if (page === 'thank-you' || page === 'form-sent') return null;
  return { to: `${href('contacts')}#${BOOK_A_CALL}` };
}

function DemoAction({ pathname, className, children }: { pathname: string; className: string; children: ReactNode }) {
  const target = demoTarget(pathname);
  if (!target) return null;
  return 'anchor' in target ? (
    <AnchorButton href={target.anchor} className={className}>
      {children}
    </AnchorButton>
  ) : (
    <ButtonLink to={target.to} className={className}>
      {children}
    </ButtonLink>
  );
}

export function Header() {
  const { t } = useTranslation('shell');
  const { pathname } = useNavigation();
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
          <DemoAction pathname={pathname} className="sh-header__cta">
            {t('header.cta')}
          </DemoAction>
          {/* On a phone the header, which stays on screen, keeps "Request a demo" one tap away, to the same place. */}
          <DemoAction pathname={pathname} className="sh-header__demo">
            {t('header.cta')}
          </DemoAction>
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
                  <li>
                    <p className="sh-mobile-menu__group">{t('industries.label')}</p>
                    <ul className="sh-mobile-menu__sublist sh-mobile-menu__industries">
                      {INDUSTRY_LINKS.map(({ industry, to }) => (
                        <li key={industry}>
                          <Link className="sh-mobile-menu__sublink" to={to}>
                            {t(`industries.${industry}`)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                </ul>
                <DemoAction pathname={pathname} className="sh-mobile-menu__demo">
                  {t('header.cta')}
                </DemoAction>
                <LanguageSwitcher className="sh-mobile-menu__lang" />
              </nav>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
