import { REMOTE_APPS, type RemoteName } from '@site/model';

/** Where each app's build names its release (platform's BUILD_INFO_FILE, served beside its manifest). */
const BUILD_INFO = 'build.json';

/** What an app's build says of itself: its release, the file of its starter if it has one (STARTER_ATTRIBUTE), its modules' files. */
export interface RemoteBuildInfo {
  readonly buildId?: string;
  /** platform/build-info.ts's StarterInfo. */
  readonly starter?: { readonly file?: string; readonly armedBy?: string };
  /** The files of each exposed module, and of the translations in each language (platform/build-info.ts). */
  readonly modules?: Readonly<Record<string, readonly unknown[]>>;
  readonly translations?: Readonly<Record<string, unknown>>;
}

const buildInfos = new Map<RemoteName, Promise<RemoteBuildInfo>>();

/** The live build of `remote` (never cached by the browser, asked once per page); empty when it cannot be read. */
export function buildInfoOf(remote: RemoteName): Promise<RemoteBuildInfo> {
  let info = buildInfos.get(remote);
  if (!info) {
    info = fetch(`${REMOTE_APPS[remote].basePath}${BUILD_INFO}`, { cache: 'no-cache' })
      .then((response): Promise<RemoteBuildInfo> | RemoteBuildInfo => (response.ok ? response.json() : {}))
      .catch(() => ({}));
    buildInfos.set(remote, info);
  }
  return info;
}

/**
 * The remote content of a prerendered page was rendered with the release of each remote that the
 * page marks (`data-mfe`, `data-build`). A remote released since (its `build.json`, never cached,
 * names another build) and before the pages were refreshed would leave the page showing the old
 * release: its areas are returned, for the app to render afresh with the remote loaded now.
 */
export async function areasOfNewReleases(): Promise<Element[]> {
  const marks = [...document.querySelectorAll<HTMLElement>('[data-mfe][data-build]')];
  const remotes = [...new Set(marks.map((mark) => mark.dataset.mfe))].filter((name): name is RemoteName => !!name && name in REMOTE_APPS);
  const released = await Promise.all(remotes.map((remote) => buildInfoOf(remote).then(({ buildId }) => [remote, buildId] as const)));
  const current = new Map(released);
  return marks.filter((mark) => {
    const build = current.get(mark.dataset.mfe as RemoteName);
    return build !== undefined && build !== mark.dataset.build;
  });
}

/** Whether `file`, named by a build's `build.json`, is a script within the app's root: a plain relative path, nothing else. */
export function isAppScript(file: unknown): file is string {
  return typeof file === 'string' && /^[\w./-]+\.js$/.test(file) && !file.includes('..');
}
