import type { ComponentType } from 'react';
import type { Language, ShellRouteId } from '@site/model';
import type { PageParts } from '../federation/remotes';
import type { Lazy } from '../islands/lazy';
import type { LeadFormModule } from '../pages/lead-form-island';

/** What the shell hands each page of its own. */
export interface ShellPageProps {
  /** What other remotes render on the page (the route table's `parts`). */
  readonly parts: PageParts;
  /** The lead form, loaded with the page when the page carries one. */
  readonly form: Lazy<LeadFormModule>;
}

export interface ShellPageEntry {
  /** The page's component in `lang`, with its copy when the page's copy is a document (`../content/`). */
  readonly load: (lang: Language) => Promise<ComponentType<ShellPageProps>>;
  /** The page carries a lead form: its code loads with the page. */
  readonly form?: boolean;
}

/**
 * The shell's own pages, by the route table's id (and the not-found page, which has no route): a
 * remote's page is its row of the table, a shell page its row and its line here.
 */
export const SHELL_PAGES = {
  home: {
    load: (lang) => import('../pages/home-page').then((page) => page.homePageIn(lang)),
    form: true,
  },
  contacts: { load: (lang) => import('../pages/contacts-page').then((page) => page.contactsPageIn(lang)), form: true },
  privacy: { load: (lang) => import('../pages/privacy-page').then((page) => page.privacyPageIn(lang)) },
  trust: { load: (lang) => import('../pages/trust-page').then((page) => page.trustPageIn(lang)) },
  legal: { load: (lang) => import('../pages/legal-page').then((page) => page.legalPageIn(lang)) },
  security: { load: (lang) => import('../pages/security-page').then((page) => page.securityPageIn(lang)) },
  'thank-you': { load: (lang) => import('../pages/thank-you-page').then((page) => page.thankYouPageIn(lang)) },
  'form-sent': { load: (lang) => import('../pages/thank-you-page').then((page) => page.thankYouPageIn(lang)) },
  'not-found': { load: (lang) => import('../pages/not-found-page').then((page) => page.notFoundPageIn(lang)) },
} as const satisfies Readonly<Record<ShellRouteId | 'not-found', ShellPageEntry>>;

export type ShellPageName = keyof typeof SHELL_PAGES;
