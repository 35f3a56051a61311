import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { URL_PREFIXES, matchUrl, parseLanguageCode, switchLanguagePath, type Language } from '@site/model';

/**
 * Where the current page lives in another language: its prefix rewritten, the query and hash kept.
 * Pages that exist only without a prefix (thank-you) carry the language as `?lng=` instead.
 */
export function languageHref(pathname: string, search: string, hash: string, lang: Language): string {
  const match = matchUrl(pathname);
  if (match && !match.route.prefixed) {
    const query = new URLSearchParams(search);
    query.set('lng', URL_PREFIXES[lang] || 'en');
    return `${pathname}?${query.toString()}${hash}`;
  }
  return `${switchLanguagePath(pathname, lang)}${search}${hash}`;
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
