import { Fragment } from 'react';
import { useRouteError } from 'react-router-dom';
import { LANGUAGES, href, pageUrl } from '@site/model';
import { HOME_PAGE_NAMES } from '@site/ui';

/**
 * The last line of defence when the shell itself fails. It cannot rely on translations or the
 * layout, so it says the essentials in the three languages at once.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('[shell] the page failed:', error);
  return (
    <main className="sh-fatal" id="main">
      <h1>Something went wrong · Что-то пошло не так · Щось пішло не так</h1>
      <p>
        {LANGUAGES.map((lang, index) => (
          <Fragment key={lang}>
            {index > 0 && ' · '}
            <a href={pageUrl(href('home'), lang)}>{HOME_PAGE_NAMES[lang]}</a>
          </Fragment>
        ))}
      </p>
    </main>
  );
}
