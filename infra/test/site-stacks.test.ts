import { Match } from 'aws-cdk-lib/assertions';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, CACHE_IMMUTABLE, CACHE_NO_CACHE } from '@site/platform/cache-control';
import { readConfig } from '../lib/config';
import { siteApps, siteStackName } from '../lib/site-apps';
import { SiteStack } from '../lib/stacks/site-stack';
import { writeFixtureBuilds } from './support/fixture-builds';
import { cdkJsonContext, scratchApp, scratchDir, synthesizeSite } from './support/synth-site';

const site = synthesizeSite();
const byId = new Map(site.stacks.sites.map((stack) => [stack.stackName, stack]));
const SITE_STACKS = ['shell', 'products', 'content', 'voice', 'pages'] as const;

function stackFor(id: (typeof SITE_STACKS)[number]): SiteStack {
  return byId.get(siteStackName(id))!;
}

const assetDir = (sourceObjectKey: string) => join(site.outdir, `asset.${sourceObjectKey.replace(/\.zip$/, '')}`);

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => statSync(join(dir, entry)).isFile())
    .map((entry) => relative(dir, join(dir, entry)).split(sep).join('/'))
    .sort();
}

describe.each(SITE_STACKS)('the %s stack', (id) => {
  const stack = stackFor(id);
  const template = () => site.template(stack);

  it('keeps its bucket private, encrypted, versioned, TLS-only and retained', () => {
    template().hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: {
        BucketName: `site-${id}-123456789012-eu-central-1`,
        PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
        VersioningConfiguration: { Status: 'Enabled' },
        LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' })]) },
      },
    });
    template().hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 's3:*', Principal: { AWS: '*' }, Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('lets only the site distribution read it, by the id the edge publishes in SSM', () => {
    const parameters = template().findParameters('*', { Type: 'AWS::SSM::Parameter::Value<String>', Default: '/site/edge/distribution-id' });
    const [parameter] = Object.keys(parameters);
    expect(parameter).toBeDefined();
    const sourceArn = {
      StringEquals: {
        'AWS:SourceArn': {
          'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':cloudfront::', { Ref: 'AWS::AccountId' }, ':distribution/', { Ref: parameter }]],
        },
      },
    };
    const policy = Object.values(template().findResources('AWS::S3::BucketPolicy'))[0]!;
    const allows = (policy.Properties.PolicyDocument.Statement as Array<Record<string, unknown>>).filter((s) => s.Effect === 'Allow');
    expect(allows).toEqual([
      expect.objectContaining({ Action: 's3:GetObject', Principal: { Service: 'cloudfront.amazonaws.com' }, Condition: sourceArn }),
      expect.objectContaining({ Action: 's3:ListBucket', Principal: { Service: 'cloudfront.amazonaws.com' }, Condition: sourceArn }),
    ]);
  });

  it('uploads every file but the source maps once, with the Cache-Control the twin serves it with, and prunes nothing', () => {
    const basePath = id === 'shell' || id === 'pages' ? '/' : `/mfe/${id}/`;
    const deployments = template().findResources('Custom::CDKBucketDeployment');
    const uploaded: string[] = [];
    for (const deployment of Object.values(deployments)) {
      const props = deployment.Properties;
      expect(props.Prune).toBe(false);
      expect(props.RetainOnDelete).toBe(true);
      expect(props.DestinationBucketKeyPrefix).toBe(basePath === '/' ? undefined : basePath.slice(1));
      const cacheControl: string = props.SystemMetadata['cache-control'];
      for (const key of props.SourceObjectKeys as string[]) {
        const files = filesIn(assetDir(key));
        expect(files.length).toBeGreaterThan(0);
        for (const file of files) expect([file, cacheControlFor(`${basePath}${file}`)]).toEqual([file, cacheControl]);
        uploaded.push(...files);
      }
    }
    const built = filesIn(id === 'pages' ? site.layout.pagesDir : id === 'shell' ? site.layout.shellDir : site.layout.remoteDirs[id]);
    // The pages also carry the shell's files outside /assets/ (the default behaviour's, see below).
    const carried = id === 'pages' ? filesIn(site.layout.shellDir).filter((file) => !file.startsWith('assets/') && !built.includes(file)) : [];
    expect(uploaded.sort()).toEqual([...built, ...carried].filter((file) => !file.endsWith('.map')).sort());
    expect(uploaded.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('uploads hashed assets before the entry files that point at them', () => {
    const deployments = template().findResources('Custom::CDKBucketDeployment');
    const idOf = (cacheControl: string) => Object.entries(deployments).find(([, d]) => d.Properties.SystemMetadata['cache-control'] === cacheControl)?.[0];
    const assets = idOf(CACHE_IMMUTABLE);
    const entries = idOf(CACHE_NO_CACHE)!;
    expect(entries).toBeDefined();
    if (!assets) return; // the pages have no hashed assets
    const dependsOn = (logicalId: string): string[] => (deployments[logicalId]!.DependsOn as string[] | undefined) ?? [];
    const reaches = (from: string, to: string): boolean => dependsOn(from).some((dep) => dep === to || (dep in deployments && reaches(dep, to)));
    expect(reaches(entries, assets)).toBe(true);
  });
});

describe('before the first release', () => {
  it('the default behaviour’s fallback holds every file it served before releases: the pages, then the shell’s outside /assets/', () => {
    // Before releases the default behaviour read the pages' bucket, then the shell's; now the release
    // bucket, then one other (an origin group holds two): the template's fallback must hold both.
    const config = Object.values(site.template(site.stacks.edge).findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const group = config.OriginGroups.Items.find((g: { Id: string }) => g.Id === config.DefaultCacheBehavior.TargetOriginId);
    const [, fallback] = group.Members.Items.map(
      (m: { OriginId: string }) => config.Origins.find((o: { Id: string }) => o.Id === m.OriginId).DomainName as string,
    );
    const bucketNameOf = (candidate: SiteStack) => Object.values(site.template(candidate).findResources('AWS::S3::Bucket'))[0]!.Properties.BucketName as string;
    const stack = site.stacks.sites.find((candidate) => fallback.startsWith(`${bucketNameOf(candidate)}.`))!;
    expect(stack, fallback).toBeDefined();

    const served = new Map<string, string>();
    for (const deployment of Object.values(site.template(stack).findResources('Custom::CDKBucketDeployment')))
      for (const key of deployment.Properties.SourceObjectKeys as string[])
        for (const file of filesIn(assetDir(key))) served.set(file, readFileSync(join(assetDir(key), file), 'utf8'));
    const before = new Map<string, string>();
    for (const dir of [site.layout.shellDir, site.layout.pagesDir])
      for (const file of filesIn(dir)) if (!file.startsWith('assets/') && !file.endsWith('.map')) before.set(file, readFileSync(join(dir, file), 'utf8'));
    expect(before.get('favicon.svg')).toBeDefined();
    // Each as the default behaviour served it: the pages' own index.html, not the shell's template.
    expect(Object.fromEntries(served)).toEqual(Object.fromEntries(before));
  });
});

describe('the site stacks', () => {
  it('are independent: no references to each other or any stack, and no dependency between them', () => {
    const assembly = site.app.synth();
    const names = SITE_STACKS.map(siteStackName);
    for (const name of names) {
      const artifact = assembly.getStackByName(name);
      const text = JSON.stringify(artifact.template);
      expect(text).not.toMatch(/Fn::ImportValue|Fn::GetStackOutput/);
      const dependencies = artifact.dependencies.map((dep) => dep.id).filter((dep) => names.includes(dep));
      expect([name, dependencies]).toEqual([name, []]);
    }
  });

  it('need only the edge stack to exist first, for the SSM parameter', () => {
    const assembly = site.app.synth();
    for (const name of SITE_STACKS.map(siteStackName)) {
      const stacks = assembly
        .getStackByName(name)
        .dependencies.map((dep) => dep.id)
        .filter((dep) => !dep.endsWith('.assets'));
      expect(stacks).toEqual(['Site-edge']);
    }
  });
});

describe('an app build without its build info', () => {
  it('is refused at synth, saying to build the app again', () => {
    const layout = writeFixtureBuilds(scratchDir());
    rmSync(join(layout.remoteDirs.voice, 'build.json'));
    const app = scratchApp(cdkJsonContext());
    const config = readConfig(app.node, {});
    const voice = siteApps(layout).find((siteApp) => siteApp.id === 'voice')!;
    expect(() => new SiteStack(app, 'Site-voice', { config, app: voice })).toThrow(
      /The build of mfe-voice \(.*\) has no build\.json\. Run `npm run build -- mfe-voice` again\./,
    );
  });
});
