import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { splitLanguage } from '@site/i18n';
import { NavigationProvider, localizeHref, type Navigation } from '@site/ui';

/** Hands every app the visitor's location and a language-aware navigate, built on the shell's router. */
export function ShellNavigationProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const routerNavigate = useNavigate();
  const value = useMemo<Navigation>(() => {
    const { lang } = splitLanguage(pathname);
    return {
      lang,
      pathname,
      search,
      origin: __SITE_ORIGIN__,
      navigate: (to, options = {}) => {
        void routerNavigate(localizeHref(to, options.lang ?? lang), {
          replace: options.replace,
          state: options.state,
        });
      },
    };
  }, [pathname, search, routerNavigate]);
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
