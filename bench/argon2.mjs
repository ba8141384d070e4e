#!/usr/bin/env node
// Sign-in cost with argon2id: the time of one hash and one verify with the API's parameters
// (api/src/auth/password.ts), then sign-ins per second through the real API on a real listening
// server (in this process, temp DATA_DIR, one seeded user), at concurrency 2 and 8. Last, a wrong
// password against an unknown e-mail (app.request, BENCH_RUNS interleaved rounds, the sign-in rate
// limits lifted): both verify argon2id once, so their medians should be about the same.
// Usage: node bench/argon2.mjs            (BENCH_SECONDS=10 per concurrency, BENCH_RUNS=30 hashes)
// Node 24 runs the API's TypeScript directly (type stripping), so this imports api/src/*.ts.
import { serve } from '@hono/node-server';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../api/src/app.ts';
import { ARGON2_OPTIONS, PASSWORD_HASHING, hashPassword, verifyPassword } from '../api/src/auth/password.ts';
import { resolveJwtSecret } from '../api/src/auth/secret.ts';
import { DEFAULT_CORS_ORIGINS } from '../api/src/config.ts';
import { DEFAULT_AUTH_RATE_LIMITS } from '../api/src/routes/auth.ts';
import { createLogger } from '../api/src/logger.ts';
import { openStore } from '../api/src/store/index.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = [2, 8];
const PASSWORD = 'Str0ng!pass';
const EMAIL = 'bench@example.com';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

async function timeRuns(label, fn) {
  for (let i = 0; i < 3; i += 1) await fn(); // warm-up
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(8)} median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, ` +
      `min ${ms(times[0])}, max ${ms(times.at(-1))} (${RUNS} runs, one at a time)`,
  );
  return percentile(times, 50);
}

async function signInLoad(url, concurrency) {
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const body = JSON.stringify({ email: EMAIL, password: PASSWORD });
  async function worker() {
    while (performance.now() < deadline) {
      const start = performance.now();
      const response = await fetch(`${url}/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const payload = await response.json();
      if (response.status === 200 && typeof payload.accessToken === 'string') {
        latencies.push(performance.now() - start);
      } else {
        failures += 1;
      }
    }
  }
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `concurrency ${String(concurrency).padEnd(2)} ${(latencies.length / elapsed).toFixed(1).padStart(6)} sign-ins/s, ` +
      `latency median ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, ` +
      `${latencies.length} ok, ${failures} failed, ${elapsed.toFixed(1)} s`,
  );
}

/** Wrong password for the seeded account against unknown e-mails: the time of each refusal. */
async function unknownAgainstWrong({ store, jwtSecret }) {
  const lifted = { ...DEFAULT_AUTH_RATE_LIMITS.signInPerAccount, slowAfter: Infinity, blockAfter: Infinity };
  const app = createApp({
    config: { corsOrigins: [...DEFAULT_CORS_ORIGINS], trustProxy: false },
    store,
    logger: createLogger('silent'),
    jwtSecret,
    rateLimits: { signInPerAccount: lifted, signInPerAddress: lifted },
  });
  const refused = async (email) => {
    const start = performance.now();
    const response = await app.request('/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Wr0ng!password' }),
    });
    if (response.status !== 401) throw new Error(`sign-in of ${email}: ${response.status}, not 401`);
    return performance.now() - start;
  };
  await refused('nobody-warm-up@example.com'); // the dummy hash is made once per process
  const wrong = [];
  const unknown = [];
  for (let round = 0; round < RUNS; round += 1) {
    wrong.push(await refused(EMAIL));
    unknown.push(await refused(`nobody-${round}@example.com`));
  }
  const [wrongMedian, unknownMedian] = [wrong, unknown].map((times) =>
    percentile(
      [...times].sort((a, b) => a - b),
      50,
    ),
  );
  console.log(
    `401 wrong password median ${ms(wrongMedian)}, unknown e-mail median ${ms(unknownMedian)} ` +
      `(${RUNS} rounds, interleaved; ratio ${(unknownMedian / wrongMedian).toFixed(2)}, aim: about 1)`,
  );
}

const load = os.loadavg().map((l) => l.toFixed(2));
console.log(
  `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ` +
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}, ` +
    `UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}, load average ${load.join(' ')}`,
);
if (PASSWORD_HASHING !== ARGON2_OPTIONS) {
  console.error(
    'bench: NIBRAS_PASSWORD_HASHING=test is set: unset it to measure the parameters the API uses',
  );
  process.exit(1);
}
console.log(
  `argon2id parameters: m=${ARGON2_OPTIONS.memoryCost} KiB (${(ARGON2_OPTIONS.memoryCost / 1024).toFixed(0)} MiB), ` +
    `t=${ARGON2_OPTIONS.timeCost}, p=${ARGON2_OPTIONS.parallelism} ` +
    `(OWASP minimum: m=19456 KiB t=2 p=1, or m=47104 KiB t=1 p=1)`,
);

const stored = await hashPassword(PASSWORD);
console.log(`hash format: ${stored.split('$').slice(0, 4).join('$')}$<salt>$<hash>`);
await timeRuns('hash', () => hashPassword(PASSWORD));
await timeRuns('verify', () => verifyPassword(stored, PASSWORD));

// The real API: embedded store in a temp folder, one user, default rate limits.
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nibras-bench-argon2-'));
const store = await openStore(
  { dataDir, mongodbUri: undefined, mongodbDb: 'nibras' },
  { compactionIntervalMs: 0 },
);
try {
  await store.users.create({
    username: 'Bench',
    email: EMAIL,
    passwordHash: stored,
    roles: ['user'],
    hasOnBoarded: true,
    createdAt: new Date().toISOString(),
  });
  const jwtSecret = await resolveJwtSecret({ jwtSecret: undefined, mongodbUri: undefined, dataDir });
  const app = createApp({
    config: { corsOrigins: [...DEFAULT_CORS_ORIGINS], trustProxy: false },
    store,
    logger: createLogger('silent'),
    jwtSecret,
  });
  const { server, url } = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server: s, url: `http://127.0.0.1:${info.port}` }),
    );
  });
  try {
    console.log(
      `POST /auth/sign-in through the API on ${url} (client in the same process, ${SECONDS} s each; ` +
        'every sign-in verifies argon2id, stores a session and signs a JWT):',
    );
    for (const concurrency of CONCURRENCY) await signInLoad(url, concurrency);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  await unknownAgainstWrong({ store, jwtSecret });
} finally {
  await store.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
