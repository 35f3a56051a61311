import { decideEdge } from '@site/model';

/**
 * The CloudFront Function on the site's default behaviour (viewer request), bundled with its one
 * dependency into a single script. The local twin calls this same handler for every page request.
 */

export interface CloudFrontQueryValue {
  value: string;
  multiValue?: { value: string }[];
}

export interface CloudFrontRequest {
  method: string;
  uri: string;
  querystring: Record<string, CloudFrontQueryValue>;
  headers: Record<string, { value: string }>;
  cookies?: Record<string, unknown>;
}

export interface CloudFrontFunctionEvent {
  version: '1.0';
  request: CloudFrontRequest;
}

export interface CloudFrontRedirect {
  statusCode: number;
  statusDescription: string;
  headers: Record<string, { value: string }>;
}

export function handler(event: CloudFrontFunctionEvent): CloudFrontRequest | CloudFrontRedirect {
  const request = event.request;
  const decision = decideEdge(request.uri, rawQuery(request.querystring));
  if (decision.kind === 'redirect') {
    return {
      statusCode: decision.status,
      statusDescription: decision.status === 301 ? 'Moved Permanently' : 'Found',
      headers: {
        location: { value: decision.location },
        'cache-control': { value: decision.status === 301 ? 'public, max-age=3600' : 'no-store' },
      },
    };
  }
  request.uri = decision.uri;
  return request;
}

/** Rebuilds `a=1&b=2` from CloudFront's query object, as the viewer sent it. */
export function rawQuery(querystring: Record<string, CloudFrontQueryValue>): string {
  const pairs: string[] = [];
  for (const key of Object.keys(querystring)) {
    const entry = querystring[key]!;
    const values = entry.multiValue ? entry.multiValue.map((v) => v.value) : [entry.value];
    for (const value of values) pairs.push(value === '' ? key : `${key}=${value}`);
  }
  return pairs.join('&');
}

/** Builds the event CloudFront would pass for a raw request path and query, for the local twin. */
export function eventFor(method: string, uri: string, query: string): CloudFrontFunctionEvent {
  const querystring: Record<string, CloudFrontQueryValue> = {};
  for (const pair of query.split('&').filter(Boolean)) {
    const cut = pair.indexOf('=');
    const key = cut === -1 ? pair : pair.slice(0, cut);
    const value = cut === -1 ? '' : pair.slice(cut + 1);
    const existing = querystring[key];
    if (existing) {
      existing.multiValue ??= [{ value: existing.value }];
      existing.multiValue.push({ value });
    } else {
      querystring[key] = { value };
    }
  }
  return { version: '1.0', request: { method, uri, querystring, headers: {} } };
}
