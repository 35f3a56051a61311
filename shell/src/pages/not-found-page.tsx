import type { FunctionComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotFoundPage as NotFoundPageCopy } from '@site/content';
import type { Language } from '@site/model';
import { Link, PageHead } from '@site/ui';
import { SITE_LINKS } from '../chrome/nav-items';
import { loadPageCopy } from '../content/load-pages';

/** Where a visitor who took a wrong turn most likely meant to go. */
const LINKS = [SITE_LINKS.home, SITE_LINKS.products, SITE_LINKS.cases, SITE_LINKS.contacts, SITE_LINKS.blog];

/** The 404 page in `lang`, its copy loaded with it, as the shell's page registry (`SHELL_PAGES`) takes a page. */
export async function notFoundPageIn(lang: Language): Promise<FunctionComponent> {
  const copy = await loadPageCopy('not-found', lang);
  return function NotFoundPageIn() {
    return <NotFoundPage copy={copy} />;
  };
}

/** What a wrong address shows: its copy is `shell/src/content/not-found/`, the links the navigation's, in its words. */
export function NotFoundPage({ copy }: { readonly copy: NotFoundPageCopy }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageHead title={copy.seo.title} description={copy.seo.description} noindex />
      <div className="ui-container sh-not-found">
        <p className="sh-not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{copy.title}</h1>
        <p className="sh-not-found__lead">{copy.lead}</p>
        <nav aria-label={copy.linksLabel}>
          <ul className="sh-not-found__links">
            {LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
