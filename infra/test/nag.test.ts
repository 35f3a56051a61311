import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { scratchApp, synthesizeSite } from './support/synth-site';

const site = synthesizeSite();

function acknowledgements(root: IConstruct): Array<{ path: string; id: string; reason: string }> {
  return root.node
    .findAll()
    .flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) => Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({ path: construct.node.path, id, reason }))),
    );
}

describe('cdk-nag AWS Solutions checks', () => {
  it('find nothing unacknowledged in the whole app', () => {
    const report = new AwsSolutionsChecks(site.app).validateScope(site.app);
    const findings = report.violations.flatMap((v) =>
      v.violatingResources.map((r) => `${v.ruleName} ${r.resourceLogicalId ?? ''} ${JSON.stringify(r.locations ?? '')}`),
    );
    expect(findings).toEqual([]);
    expect(report.success).toBe(true);
  });

  it('do fail an app with a careless bucket, so the clean result above means something', () => {
    const app = scratchApp();
    new s3.Bucket(new Stack(app, 'Careless'), 'Bucket', { removalPolicy: RemovalPolicy.DESTROY });
    const rules = new AwsSolutionsChecks(app).validateScope(app).violations.map((v) => v.ruleName);
    expect(rules).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
  });

  it('are acknowledged one finding at a time, each with a specific reason', () => {
    const acks = acknowledgements(site.app);
    expect(acks.length).toBeGreaterThan(10);
    for (const ack of acks) {
      expect(ack.id, ack.path).toMatch(/^Annotation::(AwsSolutions-[A-Z]+\d+(\[.+\])?|@aws-cdk\/[\w-]+:\w+)$/);
      expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThanOrEqual(40);
    }
  });
});
