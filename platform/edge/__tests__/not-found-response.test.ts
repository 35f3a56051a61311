import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CloudFrontResponseEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerNotFound, notFoundPageFor } from '../not-found-response';

describe('the not-found page a missing file gets, at the edge and in the twin', () => {
  it.each([
    ['/no-such-page', '/404.html'],
    ['/ru/no-such-page', '/ru/404.html'],
    ['/ua/cases/nowhere', '/ua/404.html'],
    ['/pl/blog/nowhere', '/pl/404.html'],
    ['/ru', '/ru/404.html'],
    ['/pl/', '/pl/404.html'],
    ['/rus/x', '/404.html'],
    ['/uk/x', '/404.html'],
    ['/en/x', '/404.html'],
    ['/assets/missing-1a2b3c.js', '/404.html'],
    ['/mfe/content/remoteEntry.js', '/404.html'],
  ])('the viewer path %s gets %s', (uri, page) => {
    expect(notFoundPageFor(uri)).toBe(page);
  });

  it.each([
    // What the viewer-request function asks the origin for: the release's stored files.
    ['/sites/0123456789ab/pages/ru/nowhere/index.html', '/ru/404.html'],
    ['/sites/0123456789ab/pages/pl/index.html', '/pl/404.html'],
    ['/sites/0123456789ab/pages/nowhere/index.html', '/404.html'],
    ['/files/assets/index-1a2b3c4d.js', '/404.html'],
    ['/builds/shell/0123456789ab/favicon.svg', '/404.html'],
    // Before the first release the origin is asked for the rewritten path itself.
    ['/ua/nowhere/index.html', '/ua/404.html'],
  ])('the stored file %s gets %s', (uri, page) => {
    expect(notFoundPageFor(uri)).toBe(page);
  });
});

describe('the origin-response function', () => {
  const pages: Record<string, string> = {
    '/404.html': '<html lang="en"><title>Page not found</title></html>',
    '/ru/404.html': '<html lang="ru"><title>Страница не найдена</title></html>',
    '/ua/404.html': '<html lang="uk"><title>Сторінку не знайдено</title></html>',
  };
  const asked: string[] = [];
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    // The distribution, as the function reads the page from it.
    server = createServer((req, res) => {
      asked.push(req.url!);
      const page = pages[req.url!];
      if (page) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      else res.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const event = (uri: string, status: string): CloudFrontResponseEvent => ({
    Records: [
      {
        cf: {
          config: { distributionDomainName: 'd111111abcdef8.cloudfront.net', distributionId: 'E1', eventType: 'origin-response', requestId: 'r' },
          request: { clientIp: '203.0.113.1', headers: {}, method: 'GET', querystring: '', uri },
          response: {
            status,
            statusDescription: status === '404' ? 'Not Found' : 'OK',
            headers: { 'content-type': [{ key: 'Content-Type', value: 'application/xml' }] },
          },
        },
      },
    ],
  });

  it.each([
    ['/sites/0123456789ab/pages/ru/nowhere/index.html', '/ru/404.html'],
    ['/sites/0123456789ab/pages/ua/cases/nowhere/index.html', '/ua/404.html'],
    ['/sites/0123456789ab/pages/nowhere/index.html', '/404.html'],
    ['/files/assets/gone-1a2b3c4d.js', '/404.html'],
  ])('answers a missing %s with %s and status 404', async (uri, page) => {
    const result = await answerNotFound(event(uri, '404'), origin);
    expect(result.status).toBe('404');
    expect(result.body).toBe(pages[page]);
    expect(result.headers!['content-type']).toEqual([{ key: 'Content-Type', value: 'text/html; charset=utf-8' }]);
    expect(result.headers!['cache-control']).toEqual([{ key: 'Cache-Control', value: 'no-cache' }]);
  });

  it('leaves a file that was found as the origin sent it, without asking for a page', async () => {
    asked.length = 0;
    const found = event('/sites/0123456789ab/pages/ru/index.html', '200');
    expect(await answerNotFound(found, origin)).toBe(found.Records[0]!.cf.response);
    expect(asked).toEqual([]);
  });

  it("keeps the origin's 404 when the language's page is missing too, and never asks for a missing page again", async () => {
    asked.length = 0;
    const polish = event('/sites/0123456789ab/pages/pl/nowhere/index.html', '404');
    expect(await answerNotFound(polish, origin)).toBe(polish.Records[0]!.cf.response);
    const page = event('/sites/0123456789ab/pages/pl/404.html', '404');
    expect(await answerNotFound(page, origin)).toBe(page.Records[0]!.cf.response);
    expect(asked).toEqual(['/pl/404.html']);
  });
});
