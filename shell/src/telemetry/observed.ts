import { REMOTE_APPS, type RemoteName } from '@site/i18n';
import { report } from './signal-queue';

/**
 * The few calls the rest of the shell makes: a remote that did not load or render, and the page's
 * uncaught errors. They only queue what happened; shaping and sending is the signal's (client-signal.ts).
 */

/** The release of `app` that the page shows, as its components write it into `data-build`. */
function shownBuild(app: string): string | undefined {
  return document.querySelector<HTMLElement>(`[data-mfe="${app}"][data-build]`)?.dataset.build;
}

/** A remote module (`./CasesPage`) or its content that did not load: it timed out or failed. */
export function reportRemoteFailure(remote: RemoteName, expose: string, error: unknown): void {
  const name = error instanceof Error ? error.name : '';
  report({
    kind: 'remote-failure',
    remote,
    part: expose.replace(/^\.\//, ''),
    reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unavailable',
    remoteBuild: shownBuild(remote),
    page: location.pathname,
  });
}

/** A remote area (`content:cases`, named by its remote first) whose component threw while rendering. */
export function reportRenderFailure(area: string): void {
  const [remote, part] = area.split(':');
  if (!remote || !part || !(remote in REMOTE_APPS)) return;
  report({ kind: 'remote-failure', remote: remote as RemoteName, part, reason: 'render', remoteBuild: shownBuild(remote), page: location.pathname });
}

/** The app a script belongs to, by where it is served from; undefined for anything not the site's own. */
export function appOfScript(url: string | undefined): 'shell' | RemoteName | undefined {
  if (!url) return undefined;
  let path: string;
  try {
    const parsed = new URL(url, location.href);
    if (parsed.origin !== location.origin) return undefined;
    path = parsed.pathname;
  } catch {
    return undefined;
  }
  const remote = (Object.keys(REMOTE_APPS) as RemoteName[]).find((name) => path.startsWith(REMOTE_APPS[name].basePath));
  return remote ?? 'shell';
}

/** The first script URL in a stack trace. */
function scriptInStack(error: unknown): string | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  return stack?.match(/https?:\/\/[^\s)]+?\.m?js/)?.[0];
}

function reportError(error: unknown, script: string | undefined): void {
  const app = appOfScript(script ?? scriptInStack(error));
  // Errors of browser extensions and other people's scripts are not the site's to count.
  if (!app) return;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  report({ kind: 'error', app, build: app === 'shell' ? __BUILD_ID__ : shownBuild(app), message, page: location.pathname });
}

/** Uncaught errors and rejections of the site's own scripts, from now on. */
export function observeErrors(): void {
  addEventListener('error', (event) => reportError(event.error ?? event.message, event.filename || undefined));
  addEventListener('unhandledrejection', (event) => reportError(event.reason, undefined));
}
