/** Helpers for tests: real temp folders, a real embedded store, a silent logger. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
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
  close(): Promise<void>;
}

/** A fresh app over a fresh embedded store in its own temp folder. */
export async function createTestApp(
  options: { logger?: Logger; clock?: () => Date; corsOrigins?: string[] } = {},
): Promise<TestApp> {
  const dataDir = await makeTempDir();
  const store = await openStore(
    { dataDir, mongodbUri: undefined, mongodbDb: 'nibras' },
    { compactionIntervalMs: 0 },
  ).catch(async (error: unknown) => {
    await removeDir(dataDir);
    throw error;
  });
  const app = createApp({
    config: { corsOrigins: options.corsOrigins ?? [...DEFAULT_CORS_ORIGINS] },
    store,
    logger: options.logger ?? createLogger('silent'),
    clock: options.clock,
  });
  return {
    app,
    store,
    dataDir,
    async close() {
      await store.close();
      await removeDir(dataDir);
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
