import { SITE_NAME, localizeHref, useNavigation } from '@site/ui';

export interface ArticleFacts {
  /** The page's site path, unprefixed: `/cases/<slug>`, `/blog/<slug>`. */
  readonly path: string;
  readonly headline: string;
  readonly description: string;
  readonly section: string;
}

/**
 * The schema.org Article of a case study or a blog post, in the page's language, written and
 * published by the company; `more` adds what only one kind of page knows (dates, reading time).
 */
export function useArticleData({ path, headline, description, section }: ArticleFacts, more: Readonly<Record<string, string>> = {}): object {
  const { origin, lang } = useNavigation();
  return {
    '@type': 'Article',
    headline,
    description,
    inLanguage: lang,
    articleSection: section,
    ...more,
    mainEntityOfPage: `${origin}${localizeHref(path, lang)}`,
    author: { '@type': 'Organization', '@id': `${origin}/#organization`, name: SITE_NAME, url: `${origin}/` },
    publisher: { '@id': `${origin}/#organization` },
  };
}
