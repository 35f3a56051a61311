import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLES, type KeySpec, type TableId, type TableSpec } from '@site/lambdas/tables';
import { DATA_POLICY } from '@site/model';

/**
 * The backend's tables, one per entry of `lambdas/tables.ts`: on demand, point-in-time recovery,
 * encrypted with the AWS managed key, TTL on the retention attribute, and kept (with deletion
 * protection) if the stack is ever deleted, because they hold the leads.
 */
export class BackendTables extends Construct {
  readonly tables: Readonly<Record<TableId, dynamodb.TableV2>>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const entries = Object.entries(TABLES) as [TableId, TableSpec][];
    this.tables = Object.fromEntries(entries.map(([tableId, spec]) => [tableId, this.table(spec)])) as Record<TableId, dynamodb.TableV2>;
  }

  private table(spec: TableSpec): dynamodb.TableV2 {
    return new dynamodb.TableV2(this, spec.name, {
      partitionKey: attribute(spec.partitionKey),
      sortKey: spec.sortKey && attribute(spec.sortKey),
      globalSecondaryIndexes: spec.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: attribute(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      })),
      timeToLiveAttribute: spec.timeToLiveAttribute,
      billing: dynamodb.Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true, recoveryPeriodInDays: DATA_POLICY.retentionDays.backups },
      encryption: dynamodb.TableEncryptionV2.awsManagedKey(),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}

function attribute(key: KeySpec): dynamodb.Attribute {
  return { name: key.name, type: key.type === 'N' ? dynamodb.AttributeType.NUMBER : dynamodb.AttributeType.STRING };
}
