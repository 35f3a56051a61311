import { useTranslation } from 'react-i18next';
import { PAGE_SCRIPT_BUTTON_ATTRIBUTE } from '../page-protocol';

/**
 * The back-to-top button, hidden until the page is scrolled past the spec's threshold: the page's
 * own script shows it and answers it (src/start/scroll-to-top.ts), so it works on a page that runs
 * no app. React renders it once and never touches it again.
 */
export function ScrollToTopButton() {
  const { t } = useTranslation('shell');
  return (
    <button type="button" className="sh-scroll-top" hidden aria-label={t('a11y.scrollToTop')} {...{ [PAGE_SCRIPT_BUTTON_ATTRIBUTE]: '' }}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
