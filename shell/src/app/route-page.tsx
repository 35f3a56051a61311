import { useLoaderData, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { PartIsland, RemoteIsland } from '../federation/remote-island';
import { Island } from '../islands/island';
import type { Lazy } from '../islands/lazy';
import type { LoaderData } from './page-loader';
import { releaseSnapshotHead } from './snapshot-head';

/**
 * A page of the shell's own. Like a remote's page, it is an island: the app's takeover of a
 * prerendered page is the chrome around it (header, navigation, footer), and the page, its code and
 * its words hydrate after it, so a tap on the page while the app starts never waits for the page.
 */
function ShellPage<M>({ name, view, children }: { name: string; view: Lazy<M>; children: (module: M) => ReactNode }) {
  return (
    <Island name={`shell:${name}`} content={view} beforeTakeover={releaseSnapshotHead}>
      {children}
    </Island>
  );
}

/** Renders what the loader found for the URL; each page is an island of its own. */
export function RoutePage() {
  const { page } = useLoaderData() as LoaderData;
  const { pathname } = useLocation();
  switch (page.kind) {
    case 'home':
      return (
        <ShellPage key={pathname} name={page.kind} view={page.view}>
          {({ HomePage }) => <HomePage parts={page.parts} form={page.form} />}
        </ShellPage>
      );
    case 'contacts':
      return (
        <ShellPage key={pathname} name={page.kind} view={page.view}>
          {({ ContactsPage }) => <ContactsPage form={page.form} />}
        </ShellPage>
      );
    case 'thank-you':
      return (
        <ShellPage key={pathname} name={page.kind} view={page.view}>
          {({ ThankYouPage }) => <ThankYouPage />}
        </ShellPage>
      );
    case 'privacy':
      return (
        <ShellPage key={pathname} name={page.kind} view={page.view}>
          {({ PrivacyPage }) => <PrivacyPage />}
        </ShellPage>
      );
    case 'not-found':
      return (
        <ShellPage key={pathname} name={page.kind} view={page.view}>
          {({ NotFoundPage }) => <NotFoundPage />}
        </ShellPage>
      );
    case 'remote':
      return (
        <RemoteIsland
          key={pathname}
          name={`${page.remote}:${page.routeId}`}
          remote={page.remote}
          content={page.content}
          beforeTakeover={releaseSnapshotHead}
          props={{
            params: page.params,
            slots: Object.fromEntries(Object.entries(page.parts).map(([name, part]) => [name, <PartIsland key={name} name={name} part={part} />])),
          }}
        />
      );
  }
}
