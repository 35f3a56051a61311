/// <reference types="vite/client" />

declare const __SITE_ORIGIN__: string;
/** The shell's release (BUILD_ID or the commit), as vite.federation.ts names it. */
declare const __BUILD_ID__: string;
/** The versions of the shared singletons the shell provides to the remotes (vite.federation.ts). */
declare const __SHARED_VERSIONS__: Readonly<Record<string, string>>;

interface Window {
  /** Set by the prerender (scripts/lib/prerender.ts) before the page loads. */
  __SITE_PRERENDER__?: boolean;
  /** The page's HTML as the prerender saves it, offered to the prerender only. */
  __siteSnapshot?: () => Promise<string>;
}
