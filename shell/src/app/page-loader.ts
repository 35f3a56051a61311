import { redirect, type LoaderFunction } from 'react-router-dom';
import { prepareLanguage } from '@site/i18n';
import {
  decideEdge,
  matchUrl,
  pagePartsOf,
  splitLanguage,
  type Language,
  type LoadInput,
  type RemoteName,
  type RemotePageProps,
  type RemoteWidgetProps,
  type RouteMatch,
} from '@site/model';
import { loadRemoteView, type PageParts, type RemoteContent } from '../federation/remotes';
import { lazyValue, type Lazy } from '../islands/lazy';
import { PAGES_NAMESPACE } from '../pages/i18n';
import type { LeadFormModule } from '../pages/lead-form-island';

/** A page of the shell's own: its module, loaded with its words like a remote's page. */
export type ShellPage<M> = Lazy<M>;

export type PageData =
  | { readonly kind: 'home'; readonly view: ShellPage<typeof import('../pages/home-page')>; readonly parts: PageParts; readonly form: Lazy<LeadFormModule> }
  | { readonly kind: 'contacts'; readonly view: ShellPage<typeof import('../pages/contacts-page')>; readonly form: Lazy<LeadFormModule> }
  | { readonly kind: 'thank-you'; readonly view: ShellPage<typeof import('../pages/thank-you-page')> }
  | { readonly kind: 'privacy'; readonly view: ShellPage<typeof import('../pages/privacy-page')> }
  | {
      readonly kind: 'remote';
      readonly remote: RemoteName;
      readonly routeId: string;
      readonly params: Readonly<Record<string, string>>;
      readonly content: RemoteContent<RemotePageProps>;
      readonly parts: PageParts;
    }
  | { readonly kind: 'not-found'; readonly view: ShellPage<typeof import('../pages/not-found-page')> };

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
    const page = match ? pageFor(match, lang) : { kind: 'not-found' as const, view: shellPage(lang, () => import('../pages/not-found-page')) };
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

/** Whether a route's page is a remote's. */
function isRemotePage({ route }: RouteMatch): boolean {
  return route.owner !== 'shell' && route.owner !== 'voice' && route.expose !== undefined;
}

/** What the page is about: its own content, without which it does not render. */
function mainIslandOf(page: PageData): Lazy<unknown> {
  return page.kind === 'remote' ? page.content : page.view;
}

/** The parts a page places beside its own content: widgets, another remote's slots, the lead form. */
function partsOf(page: PageData): Lazy<unknown>[] {
  switch (page.kind) {
    case 'home':
      return [...Object.values(page.parts).map((part) => part.content), page.form];
    case 'contacts':
      return [page.form];
    case 'remote':
      return Object.values(page.parts).map((part) => part.content);
    default:
      return [];
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function shellPage<M>(lang: Language, load: () => Promise<M>): ShellPage<M> {
  return lazyValue(async () => {
    const module = await load();
    await prepareLanguage(lang, [PAGES_NAMESPACE]);
    return module;
  });
}

function remoteContent<P>(remote: RemoteName, expose: string, input: LoadInput<P>): RemoteContent<P> {
  return lazyValue(async () => {
    const view = await loadRemoteView<P>(remote, expose, input);
    if (view.ok) await prepareLanguage(input.lang, view.module.namespaces);
    return view;
  });
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

function pageFor(match: RouteMatch, lang: Language): PageData {
  const { route, params } = match;
  if (isRemotePage(match)) {
    return {
      kind: 'remote',
      remote: route.owner as RemoteName,
      routeId: route.id,
      params,
      content: remoteContent<RemotePageProps>(route.owner as RemoteName, route.expose!, { lang, params }),
      parts: partsFor(match, lang),
    };
  }
  switch (route.id) {
    case 'home':
      return {
        kind: 'home',
        view: shellPage(lang, () => import('../pages/home-page')),
        parts: partsFor(match, lang),
        form: leadForm(lang),
      };
    case 'contacts':
      return { kind: 'contacts', view: shellPage(lang, () => import('../pages/contacts-page')), form: leadForm(lang) };
    case 'thank-you':
      return { kind: 'thank-you', view: shellPage(lang, () => import('../pages/thank-you-page')) };
    case 'privacy':
      return { kind: 'privacy', view: shellPage(lang, () => import('../pages/privacy-page')) };
    default:
      throw new Error(`The shell has no page for the route "${route.id}"`);
  }
}
