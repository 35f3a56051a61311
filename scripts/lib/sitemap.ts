import { LANGUAGES, listPages, pageUrl } from '@site/model';

/**
 * `sitemap.xml` from the route table: every indexable primary page in every language, each with its
 * alternates (including itself) and x-default, as Google describes for localized versions.
 */
export function sitemapXml(origin: string): string {
  const pages = listPages().filter((page) => page.route.indexable && page.primary);
  const urls = pages.map((page) => {
    const alternates = LANGUAGES.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${pageUrl(page.path, lang)}"/>`);
    alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}${page.path}"/>`);
    return `  <url>\n    <loc>${origin}${page.url}</loc>\n${alternates.join('\n')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
