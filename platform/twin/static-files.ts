import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cacheControlFor } from '../cache-control';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.wav': 'audio/wav',
};

/** The Content-Type a file is served with, by its extension (the twin's, and the release bucket's objects'). */
export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

export interface StaticFile {
  readonly body: Buffer;
  readonly gzipped: Buffer | null;
  readonly contentType: string;
  readonly etag: string;
}

/**
 * Reads a file from a build directory the way S3 would serve an object: only regular files inside
 * the root, nothing above it. Results are cached by path and modification time.
 */
export class StaticFiles {
  private readonly cache = new Map<string, { mtimeMs: number; file: StaticFile }>();

  async read(root: string, relative: string): Promise<StaticFile | null> {
    const path = resolve(root, `.${sep}${decodeSafely(relative)}`);
    if (path !== root && !path.startsWith(root + sep)) return null;
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = this.cache.get(path);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.file;
    const body = await readFile(path);
    const contentType = contentTypeOf(path);
    const file: StaticFile = {
      body,
      contentType,
      gzipped: COMPRESSIBLE.test(contentType) && body.length > 1024 ? gzipSync(body) : null,
      etag: `"${createHash('sha1').update(body).digest('hex')}"`,
    };
    this.cache.set(path, { mtimeMs: info.mtimeMs, file });
    return file;
  }
}

/** Writes a file with the site's cache policy, gzip when the client takes it, and 304s. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  options: { status?: number; path: string; headers?: Record<string, string> },
): void {
  const status = options.status ?? 200;
  res.setHeader('content-type', file.contentType);
  res.setHeader('cache-control', cacheControlFor(options.path));
  res.setHeader('etag', file.etag);
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
  if (status === 200 && req.headers['if-none-match'] === file.etag) {
    res.writeHead(304).end();
    return;
  }
  const gzip = file.gzipped && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? file.gzipped! : file.body;
  if (file.gzipped) res.setHeader('vary', 'accept-encoding');
  if (gzip) res.setHeader('content-encoding', 'gzip');
  res.setHeader('content-length', body.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
