/** The site's public origin: canonical URLs, hreflang, the sitemap and structured data all use it. */
export function siteOrigin(): string {
  return (process.env.SITE_ORIGIN ?? 'https://synthra.ai').replace(/\/$/, '');
}
