// The REAL API for front-end tests (never imported by app code): api/src/index.ts as a child
// process, over a fresh embedded store in a temporary folder, with its default tutor (the offline
// study engine).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { User } from '../types';
import { nodeFetch } from './nodeFetch';

const API_DIR = path.resolve(__dirname, '../../../api');

export interface RealApi {
  baseUrl: string;
  /** Signs a fresh student up (POST /auth/sign-up): their user and access token. */
  signUp(): Promise<{ user: User; accessToken: string }>;
  /**
   * One call as a student: JSON (or FormData) in, the parsed JSON answer out (undefined when empty);
   * any status from 300 up throws with the method, path, status and body.
   */
  request(token: string, method: string, path: string, body?: unknown): Promise<unknown>;
  /** The same call, whatever its status: the status and the parsed JSON answer. */
  send(
    token: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown }>;
}

export interface StartedApi {
  api: RealApi;
  stop(): Promise<void>;
}

/** Starts the API (its data in a temporary folder named `<tmpPrefix>…`); `stop()` ends it and removes the folder. */
export async function startRealApi(tmpPrefix = 'nibras-api-'): Promise<StartedApi> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), tmpPrefix));
  const child: ChildProcess = spawn(process.execPath, ['src/index.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Cheap argon2id, as in every test run (api/src/auth/password.ts TEST_ARGON2_OPTIONS).
      NIBRAS_PASSWORD_HASHING: process.env.NIBRAS_PASSWORD_HASHING ?? 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The API did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"port":(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The API exited with ${String(code)}:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const plain = nodeFetch();
  const send: RealApi['send'] = async (token, method, path, body) => {
    const response = await plain(`${baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(body !== undefined && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
  const request: RealApi['request'] = async (token, method, path, body) => {
    const answer = await send(token, method, path, body);
    if (answer.status >= 300) {
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body) ?? ''}`);
    }
    return answer.body;
  };
  return {
    api: {
      baseUrl,
      async signUp() {
        const response = await plain(`${baseUrl}/auth/sign-up`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            username: 'Sara Alqahtani',
            email: `student-${Math.random().toString(36).slice(2)}@example.com`,
            password: 'Str0ng!pass',
          }),
        });
        if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
        return (await response.json()) as { user: User; accessToken: string };
      },
      send,
      request,
    },
    stop,
  };
}

/**
 * Call at the top of a test file: one real API for the file (started before its tests, stopped
 * after them). `extend` adds helpers of the file's own to it.
 */
export function realApiForFile(tmpPrefix?: string): () => RealApi;
export function realApiForFile<T>(tmpPrefix: string | undefined, extend: (api: RealApi) => T): () => T;
export function realApiForFile<T>(
  tmpPrefix?: string,
  extend: (api: RealApi) => T = (api) => api as T,
): () => T {
  let started: StartedApi | undefined;
  let extended: T | undefined;
  beforeAll(async () => {
    started = await startRealApi(tmpPrefix);
    extended = extend(started.api);
  }, 40_000);
  afterAll(async () => {
    await started?.stop();
  });
  return () => {
    if (extended === undefined) throw new Error('The API is not running');
    return extended;
  };
}
