import { SecretValue } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { bundleViewerRequest, bundleViewerResponse } from '@site/platform/edge';

/**
 * The edge key's secret, by name, and the version the code carries (`site:edgeKeyVersion`): none,
 * the version current at the function's first deployment. CloudFormation resolves a reference again
 * only when the resource changes, so a rotated key reaches the function by naming its new version.
 */
export interface EdgeKeySecret {
  readonly secretName: string;
  readonly versionId?: string;
}

/**
 * The CloudFront Functions on the default behaviour. Viewer request: `/en` and `?lng=` redirects,
 * trailing-slash redirects, clean URLs, and the release a visitor gets, read from the release
 * pointer in a KeyValueStore; viewer response: the release cookies that decision asks for. Their
 * code is the handlers the local twin runs (`platform/edge/viewer-request.ts`), bundled at synth.
 *
 * The KeyValueStore (the backend stack's, beside the automatic rollback that writes it) is created
 * empty and never imported into: only `npm run release` and the rollback write the pointer, so a
 * routine `cdk deploy` cannot undo a rollback. Until a release is published the function finds no
 * pointer and serves the files where the first deployment's stacks put them.
 *
 * The edge's signing key (page proofs, canary buckets, preview links) is in the function's code, not
 * in the KeyValueStore: every team's release role reads and writes that store, and IAM has no
 * condition on a KeyValueStore's key, while a function reads one store only (H6). The code carries a
 * dynamic reference to the key's secret (`SECRETS.edgeKey`, by name), which CloudFormation resolves
 * at deployment: the template holds the reference, the key is in no template or store a team reads.
 */
export class ViewerRequestFunction extends Construct {
  readonly function: cloudfront.Function;
  readonly responseFunction: cloudfront.Function;

  constructor(scope: Construct, id: string, props: { readonly releasePointer: cloudfront.IKeyValueStore; readonly edgeKey: EdgeKeySecret }) {
    super(scope, id);
    const { secretName, versionId } = props.edgeKey;
    const edgeKey = SecretValue.secretsManager(secretName, { jsonField: 'k', versionId }).unsafeUnwrap();
    this.function = new cloudfront.Function(this, 'Function', {
      comment: 'Language redirects, clean URLs and the visitor release (platform/edge/viewer-request.ts)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(bundleViewerRequest(edgeKey)),
      keyValueStore: props.releasePointer,
    });
    this.responseFunction = new cloudfront.Function(this, 'ResponseFunction', {
      comment: 'The release cookies and noindex of a preview (platform/edge/viewer-request.ts)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(bundleViewerResponse()),
    });
  }
}
