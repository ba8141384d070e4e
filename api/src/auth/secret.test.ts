import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, removeDir } from '../testing.ts';
import { JWT_SECRET_FILE, resolveJwtSecret } from './secret.ts';

let dir: string;
beforeEach(async () => {
  dir = await makeTempDir('nibras-secret-');
});
afterEach(async () => {
  await removeDir(dir);
});

const embedded = (dataDir: string) => ({ jwtSecret: undefined, mongodbUri: undefined, dataDir });

test('generates 48 random bytes once into DATA_DIR/jwt-secret (mode 0600) and reuses them', async () => {
  const first = await resolveJwtSecret(embedded(dir));
  expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/);
  const file = path.join(dir, JWT_SECRET_FILE);
  expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  expect(await fs.readFile(file, 'utf8')).toBe(`${first}\n`);
  expect(await resolveJwtSecret(embedded(dir))).toBe(first);
  expect(await fs.readdir(dir)).toEqual([JWT_SECRET_FILE]); // no temp file left behind

  const other = await makeTempDir('nibras-secret-');
  try {
    expect(await resolveJwtSecret(embedded(other))).not.toBe(first);
  } finally {
    await removeDir(other);
  }
});

test('creates the data folder when needed', async () => {
  const nested = path.join(dir, 'a', 'b');
  expect(await resolveJwtSecret(embedded(nested))).toHaveLength(64);
});

test('JWT_SECRET wins and nothing is written', async () => {
  const secret = 'configured-secret-of-at-least-32-characters';
  expect(await resolveJwtSecret({ ...embedded(dir), jwtSecret: secret })).toBe(secret);
  expect(await fs.readdir(dir)).toEqual([]);
});

test('refuses an unusable secret file instead of silently replacing it', async () => {
  await fs.writeFile(path.join(dir, JWT_SECRET_FILE), 'short\n');
  await expect(resolveJwtSecret(embedded(dir))).rejects.toThrow(/holds no valid secret.*Delete it/);
});

test('never generates one for MongoDB', async () => {
  await expect(
    resolveJwtSecret({ jwtSecret: undefined, mongodbUri: 'mongodb://db:27017', dataDir: dir }),
  ).rejects.toThrow('JWT_SECRET must be set when MONGODB_URI is set');
  expect(await fs.readdir(dir)).toEqual([]);
});
