import { REMOTE_APPS, REMOTE_MANIFEST_FILE, type RemoteName } from '@site/model';
import { reachedModules } from '../page-protocol';
import { hint } from './link-hints';
import { buildInfoOf, isAppScript } from './remote-releases';

/**
 * Fetches, beside the app's own code, the files of the remote modules whose islands the visitor
 * reached (the voice launcher's widget): the remote's manifest, and the files its `build.json` names:
 * its entry, the module's chunks and its translations in the page's language. Without this, the federation
 * runtime finds them only once the app runs, one round trip after another (the manifest, the
 * entry, the module, its translations). The `build.json` was read when the page was shown (the
 * release check), so this costs no round trip of its own; a build that names no files changes nothing.
 */
export function fetchReachedModuleFiles(): void {
  // The page's language as its HTML names it: the loader leaves the URL rules to the app.
  const language = document.documentElement.lang;
  for (const { remote, expose } of reachedModules()) {
    if (!Object.hasOwn(REMOTE_APPS, remote)) continue;
    const { basePath } = REMOTE_APPS[remote as RemoteName];
    // As the federation runtime will fetch it (`fetch`, same-origin), so that it takes this response.
    hint({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: `${basePath}${REMOTE_MANIFEST_FILE}` });
    void buildInfoOf(remote as RemoteName).then(({ modules, translations }) => {
      for (const file of [...(modules?.[expose] ?? []), translations?.[language]]) {
        if (isAppScript(file)) hint({ rel: 'modulepreload', href: `${basePath}${file}` });
      }
    });
  }
}
