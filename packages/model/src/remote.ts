import type { ComponentType, ReactNode } from 'react';
import type { Language } from './languages';
import type { CaseIndustry, ProductSlug } from './catalogue';

/** A component's `data`: required when its module loads some, absent when it loads none. */
type WithData<D> = undefined extends D ? { readonly data?: D } : { readonly data: D };

/**
 * What the shell hands a page that a remote renders. Where the visitor is (the language, the query)
 * comes from `useNavigation()` like everywhere else, not from props.
 */
export type RemotePageProps<D = undefined> = {
  readonly params: Readonly<Record<string, string>>;
  /**
   * Parts of the page that another remote renders, composed by the shell (such as the Lumi AI
   * page's voice demo, which the voice remote owns). A page places them; it never loads them.
   */
  readonly slots?: Readonly<Record<string, ReactNode>>;
} & WithData<D>;

/** What the shell hands a widget that a remote renders inside a shell page or another remote's page. */
export type RemoteWidgetProps<D = undefined> = WithData<D>;

/** The related case studies of a product page, or of an industry's page: the content remote's `./RelatedCases`. */
export type RelatedCasesProps<D = undefined> = RemoteWidgetProps<D> &
  ({ readonly product: ProductSlug; readonly industry?: undefined } | { readonly industry: CaseIndustry; readonly product?: undefined });

/**
 * What the visitor chose in the voice remote's `./LeadCall`: the phone rings now, or at `at`, the
 * callee's next morning; `missed`: the call rang out unanswered, and the page is as it was before it.
 */
export type LeadCallOrdered =
  { readonly kind: 'calling' } | { readonly kind: 'scheduled'; readonly at: string; readonly timeZone: string } | { readonly kind: 'missed' };

/**
 * When the thank-you page's call would wait for a morning rather than ring at once, and why, as the
 * lead's answer says (`leadResponseSchema`'s `leadCall`): the morning in the zone where the number rings.
 */
export interface LeadCallMorning {
  readonly morning: string;
  readonly timeZone: string;
  readonly reason: 'night_in_callee_zone' | 'outside_managers_hours';
}

/**
 * "Lumi calls you now" on a lead form's thank-you page (the voice remote's `./LeadCall`): the number
 * the form was sent with and its phone field's country, the form's product (whose questions Lumi
 * asks), the morning the call would wait for (offered before the first tap), and what the page is
 * told once the call is placed or booked.
 */
export type LeadCallProps<D = undefined> = RemoteWidgetProps<D> & {
  readonly phone: string;
  readonly country: string;
  readonly product?: ProductSlug;
  readonly morning?: LeadCallMorning;
  readonly onOrdered?: (ordered: LeadCallOrdered) => void;
};

/** What a module's `load` receives: the component's props but what it loads and renders, and the page's language. */
export type LoadInput<P> = Omit<P, 'data' | 'slots'> & { readonly lang: Language };

/**
 * The shape of every module a remote exposes: the component, and the translation namespaces the shell
 * loads for the current language before it renders the component (so a page never flashes keys).
 */
export interface RemoteModule<P = RemotePageProps> {
  readonly default: ComponentType<P>;
  readonly namespaces: readonly string[];
  /** The remote's build, which the shell stamps on what the component renders (`data-build`). */
  readonly buildId: string;
  /**
   * Loads what the component shows for these props (its content documents, in their language);
   * the shell awaits it with the module and hands the result to the component as `data`, so the
   * page renders once, complete, and hydrates its prerendered HTML as it is.
   */
  readonly load?: (input: LoadInput<P>) => Promise<unknown>;
}
