/** The key an earlier version of the site cached the language under; the URL decides now. */
export const STORED_LANGUAGE_KEY = 'i18nextLng';

const PROBE_KEY = '__storage_probe__';

/**
 * Returns the storage if it can be written, else null. Reading `window.localStorage` itself throws
 * when storage is blocked, and writing throws in some private windows, so both are probed.
 */
export function probeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const storage = globalThis.window?.[kind];
    if (!storage) return null;
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return null;
  }
}

/** Removes a cached language choice so that nothing but the URL decides the language. */
export function forgetStoredLanguage(): void {
  probeStorage('localStorage')?.removeItem(STORED_LANGUAGE_KEY);
  probeStorage('sessionStorage')?.removeItem(STORED_LANGUAGE_KEY);
}
