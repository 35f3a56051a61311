import { createContext, useContext, useLayoutEffect, useState, type ReactElement, type ReactNode } from 'react';

/**
 * How an island mounted in a root's first render shows itself:
 * - `hydrate`: the root adopts a prerendered page; the island keeps its prerendered HTML and later
 *   hydrates it as a React root of its own, so the page's takeover never waits for its code;
 * - `render`: the root renders afresh; the island renders in place;
 * - `snapshot`: the prerender renders the page's HTML; the island leaves a placeholder that the
 *   snapshot fills with the island's own HTML (see `renderSnapshot`).
 * Islands mounted after the root's first render (a navigation) always render in place.
 */
export type IslandMode = 'hydrate' | 'render' | 'snapshot';

/** The islands a snapshot render met, by name: what each renders as a root of its own. */
export type SnapshotIslands = Map<string, ReactElement>;

interface RootState {
  mode: IslandMode;
  readonly snapshot?: SnapshotIslands;
}

const RootContext = createContext<RootState>({ mode: 'render' });

export function RootMode({ initial, snapshot, children }: { initial: IslandMode; snapshot?: SnapshotIslands; children: ReactNode }) {
  const [state] = useState<RootState>(() => ({ mode: initial, snapshot }));
  // Runs after every island of the first render has read the mode (children's effects run first).
  useLayoutEffect(() => {
    state.mode = 'render';
  }, [state]);
  return <RootContext.Provider value={state}>{children}</RootContext.Provider>;
}

/** The mode of this island, fixed when it mounts. */
export function useIslandMode(): IslandMode {
  const root = useContext(RootContext);
  const [mode] = useState(() => root.mode);
  return mode;
}

/** Where a snapshot render records its islands; undefined outside a snapshot render. */
export function useSnapshotIslands(): SnapshotIslands | undefined {
  return useContext(RootContext).snapshot;
}
