/// <reference types="vite/client" />

declare const __SITE_ORIGIN__: string;

interface Window {
  /** Set once the app has taken over the page (the prerendered HTML looks the same before). */
  __SITE_READY__?: boolean;
}
