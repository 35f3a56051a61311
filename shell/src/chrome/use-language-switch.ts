import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { languageUrl, parseLanguageCode, type Language } from '@site/model';
import { pageIsHeld } from '@site/ui';

/**
 * Where the current page lives in another language, the query and hash kept: always a path of this
 * site, even on a not-found page whose path would read as another host (`/ru//evil.com`).
 */
export function languageHref(pathname: string, search: string, hash: string, lang: Language): string {
  return `${languageUrl(pathname, lang)}${search}${hash}`;
}

/**
 * Switches the page to another language, replacing the history entry; unsupported codes are ignored.
 * The other language's page is loaded in place of this one, unless the page is held (a conversation
 * is open): then the app switches in place, and the conversation goes on.
 */
export function useLanguageSwitch(): (code: string) => void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (code: string) => {
      const lang = parseLanguageCode(code);
      if (!lang) return;
      const href = languageHref(pathname, search, hash, lang);
      if (href === `${pathname}${search}${hash}`) return;
      if (pageIsHeld()) void navigate(href, { replace: true });
      else location.replace(href);
    },
    [pathname, search, hash, navigate],
  );
}
