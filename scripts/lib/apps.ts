import { resolve } from 'node:path';
import { REPO_ROOT } from '../../infra/local/site-layout';

/** The four front-end apps; remotes first, so a shell build never waits on them but pages can. */
export const APPS = ['mfe-products', 'mfe-content', 'mfe-voice', 'shell'] as const;
export type AppDir = (typeof APPS)[number];

export function appPath(app: AppDir): string {
  return resolve(REPO_ROOT, app);
}
