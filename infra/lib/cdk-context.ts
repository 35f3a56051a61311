import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../repo-layout';
import { DEFAULT_SITE_NAME, DEFAULT_SITE_REGION } from './config';

/** The `context` of cdk.json, for the tools that run outside a CDK app (the release, the notification command). */
export function cdkContext(root = REPO_ROOT): Record<string, unknown> {
  return (JSON.parse(readFileSync(join(root, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> }).context ?? {};
}

function text(context: Record<string, unknown>, key: string): string | undefined {
  const value = context[`site:${key}`];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The deployed site the tools talk to: its name (the prefix of its SSM parameters) and region, as cdk.json sets them. */
export function deployedSite(context = cdkContext()): { readonly name: string; readonly region: string; readonly domainName?: string } {
  return { name: text(context, 'name') ?? DEFAULT_SITE_NAME, region: text(context, 'region') ?? DEFAULT_SITE_REGION, domainName: text(context, 'domainName') };
}
