import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { APP_NAMES, type AppName } from '@site/model';
import { API_FUNCTIONS, SCHEDULED_FUNCTIONS } from '@site/lambdas/functions';
import { synthesizeSite } from './support/synth-site';

const site = synthesizeSite();
const releases = () => site.template(site.stacks.releases);
const backend = () => site.template(site.stacks.backend);

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** A resource as text: a bucket's ARN by its logical id, the rest as written (`<bucket>/builds/content/*`). */
function resourceText(resource: unknown): string {
  if (typeof resource === 'string') return resource;
  const json = JSON.stringify(resource);
  const join = (resource as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(resourceText).join(join[0]);
  // Another stack's bucket (the ledger), by the output or export its ARN is read from.
  const output = /OutputFnGetAtt([A-Za-z0-9]+?)Arn[0-9A-F]{8}"/.exec(json);
  if (output) return `<${output[1]}>`;
  const att = (resource as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'];
  if (att) return `<${att[0]}>`;
  const ref = (resource as { Ref?: string }).Ref;
  return ref ? `<${ref}>` : json;
}

const actionsOf = (statement: Statement) => [statement.Action].flat();
const resourcesOf = (statement: Statement) => [statement.Resource].flat().map(resourceText);

/** The statements of the policies attached to a team's role. */
function teamStatements(app: AppName): Statement[] {
  return roleStatements(`site-release-${app}`);
}

/** The statements of the policies attached to the role of that name. */
function roleStatements(name: string): Statement[] {
  const roles = releases().findResources('AWS::IAM::Role');
  const roleId = Object.keys(roles).find((id) => roles[id]!.Properties.RoleName === name)!;
  expect(roleId, name).toBeDefined();
  return Object.values(releases().findResources('AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as unknown[]).some((role) => JSON.stringify(role) === JSON.stringify({ Ref: roleId })))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

const bucketId = () => Object.keys(releases().findResources('AWS::S3::Bucket'))[0]!;

/** Whether these statements allow the action on this resource (IAM's `*` matching). */
function allows(statements: Statement[], action: string, target: string): boolean {
  return statements.some(
    (statement) =>
      statement.Effect === 'Allow' &&
      actionsOf(statement).includes(action) &&
      resourcesOf(statement).some((resource) => new RegExp(`^${resource.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(target)),
  );
}

/** Whether a team's role may put this key in the release bucket. */
function mayPut(app: AppName, key: string): boolean {
  return allows(teamStatements(app), 's3:PutObject', `<${bucketId()}>/${key}`);
}

const OWN: Record<AppName, string[]> = {
  shell: ['builds/shell/wt-1/build.json', 'meta/builds/shell/wt-1.json', 'files/assets/index-AbCd1234.js'],
  products: ['builds/products/wt-1/remoteEntry.js', 'meta/builds/products/wt-1.json', 'files/mfe/products/assets/Page-AbCd1234.js'],
  content: ['builds/content/wt-1/remoteEntry.js', 'meta/builds/content/wt-1.json', 'files/mfe/content/assets/Page-AbCd1234.js'],
  voice: ['builds/voice/wt-1/mf-manifest.json', 'meta/builds/voice/wt-1.json', 'files/mfe/voice/assets/Widget-AbCd1234.js'],
};

describe('the release stack', () => {
  it.each(APP_NAMES.map((app) => [app]))("lets the %s team put its own builds and the pages, and no other app's builds", (app) => {
    for (const key of OWN[app]) expect(mayPut(app, key), key).toBe(true);
    for (const other of APP_NAMES.filter((name) => name !== app)) for (const key of OWN[other]) expect(mayPut(app, key), `${app} → ${key}`).toBe(false);
    // A release is the pages rendered with every app: whoever releases renders them, under the release's own prefix.
    expect(mayPut(app, 'sites/r-0123456789/pages/cases/index.html')).toBe(true);
    expect(mayPut(app, 'meta/sites/r-0123456789.json')).toBe(true);
  });

  it('lets no team put an object that would replace one: every put of the release bucket and the ledger must carry If-None-Match: * (G3)', () => {
    for (const app of APP_NAMES) {
      const puts = teamStatements(app).filter((statement) => actionsOf(statement).includes('s3:PutObject'));
      expect(puts.length, app).toBeGreaterThan(0);
      for (const put of puts)
        expect((put as Statement & { Condition?: unknown }).Condition, `${app}: ${JSON.stringify(resourcesOf(put))}`).toEqual({
          StringEquals: { 's3:if-none-match': '*' },
        });
    }
  });

  it('lets no role delete anything: releases are immutable and the ledger is for good', () => {
    for (const app of APP_NAMES) {
      const actions = teamStatements(app).flatMap(actionsOf);
      expect(
        actions.filter((action) => /Delete|\*$/.test(action)),
        app,
      ).toEqual([]);
      // The pointer: read and moved with If-Match, never listed, batch-updated or a key deleted.
      expect(actions).toEqual(
        expect.arrayContaining(['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:GetKey', 'cloudfront-keyvaluestore:PutKey']),
      );
      expect(actions.filter((action) => action.startsWith('cloudfront-keyvaluestore:'))).toHaveLength(3);
    }
  });

  it('lets the operator role, and no team, delete old releases: under the release prefixes only, with nothing to put and no pointer to move', () => {
    const operator = roleStatements('site-release-operator');
    const inBucket = (key: string) => `<${bucketId()}>/${key}`;
    for (const key of [
      'sites/r-0123456789/pages/cases/index.html',
      'meta/sites/r-0123456789.json',
      'builds/content/wt-1/remoteEntry.js',
      'meta/builds/shell/wt-1.json',
      'files/mfe/voice/assets/Widget-AbCd1234.js',
      'files/assets/index-AbCd1234.js',
    ])
      expect(allows(operator, 's3:DeleteObject', inBucket(key)), key).toBe(true);
    const [ledgerId] = Object.keys(backend().findResources('AWS::S3::Bucket')).filter((id) => id.includes('Ledger'));
    for (const target of [
      inBucket('index.html'),
      inBucket('ledger/2026-11-26T08:00:00.000Z-abc.json'),
      `<${ledgerId}>/ledger/2026-11-26T08:00:00.000Z-abc.json`,
    ])
      expect(allows(operator, 's3:DeleteObject', target), target).toBe(false);
    const actions = operator.flatMap(actionsOf);
    // Deleting never removes a version (the bucket keeps the last one 30 days), and nothing is put.
    expect(actions.filter((action) => /Put|Version|\*$/.test(action))).toEqual([]);
    expect(actions.filter((action) => action.startsWith('cloudfront-keyvaluestore:')).sort()).toEqual([
      'cloudfront-keyvaluestore:DeleteKey',
      'cloudfront-keyvaluestore:DescribeKeyValueStore',
      'cloudfront-keyvaluestore:GetKey',
    ]);
    expect(allows(operator, 's3:ListBucket', `<${ledgerId}>`)).toBe(true);
    // What it deletes by mistake can be restored for 30 days.
    releases().hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' })]) },
    });
    for (const app of APP_NAMES) expect(allows(teamStatements(app), 's3:DeleteObject', inBucket('sites/r-0123456789/pages/index.html')), app).toBe(false);
  });

  it('lets only the distribution read the release bucket, and names it for npm run release -- --aws', () => {
    const [policy] = Object.values(releases().findResources('AWS::S3::BucketPolicy'));
    const readers = (policy!.Properties.PolicyDocument.Statement as Array<Statement & { Principal?: unknown; Sid?: string }>).filter(
      (s) => s.Effect === 'Allow',
    );
    expect(readers.map((s) => s.Principal)).toEqual([{ Service: 'cloudfront.amazonaws.com' }, { Service: 'cloudfront.amazonaws.com' }]);
    releases().hasResourceProperties('AWS::S3::Bucket', {
      BucketName: 'site-releases-123456789012-eu-central-1',
      VersioningConfiguration: { Status: 'Enabled' },
    });
    releases().hasResourceProperties('AWS::SSM::Parameter', { Name: '/site/release/bucket' });
    backend().hasResourceProperties('AWS::SSM::Parameter', { Name: '/site/release/kvs-arn' });
    backend().hasResourceProperties('AWS::SSM::Parameter', { Name: '/site/release/ledger-bucket' });
  });

  it('gives the automatic rollback the pointer, the ledger and its topic, and nothing of the release bucket', () => {
    const functions = backend().findResources('AWS::Lambda::Function');
    const [fnId, fn] = Object.entries(functions).find(([, f]) => JSON.stringify(f.Properties.Environment?.Variables ?? {}).includes('RELEASE_LEDGER_BUCKET'))!;
    const variables = fn.Properties.Environment.Variables as Record<string, unknown>;
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining(['RELEASE_KVS_ARN', 'RELEASE_LEDGER_BUCKET', 'RELEASE_ROLLBACK_TOPIC_ARN', 'CONTROL_TABLE_NAME']),
    );
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    const statements = Object.values(backend().findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
    const kvs = statements.find((s) => actionsOf(s).includes('cloudfront-keyvaluestore:PutKey'))!;
    const [storeId] = Object.keys(backend().findResources('AWS::CloudFront::KeyValueStore'));
    expect(resourcesOf(kvs)).toEqual([`<${storeId}>`]);
    const ledger = statements.find((s) => actionsOf(s).includes('s3:PutObject'))!;
    const [ledgerId] = Object.keys(backend().findResources('AWS::S3::Bucket')).filter((id) => id.includes('Ledger'));
    expect(resourcesOf(ledger)).toEqual([`<${ledgerId}>/ledger/*`]);
    expect(statements.some((s) => actionsOf(s).includes('sns:Publish'))).toBe(true);
    expect(JSON.stringify(statements)).not.toContain('releases-123456789012');
    expect(fnId).toBeTruthy();
  });
});

describe('the record of who released what (G3)', () => {
  const trails = () => Object.values(releases().findResources('AWS::CloudTrail::Trail')).map((resource) => resource.Properties);

  it('is a CloudTrail trail of every write to the release and ledger buckets, and of the pointer’s moves, as AWS saw them', () => {
    const [trail, ...others] = trails();
    expect(others).toEqual([]);
    expect(trail).toMatchObject({
      TrailName: 'site-release-audit',
      IsMultiRegionTrail: true,
      // CloudFront's KeyValueStore calls (PutKey, UpdateKeys) are a global service's management events, logged in us-east-1.
      IncludeGlobalServiceEvents: true,
      EnableLogFileValidation: true,
      IsLogging: true,
    });
    const selectors = trail.EventSelectors as Array<{
      ReadWriteType: string;
      IncludeManagementEvents: boolean;
      DataResources?: Array<{ Type: string; Values: unknown[] }>;
    }>;
    expect(selectors.find((selector) => !selector.DataResources?.length)).toMatchObject({ ReadWriteType: 'WriteOnly', IncludeManagementEvents: true });
    const data = selectors.find((selector) => selector.DataResources?.length)!;
    expect(data).toMatchObject({ ReadWriteType: 'WriteOnly' });
    const buckets = data.DataResources![0]!.Values.map(resourceText).join(' ');
    // The release bucket of this stack, and the ledger of the backend's.
    expect(data.DataResources![0]!.Type).toBe('AWS::S3::Object');
    expect(data.DataResources![0]!.Values).toHaveLength(2);
    expect(buckets).toMatch(/<ReleasesBucket[A-Za-z0-9]*>\//);
    expect(buckets).toMatch(/Ledger/);
  });

  it('keeps the record a year and a month, in a bucket nobody reads from outside', () => {
    const bucket = Object.values(releases().findResources('AWS::S3::Bucket')).find((resource) =>
      JSON.stringify(resource.Properties.LifecycleConfiguration ?? '').includes('expire-audit-record'),
    )!;
    expect(bucket.Properties).toMatchObject({
      LifecycleConfiguration: { Rules: [{ Id: 'expire-audit-record', ExpirationInDays: 400, Status: 'Enabled' }] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    });
  });
});

describe("the edge's signing key, out of every team's reach (issue 57 H6)", () => {
  const edge = () => site.template(site.stacks.edge);
  const EDGE_KEY_REFERENCE = '{{resolve:secretsmanager:site/edgeKey:SecretString:k::}}';
  /** The secret's ARN as Secrets Manager names it (six random characters after the name). */
  const EDGE_KEY_ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:site/edgeKey-AbC123';
  const edgeKeyId = () => {
    const secrets = backend().findResources('AWS::SecretsManager::Secret');
    return Object.keys(secrets).find((id) => secrets[id]!.Properties.Name === 'site/edgeKey')!;
  };
  const viewerRequestCode = () =>
    Object.values(edge().findResources('AWS::CloudFront::Function'))
      .map((fn) => fn.Properties.FunctionCode as string)
      .find((code) => typeof code === 'string' && code.includes('cf.kvs()'))!;

  it("is a secret generated at the first deployment, resolved into the viewer-request function's code, and no key of the pointer's store", () => {
    expect(edgeKeyId()).toBeDefined();
    backend().hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'site/edgeKey',
      GenerateSecretString: Match.objectLike({ GenerateStringKey: 'k', PasswordLength: 64, SecretStringTemplate: '{}' }),
    });
    const code = viewerRequestCode();
    expect(code.endsWith(`var K=${JSON.stringify(EDGE_KEY_REFERENCE)};\n`)).toBe(true);
    // CloudFormation reads a dynamic reference up to the next `}}`: none of the code's may follow it.
    expect(code.slice(code.indexOf('{{resolve:')).match(/\}\}/g)).toHaveLength(1);
    // The function reads the pointer and releases from the store, which every team's role writes: never a key from it.
    expect(code).not.toContain('edge-key');
    expect(code).not.toMatch(/read\('(?!pointer'|release:')/);
  });

  it('is read by no team’s release role: no Secrets Manager action, no function code, no template, no wildcard', () => {
    for (const app of APP_NAMES) {
      const statements = teamStatements(app);
      for (const action of ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue', 'secretsmanager:UpdateSecret', 'secretsmanager:DescribeSecret'])
        expect(allows(statements, action, EDGE_KEY_ARN), `${app} ${action}`).toBe(false);
      // The key is also in the deployed function's code (cloudfront:GetFunction) and resolved by CloudFormation.
      expect(
        statements.flatMap(actionsOf).filter((action) => /^(secretsmanager|cloudfront|cloudformation|kms|lambda):|^\*$/.test(action)),
        app,
      ).toEqual([]);
    }
  });

  it('is read by the operator role, which signs preview links, and of the functions by client-signals alone, which checks proofs', () => {
    const operator = roleStatements('site-release-operator');
    const reads = operator.filter((statement) => actionsOf(statement).includes('secretsmanager:GetSecretValue'));
    expect(reads.flatMap(resourcesOf)).toEqual(['arn:<AWS::Partition>:secretsmanager:eu-central-1:<AWS::AccountId>:secret:site/edgeKey-??????']);
    expect(reads.flatMap(actionsOf)).toEqual(['secretsmanager:GetSecretValue']);
    expect(functionsAllowed((statement) => JSON.stringify(statement.Resource).includes(`"${edgeKeyId()}"`))).toEqual(['client-signals']);
  });

  it('lets client-signals read the pointer’s store, to know whether a release is published and pages are signed', () => {
    // It had no grant at all (given in the scheduled functions' loop, where it is not), so no beacon was ever proven in the cloud.
    const [storeId] = Object.keys(backend().findResources('AWS::CloudFront::KeyValueStore'));
    const reads = (statement: Statement) =>
      actionsOf(statement).includes('cloudfront-keyvaluestore:GetKey') && JSON.stringify(statement.Resource).includes(storeId!);
    expect(functionsAllowed(reads)).toEqual(['client-signals', 'release-rollback']);
  });

  /** The backend's functions whose role has a statement `matches` picks, by their spec's name, sorted. */
  function functionsAllowed(matches: (statement: Statement) => boolean): string[] {
    const policies = Object.values(backend().findResources('AWS::IAM::Policy')).filter((policy) =>
      (policy.Properties.PolicyDocument.Statement as Statement[]).some(matches),
    );
    const roles = policies.flatMap((policy) => (policy.Properties.Roles as { Ref: string }[]).map((role) => role.Ref));
    return Object.values(backend().findResources('AWS::Lambda::Function'))
      .filter((fn) => roles.includes((fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]))
      .map((fn) => [...API_FUNCTIONS, ...SCHEDULED_FUNCTIONS].find((spec) => spec.description === fn.Properties.Description)?.name ?? fn.Properties.Description)
      .sort();
  }
});
