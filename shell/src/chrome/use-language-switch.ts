import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { languageUrl, parseLanguageCode, type Language } from '@site/model';

/**
 * Where the current page lives in another language, the query and hash kept: always a path of this
 * site, even on a not-found page whose path would read as another host (`/ru//evil.com`).
 */
export function languageHref(pathname: string, search: string, hash: string, lang: Language): string {
  return `${languageUrl(pathname, lang)}${search}${hash}`;
}

/** Switches the page to another language, replacing the history entry; unsupported codes are ignored. */
export function useLanguageSwitch(): (code: string) => void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (code: string) => {
      const lang = parseLanguageCode(code);
      if (!lang) return;
      const href = languageHref(pathname, search, hash, lang);
      if (href !== `${pathname}${search}${hash}`) void navigate(href, { replace: true });
    },
    [pathname, search, hash, navigate],
  );
}
