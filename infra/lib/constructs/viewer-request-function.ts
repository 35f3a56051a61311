import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { bundleViewerRequest } from '@site/platform/edge';

/**
 * The CloudFront Function on the default behaviour: `/en` and `?lng=` redirects, trailing-slash
 * redirects and clean URLs to prerendered `index.html` files. Its code is the handler the local
 * twin runs (`platform/edge/viewer-request.ts`), bundled at synth time.
 */
export class ViewerRequestFunction extends Construct {
  readonly function: cloudfront.Function;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.function = new cloudfront.Function(this, 'Function', {
      comment: 'Language redirects and clean URLs (platform/edge/viewer-request.ts)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(bundleViewerRequest()),
    });
  }
}
