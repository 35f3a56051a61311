import { PRODUCT_SLUGS } from '@site/model';

/** The header's navigation, in the spec's order. Labels are keys of the shell namespace. */
export const NAV_ITEMS = [
  { key: 'nav.home', to: '/' },
  { key: 'nav.products', to: '/#products', menu: true },
  { key: 'nav.cases', to: '/cases' },
  { key: 'nav.blog', to: '/blog' },
  { key: 'nav.team', to: '/team' },
  { key: 'nav.contacts', to: '/contacts' },
] as const;

export const PRODUCT_LINKS = PRODUCT_SLUGS.map((slug) => ({ slug, to: `/products/${slug}` }));
