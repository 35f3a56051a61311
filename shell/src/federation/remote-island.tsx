import type { ReactNode } from 'react';
import type { RemoteName, RemoteWidgetProps } from '@site/model';
import { Island } from '../islands/island';
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
}

/**
 * A remote's page or widget as an island. A prerendered one hydrates when the release it was made
 * with is the one loaded now; after a remote's release, and until the pages are refreshed, it renders
 * afresh instead, as it does when the remote fails and its area shows the fallback.
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
}: RemoteIslandProps<P>) {
  return (
    <Island
      name={name}
      content={content}
      differsFrom={(view, prerendered) => !view.ok || markedBuild(remote, prerendered) !== view.module.buildId}
      beforeTakeover={beforeTakeover}
      pending={pending}
    >
      {(view) => <RemoteSlot name={name} remote={remote} result={view} props={props} compact={compact} fallback={fallback} />}
    </Island>
  );
}

/** A part of a page that another remote renders (route table's `parts`), as an island named after its remote and place. */
export function PartIsland({ name, part }: { readonly name: string; readonly part: LoadedPart }) {
  return <RemoteIsland<RemoteWidgetProps> name={`${part.remote}:${name}`} remote={part.remote} compact content={part.content} props={part.props} />;
}
