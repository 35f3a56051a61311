/**
 * A value loaded on first demand and only once, which can be read without waiting once it has
 * loaded: what an island shows, loaded before a page renders on a navigation, or when the island
 * hydrates on a prerendered page.
 */
export interface Lazy<T> {
  /** Starts the load on the first call, and resolves with the value. */
  readonly get: () => Promise<T>;
  /** The value once it has loaded; undefined until then. */
  readonly peek: () => T | undefined;
}

/** `load` must not reject: a value that can fail says so itself (as a remote view does). */
export function lazyValue<T>(load: () => Promise<T>): Lazy<T> {
  let loading: Promise<T> | undefined;
  let loaded: { readonly value: T } | undefined;
  return {
    get: () => {
      loading ??= load().then((value) => {
        loaded = { value };
        return value;
      });
      return loading;
    },
    peek: () => loaded?.value,
  };
}
