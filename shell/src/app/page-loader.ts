import type { ComponentType } from 'react';
import { redirect, type LoaderFunction } from 'react-router-dom';
import { prepareLanguage } from '@site/i18n';
import {
  decideEdge,
  matchUrl,
  pagePartsOf,
  splitLanguage,
  type Language,
  type RemoteName,
  type RemotePageProps,
  type RemoteWidgetProps,
  type RouteMatch,
} from '@site/model';
import { remoteContent, type PageParts, type RemoteContent } from '../federation/remotes';
import { lazyValue, type Lazy } from '../islands/lazy';
import type { LeadFormModule } from '../pages/lead-form-island';
import { SHELL_PAGES, type ShellPageEntry, type ShellPageName, type ShellPageProps } from './shell-pages';

export type PageData =
  | {
      readonly kind: 'shell';
      readonly name: ShellPageName;
      /** The page's component, loaded with its words like a remote's page. */
      readonly view: Lazy<ComponentType<ShellPageProps>>;
      readonly props: ShellPageProps;
      /** What loads with the page beside its own content: other remotes' parts, the lead form. */
      readonly beside: readonly Lazy<unknown>[];
    }
  | {
      readonly kind: 'remote';
      readonly remote: RemoteName;
      readonly routeId: string;
      readonly params: Readonly<Record<string, string>>;
      readonly content: RemoteContent<RemotePageProps>;
      readonly parts: PageParts;
    };

export interface LoaderData {
  readonly lang: Language;
  readonly page: PageData;
}

/**
 * How long, from the click, a navigation waits for the parts of a page beside its own content. A
 * healthy site loads them well within it, so the page renders once, complete; a remote that hangs
 * holds up only its own area, which shows a spinner until it loads or its fallback after the
 * remote's timeout.
 */
const PARTS_WAIT_MS = 2500;

export interface PageLoaderOptions {
  /**
   * The first page's islands are not loaded before it renders: a prerendered page keeps their HTML
   * and hydrates them later; the prerender loads them once the app is ready.
   */
  readonly deferFirstIslands: boolean;
}

/**
 * Runs before every navigation commits: applies the URL rules and loads what the page shows (its
 * islands' code and content and every namespace in use, in the page's language), so the page
 * renders once, complete, unless a part of it is late (PARTS_WAIT_MS).
 */
export function createPageLoader({ deferFirstIslands }: PageLoaderOptions): LoaderFunction {
  let first = true;
  return async ({ request }) => {
    const url = new URL(request.url);
    const decision = decideEdge(url.pathname, url.search.slice(1));
    if (decision.kind === 'redirect') return redirect(`${decision.location}${url.hash}`);

    const match = matchUrl(url.pathname);
    const lang = match?.lang ?? splitLanguage(url.pathname).lang;
    const page = match ? pageFor(match, lang) : shellPage('not-found', {}, lang);
    const deferIslands = first && deferFirstIslands;
    first = false;
    if (deferIslands) {
      await prepareLanguage(lang);
    } else {
      const partsWaited = delay(PARTS_WAIT_MS);
      const parts = Promise.all(partsOf(page).map((part) => part.get()));
      await Promise.all([prepareLanguage(lang), mainIslandOf(page).get()]);
      await Promise.race([parts, partsWaited]);
    }
    return { lang, page } satisfies LoaderData;
  };
}

/** What the page is about: its own content, without which it does not render. */
function mainIslandOf(page: PageData): Lazy<unknown> {
  return page.kind === 'remote' ? page.content : page.view;
}

/** The parts a page places beside its own content: widgets, another remote's slots, the lead form. */
function partsOf(page: PageData): readonly Lazy<unknown>[] {
  return page.kind === 'remote' ? Object.values(page.parts).map((part) => part.content) : page.beside;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A page of the shell's own, from the registry of its pages, with the parts the route table gives it. */
function shellPage(name: ShellPageName, parts: PageParts, lang: Language): PageData {
  const entry: ShellPageEntry = SHELL_PAGES[name];
  const view = lazyValue(() => entry.load(lang));
  const form = leadForm(lang);
  const beside = [...Object.values(parts).map((part) => part.content), ...(entry.form ? [form] : [])];
  return { kind: 'shell', name, view, props: { parts, form }, beside };
}

function leadForm(lang: Language): Lazy<LeadFormModule> {
  return lazyValue(() =>
    import('@site/forms').then(
      async ({ LeadForm, FORMS_NAMESPACE }): Promise<LeadFormModule> => {
        await prepareLanguage(lang, [FORMS_NAMESPACE]);
        return { ok: true, LeadForm };
      },
      (error: unknown): LeadFormModule => {
        console.warn('[shell] the lead form is unavailable:', error);
        return { ok: false, error };
      },
    ),
  );
}

/** What other remotes render on the page, as the route table says, each loaded with its props. */
function partsFor(match: RouteMatch, lang: Language): PageParts {
  return Object.fromEntries(
    Object.entries(pagePartsOf(match)).map(([name, { remote, expose, props }]) => [
      name,
      { remote, props, content: remoteContent<RemoteWidgetProps>(remote, expose, { lang, ...props }) },
    ]),
  );
}

/** The page a route shows: the shell's own, or the module its remote exposes for it. */
function pageFor(match: RouteMatch, lang: Language): PageData {
  const { route, params } = match;
  if (route.owner === 'shell') return shellPage(route.id as ShellPageName, partsFor(match, lang), lang);
  return {
    kind: 'remote',
    remote: route.owner,
    routeId: route.id,
    params,
    content: remoteContent<RemotePageProps>(route.owner, route.expose, { lang, params }),
    parts: partsFor(match, lang),
  };
}
