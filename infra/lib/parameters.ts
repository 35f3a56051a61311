import type { TableSpec } from '@site/lambdas/tables';

/**
 * SSM parameters the stacks write for the tools that work on a deployed site without CloudFormation
 * lookups: the notification command (which tables) and the release (which shell build is live).
 */

/** Under this path the backend stack names each table: `<path><table>` holds its real name. */
export function tableNamesPath(siteName: string): string {
  return `/${siteName}/backend/tables/`;
}

export function tableNameParameter(siteName: string, table: TableSpec): string {
  return `${tableNamesPath(siteName)}${table.name}`;
}

/** The build an app's stack deployed last, from the build's `build.json`. */
export function buildIdParameter(siteName: string, app: string): string {
  return `/${siteName}/${app}/build-id`;
}
