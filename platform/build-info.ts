import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_INFO_FILE } from './build-info-file';

/**
 * Every app build names its release in this file at its root (written by vite.federation.ts), so
 * the release tooling can tell which build of the shell the pages would be rendered with, and each
 * app's stack can record which build it deployed.
 */
export { BUILD_INFO_FILE };

export interface BuildInfo {
  readonly buildId: string;
  /** The app's starter: what the loader imports at a press before the app runs (STARTER_ATTRIBUTE). */
  readonly starter?: StarterInfo;
}

export interface StarterInfo {
  /** Relative to the app's root. */
  readonly file: string;
  /** A key of the visit's session storage without which the starter has nothing to do at a press. */
  readonly armedBy?: string;
}

export function buildInfoJson(buildId: string, starter?: StarterInfo): string {
  return `${JSON.stringify({ buildId, ...(starter && { starter }) } satisfies BuildInfo)}\n`;
}

/** The release a build directory holds, or undefined when it has no (readable) build info. */
export function readBuildId(buildDir: string): string | undefined {
  const file = join(buildDir, BUILD_INFO_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const { buildId } = JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildInfo>;
    return typeof buildId === 'string' && buildId ? buildId : undefined;
  } catch {
    return undefined;
  }
}
