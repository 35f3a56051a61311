import {
  StrictMode,
  startTransition,
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { NavigationProvider, useNavigation, type Navigation } from '@site/ui';
import { islandMarks, islandSelector, whenReady } from '../page-protocol';
import { markKept, markLive, queueHydration } from './hydration-queue';
import type { Lazy } from './lazy';
import { RootMode, useIslandMode, useSnapshotIslands, type IslandMode, type SnapshotIslands } from './root-mode';

export interface IslandProps<T> {
  /** Unique on its page: names the island in the DOM (`data-island`) and in the prerender's snapshot. */
  readonly name: string;
  readonly content: Lazy<T>;
  /**
   * True when what the content renders is not what the prerendered HTML shows (a remote released
   * since, or one that failed to load): the island then renders afresh instead of hydrating.
   */
  readonly differsFrom?: (content: T, prerendered: HTMLElement) => boolean;
  /**
   * True when the prerendered HTML serves better than what the content can render (a remote's page
   * or a lead form whose code failed to load, where the prerendered page reads, links and posts its
   * form to the API): the island then leaves it as it is, live, so a press held for it is answered
   * by the browser, and the islands `within` it take over on their own.
   */
  readonly keepsPrerendered?: (content: T, prerendered: HTMLElement) => boolean;
  /**
   * The islands its content places inside it (a remote page's parts), by name. They take over as
   * roots of their own, so when this island keeps its prerendered HTML, the shell mounts them itself.
   */
  readonly within?: Readonly<Record<string, ReactNode>>;
  /** Runs just before the island takes over its prerendered HTML. */
  readonly beforeTakeover?: () => void;
  /** What an island rendered in place shows while its content is still loading (a part the navigation did not wait for). */
  readonly pending?: ReactNode;
  readonly children: (content: T) => ReactNode;
}

/**
 * A part of a page with code of its own (a remote's content, a lead form, the voice widget). On a
 * prerendered page it is not part of the app's takeover: it keeps its prerendered HTML, and hydrates
 * as a React root of its own only when it is wanted (hydration-queue.ts): when the visitor reaches a
 * control in it that needs code.
 * On a page rendered afresh it renders in place, from content the page loaded before rendering.
 */
export function Island<T>(props: IslandProps<T>) {
  const mode = useIslandMode();
  return mode === 'render' ? <InPlaceIsland {...props} /> : <DetachedIsland {...props} mode={mode} />;
}

function InPlaceIsland<T>({ name, content, pending, children }: IslandProps<T>) {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const value = content.peek();
  useEffect(() => {
    if (content.peek() !== undefined) return;
    // Not loaded with the page (the voice widget, the prerender's first page, a late part): after the takeover.
    let active = true;
    void new Promise<void>((resolve) => whenReady(resolve)).then(content.get).then(() => active && loaded());
    return () => {
      active = false;
    };
  }, [content]);
  return (
    <div className="sh-island" {...islandMarks(name, value !== undefined)}>
      {value === undefined ? pending : children(value)}
    </div>
  );
}

/** What an island's own root renders with, kept current by the island in the page's tree. */
interface IslandContext<T> {
  readonly navigation: Navigation;
  readonly i18n: I18n;
  readonly render: (content: T) => ReactNode;
}

interface IslandStore<T> {
  readonly get: () => IslandContext<T>;
  readonly set: (context: IslandContext<T>) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

function islandStore<T>(initial: IslandContext<T>): IslandStore<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (context) => {
      current = context;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** React leaves an element's children alone when it sets its inner HTML, and never sets it again while this stays the same. */
const KEEP_PRERENDERED_HTML = { __html: '' };

function DetachedIsland<T>({
  name,
  content,
  differsFrom,
  keepsPrerendered,
  within = {},
  beforeTakeover,
  children,
  mode,
}: IslandProps<T> & { mode: IslandMode }) {
  const element = useRef<HTMLDivElement>(null);
  const navigation = useNavigation();
  const i18n = useContext(I18nContext)?.i18n;
  if (!i18n) throw new Error('An island needs the page’s I18nextProvider above it');
  const [store] = useState(() => islandStore<T>({ navigation, i18n, render: children }));
  useLayoutEffect(() => store.set({ navigation, i18n, render: children }));

  const snapshot = useSnapshotIslands();
  const value = content.peek();
  if (mode === 'snapshot' && snapshot && value !== undefined)
    snapshot.set(name, <IslandRoot store={store} content={value} mode="snapshot" snapshot={snapshot} />);

  // Queued while its page commits, so an island inside another one is queued before the outer one
  // says it is live (and a press held for the inner one asks for it).
  const hydrateOnce = useEffectEvent(() => {
    if (mode !== 'hydrate') return;
    const host = element.current!;
    let root: Root | undefined;
    let inner: Root[] = [];
    let gone = false;
    const cancel = queueHydration(host, async () => {
      const loaded = await content.get().catch((error: unknown) => {
        // Its prerendered HTML stays: it reads, and its links work through the app.
        console.warn(`[shell] the island ${host.dataset.island} could not load:`, error);
      });
      if (gone || loaded === undefined) return;
      if (keepsPrerendered?.(loaded, host)) {
        // Its parts are queued before it says it is live, so a press held for one of them asks for it.
        inner = await adoptWithin(host, store, within);
        if (!gone) markKept(host);
        return;
      }
      beforeTakeover?.();
      root = await takeOver(host, store, loaded, differsFrom?.(loaded, host) ?? false);
      if (gone) root.unmount();
      else markLive(host);
    });
    return () => {
      gone = true;
      cancel();
      // Not while React is committing the page that removed the island.
      if (root) queueMicrotask(() => root!.unmount());
      queueMicrotask(() => inner.forEach((part) => part.unmount()));
    };
  });
  // The island is mounted once per page; its content and context reach its root through the store.
  useLayoutEffect(() => hydrateOnce(), []);

  return <div ref={element} className="sh-island" {...islandMarks(name, false)} dangerouslySetInnerHTML={KEEP_PRERENDERED_HTML} suppressHydrationWarning />;
}

/** Hydrates the island's prerendered HTML, or renders it afresh, as a root of its own; resolves once it has committed. */
function takeOver<T>(host: HTMLElement, store: IslandStore<T>, content: T, afresh: boolean): Promise<Root> {
  return new Promise((resolve) => {
    let root: Root;
    const island = (
      <StrictMode>
        <IslandRoot store={store} content={content} mode={afresh ? 'render' : 'hydrate'} onCommit={() => resolve(root)} />
      </StrictMode>
    );
    // In a transition React yields to the browser every few milliseconds: a long page's remote
    // content would otherwise hydrate in one task that a tap made meanwhile waits behind.
    startTransition(() => {
      if (afresh) {
        // Into an element of its own: the placeholder's children are not React's to replace.
        const fresh = Object.assign(document.createElement('div'), { className: 'sh-island' });
        host.replaceChildren(fresh);
        root = createRoot(fresh);
        root.render(island);
      } else {
        root = hydrateRoot(host, island, {
          onRecoverableError: (error, info) =>
            console.error(`[shell] the island ${host.dataset.island} did not match its prerendered HTML:`, error, info.componentStack),
        });
      }
    });
  });
}

/**
 * Mounts the islands inside a kept island, each over its prerendered element in a wrapper of its own
 * (`sh-island`, which takes no part in the layout), where it waits to be wanted like any island of
 * the page; resolves once each has committed.
 */
function adoptWithin<T>(host: HTMLElement, store: IslandStore<T>, within: Readonly<Record<string, ReactNode>>): Promise<Root[]> {
  const roots = Object.entries(within).flatMap(([name, island]) => {
    const element = host.querySelector<HTMLElement>(islandSelector(name));
    if (!element) return [];
    const focused = element.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
    const wrapper = Object.assign(document.createElement('div'), { className: 'sh-island' });
    element.replaceWith(wrapper);
    wrapper.append(element);
    focused?.focus({ preventScroll: true });
    return new Promise<Root>((resolve) => {
      let root: Root;
      startTransition(() => {
        root = hydrateRoot(
          wrapper,
          <StrictMode>
            <InnerIslandRoot store={store} onCommit={() => resolve(root)}>
              {island}
            </InnerIslandRoot>
          </StrictMode>,
        );
      });
    });
  });
  return Promise.all(roots);
}

/** An island inside a kept island: it hydrates as the page's islands do, with the page's navigation and words. */
function InnerIslandRoot<T>({ store, onCommit, children }: { store: IslandStore<T>; onCommit: () => void; children: ReactNode }): ReactElement {
  const { navigation, i18n } = useSyncExternalStore(store.subscribe, store.get, store.get);
  const committed = useRef(onCommit);
  useLayoutEffect(() => committed.current(), []);
  return (
    <RootMode initial="hydrate">
      <I18nextProvider i18n={i18n}>
        <NavigationProvider value={navigation}>{children}</NavigationProvider>
      </I18nextProvider>
    </RootMode>
  );
}

interface IslandRootProps<T> {
  readonly store: IslandStore<T>;
  readonly content: T;
  readonly mode: IslandMode;
  readonly snapshot?: SnapshotIslands;
  readonly onCommit?: () => void;
}

function IslandRoot<T>({ store, content, mode, snapshot, onCommit }: IslandRootProps<T>): ReactElement {
  const { navigation, i18n, render } = useSyncExternalStore(store.subscribe, store.get, store.get);
  const committed = useRef(onCommit);
  useLayoutEffect(() => committed.current?.(), []);
  return (
    <RootMode initial={mode} snapshot={snapshot}>
      <I18nextProvider i18n={i18n}>
        <NavigationProvider value={navigation}>{render(content)}</NavigationProvider>
      </I18nextProvider>
    </RootMode>
  );
}
