import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { switchLanguagePath } from '@site/i18n';

/**
 * Switches the page to another language: rewrites the prefix of the current path, keeps the query
 * and hash, and replaces the history entry. Unsupported codes are ignored.
 */
export function useLanguageSwitch(): (code: string) => void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (code: string) => {
      const path = switchLanguagePath(pathname, code);
      if (path === null || path === pathname) return;
      void navigate(`${path}${search}${hash}`, { replace: true });
    },
    [pathname, search, hash, navigate],
  );
}
