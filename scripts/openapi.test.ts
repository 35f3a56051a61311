import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, openApiText } from './openapi';

describe('the OpenAPI document', () => {
  it('is what the contracts say (run `npm run openapi` after changing a schema or a route)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText());
  });
});
