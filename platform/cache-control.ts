/**
 * Cache-Control for every file the site serves, the same in the cloud (set at upload) and in the
 * local twin. Entry points stay fresh so a release shows at once; hashed files are cached forever,
 * which is safe because a new build gives them new names.
 */
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@site/model';
import { BUILD_INFO_FILE } from './build-info-file';

export const CACHE_NO_CACHE = 'no-cache';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_SHORT = 'public, max-age=3600';

/** Files whose names never change between releases: they must be revalidated on every load. */
const ENTRY_FILES = new Set([REMOTE_MANIFEST_FILE, 'mf-stats.json', REMOTE_ENTRY_FILE, BUILD_INFO_FILE]);

/** A Vite content hash at the end of a file name, such as `index-CRlPtzfv.js`. */
const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.(?:js|css|json|woff2|png|jpe?g|webp|avif|svg)$/;

export function cacheControlFor(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (name.endsWith('.html') || ENTRY_FILES.has(name)) return CACHE_NO_CACHE;
  if (path.includes('/assets/') || HASHED_NAME.test(name)) return CACHE_IMMUTABLE;
  return CACHE_SHORT;
}
