import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { LeadFormProps } from '@site/forms';
import { DEFAULT_LANGUAGE, decideEdge, matchUrl, parseLanguageCode, prepareLanguage, splitLanguage, type Language, type RemoteName, type RouteMatch } from '@site/i18n';
import type { RemotePageProps, RemoteWidgetProps } from '@site/ui';
import { loadRemoteView, type RemoteView } from '../federation/remotes';

export type HomeWidgets = {
  readonly products: RemoteView<RemoteWidgetProps>;
  readonly cases: RemoteView<RemoteWidgetProps>;
  readonly team: RemoteView<RemoteWidgetProps>;
};

/** A part of a remote's page that another remote renders, with the props the shell gives it. */
export interface PageSlot {
  readonly remote: RemoteName;
  readonly props: Readonly<Record<string, string>>;
  readonly result: RemoteView<RemoteWidgetProps>;
}

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
      readonly result: RemoteView<RemotePageProps>;
      readonly slots: Readonly<Record<string, PageSlot>>;
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

  const match = matchUrl(url.pathname);
  const lang = match?.route.id === 'thank-you' ? thankYouLanguage(url) : splitLanguage(url.pathname).lang;
  const page = match ? await loadPage(match, lang, url.searchParams) : { kind: 'not-found' as const };
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

interface SlotSpec {
  readonly remote: RemoteName;
  readonly expose: string;
  readonly props: Readonly<Record<string, string>>;
}

/** Parts of a remote's page that another remote renders, placed by the page through its `slots`. */
function slotsFor(routeId: string, params: Readonly<Record<string, string>>): Record<string, SlotSpec> {
  if (routeId !== 'product') return {};
  const relatedCases: SlotSpec = { remote: 'content', expose: './RelatedCases', props: { product: params.product! } };
  if (params.product === 'lumi-ai') return { voiceDemo: { remote: 'voice', expose: './VoiceDemo', props: {} }, relatedCases };
  return { relatedCases };
}

async function loadPage({ route, params }: RouteMatch, lang: Language, query: URLSearchParams): Promise<PageData> {
  if (route.owner !== 'shell' && route.owner !== 'voice' && route.expose) {
    const slotSpecs = Object.entries(slotsFor(route.id, params));
    const [result, ...slotResults] = await Promise.all([
      loadRemoteView<RemotePageProps>(route.owner, route.expose, { lang, params, query }),
      ...slotSpecs.map(([, spec]) => loadRemoteView<RemoteWidgetProps>(spec.remote, spec.expose, { lang, ...spec.props })),
    ]);
    const slots = Object.fromEntries(slotSpecs.map(([name, spec], i) => [name, { remote: spec.remote, props: spec.props, result: slotResults[i]! }]));
    return { kind: 'remote', remote: route.owner, routeId: route.id, params, result: result!, slots };
  }
  switch (route.id) {
    case 'home': {
      const [products, cases, team, form] = await Promise.all([
        loadRemoteView<RemoteWidgetProps>('products', './ProductGrid', { lang }),
        loadRemoteView<RemoteWidgetProps>('content', './CaseHighlights', { lang }),
        loadRemoteView<RemoteWidgetProps>('content', './TeamStrip', { lang }),
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
