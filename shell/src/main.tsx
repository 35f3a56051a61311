import '@site/ui/styles.css';
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { decideEdge, forgetStoredLanguage, initI18n, languageFromPath } from '@site/i18n';
import { createAppRouter, whenInitialized } from './app/router';
import { VOICE_WIDGET } from './chrome/voice-slot';
import { preloadRemoteModule } from './federation/use-remote-module';
import { registerShellNamespaces } from './i18n/register';

/** How long the first render waits for the voice widget, so a prerendered button does not blink. */
const VOICE_GRACE_MS = 1500;

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
 * Loads what the first page shows (its remotes, translations and the voice widget), then renders it
 * in one commit, so a prerendered page is replaced by identical pixels.
 */
function boot(): void {
  registerShellNamespaces();
  const lang = languageFromPath(window.location.pathname);
  void initI18n(lang, ['shell'])
    .then(() => {
      const voice = preloadRemoteModule(VOICE_WIDGET.remote, VOICE_WIDGET.expose, lang);
      const router = createAppRouter();
      return Promise.all([whenInitialized(router), Promise.race([voice, delay(VOICE_GRACE_MS)])]).then(() => router);
    })
    .then((router) => {
      document.head.querySelectorAll(PAGE_HEAD_TAGS).forEach((tag) => tag.remove());
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
