import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, LANGUAGE_SHORT_LABELS, localizePath, matchUrl, splitLanguage } from '@site/i18n';
import { useNavigation } from '@site/ui';
import { useLanguageSwitch } from './use-language-switch';

/**
 * Links to the same page in the other languages: real hrefs for crawlers and new tabs; a click
 * rewrites the prefix and replaces the history entry.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { lang, pathname, search } = useNavigation();
  const switchTo = useLanguageSwitch();
  const match = matchUrl(pathname);
  const languages = match && !match.route.prefixed ? [] : LANGUAGES;
  if (!languages.length) return null;
  const { path } = splitLanguage(pathname);
  return (
    <nav className={['sh-lang', className].filter(Boolean).join(' ')} aria-label={t('language.label')}>
      <ul className="sh-lang__list">
        {languages.map((code) => (
          <li key={code}>
            <a
              className="sh-lang__link"
              href={`${localizePath(path, code)}${search}`}
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
