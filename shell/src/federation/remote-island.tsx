import type { ReactNode } from 'react';
import type { RemoteName, RemoteWidgetProps } from '@site/model';
import { Island } from '../islands/island';
import { worksWithoutCode } from '../page-protocol';
import type { Lazy } from '../islands/lazy';
import { markedBuild } from './remote-mark';
import type { LoadedPart, RemoteView } from './remotes';
import { RemoteLoading, RemoteSlot } from './remote-slot';

export interface RemoteIslandProps<P> {
  /** Unique on its page; also names the remote's area in the log. */
  readonly name: string;
  readonly remote: RemoteName;
  readonly content: Lazy<RemoteView<P>>;
  /** The component's props but its data, which comes with the content. */
  readonly props: Omit<P, 'data'>;
  readonly compact?: boolean;
  /** What the area shows when the remote failed, if not the site's usual fallback. */
  readonly fallback?: ReactNode;
  /** What an island rendered in place shows while its remote is still loading. */
  readonly pending?: ReactNode;
  readonly beforeTakeover?: () => void;
  /** The islands of other remotes it places inside it (a page's parts), by island name. */
  readonly within?: Readonly<Record<string, ReactNode>>;
}

/**
 * A remote's page or widget as an island. A prerendered one hydrates when the release it was made
 * with is the one loaded now; after a remote's release, and until the pages are refreshed, it renders
 * afresh instead.
 *
 * When the remote fails to load (its module, or the content it shows), a prerendered area that
 * works without code (links, `<details>`, a lead form that posts itself) stays as it was, live: the
 * visitor keeps the page they were reading and what they typed, and its parts from other remotes
 * still take over. An area that needs code for a control (a demo's buttons), or one with nothing
 * prerendered (a navigation in the app), shows the fallback.
 */
export function RemoteIsland<P extends object>({
  name,
  remote,
  content,
  props,
  compact,
  fallback,
  pending = <RemoteLoading />,
  beforeTakeover,
  within,
}: RemoteIslandProps<P>) {
  return (
    <Island
      name={name}
      content={content}
      keepsPrerendered={(view, prerendered) => !view.ok && worksWithoutCode(prerendered)}
      differsFrom={(view, prerendered) => !view.ok || markedBuild(remote, prerendered) !== view.module.buildId}
      within={within}
      beforeTakeover={beforeTakeover}
      pending={pending}
    >
      {(view) => <RemoteSlot name={name} remote={remote} result={view} props={props} compact={compact} fallback={fallback} />}
    </Island>
  );
}

/** The island of a part of a page, named after its remote and place. */
export const partIslandName = (name: string, part: LoadedPart): string => `${part.remote}:${name}`;

/** A part of a page that another remote renders (route table's `parts`), as an island named after its remote and place. */
export function PartIsland({ name, part }: { readonly name: string; readonly part: LoadedPart }) {
  return <RemoteIsland<RemoteWidgetProps> name={partIslandName(name, part)} remote={part.remote} compact content={part.content} props={part.props} />;
}
