import type { RemoteName } from '@site/model';

/**
 * How the shell marks what a remote renders: the remote and the release of the module it loaded.
 * Operators read it on the page; the client signal and an island that asks which release made its
 * prerendered HTML read it back with `markedBuild`.
 */
export function remoteMark(remote: RemoteName, build: string) {
  return { 'data-mfe': remote, 'data-build': build } as const;
}

/** The release of `remote` that the shell marked under `root`. */
export function markedBuild(remote: string, root: ParentNode = document): string | undefined {
  return root.querySelector<HTMLElement>(`[data-mfe="${remote}"][data-build]`)?.dataset.build;
}
