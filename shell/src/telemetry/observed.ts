import { REMOTE_APPS, type RemoteName } from '@site/model';
import { markedBuild } from '../federation/remote-mark';
import { report } from './signal-queue';

/**
 * The few calls the rest of the shell makes: a remote that did not load or render, and the page's
 * uncaught errors. They only queue what happened, in as few bytes of the app as can be; shaping
 * and sending is the signal's (client-signal.ts), which loads later.
 */

/** The release of `app` that the page shows, as the shell marked it. */
export function shownBuild(app: string): string | undefined {
  return markedBuild(app);
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

/** Uncaught errors and rejections, from now on. */
export function observeErrors(): void {
  addEventListener('error', (event) =>
    report({ kind: 'uncaught', error: event.error ?? event.message, script: event.filename || undefined, page: location.pathname }),
  );
  addEventListener('unhandledrejection', (event) => report({ kind: 'uncaught', error: event.reason, page: location.pathname }));
}
