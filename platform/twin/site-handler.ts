import type { IncomingMessage, ServerResponse } from 'node:http';
import { eventFor, handler as viewerRequest } from '../edge/viewer-request';
import { remoteForPath, type SiteLayout } from '../../repo-layout';
import { isPublished } from '../build-output';
import { sendFile, StaticFiles } from './static-files';

/**
 * Serves the site as CloudFront does: `/mfe/<name>/*` straight from that remote's bucket, every
 * other path through the viewer-request function (redirects, clean URLs) to the prerendered pages
 * and then the shell's files, and a real 404 with the not-found page for anything missing or never
 * uploaded (source maps).
 */
export function createSiteHandler(layout: SiteLayout, headers: Record<string, string>) {
  const files = new StaticFiles();

  const notFound = async (req: IncomingMessage, res: ServerResponse) => {
    const page = await files.read(layout.pagesDir, '404.html');
    if (page) return sendFile(req, res, page, { status: 404, path: '/404.html', headers });
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end('Not Found');
  };

  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', ...headers }).end();
      return;
    }
    if (!isPublished(url.pathname)) return notFound(req, res);
    const remote = remoteForPath(url.pathname);
    if (remote) {
      const file = await files.read(layout.remoteDirs[remote.remote], remote.file);
      if (!file) return notFound(req, res);
      return sendFile(req, res, file, { path: url.pathname, headers });
    }

    const result = viewerRequest(eventFor(req.method, url.pathname, url.search.slice(1)));
    if ('statusCode' in result) {
      const redirectHeaders = Object.fromEntries(Object.entries(result.headers).map(([k, v]) => [k, v.value]));
      res.writeHead(result.statusCode, { ...headers, ...redirectHeaders }).end();
      return;
    }
    const file = (await files.read(layout.pagesDir, result.uri)) ?? (await files.read(layout.shellDir, result.uri));
    if (!file) return notFound(req, res);
    return sendFile(req, res, file, { path: result.uri, headers });
  };
}
