/**
 * Writes the front ends' copy of the HTTP contract (shared-ui/src/api/schema.gen.ts) from the API.
 *   npm run contract -w @nibras/api            write it
 *   npm run contract -w @nibras/api -- --check exit 1 when the committed file differs from the API
 * `--file F` reads or writes F instead (tests).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CLIENT_CONTRACT_FILE, clientContractSource } from '../contract/client-contract.ts';

const { values } = parseArgs({
  options: { check: { type: 'boolean', default: false }, file: { type: 'string' } },
});
const file = path.resolve(values.file ?? CLIENT_CONTRACT_FILE);
const shown = path.relative(process.cwd(), file);
const source = await clientContractSource();

if (values.check) {
  const committed = await fs.readFile(file, 'utf8').catch(() => '');
  if (committed !== source) {
    console.error(
      `nibras-contract: ${shown} differs from the API: run \`npm run contract -w @nibras/api\` and commit it`,
    );
    process.exit(1);
  }
  console.info(`nibras-contract: ${shown} matches the API`);
} else {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, source);
  console.info(`nibras-contract: wrote ${shown}`);
}
