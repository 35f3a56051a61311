import { openApiDocument } from '@site/contracts/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as leadsHandler } from '../leads/index';
import { captureOutput } from '../test-support/captured-output';
import { lambdaContext } from '../host/lambda-context';
import { apiEvent, callApi } from '../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../test-support/local-backend';

/**
 * The OpenAPI document describes what the API answers, where an outside fuzzer found it did not
 * (security review 2026-11-27-b, issue 57 §5): each answer is taken from the handler and looked for
 * in the document.
 */
type Json = Record<string, any>;
const leadsOperation = (openApiDocument().paths as Json)['/api/leads'].post as Json;
const output = captureOutput();
let db: LocalDynamoDB;

beforeAll(async () => {
  db = await startLocalDynamoDB();
  process.env.NOTIFICATION_CHANNEL = 'log';
});
afterAll(async () => {
  delete process.env.NOTIFICATION_CHANNEL;
  output.restore();
  await db.close();
});

const LEAD = { formId: 'contacts', name: 'Anna', phone: '+48 600 123 999', consent: true, language: 'en', pagePath: '/contacts' };

describe('the OpenAPI document says what the API does (issue 57 §5)', () => {
  it("a form the browser posted is refused with a page (HTML), which the document lists beside the script's JSON", async () => {
    const answer = await leadsHandler(
      apiEvent('/api/leads', {
        body: 'formId=contacts&language=en&pagePath=%2Fcontacts&name=Anna',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
      lambdaContext('leads', 10_000),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.headers?.['content-type']).toMatch(/^text\/html/);
    for (const status of ['400', '413', '429']) expect(Object.keys(leadsOperation.responses[status].content)).toEqual(['application/json', 'text/html']);
    expect(leadsOperation.responses['303']).toBeDefined();
  });

  it('a filled honeypot is answered 201 with an id, as the document says, though its schema wants it empty', async () => {
    const answer = await callApi(leadsHandler, '/api/leads', { body: { ...LEAD, website: 'http://spam.example' } });
    expect(answer).toMatchObject({ status: 201, body: { id: expect.any(String) } });
    expect(leadsOperation.description).toMatch(/`website` field is a honeypot.*answered 201 with an id/);
    expect(leadsOperation.requestBody.content['application/json'].schema.properties.website.maxLength).toBe(0);
  });

  it('a page path outside the route table is refused (400 invalid_path), as the schema of every page path says', async () => {
    const answer = await callApi(leadsHandler, '/api/leads', { body: { ...LEAD, phone: '+48 600 123 998', pagePath: '/any/free/text' } });
    expect(answer).toMatchObject({ status: 400, body: { fields: { pagePath: 'invalid_path' } } });
    const pagePaths = JSON.stringify(openApiDocument())
      .split('"maxLength":512')
      .slice(1)
      .map((rest) => rest.slice(0, 200));
    expect(pagePaths.length).toBeGreaterThanOrEqual(4);
    for (const schema of pagePaths) expect(schema).toContain('any other path is refused (400, `invalid_path`)');
  });

  it("a method a path does not list is API Gateway's 403 request_refused, as the document's preface says", () => {
    expect((openApiDocument().info as Json).description).toContain('403 `request_refused`, not 405');
  });
});
