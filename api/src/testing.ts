/** Helpers for tests: real temp folders, a real embedded store, a silent logger. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { createApp, type AppDeps } from './app.ts';
import { resolveJwtSecret } from './auth/secret.ts';
import { DEFAULT_CORS_ORIGINS } from './config.ts';
import { createLogger } from './logger.ts';
import { openStore, type Store } from './store/index.ts';

export async function makeTempDir(prefix = 'nibras-api-test-'): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

export async function removeDir(dir: string): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true });
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  store: Store;
  dataDir: string;
  jwtSecret: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends Pick<AppDeps, 'clock' | 'rateLimits' | 'sleep'> {
  logger?: Logger;
  corsOrigins?: string[];
  trustProxy?: boolean;
  /** Reuse this data folder (kept on close) instead of a fresh temp folder (removed on close). */
  dataDir?: string;
  /** Default: the secret generated into the data folder, as the embedded default does. */
  jwtSecret?: string;
}

/** A fresh app over a real embedded store in its own temp folder (or `options.dataDir`). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await makeTempDir());
  const cleanUp = async () => {
    if (ownDir) await removeDir(dataDir);
  };
  const store = await openStore(
    { dataDir, mongodbUri: undefined, mongodbDb: 'nibras' },
    { compactionIntervalMs: 0 },
  ).catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });
  const jwtSecret = await resolveJwtSecret({ jwtSecret: options.jwtSecret, mongodbUri: undefined, dataDir });
  const app = createApp({
    config: {
      corsOrigins: options.corsOrigins ?? [...DEFAULT_CORS_ORIGINS],
      trustProxy: options.trustProxy ?? false,
    },
    store,
    logger: options.logger ?? createLogger('silent'),
    jwtSecret,
    clock: options.clock,
    rateLimits: options.rateLimits,
    sleep: options.sleep,
  });
  return {
    app,
    store,
    dataDir,
    jwtSecret,
    async close() {
      await store.close();
      await cleanUp();
    },
  };
}

/** A pino logger that keeps its JSON lines in memory, for asserting on logs. */
export function createMemoryLogger(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const logger = createLogger('info', {
    write(chunk: string) {
      chunks.push(chunk);
    },
  });
  return {
    logger,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

// ---------------------------------------------------------------------------------------------------
// Accounts

/** A password that meets every sign-up rule. */
export const TEST_PASSWORD = 'Str0ng!pass';

/** A JSON request through `app.request()`, with a bearer token when given. */
export function requestJson(
  app: TestApp['app'],
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  return Promise.resolve(
    app.request(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
}

export interface SignedInUser {
  user: { _id: string; email: string; roles: string[]; hasOnBoarded: boolean } & Record<string, unknown>;
  accessToken: string;
}

/** Signs up a fresh student through POST /auth/sign-up (unique e-mail unless given). */
export async function signUpUser(
  app: TestApp['app'],
  fields: { username?: string; email?: string; password?: string; phone?: string } = {},
): Promise<SignedInUser> {
  const response = await requestJson(app, 'POST', '/auth/sign-up', {
    body: {
      username: fields.username ?? 'Test Student',
      email: fields.email ?? `student-${crypto.randomUUID()}@example.com`,
      password: fields.password ?? TEST_PASSWORD,
      ...(fields.phone === undefined ? {} : { phone: fields.phone }),
    },
  });
  if (response.status !== 201) {
    throw new Error(`sign-up failed with ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as SignedInUser;
}
