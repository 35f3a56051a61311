import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from '@site/ui';
import { PRODUCT_LINKS } from './nav-items';

/** The header's Products disclosure: the six products, closed by Escape, a click outside or a navigation. */
export function ProductsMenu() {
  const { t } = useTranslation('shell');
  const { pathname } = useNavigation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <li className="sh-nav__item sh-products-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="sh-nav__link sh-products-menu__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {t('nav.products')}
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M5 7l5 6 5-6z" fill="currentColor" />
        </svg>
      </button>
      <ul id={id} className="sh-products-menu__panel" hidden={!open}>
        {PRODUCT_LINKS.map(({ slug, to }) => (
          <li key={slug}>
            <Link className="sh-products-menu__link" to={to}>
              <span className="sh-products-menu__name">{t(`products.${slug}.name`)}</span>
              <span className="sh-products-menu__tagline">{t(`products.${slug}.tagline`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
