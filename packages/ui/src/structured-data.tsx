import { href, localizePath, type Language } from '@site/model';
import { SITE_LOGO_PATH, SITE_NAME } from './site';

/** A JSON-LD block. `<` is escaped so that no value can close the script element. */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export interface Crumb {
  readonly name: string;
  /** Unprefixed site path. */
  readonly path: string;
}

/** The home page's name in each language, where no translations are at hand (structured data, the last-resort error page). */
export const HOME_PAGE_NAMES: Readonly<Record<Language, string>> = { en: 'Home', ru: 'Главная', uk: 'Головна' };

export function breadcrumbList(origin: string, lang: Language, crumbs: readonly Crumb[]): object {
  const items = [{ name: HOME_PAGE_NAMES[lang], path: href('home') }, ...crumbs];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${localizePath(crumb.path, lang)}`,
    })),
  };
}

export interface OrganizationFacts {
  readonly email: string;
  readonly sameAs: readonly string[];
  readonly description: string;
}

export function organization(origin: string, facts: OrganizationFacts): object {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}${SITE_LOGO_PATH}`,
    email: facts.email,
    description: facts.description,
    sameAs: facts.sameAs,
  };
}

/** The FAQPage entry of a page's questions and answers. */
export function faqPage(items: readonly { readonly question: string; readonly answer: readonly string[] }[]): object {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
    })),
  };
}
