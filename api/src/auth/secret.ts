import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

/** File under DATA_DIR holding the generated token secret (embedded store without JWT_SECRET). */
export const JWT_SECRET_FILE = 'jwt-secret';

const MIN_SECRET_LENGTH = 32;

function errnoCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/**
 * The secret that signs access tokens: JWT_SECRET when set. Otherwise (embedded store only) 48 random
 * bytes generated on first start into `DATA_DIR/jwt-secret` (mode 0600) and reused afterwards, so
 * tokens survive restarts. Call it after the store is open: the data folder's lock makes this process
 * the only writer. With MongoDB, loadConfig already refuses a missing JWT_SECRET.
 */
export async function resolveJwtSecret(
  config: Pick<Config, 'jwtSecret' | 'mongodbUri' | 'dataDir'>,
): Promise<string> {
  if (config.jwtSecret !== undefined) return config.jwtSecret;
  if (config.mongodbUri !== undefined) {
    throw new Error('JWT_SECRET must be set when MONGODB_URI is set');
  }

  const file = path.join(config.dataDir, JWT_SECRET_FILE);
  try {
    const secret = (await fs.readFile(file, 'utf8')).trim();
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new Error(
        `${file} holds no valid secret (fewer than ${MIN_SECRET_LENGTH} characters). Delete it to ` +
          'generate a new one (this signs every user out), or set JWT_SECRET.',
      );
    }
    return secret;
  } catch (error) {
    if (errnoCode(error) !== 'ENOENT') throw error;
  }

  // Write to a temp file, fsync, then rename: a crash never leaves a half-written secret behind.
  const secret = randomBytes(48).toString('base64url');
  await fs.mkdir(config.dataDir, { recursive: true });
  const temp = `${file}.tmp-${process.pid}`;
  const handle = await fs.open(temp, 'w', 0o600);
  try {
    await handle.writeFile(`${secret}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, file);
  return secret;
}
