import { CASE_INDUSTRIES, PRODUCT_SLUGS, href } from '@site/model';

/** The site's named links, wherever they are listed. Labels are keys of the shell namespace. */
export const SITE_LINKS = {
  home: { key: 'nav.home', to: href('home') },
  products: { key: 'nav.products', to: href('home', { hash: 'products' }) },
  pricing: { key: 'nav.pricing', to: href('pricing') },
  cases: { key: 'nav.cases', to: href('cases') },
  blog: { key: 'nav.blog', to: href('blog') },
  team: { key: 'nav.team', to: href('team') },
  contacts: { key: 'nav.contacts', to: href('contacts') },
  privacy: { key: 'nav.privacy', to: href('privacy') },
  trust: { key: 'nav.trust', to: href('trust') },
  legal: { key: 'nav.legal', to: href('legal') },
  security: { key: 'nav.security', to: href('security') },
} as const;

/** The header's navigation, in the spec's order with the prices beside the products (a buyer's first question); Products opens the products menu. */
export const NAV_ITEMS = [
  SITE_LINKS.home,
  { ...SITE_LINKS.products, menu: true },
  SITE_LINKS.pricing,
  SITE_LINKS.cases,
  SITE_LINKS.blog,
  SITE_LINKS.team,
  SITE_LINKS.contacts,
] as const;

export const PRODUCT_LINKS = PRODUCT_SLUGS.map((slug) => ({ slug, to: href('product', { product: slug }) }));

/** Each industry's page, in the case library's order; labels are `industries.<industry>` of the shell namespace. */
export const INDUSTRY_LINKS = CASE_INDUSTRIES.map((industry) => ({ industry, to: href('industry', { industry }) }));
