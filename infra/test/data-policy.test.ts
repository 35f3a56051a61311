import type { CfnElement, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { DATA_POLICY } from '@site/model';
import { synthesizeSite } from './support/synth-site';

/**
 * The privacy and trust pages print DATA_POLICY's region and retention figures; what is deployed
 * keeps the data exactly where and exactly as long as they say. A retention written into a construct
 * instead of read from the policy fails here.
 */
const site = synthesizeSite();
const { backend, edge, waf } = site.stacks;

function logGroupRetention(stack: Stack, logGroup: { node: { defaultChild?: unknown } }): unknown {
  const id = stack.getLogicalId(logGroup.node.defaultChild as CfnElement);
  return site.template(stack).findResources('AWS::Logs::LogGroup')[id]!.Properties.RetentionInDays;
}

describe('what is deployed keeps to the data policy the pages print', () => {
  it('stores the data in the region the pages name, and the firewall log where CloudFront’s firewall runs', () => {
    expect(backend.region).toBe(DATA_POLICY.region);
    expect(edge.region).toBe(DATA_POLICY.region);
    expect(waf.region).toBe(DATA_POLICY.firewallRegion);
  });

  it('keeps the tables’ backups as long as the pages say', () => {
    const tables = Object.values(site.template(backend).findResources('AWS::DynamoDB::GlobalTable'));
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      const [replica] = table.Properties.Replicas as { PointInTimeRecoverySpecification: unknown }[];
      expect(replica!.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: DATA_POLICY.retentionDays.backups });
    }
  });

  it('keeps every function’s log, the API’s access log and the firewall’s log as long as the pages say', () => {
    for (const fn of backend.functions.values()) expect(logGroupRetention(backend, fn.logGroup)).toBe(DATA_POLICY.retentionDays.functionLogs);
    expect(logGroupRetention(backend, backend.api.accessLogs)).toBe(DATA_POLICY.retentionDays.technicalLogs);
    expect(logGroupRetention(waf, waf.firewall.logGroup)).toBe(DATA_POLICY.retentionDays.firewallLogs);
  });

  it('expires CloudFront’s access logs when the pages say', () => {
    const bucketId = edge.getLogicalId(edge.site.logBucket.node.defaultChild as CfnElement);
    const bucket = site.template(edge).findResources('AWS::S3::Bucket')[bucketId]!;
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual([
      expect.objectContaining({ ExpirationInDays: DATA_POLICY.retentionDays.cdnLogs, Status: 'Enabled' }),
    ]);
  });
});
