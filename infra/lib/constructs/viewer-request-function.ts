import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { bundleViewerRequest, bundleViewerResponse } from '@site/platform/edge';

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
 */
export class ViewerRequestFunction extends Construct {
  readonly function: cloudfront.Function;
  readonly responseFunction: cloudfront.Function;

  constructor(scope: Construct, id: string, props: { readonly releasePointer: cloudfront.IKeyValueStore }) {
    super(scope, id);
    this.function = new cloudfront.Function(this, 'Function', {
      comment: 'Language redirects, clean URLs and the visitor release (platform/edge/viewer-request.ts)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(bundleViewerRequest()),
      keyValueStore: props.releasePointer,
    });
    this.responseFunction = new cloudfront.Function(this, 'ResponseFunction', {
      comment: 'The release cookies and noindex of a preview (platform/edge/viewer-request.ts)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(bundleViewerResponse()),
    });
  }
}
