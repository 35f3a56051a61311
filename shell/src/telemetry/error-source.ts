import { REMOTE_APPS, type RemoteName } from '@site/model';

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

/** The first script URL in an error's stack trace. */
export function scriptInStack(error: unknown): string | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  return stack?.match(/https?:\/\/[^\s)]+?\.m?js/)?.[0];
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
