import type { ComponentType, ReactNode } from 'react';
import type { Language } from '@site/i18n';

/** What the shell hands a page that a remote renders. */
export interface RemotePageProps {
  readonly lang: Language;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /**
   * Parts of the page that another remote renders, composed by the shell (such as the Lumi AI
   * page's voice demo, which the voice remote owns). A page places them; it never loads them.
   */
  readonly slots?: Readonly<Record<string, ReactNode>>;
}

/** What the shell hands a widget that a remote renders inside a shell page. */
export interface RemoteWidgetProps {
  readonly lang: Language;
}

/**
 * The shape of every module a remote exposes: the component, and the translation namespaces the shell
 * loads for the current language before it renders the component (so a page never flashes keys).
 */
export interface RemoteModule<P = RemotePageProps> {
  readonly default: ComponentType<P>;
  readonly namespaces: readonly string[];
  /** The remote's build, as its components write it into `data-build`. */
  readonly buildId: string;
}
