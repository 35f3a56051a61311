import { COMPANY, LANGUAGES, href, localizePath, type Language } from '@site/model';
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
export const HOME_PAGE_NAMES: Readonly<Record<Language, string>> = { en: 'Home', ru: 'Главная', uk: 'Головна', pl: 'Strona główna' };

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
  readonly sameAs: readonly string[];
  readonly description: string;
}

/** The days a person answers the phone, as schema.org names them. */
const DAYS_OF_WEEK: Readonly<Record<(typeof COMPANY)['phoneHours']['days'], readonly string[]>> = {
  'mon-fri': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
};

/**
 * The company as schema.org's `Organization`, once per page under `<origin>/#organization` (the
 * other nodes that name it point at that id): the brand and the legal entity behind it, its
 * registered office, VAT and register numbers, phone and e-mail, all from the one record `COMPANY`.
 */
export function organization(origin: string, facts: OrganizationFacts): object {
  const { address } = COMPANY;
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: SITE_NAME,
    legalName: COMPANY.legalName,
    url: `${origin}/`,
    logo: `${origin}${SITE_LOGO_PATH}`,
    email: COMPANY.email,
    telephone: COMPANY.phone,
    // The example record's numbers are no company's: a crawler is given none of them.
    ...(COMPANY.example
      ? {}
      : {
          vatID: COMPANY.vatId,
          identifier: [
            { '@type': 'PropertyValue', propertyID: 'KRS', value: COMPANY.register.number },
            { '@type': 'PropertyValue', propertyID: 'REGON', value: COMPANY.regon },
          ],
        }),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: COMPANY.phone,
      email: COMPANY.email,
      availableLanguage: [...LANGUAGES],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAYS_OF_WEEK[COMPANY.phoneHours.days],
        opens: COMPANY.phoneHours.from,
        closes: COMPANY.phoneHours.to,
      },
    },
    description: facts.description,
    sameAs: facts.sameAs,
  };
}

/** The id the page's `Organization` node carries; the nodes that name the company (an article's publisher, a service's provider) point at it. */
function organizationId(origin: string): string {
  return `${origin}/#organization`;
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
