import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, removeDir, runCommandProcess } from '../testing.ts';

// The drift test: the front ends' types and defaults (shared-ui/src/api/schema.gen.ts) are what the
// API serves today. A change to a route's schema or to the settings defaults fails here until the
// file is made again with `npm run contract -w @nibras/api` (and the front ends type-check against it).
// The generator runs as a real process: openapi-typescript is ESM-only, which this CommonJS jest
// cannot load.
const COMMITTED = path.resolve(__dirname, '../../../shared-ui/src/api/schema.gen.ts');

test('shared-ui/src/api/schema.gen.ts is generated from the API as it is', async () => {
  const result = await runCommandProcess('src/cli/contract.ts', ['--check'], {});
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  const committed = await fs.readFile(COMMITTED, 'utf8');
  expect(committed).toContain("'/settings': {");
  expect(committed).toMatch(/export const DEFAULT_SETTINGS: components\['schemas'\]\['Settings'\] = \{/);
});

test('a contract that drifted from the API is reported, and writing it again mends it', async () => {
  const dir = await makeTempDir();
  try {
    const file = path.join(dir, 'schema.gen.ts');
    const drifted = (await fs.readFile(COMMITTED, 'utf8')).replace("textSize: 'medium'", "textSize: 'large'");
    await fs.writeFile(file, drifted);
    const check = await runCommandProcess('src/cli/contract.ts', ['--check', '--file', file], {});
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('differs from the API');

    const write = await runCommandProcess('src/cli/contract.ts', ['--file', file], {});
    expect(write.code).toBe(0);
    expect(await fs.readFile(file, 'utf8')).toBe(await fs.readFile(COMMITTED, 'utf8'));
  } finally {
    await removeDir(dir);
  }
});
