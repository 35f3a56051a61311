import type { CloudFrontResponseEvent, CloudFrontResultResponse } from 'aws-lambda';
import { notFoundPagePath } from '@site/model';
import { viewerUri } from './release-routing';

/**
 * The distribution's origin-response function (Lambda@Edge): a missing file is answered with the
 * prerendered not-found page in its path's language and status 404, as the twin answers it
 * (`platform/twin/site-handler.ts`). CloudFront's custom error responses can name one page for the
 * whole distribution, and CloudFront Functions never see an origin's error, so the choice is made
 * here, where the origin's 404 arrives.
 */

/** How long the function waits for the not-found page before leaving the origin's answer as it is. */
const PAGE_TIMEOUT_MS = 3000;

/**
 * The not-found page a missing file answers with, from the path the viewer asked for or the stored
 * file the viewer-request function mapped it to: `/ru/x` and `/sites/<id>/pages/ru/x/index.html`
 * both give `/ru/404.html`; any file outside a language's pages gives `/404.html`.
 */
export function notFoundPageFor(uri: string): string {
  return notFoundPagePath(viewerUri(uri));
}

/**
 * Replaces an origin's 404 with the page `notFoundPageFor` names, read from `siteOrigin` (the
 * distribution itself, so the page comes from the release the viewer-request function serves and
 * from CloudFront's cache). Any other response, a missing not-found page itself, or a page that
 * cannot be read leaves the origin's response as it was.
 */
export async function answerNotFound(event: CloudFrontResponseEvent, siteOrigin: string): Promise<CloudFrontResultResponse> {
  const { request, response } = event.Records[0]!.cf;
  if (response.status !== '404') return response;
  const page = notFoundPageFor(request.uri);
  // The page itself missing would ask for itself again.
  if (viewerUri(request.uri) === page) return response;
  try {
    const found = await fetch(siteOrigin + page, { redirect: 'manual', signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) });
    if (found.status !== 200) {
      console.error(`The not-found page ${page} answered ${found.status}; the origin's 404 stays.`);
      return response;
    }
    return {
      status: '404',
      statusDescription: 'Not Found',
      headers: {
        'content-type': [{ key: 'Content-Type', value: found.headers.get('content-type') ?? 'text/html; charset=utf-8' }],
        'cache-control': [{ key: 'Cache-Control', value: 'no-cache' }],
      },
      body: await found.text(),
      bodyEncoding: 'text',
    };
  } catch (error) {
    console.error(`The not-found page ${page} could not be read; the origin's 404 stays.`, error);
    return response;
  }
}

/** The Lambda@Edge entry point: the page from the distribution that received the request. */
export async function handler(event: CloudFrontResponseEvent): Promise<CloudFrontResultResponse> {
  return answerNotFound(event, `https://${event.Records[0]!.cf.config.distributionDomainName}`);
}
