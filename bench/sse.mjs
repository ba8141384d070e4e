#!/usr/bin/env node
// Notification streams (GET /notifications, server-sent events) at scale, on one API process.
//
//   node bench/sse.mjs [streams=10000] [--hold=30] [--clients=1] [--warmup=2000] [--baseline]
//
// - The API runs in a child process (temp DATA_DIR, LOG_LEVEL=silent, --expose-gc) built exactly as
//   src/index.ts builds it: createApp + the notification service with the in-process hub (the
//   embedded store's default), served by @hono/node-server.
// - One student, N streams. Every stream goes through the real path: POST /notifications/ticket
//   with the student's bearer token, then GET /notifications?token=<ticket>. A single notify() is
//   then "one broadcast reaching all N": the same fan-out (one serialised event, N writes) as N
//   students with one stream each, without N notification inserts, which would measure the store.
// - The clients are raw node:http in one or more child processes (ulimit -n is per process).
// - Server resident memory: VmRSS from /proc/<pid>/status after a memory-reducing full GC, before
//   (after a warm-up of --warmup=2000 streams opened and closed) and with the N streams open; the
//   difference divided by N is the cost of one stream. The JS heap part is shown too.
// - Event loop delay: perf_hooks.monitorEventLoopDelay in the server, while the streams stay open
//   for --hold seconds (a 25 s heartbeat and a 30 s session re-check fall inside a 30 s hold), and
//   during the broadcast.
// - --baseline also measures a bare node:http SSE server the same way, for comparison.
//
// The bench's controls (GC, event-loop figures, trigger a notification) travel over the child
// process's IPC channel only, and only in a child started with NIBRAS_SSE_BENCH_ROLE by this script:
// nothing is added to the API, and no HTTP route can reach them.
import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);
const ROLE = process.env.NIBRAS_SSE_BENCH_ROLE ?? 'main';
const AIM_KB_PER_STREAM = 16;
const AIM_BROADCAST_MS = 2000;
const ELD_RESOLUTION_MS = 10;

/** Absolute milliseconds with sub-millisecond precision, comparable across processes. */
const now = () => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------------------------------------------
// Child roles talk to the parent over IPC only.

function ipcOnly() {
  if (typeof process.send !== 'function') {
    console.error('bench/sse.mjs: this role only runs as a child of the benchmark (IPC channel).');
    process.exit(2);
  }
}

function eventLoopMonitor() {
  const histogram = monitorEventLoopDelay({ resolution: ELD_RESOLUTION_MS });
  histogram.enable();
  const lag = (ns) => Math.max(0, ns / 1e6 - ELD_RESOLUTION_MS);
  return {
    reset: () => histogram.reset(),
    read: () => ({
      mean: lag(histogram.mean),
      p50: lag(histogram.percentile(50)),
      p99: lag(histogram.percentile(99)),
      max: lag(histogram.max),
    }),
  };
}

/** Handles the parent's commands; `notify` sends one notification to the stream owner. */
function serveCommands({ notify, close }) {
  const loop = eventLoopMonitor();
  process.on('message', async (message) => {
    const reply = (body) => process.send({ id: message.id, ...body });
    switch (message.cmd) {
      case 'gc':
        // A memory-reducing full collection (what V8 does under memory pressure): it also gives
        // free heap pages back, so RSS shows what is live rather than the heap's high-water mark.
        for (let i = 0; i < 2; i += 1) {
          globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return reply(process.memoryUsage());
      case 'eld-reset':
        loop.reset();
        return reply({});
      case 'eld':
        return reply(loop.read());
      case 'notify': {
        const startedAt = now();
        await notify();
        return reply({ startedAt, returnedAt: now() });
      }
      case 'exit':
        await close();
        reply({});
        return setTimeout(() => process.exit(0), 50);
      default:
        return reply({ error: `unknown command ${message.cmd}` });
    }
  });
}

async function apiServer() {
  ipcOnly();
  const { serve } = await import('@hono/node-server');
  const { createApp } = await import('../api/src/app.ts');
  const { resolveJwtSecret } = await import('../api/src/auth/secret.ts');
  const { createAuthService } = await import('../api/src/auth/sessions.ts');
  const { DEFAULT_CORS_ORIGINS } = await import('../api/src/config.ts');
  const { createLogger } = await import('../api/src/logger.ts');
  const { createInProcessHub } = await import('../api/src/notifications/hub.ts');
  const { createNotificationService } = await import('../api/src/notifications/service.ts');
  const { openStore } = await import('../api/src/store/index.ts');

  const dataDir = process.env.DATA_DIR;
  const logger = createLogger('silent');
  const store = await openStore({ dataDir, mongodbUri: undefined, mongodbDb: 'nibras' });
  const jwtSecret = await resolveJwtSecret({ jwtSecret: undefined, mongodbUri: undefined, dataDir });
  // The student is seeded straight into the store (no argon2 sign-up: its hash is never checked).
  const user = await store.users.create({
    username: 'Bench Student',
    email: 'bench@example.com',
    passwordHash: 'not-a-password-hash',
    roles: ['user'],
    hasOnBoarded: true,
    createdAt: new Date().toISOString(),
  });
  const { accessToken } = await createAuthService({
    store,
    secret: jwtSecret,
    clock: () => new Date(),
  }).issue(user);

  const notifications = createNotificationService({ store, hub: createInProcessHub(logger), logger });
  const shutdown = new AbortController();
  const app = createApp({
    config: { corsOrigins: [...DEFAULT_CORS_ORIGINS], trustProxy: false },
    store,
    logger,
    jwtSecret,
    notifications,
    signal: shutdown.signal,
  });
  const server = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  let sent = 0;
  serveCommands({
    notify: () =>
      notifications.notify(user._id, {
        type: 'notification',
        message: { en: `Bench broadcast ${++sent}`, ar: `بث تجريبي ${sent}` },
      }),
    close: async () => {
      shutdown.abort();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await notifications.close();
      await store.close();
    },
  });
  process.send({ ready: true, url: `http://127.0.0.1:${server.address().port}`, token: accessToken });
}

/** The same protocol on bare node:http: the floor a stream can cost. */
async function rawServer() {
  ipcOnly();
  const streams = new Set();
  const server = http.createServer((req, res) => {
    if (req.method === 'POST') {
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"ticket":"raw"}');
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
    });
    res.write('retry: 3000\n\n');
    streams.add(res);
    res.once('close', () => streams.delete(res));
  });
  const heartbeat = setInterval(() => {
    for (const res of streams) res.write(':\n\n');
  }, 25_000);
  heartbeat.unref();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  let sent = 0;
  serveCommands({
    notify: async () => {
      sent += 1;
      const data = JSON.stringify({
        type: 'notification',
        data: { _id: String(sent), type: 'notification', message: { en: 'x', ar: 'x' }, timestamp: 0 },
      });
      const event = `id: ${sent}\nevent: message\ndata: ${data}\n\n`;
      for (const res of streams) res.write(event);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
  process.send({ ready: true, url: `http://127.0.0.1:${server.address().port}`, token: 'raw' });
}

// ---------------------------------------------------------------------------------------------------
// Client: opens its share of the streams and reports when a broadcast has reached all of them.

async function client() {
  ipcOnly();
  const { URL: base, TOKEN: token } = process.env;
  const count = Number(process.env.STREAMS);
  const concurrency = Number(process.env.CONCURRENCY ?? 100);
  const ticketAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const streams = [];
  let armed = false;
  let reached = 0;
  let lastArrival = 0;
  let closedByServer = 0;

  const ticket = () =>
    new Promise((resolve, reject) => {
      const req = http.request(
        `${base}/notifications/ticket`,
        { method: 'POST', agent: ticketAgent, headers: { authorization: `Bearer ${token}` } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () =>
            res.statusCode === 201
              ? resolve(JSON.parse(body).ticket)
              : reject(new Error(`ticket: ${res.statusCode} ${body}`)),
          );
        },
      );
      req.once('error', reject);
      req.end();
    });

  const open = (value) =>
    new Promise((resolve, reject) => {
      const req = http.get(`${base}/notifications?token=${encodeURIComponent(value)}`, { agent: false });
      req.once('error', reject);
      req.once('response', (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream: ${res.statusCode}`));
          res.resume();
          return;
        }
        const stream = { res, got: false };
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          if (!stream.opened) {
            stream.opened = true; // the `retry:` line
            resolve();
          }
          if (armed && !stream.got && chunk.includes('event: message')) {
            stream.got = true;
            reached += 1;
            lastArrival = now();
            if (reached === streams.length) process.send({ reached, lastArrival });
          }
        });
        res.once('close', () => {
          closedByServer += 1;
        });
        streams.push(stream);
      });
    });

  const started = now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      await open(await ticket());
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  ticketAgent.destroy(); // only the streams stay connected
  process.send({ opened: streams.length, seconds: (now() - started) / 1000 });

  process.on('message', (message) => {
    if (message.cmd === 'arm') {
      armed = true;
      reached = 0;
      for (const stream of streams) stream.got = false;
      process.send({ armed: true });
    } else if (message.cmd === 'status') {
      process.send({ status: { reached, open: streams.length - closedByServer, lastArrival } });
    } else if (message.cmd === 'exit') {
      for (const stream of streams) stream.res.destroy();
      setTimeout(() => process.exit(0), 50);
    }
  });
}

// ---------------------------------------------------------------------------------------------------
// Main

function parseArgs(argv) {
  const options = { streams: 10_000, hold: 30, clients: 1, baseline: false, warmup: 2000 };
  for (const arg of argv) {
    if (/^\d+$/.test(arg)) options.streams = Number(arg);
    else if (arg.startsWith('--hold=')) options.hold = Number(arg.slice(7));
    else if (arg.startsWith('--clients=')) options.clients = Number(arg.slice(10));
    else if (arg.startsWith('--warmup=')) options.warmup = Number(arg.slice(9));
    else if (arg === '--baseline') options.baseline = true;
    else {
      console.error(
        `unknown argument ${arg}\nusage: node bench/sse.mjs [streams=10000] [--hold=30] [--clients=1] [--warmup=2000] [--baseline]`,
      );
      process.exit(2);
    }
  }
  return options;
}

/** A child with request/answer over IPC. */
function child(role, env, execArgv = []) {
  const proc = fork(SELF, [], {
    env: { ...process.env, ...env, NIBRAS_SSE_BENCH_ROLE: role, LOG_LEVEL: 'silent' },
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let seq = 0;
  const pending = new Map();
  const listeners = new Set();
  proc.on('message', (message) => {
    if (message.id !== undefined && pending.has(message.id)) {
      pending.get(message.id)(message);
      pending.delete(message.id);
    } else for (const listener of listeners) listener(message);
  });
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  return {
    proc,
    exited,
    ask(cmd) {
      const id = ++seq;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        proc.send({ id, cmd });
      });
    },
    send: (cmd) => proc.send({ cmd }),
    /** The next unsolicited message that passes `test`. */
    next(test = () => true, timeoutMs = 600_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${role}: no answer in ${timeoutMs} ms`)), timeoutMs);
        const listener = (message) => {
          if (!test(message)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(message);
        };
        listeners.add(listener);
        exited.then((code) => reject(new Error(`${role} exited with ${code}`)));
      });
    },
  };
}

async function rssKb(pid) {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;
const f1 = (n) => n.toFixed(1);

async function measure(kind, options) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nibras-sse-bench-'));
  const server = child(kind === 'api' ? 'server' : 'raw-server', { DATA_DIR: dataDir }, ['--expose-gc']);
  const clients = [];
  try {
    const ready = await server.next((m) => m.ready, 60_000);
    const env = { URL: ready.url, TOKEN: ready.token };

    // Warm-up: the code paths of a stream (ticket, open, close) run before the baseline is taken.
    const warm = child('client', { ...env, STREAMS: String(options.warmup), CONCURRENCY: '100' });
    await warm.next((m) => m.opened !== undefined);
    warm.send('exit');
    await warm.exited;
    await sleep(500);
    const heapBefore = await server.ask('gc');
    const before = await rssKb(server.proc.pid);

    const perClient = Math.ceil(options.streams / options.clients);
    for (let i = 0; i < options.clients; i += 1) {
      const share = Math.min(perClient, options.streams - i * perClient);
      if (share > 0) clients.push(child('client', { ...env, STREAMS: String(share), CONCURRENCY: '100' }));
    }
    const opened = await Promise.all(clients.map((c) => c.next((m) => m.opened !== undefined)));
    const total = opened.reduce((sum, m) => sum + m.opened, 0);
    const openSeconds = Math.max(...opened.map((m) => m.seconds));

    await sleep(1000);
    const heapAfter = await server.ask('gc');
    const after = await rssKb(server.proc.pid);
    const perStreamKb = (after - before) / total;
    const heapPerStreamKb = (heapAfter.heapUsed - heapBefore.heapUsed) / 1024 / total;

    await server.ask('eld-reset');
    await sleep(options.hold * 1000);
    const idleLoop = await server.ask('eld');

    const armed = clients.map((c) => c.next((m) => m.armed));
    for (const c of clients) c.send('arm');
    await Promise.all(armed);
    const reachedAll = Promise.all(clients.map((c) => c.next((m) => m.reached !== undefined, 60_000)));
    await server.ask('eld-reset');
    const notified = await server.ask('notify');
    const reports = await reachedAll;
    await sleep(200);
    const broadcastLoop = await server.ask('eld');
    const reached = reports.reduce((sum, r) => sum + r.reached, 0);
    const broadcastMs = Math.max(...reports.map((r) => r.lastArrival)) - notified.startedAt;

    return {
      total,
      openSeconds,
      before,
      after,
      perStreamKb,
      heapPerStreamKb,
      idleLoop,
      broadcastLoop,
      reached,
      broadcastMs,
      notifyMs: notified.returnedAt - notified.startedAt,
    };
  } finally {
    for (const c of clients) c.send('exit');
    await Promise.all(clients.map((c) => c.exited));
    if (server.proc.exitCode === null) await Promise.race([server.ask('exit'), server.exited]);
    await server.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

function report(label, r, options) {
  const loop = (l) => `mean ${f1(l.mean)} ms, p50 ${f1(l.p50)} ms, p99 ${f1(l.p99)} ms, max ${f1(l.max)} ms`;
  const kbVerdict = r.perStreamKb <= AIM_KB_PER_STREAM ? 'within' : 'OVER';
  const msVerdict = r.broadcastMs <= AIM_BROADCAST_MS ? 'within' : 'OVER';
  console.log(`\n${label}`);
  console.log(
    `  opened ${r.total} streams in ${f1(r.openSeconds)} s (each: POST ticket, then GET the stream)`,
  );
  console.log(
    `  server RSS ${mb(r.before)} before, ${mb(r.after)} with ${r.total} streams open -> ` +
      `${f1(r.perStreamKb)} KB per stream (aim <= ${AIM_KB_PER_STREAM} KB: ${kbVerdict}); ` +
      `of which JS heap ${f1(r.heapPerStreamKb)} KB`,
  );
  console.log(
    `  one broadcast reached ${r.reached}/${r.total} streams in ${(r.broadcastMs / 1000).toFixed(3)} s ` +
      `(aim <= ${AIM_BROADCAST_MS / 1000} s: ${msVerdict}); notify() itself returned after ${f1(r.notifyMs)} ms`,
  );
  console.log(`  event loop delay while open (${options.hold} s): ${loop(r.idleLoop)}`);
  console.log(`  event loop delay around the broadcast: ${loop(r.broadcastLoop)}`);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  console.log(
    `SSE benchmark: ${options.streams} notification streams of one student on one API process ` +
      `(Node ${process.version}, ${os.cpus().length} CPUs, ${options.clients} client process(es), ` +
      `load average ${os.loadavg()[0].toFixed(2)})`,
  );
  console.log(
    `Anchors on this machine (stack notes): raw node:http ~8.7 KB per stream, Hono streamSSE ~38 KB. ` +
      `Event loop delay is the lag beyond the ${ELD_RESOLUTION_MS} ms sampling timer.`,
  );
  report('Nibras API (GET /notifications, raw ServerResponse)', await measure('api', options), options);
  if (options.baseline) report('Baseline: bare node:http SSE server', await measure('raw', options), options);
}

if (ROLE === 'server') await apiServer();
else if (ROLE === 'raw-server') await rawServer();
else if (ROLE === 'client') await client();
else await main();
