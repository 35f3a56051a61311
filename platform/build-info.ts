import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_INFO_FILE } from './build-info-file';
import type { SiteSingleton } from './shared-singletons';

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
  /**
   * A remote's exposed modules (`./VoiceWidget`), each with the files it runs from (the remote's
   * entry, and the files its federation manifest has the runtime load for it at once), relative to
   * the app's root: a page's loader fetches them all when the visitor reaches an island of the
   * module, instead of the federation runtime finding them one step after another once the app has started.
   */
  readonly modules?: Readonly<Record<string, readonly string[]>>;
  /** The file of the app's translations in each language the site speaks (`en`, `ru`, `uk`), relative to its root. */
  readonly translations?: Readonly<Record<string, string>>;
  /**
   * The shell's: the files of the federation runtime (with every file they import), which the app
   * loads once a remote is first needed; the prerender names them to a page's loader, which fetches
   * them with the rest of the app's code.
   */
  readonly federationRuntime?: readonly string[];
  /** A remote's: the names it imports from each of the site's shared singletons, which the shell must export (shared-singletons.ts). */
  readonly sharedImports?: Readonly<Partial<Record<SiteSingleton, readonly string[]>>>;
  /** The shell's: the names each of the site's shared singletons it lends exports. */
  readonly sharedExports?: Readonly<Partial<Record<SiteSingleton, readonly string[]>>>;
}

/** The build info in `buildDir`, or an empty one when it has none (or none readable). */
export function readBuildInfo(buildDir: string): Partial<BuildInfo> {
  const file = join(buildDir, BUILD_INFO_FILE);
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildInfo>;
  } catch {
    return {};
  }
}

export interface StarterInfo {
  /** Relative to the app's root. */
  readonly file: string;
  /** A key of the visit's session storage without which the starter has nothing to do at a press. */
  readonly armedBy?: string;
}

export function buildInfoJson(buildId: string, described: Omit<BuildInfo, 'buildId'> = {}): string {
  return `${JSON.stringify({ buildId, ...described } satisfies BuildInfo)}\n`;
}

/** The release a build directory holds, or undefined when it has no (readable) build info. */
export function readBuildId(buildDir: string): string | undefined {
  const { buildId } = readBuildInfo(buildDir);
  return typeof buildId === 'string' && buildId ? buildId : undefined;
}
