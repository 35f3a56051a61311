import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { pageUrl, type Language } from '@site/model';
import { pageIsHeld } from './page-hold';

export interface NavigateOptions {
  /** Another language than the current one. */
  readonly lang?: Language;
  /** Replace the history entry instead of pushing one (filters, language switch). */
  readonly replace?: boolean;
  /** Navigation state, for what must travel with one navigation only. */
  readonly state?: unknown;
}

/**
 * What the shell hands every app about where the visitor is and how to move: remotes never see the
 * router itself, only this capability.
 */
export interface Navigation {
  readonly lang: Language;
  /** The path as served, with its language prefix. */
  readonly pathname: string;
  readonly search: string;
  /** The site's public origin, for canonical URLs and structured data. */
  readonly origin: string;
  /** Goes to an unprefixed site path (`/cases?industry=saas`) in the current or the given language. */
  navigate(to: string, options?: NavigateOptions): void;
}

export const NavigationContext = createContext<Navigation | null>(null);

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation needs the shell’s NavigationProvider above it');
  return navigation;
}

/** Localizes the path part of `/cases?x=1#top`, keeping query and hash. */
export function localizeHref(to: string, lang: Language): string {
  const cut = to.search(/[?#]/);
  const path = cut === -1 ? to : to.slice(0, cut);
  const rest = cut === -1 ? '' : to.slice(cut);
  return `${pageUrl(path || '/', lang)}${rest}`;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Unprefixed site path, optionally with query and hash. */
  readonly to: string;
  readonly lang?: Language;
  readonly replace?: boolean;
  readonly state?: unknown;
}

/**
 * A link inside the site: a real `href` for crawlers and new tabs. A click loads the prerendered
 * page as the browser's own navigation, unless the page is held (a conversation is open): then it
 * navigates inside the app, so the conversation goes on.
 */
export function Link({ to, lang, replace, state, onClick, children, ...rest }: LinkProps) {
  const navigation = useNavigation();
  const target = lang ?? navigation.lang;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || rest.target === '_blank') return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || !pageIsHeld()) return;
    event.preventDefault();
    navigation.navigate(to, { lang: target, replace, state });
  };
  return (
    <a {...rest} href={localizeHref(to, target)} onClick={handleClick}>
      {children}
    </a>
  );
}
