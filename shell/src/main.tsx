import '@site/ui/styles.css';
import './styles/shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { decideEdge, forgetStoredLanguage, initI18n, languageFromPath } from '@site/i18n';
import { createAppRouter, whenInitialized } from './app/router';
import { VOICE_WIDGET } from './chrome/voice-slot';
import { snapshotMatchesLoadedRemotes } from './federation/remotes';
import { preloadRemoteModule } from './federation/use-remote-module';
import { registerShellNamespaces } from './i18n/register';

/** Head tags that pages render themselves; the prerendered copies would otherwise stay duplicated. */
const PAGE_HEAD_TAGS = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
].join(',');

forgetStoredLanguage();
const edge = decideEdge(window.location.pathname, window.location.search.slice(1));
if (edge.kind === 'redirect') {
  window.location.replace(`${edge.location}${window.location.hash}`);
} else {
  boot();
}

/**
 * Loads what the first page shows (its remotes, translations and the voice widget), then takes the
 * page over. A page prerendered for this very URL, with the remote builds loaded now, is hydrated:
 * React adopts the DOM as it is, so nothing is repainted. Any other page (the shared
 * 404, a URL with a query the snapshot did not have, a snapshot older than a remote's release) is
 * rendered afresh.
 */
function boot(): void {
  registerShellNamespaces();
  const lang = languageFromPath(window.location.pathname);
  void initI18n(lang, ['shell'])
    .then(() => {
      const voice = preloadRemoteModule(VOICE_WIDGET.remote, VOICE_WIDGET.expose, lang);
      const router = createAppRouter();
      return Promise.all([whenInitialized(router), voice]).then(() => router);
    })
    .then((router) => {
      document.head.querySelectorAll(PAGE_HEAD_TAGS).forEach((tag) => tag.remove());
      const container = document.getElementById('root')!;
      const app = (
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>
      );
      const snapshotOf = document.documentElement.dataset.prerendered;
      const current = snapshotOf === `${window.location.pathname}${window.location.search}` && snapshotMatchesLoadedRemotes(container);
      // In a transition, React yields to the browser every few milliseconds instead of holding the
      // main thread for the whole page; a snapshot stays painted meanwhile.
      startTransition(() => {
        if (container.hasChildNodes() && current) {
          hydrateRoot(container, app, {
            // React recovers by rendering afresh; say where the snapshot and the app parted ways.
            onRecoverableError: (error, info) => console.error('[shell] the prerendered page did not match:', error, info.componentStack),
          });
        } else {
          createRoot(container).render(app);
        }
      });
    });
}
