import { useLoaderData, useLocation } from 'react-router-dom';
import { PartIsland, RemoteIsland, partIslandName } from '../federation/remote-island';
import { Island } from '../islands/island';
import type { LoaderData } from './page-loader';
import { releaseSnapshotHead } from './snapshot-head';

/**
 * Renders what the loader found for the URL; each page is an island of its own. A page of the
 * shell's own is one too: the app's takeover of a prerendered page is the chrome around it (header,
 * navigation, footer), and the page, its code and its words hydrate after it, so a tap on the page
 * while the app starts never waits for the page.
 */
export function RoutePage() {
  const { page } = useLoaderData() as LoaderData;
  const { pathname } = useLocation();
  if (page.kind === 'shell') {
    const { props } = page;
    return (
      <Island key={pathname} name={`shell:${page.name}`} content={page.view} beforeTakeover={releaseSnapshotHead}>
        {(View) => <View {...props} />}
      </Island>
    );
  }
  const parts = Object.entries(page.parts).map(([name, part]) => ({
    name,
    island: partIslandName(name, part),
    element: <PartIsland key={name} name={name} part={part} />,
  }));
  return (
    <RemoteIsland
      key={pathname}
      name={`${page.remote}:${page.routeId}`}
      remote={page.remote}
      content={page.content}
      beforeTakeover={releaseSnapshotHead}
      props={{ params: page.params, slots: Object.fromEntries(parts.map(({ name, element }) => [name, element])) }}
      // When the page's remote fails and the page keeps its prerendered HTML, its parts still take over.
      within={Object.fromEntries(parts.map(({ island, element }) => [island, element]))}
    />
  );
}
