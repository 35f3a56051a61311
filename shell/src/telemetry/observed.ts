import { REMOTE_APPS, type RemoteName } from '@site/model';
import { markedBuild } from '../federation/remote-mark';
import { CLIENT_SIGNAL_EVENT } from '../page-protocol';
import type { ObservedEvent } from './signal-queue';

/**
 * The few calls the app makes to the client signal: a remote that did not load or render. They only
 * say what happened, as an event on the page, in as few bytes of the app as can be; queueing,
 * shaping and sending is the page's own script's (signal-queue.ts, client-signal.ts), which runs
 * with or without the app.
 */
function report(event: ObservedEvent): void {
  dispatchEvent(new CustomEvent(CLIENT_SIGNAL_EVENT, { detail: event }));
}

/** A remote module (`./CasesPage`) or its content that did not load: it timed out or failed. */
export function reportRemoteFailure(remote: RemoteName, expose: string, error: unknown): void {
  const name = error instanceof Error ? error.name : '';
  report({
    kind: 'remote-failure',
    remote,
    part: expose.replace(/^\.\//, ''),
    reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unavailable',
    remoteBuild: markedBuild(remote),
    page: location.pathname,
  });
}

/** A remote area (`content:cases`, named by its remote first) whose component threw while rendering. */
export function reportRenderFailure(area: string): void {
  const [remote, part] = area.split(':');
  if (!remote || !part || !(remote in REMOTE_APPS)) return;
  report({ kind: 'remote-failure', remote: remote as RemoteName, part, reason: 'render', remoteBuild: markedBuild(remote), page: location.pathname });
}
