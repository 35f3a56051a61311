import { StrictMode, startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { languageOfUrl } from '@site/model';
import { initI18n } from '@site/i18n';
import { registerShellNamespaces } from '../i18n/register';
import { RootMode, type IslandMode, type SnapshotIslands } from '../islands/root-mode';
import { prerenderedForThisUrl } from '../page-protocol';
import { createAppRouter, whenInitialized } from './router';
import { releaseSnapshotHead } from './snapshot-head';

/**
 * Takes the page over. A page prerendered for this very URL is hydrated: React adopts the DOM as it
 * is, the chrome at once (header, navigation, footer); the page itself and the islands inside it
 * (remote content, forms) and the voice widget keep their HTML and hydrate later, one by one, so the
 * takeover is short and needs the shell's code only. Any other page (the shared 404, a URL with a
 * query the snapshot did not have) is rendered afresh, with everything it shows. `pause` lets the
 * browser answer the visitor between steps.
 */
export async function takeOver(pause: () => Promise<void>): Promise<void> {
  registerShellNamespaces();
  const { pathname } = window.location;
  const container = document.getElementById('root')!;
  const hydrating = container.hasChildNodes() && prerenderedForThisUrl();
  const prerendering = window.__SITE_PRERENDER__ === true;
  await initI18n(languageOfUrl(pathname), ['shell']);
  await pause();
  const router = createAppRouter({ deferFirstIslands: hydrating || prerendering });
  await whenInitialized(router);
  await pause();

  // A page renders its own head; a prerendered page's island keeps the prerendered one until it takes over.
  if (!hydrating) releaseSnapshotHead();
  if (prerendering) offerSnapshot(router);
  // In a transition, React yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page; a snapshot stays painted meanwhile.
  startTransition(() => {
    if (hydrating) {
      hydrateRoot(container, app(router, 'hydrate'), {
        // React recovers by rendering afresh; say where the snapshot and the app parted ways.
        onRecoverableError: (error, info) => console.error('[shell] the prerendered page did not match:', error, info.componentStack),
      });
    } else {
      createRoot(container).render(app(router, 'render'));
    }
  });
}

function app(router: DataRouter, mode: IslandMode, snapshot?: SnapshotIslands): ReactElement {
  return (
    <StrictMode>
      <RootMode initial={mode} snapshot={snapshot}>
        <RouterProvider router={router} />
      </RootMode>
    </StrictMode>
  );
}

/** The prerender saves the page as React's server renderer writes it (render-snapshot.ts). */
function offerSnapshot(router: DataRouter): void {
  window.__siteSnapshot = () => import('./render-snapshot').then(({ renderSnapshot }) => renderSnapshot((islands) => app(router, 'snapshot', islands)));
}
