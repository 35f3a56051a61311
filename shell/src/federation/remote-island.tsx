import type { RemoteName, RemoteWidgetProps } from '@site/model';
import { Island } from '../islands/island';
import type { Lazy } from '../islands/lazy';
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
  readonly beforeTakeover?: () => void;
}

/** The release of `remote` that made the prerendered HTML, as its components write it into `data-build`. */
export function prerenderedBuild(prerendered: HTMLElement, remote: RemoteName): string | undefined {
  return prerendered.querySelector<HTMLElement>(`[data-mfe="${remote}"]`)?.dataset.build;
}

/**
 * A remote's page or widget as an island. A prerendered one hydrates when the release it was made
 * with is the one loaded now; after a remote's release, and until the pages are refreshed, it renders
 * afresh instead, as it does when the remote fails and its area shows the fallback.
 */
export function RemoteIsland<P extends object>({ name, remote, content, props, compact, beforeTakeover }: RemoteIslandProps<P>) {
  return (
    <Island
      name={name}
      content={content}
      differsFrom={(view, prerendered) => !view.ok || prerenderedBuild(prerendered, remote) !== view.module.buildId}
      beforeTakeover={beforeTakeover}
      pending={<RemoteLoading />}
    >
      {(view) => <RemoteSlot name={name} result={view} props={props} compact={compact} />}
    </Island>
  );
}

/** A part of a page that another remote renders (route table's `parts`), as an island named after its remote and place. */
export function PartIsland({ name, part }: { readonly name: string; readonly part: LoadedPart }) {
  return <RemoteIsland<RemoteWidgetProps> name={`${part.remote}:${name}`} remote={part.remote} compact content={part.content} props={part.props} />;
}
