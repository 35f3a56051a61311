import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openApiDocument } from '@site/contracts/openapi';
import { REPO_ROOT } from '../repo-layout';

/**
 * `npm run openapi`: writes the API's OpenAPI document, generated from the contracts, where every
 * release serves it (`/openapi.json`, from the shell's public files). `scripts/openapi.test.ts`
 * fails while the committed file is stale.
 */
export const OPENAPI_FILE = join(REPO_ROOT, 'shell/public/openapi.json');

export const openApiText = (): string => `${JSON.stringify(openApiDocument(), null, 2)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(OPENAPI_FILE, openApiText());
  console.log(`Wrote ${OPENAPI_FILE}.`);
}
