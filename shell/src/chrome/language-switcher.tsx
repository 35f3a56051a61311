import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, LANGUAGE_SHORT_LABELS } from '@site/model';
import { classNames, useNavigation } from '@site/ui';
import { languageHref, useLanguageSwitch } from './use-language-switch';

/**
 * Links to the same page in the other languages: real hrefs for crawlers and new tabs; a click
 * switches in place and replaces the history entry.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { lang } = useNavigation();
  const { pathname, search, hash } = useLocation();
  const switchTo = useLanguageSwitch();
  return (
    <nav className={classNames('sh-lang', className)} aria-label={t('language.label')}>
      <ul className="sh-lang__list">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              className="sh-lang__link"
              href={languageHref(pathname, search, hash, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? 'true' : undefined}
              title={LANGUAGE_NATIVE_NAMES[code]}
              onClick={(event) => {
                event.preventDefault();
                switchTo(code);
              }}
            >
              <span aria-hidden="true">{LANGUAGE_SHORT_LABELS[code]}</span>
              <span className="ui-visually-hidden">{LANGUAGE_NATIVE_NAMES[code]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
