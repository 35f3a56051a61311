import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SETTINGS } from '@site/lambdas/settings';
import { securityHeaders } from '../security-headers';
import { createApiGateway, type ApiRoute } from './api-gateway';
import { startBackend, type BackendOptions } from './backend';
import { startDynamoDB, type EmbeddedDynamoDB } from './dynamodb';
import { createSiteHandler } from './site-handler';
import { LocalKeyValueStore } from '@site/stand-ins/local-key-value-store';
import { localLedger } from '../release/commands';
import { defaultLayout, type SiteLayout } from '../../repo-layout';

export interface TwinOptions {
  readonly port?: number;
  readonly host?: string;
  /** Where the embedded DynamoDB keeps its data; in memory when omitted. */
  readonly dataDir?: string;
  readonly layout?: SiteLayout;
  /**
   * A release store (`npm run release`'s data): the site is served from its releases through the
   * edge function reading the pointer from its KeyValueStore stand-in. Without, from `layout`.
   */
  readonly releasesDir?: string;
  /** Functions behind `/api`, besides the twin's own health route and the backend's. */
  readonly apiRoutes?: readonly ApiRoute[];
  /** The Lambda functions of `lambdas/` over the embedded DynamoDB; `false` serves the site alone. */
  readonly backend?: BackendOptions | false;
  /** Extra CSP connect sources, such as the local simulated voice agent. */
  readonly extraConnectSources?: readonly string[];
  /**
   * Origins of pages that call this API besides the twin's own (a dev server that proxies `/api`):
   * the functions refuse a browser's request whose Origin is none of them (`SITE_ORIGINS`).
   */
  readonly siteOrigins?: readonly string[];
}

export interface Twin {
  readonly url: string;
  readonly dynamodb: EmbeddedDynamoDB;
  /** Runs the scheduled functions (the notification sweeper) once now; nothing without a backend. */
  runScheduled(): Promise<void>;
  close(): Promise<void>;
}

const healthRoute: ApiRoute = {
  method: 'GET',
  path: '/api/health',
  functionName: 'health',
  handler: async () => ({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 'ok' }) }),
};

/**
 * The whole site on one port, as CloudFront serves it: pages and remotes from their builds with
 * the same paths, redirects, cache and security headers, and `/api/*` through an API-Gateway-shaped
 * adapter to the Lambda handlers over an embedded DynamoDB.
 */
export async function startTwin(options: TwinOptions = {}): Promise<Twin> {
  const dynamodb = await startDynamoDB(options.dataDir);
  const backend =
    options.backend === false
      ? undefined
      : await startBackend(dynamodb.endpoint, {
          // The automatic rollback watches the pointer the site is served by.
          ...(options.releasesDir && {
            releases: { kvs: new LocalKeyValueStore(options.releasesDir).api(), ledger: localLedger(options.releasesDir) },
          }),
          ...options.backend,
        }).catch(async (error: unknown) => {
          await dynamodb.close();
          throw error;
        });
  const headers = securityHeaders({ extraConnectSources: options.extraConnectSources });
  const releases = options.releasesDir ? { root: options.releasesDir, kvs: new LocalKeyValueStore(options.releasesDir).handle() } : undefined;
  const site = createSiteHandler(options.layout ?? defaultLayout(), headers, releases);
  const api = createApiGateway([healthRoute, ...(backend?.routes ?? []), ...(options.apiRoutes ?? [])], headers);

  const server: Server = createServer((req, res) => {
    // Appended to the origin rather than resolved against it: a target like `//evil.com/x` is a
    // path here, as CloudFront reads it, not a host.
    const target = req.url ?? '/';
    const url = target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target, 'http://localhost');
    const route = url.pathname === '/api' || url.pathname.startsWith('/api/') ? api : site;
    route(req, res, url).catch((error: unknown) => {
      console.error('[twin] request failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  // The functions judge a browser's Origin against the site's, as the CDK app tells them the domain's:
  // here the twin's own address (and its loopback alias), known once it listens.
  if (backend) process.env[SETTINGS.siteOrigins.name] = twinOrigins(url, options.siteOrigins).join(',');
  return {
    url,
    dynamodb,
    runScheduled: async () => backend?.runScheduled(),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend?.close();
      await dynamodb.close();
    },
  };
}

/** The twin's origin, the same port under the other loopback name, and the extra origins. */
function twinOrigins(url: string, extra: readonly string[] = []): string[] {
  const own = new URL(url);
  const aliases = ['127.0.0.1', 'localhost'].includes(own.hostname) ? [`http://127.0.0.1:${own.port}`, `http://localhost:${own.port}`] : [own.origin];
  return [...new Set([...aliases, ...extra])];
}
