import type { ExposeName, RemoteName } from '@site/model';

/**
 * How the shell marks what a remote renders: the remote, the release of the module it loaded and
 * the module. Operators read it on the page; the client signal and an island that asks which
 * release made its prerendered HTML read it back with `markedBuild`; the loader reads which module
 * an island needs, to fetch its files with the app's when the visitor reaches it
 * (src/start/island-code.ts).
 */
export function remoteMark(remote: RemoteName, build: string, expose: ExposeName) {
  return { 'data-mfe': remote, 'data-build': build, 'data-expose': expose } as const;
}

/** The release of `remote` that the shell marked under `root`. */
export function markedBuild(remote: string, root: ParentNode = document): string | undefined {
  return root.querySelector<HTMLElement>(`[data-mfe="${remote}"][data-build]`)?.dataset.build;
}
