import type { TableSpec } from '@site/lambdas/tables';

/**
 * Names the stacks give things for the tools that work on a deployed site without CloudFormation
 * lookups: SSM parameters for the operator commands (which tables) and the release, and the secrets' names.
 */

/** Under this path the backend stack names each table: `<path><table>` holds its real name. */
export function tableNamesPath(siteName: string): string {
  return `/${siteName}/backend/tables/`;
}

export function tableNameParameter(siteName: string, table: TableSpec): string {
  return `${tableNamesPath(siteName)}${table.name}`;
}

/** A secret of the backend (`SECRETS` in lambdas/settings.ts) is named `<site>/<secret id>`, e.g. `site/telegram`. */
export function secretName(siteName: string, secretId: string): string {
  return `${siteName}/${secretId}`;
}

/** What `npm run release -- --aws` acts on: the release pointer's KeyValueStore (its ARN), the release bucket and the ledger bucket (their names). */
export function releaseParameter(siteName: string, what: 'kvs-arn' | 'bucket' | 'ledger-bucket'): string {
  return `/${siteName}/release/${what}`;
}
