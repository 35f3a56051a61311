import { LANGUAGES, OG_LOCALES, brandedTitle, canonicalPath, matchUrl, pageUrl, type Language, type TitleBrand } from '@site/model';
import { useNavigation } from './navigation';
import { JsonLd, breadcrumbList, type Crumb } from './structured-data';
import { SITE_NAME } from './site';

export interface PageHeadProps {
  /** The page's own title; the site's name is added to it (`brand`). */
  readonly title: string;
  /** How the title names the site: after it with a bar unless the page says otherwise. */
  readonly brand?: TitleBrand;
  readonly description: string;
  /** Pages such as thank-you and not-found stay out of search results. */
  readonly noindex?: boolean;
  readonly type?: 'website' | 'article';
  /** Absolute path of a social preview image. */
  readonly image?: string;
  /** The trail below the home page, for the BreadcrumbList; the home page itself has none. */
  readonly breadcrumbs?: readonly Crumb[];
  /** More JSON-LD for this page, such as an Article. */
  readonly structuredData?: readonly object[];
}

/**
 * The page's head tags. React hoists them into `<head>`, so each page states its own and client-side
 * navigation replaces them; the prerendered HTML carries the same tags.
 */
export function PageHead({
  title: own,
  brand,
  description,
  noindex,
  type = 'website',
  image = '/og-image.jpg',
  breadcrumbs,
  structuredData = [],
}: PageHeadProps) {
  const title = brandedTitle(own, brand);
  const { pathname, lang, origin } = useNavigation();
  const match = matchUrl(pathname);
  const canonical = match ? canonicalPath(match) : null;
  const languages: readonly Language[] = match ? LANGUAGES : [];
  const url = (path: string) => `${origin}${path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {canonical && !noindex && <link rel="canonical" href={url(pageUrl(canonical, lang))} />}
      {canonical &&
        !noindex &&
        languages.length > 1 &&
        languages.map((alt) => <link key={alt} rel="alternate" hrefLang={alt} href={url(pageUrl(canonical, alt))} />)}
      {canonical && !noindex && languages.length > 1 && <link rel="alternate" hrefLang="x-default" href={url(canonical)} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={url(pageUrl(canonical, lang))} />}
      <meta property="og:image" content={url(image)} />
      <meta property="og:locale" content={OG_LOCALES[lang]} />
      {LANGUAGES.filter((alt) => alt !== lang && languages.includes(alt)).map((alt) => (
        <meta key={alt} property="og:locale:alternate" content={OG_LOCALES[alt]} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      {breadcrumbs && <JsonLd data={breadcrumbList(origin, lang, breadcrumbs)} />}
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}
