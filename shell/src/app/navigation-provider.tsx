import { useMemo, type ReactNode } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { NavigationProvider, localizeHref, type Navigation } from '@site/ui';
import type { LoaderData } from './page-loader';

/** Hands every app the visitor's location and a language-aware navigate, built on the shell's router. */
export function ShellNavigationProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const routerNavigate = useNavigate();
  // The page's language, as the loader read it from the URL (a prefix, or thank-you's last segment).
  const { lang } = useLoaderData() as LoaderData;
  const value = useMemo<Navigation>(() => {
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
  }, [lang, pathname, search, routerNavigate]);
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
