// Starts and stops real static servers (the same serve script `npm start` uses)
// for tests that take a remote down, move it, or redeploy it.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { APP_DIRS, PORT_ENV, ROOT, type AppName } from './env';

export interface RunningServer {
  pid: number;
  port: number;
  stop(): Promise<void>;
}

async function waitForPort(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
}

export async function waitForPortFree(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${port} is still busy`);
}

/** Starts `node <args>` in `cwd` and waits until it listens on `port`; stopping sends SIGTERM. */
async function startServer(
  label: string,
  args: string[],
  cwd: string,
  port: number,
  env: Record<string, string>,
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...PORT_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([
      waitForPort(port),
      exited.then(() => {
        throw new Error(`${label} exited: ${output}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    pid: child.pid ?? -1,
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await waitForPortFree(port);
    },
  };
}

/** Serves one app's build (default: its dist folder) on a port, with extra environment. */
export function serveApp(
  app: AppName,
  port: number,
  options: { dir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const args = [path.join(ROOT, 'shared-ui/build/serve.mjs'), '--app', app, '--port', String(port)];
  if (options.dir) args.push('--dir', options.dir);
  return startServer(`${app} server`, args, path.join(ROOT, APP_DIRS[app]), port, options.env ?? {});
}

/** Runs a command to completion, failing with its output. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/**
 * A real API process (`node src/index.ts`) on its own port and data folder, for tests that stop
 * and start it; the suite's own API is left alone. Stopping sends SIGTERM (a graceful shutdown).
 */
export function startApi(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return startServer('the API', ['src/index.ts'], path.join(ROOT, 'api'), port, {
    API_PORT: String(port),
    NIBRAS_PASSWORD_HASHING: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  });
}
