/**
 * The front ends' copy of the HTTP contract, generated from the API itself: the types of every path
 * and schema of /openapi.json (openapi-typescript), and the values a front end must share with the
 * API (the settings defaults). Written to shared-ui/src/api/schema.gen.ts by `npm run contract -w
 * @nibras/api`; client-contract.test.ts fails when the committed file and the API disagree.
 */
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { defaultSettings } from '../store/settings.ts';
import { createTestApp } from '../testing.ts';

/** Where the generated contract lives (committed). */
export const CLIENT_CONTRACT_FILE = path.resolve(
  import.meta.dirname,
  '../../../shared-ui/src/api/schema.gen.ts',
);

const HEADER = `// GENERATED FILE: do not edit. Made from the API's OpenAPI document and its settings defaults by
// \`npm run contract -w @nibras/api\` (api/src/contract/client-contract.ts); the API's test
// client-contract.test.ts fails when this file and the API disagree.
`;

/** The API's OpenAPI document, as GET /openapi.json serves it. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const test = await createTestApp();
  try {
    const response = await test.app.request('/openapi.json');
    return (await response.json()) as Record<string, unknown>;
  } finally {
    await test.close();
  }
}

/** The contents of shared-ui/src/api/schema.gen.ts, prettier-formatted with the repository's config. */
export async function clientContractSource(): Promise<string> {
  const ast = await openapiTS(JSON.stringify(await openApiDocument()), { exportType: false });
  const source = [
    HEADER,
    astToString(ast),
    '/** The settings of a student who never saved any (the spec\u2019s defaults; GET /settings answers them). */',
    `export const DEFAULT_SETTINGS: components['schemas']['Settings'] = ${JSON.stringify(defaultSettings())};`,
    '',
  ].join('\n');
  const options = await prettier.resolveConfig(CLIENT_CONTRACT_FILE);
  return prettier.format(source, { ...options, filepath: CLIENT_CONTRACT_FILE });
}
