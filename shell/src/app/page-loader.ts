import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { LeadFormProps } from '@site/forms';
import { DEFAULT_LANGUAGE, decideEdge, matchUrl, parseLanguageCode, prepareLanguage, splitLanguage, type Language, type RemoteName } from '@site/i18n';
import type { RemotePageProps, RemoteWidgetProps } from '@site/ui';
import { loadRemoteModule, type RemoteResult } from '../federation/remotes';

export type HomeWidgets = {
  readonly products: RemoteResult<RemoteWidgetProps>;
  readonly cases: RemoteResult<RemoteWidgetProps>;
  readonly team: RemoteResult<RemoteWidgetProps>;
};

/** The lead form, loaded with the pages that show one so other pages never pay for it. */
type LeadFormComponent = ComponentType<LeadFormProps>;
interface LeadFormModule {
  readonly LeadForm: LeadFormComponent;
  readonly namespace: string;
}

export type PageData =
  | { readonly kind: 'home'; readonly widgets: HomeWidgets; readonly form: LeadFormModule }
  | { readonly kind: 'contacts'; readonly form: LeadFormModule }
  | { readonly kind: 'thank-you' }
  | { readonly kind: 'privacy' }
  | {
      readonly kind: 'remote';
      readonly remote: RemoteName;
      readonly routeId: string;
      readonly params: Readonly<Record<string, string>>;
      readonly result: RemoteResult<RemotePageProps>;
      readonly slots: Readonly<Record<string, { readonly remote: RemoteName; readonly result: RemoteResult<RemoteWidgetProps> }>>;
    }
  | { readonly kind: 'not-found' };

export interface LoaderData {
  readonly lang: Language;
  readonly page: PageData;
}

/**
 * Runs before every navigation commits: applies the URL rules and loads the remotes the page shows
 * and every namespace in use in the page's language, so the page renders once, complete.
 */
export async function pageLoader({ request }: LoaderFunctionArgs): Promise<LoaderData | Response> {
  const url = new URL(request.url);
  const decision = decideEdge(url.pathname, url.search.slice(1));
  if (decision.kind === 'redirect') return redirect(`${decision.location}${url.hash}`);

  const page = await loadPage(url.pathname);
  const lang = page.kind === 'thank-you' ? thankYouLanguage(url) : splitLanguage(url.pathname).lang;
  await prepareLanguage(lang, namespacesOf(page));
  return { lang, page };
}

/**
 * The thank-you page exists only without a prefix; it speaks the language of the form that led
 * there, which the navigation carries as `?lng=`, and English when opened directly.
 */
function thankYouLanguage(url: URL): Language {
  return parseLanguageCode(url.searchParams.get('lng')) ?? DEFAULT_LANGUAGE;
}

function namespacesOf(page: PageData): string[] {
  const results =
    page.kind === 'remote' ? [page.result, ...Object.values(page.slots).map((slot) => slot.result)] : page.kind === 'home' ? Object.values(page.widgets) : [];
  const forms = 'form' in page ? [page.form.namespace] : [];
  return [...forms, ...results.flatMap((result) => (result.ok ? result.module.namespaces : []))];
}

async function loadLeadForm(): Promise<LeadFormModule> {
  const forms = await import('@site/forms');
  return { LeadForm: forms.LeadForm, namespace: forms.FORMS_NAMESPACE };
}

/** Parts of a remote's page that another remote renders, placed by the page through its `slots`. */
function slotsFor(routeId: string, params: Readonly<Record<string, string>>): Record<string, { remote: RemoteName; expose: string }> {
  if (routeId === 'product' && params.product === 'lumi-ai') return { voiceDemo: { remote: 'voice', expose: './VoiceDemo' } };
  return {};
}

async function loadPage(pathname: string): Promise<PageData> {
  const match = matchUrl(pathname);
  if (!match) return { kind: 'not-found' };
  const { route, params } = match;
  if (route.owner !== 'shell' && route.owner !== 'voice' && route.expose) {
    const slotSpecs = Object.entries(slotsFor(route.id, params));
    const [result, ...slotResults] = await Promise.all([
      loadRemoteModule<RemotePageProps>(route.owner, route.expose),
      ...slotSpecs.map(([, spec]) => loadRemoteModule<RemoteWidgetProps>(spec.remote, spec.expose)),
    ]);
    const slots = Object.fromEntries(slotSpecs.map(([name, spec], i) => [name, { remote: spec.remote, result: slotResults[i]! }]));
    return { kind: 'remote', remote: route.owner, routeId: route.id, params, result: result!, slots };
  }
  switch (route.id) {
    case 'home': {
      const [products, cases, team, form] = await Promise.all([
        loadRemoteModule<RemoteWidgetProps>('products', './ProductGrid'),
        loadRemoteModule<RemoteWidgetProps>('content', './CaseHighlights'),
        loadRemoteModule<RemoteWidgetProps>('content', './TeamStrip'),
        loadLeadForm(),
      ]);
      return { kind: 'home', widgets: { products, cases, team }, form };
    }
    case 'contacts':
      return { kind: 'contacts', form: await loadLeadForm() };
    case 'thank-you':
      return { kind: 'thank-you' };
    case 'privacy':
      return { kind: 'privacy' };
    default:
      throw new Error(`The shell has no page for the route "${route.id}"`);
  }
}
