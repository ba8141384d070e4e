#!/usr/bin/env node
// The tutor's figures (issue 9), on one API process with the embedded store.
//
//   node bench/tutor.mjs [--latency=200] [--concurrent=200] [--conversations=10000] [--duration=10]
//
// 1. Token latency: a local OpenAI-compatible fake provider (node:http, in this process) streams each
//    reply as chat.completion.chunk events and notes when it wrote its first token. The API (a child
//    process: `node api/src/index.ts` with OPENAI_BASE_URL pointing at the fake) relays it; a client
//    (raw node:http, the browser's part) notes when its first `token` event arrives. Both clocks are
//    this machine's (performance.timeOrigin + now), so the difference is the API's overhead from the
//    provider's first token to the client's. --latency sends, one after another: median and p99.
// 2. Concurrency: --concurrent streamed replies at once (each in its own conversation): all must
//    complete; p99 of the same first-token overhead; the API's resident memory (VmRSS) at the peak.
// 3. GET /conversations for a student with --conversations conversations: p99 at 100 connections
//    (autocannon, --duration seconds) and its throughput as a ratio of GET /health in the same run.
// 4. The offline engine: answer time for a question over 500 saved items (in process, the real
//    provider and retrieval over a real embedded store): the first question (it builds the student's
//    index), then median and p99 over 50 questions.
// 5. The glossary: glossary.find (the terms the chat marks in a reply) on a 2,000-word English and
//    Arabic reply, in process: median and p99 over 200 calls after 5 warm-up ones.
import autocannon from 'autocannon';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { json, pct, rssKb, spawnTempApi, student } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, Number(v ?? 1)];
  }),
);
const LATENCY_RUNS = args.latency ?? 200;
const CONCURRENT = args.concurrent ?? 200;
const CONVERSATIONS = args.conversations ?? 10_000;
const DURATION = args.duration ?? 10;

const now = () => performance.timeOrigin + performance.now();
const ms = (v) => `${v.toFixed(2)} ms`;

// ---------------------------------------------------------------------------------------------------
// The fake provider: every reply is 40 chunks, 5 ms apart. `firstTokenAt` maps a marker sent in the
// student's message to the time its first token was written.

const firstTokenAt = new Map();
const REPLY_CHUNKS = 40;
const CHUNK_GAP_MS = 5;

function fakeProvider() {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const request = JSON.parse(body || '{}');
      const last = request.messages?.at(-1);
      const text = typeof last?.content === 'string' ? last.content : JSON.stringify(last?.content ?? '');
      const marker = /bench-(\d+)/.exec(text)?.[1];
      const base = { id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 0, model: 'bench' };
      if (!request.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            ...base,
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }],
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      let closed = false;
      res.on('close', () => (closed = true));
      for (let i = 0; i < REPLY_CHUNKS && !closed; i += 1) {
        const chunk = {
          ...base,
          choices: [{ index: 0, delta: { content: `word${i} ` }, finish_reason: null }],
        };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
        if (i === 0 && marker !== undefined) firstTokenAt.set(marker, now());
        await new Promise((r) => setTimeout(r, CHUNK_GAP_MS));
      }
      if (!closed) {
        res.write(
          `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
        );
        res.end('data: [DONE]\n\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---------------------------------------------------------------------------------------------------
// The API in a child process, a student.

/** A new onboarded student's bearer token. */
const studentToken = async (base, n) => (await student(base, n)).token;

/** One streamed send; resolves with the time its first `token` event arrived and its end. */
function streamedSend(port, token, conversationId, text) {
  return new Promise((resolve, reject) => {
    const boundary = `----bench${Math.random().toString(16).slice(2)}`;
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${text}\r\n--${boundary}--\r\n`;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/ai-conversations/${conversationId}/messages`,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'text/event-stream',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let firstToken;
        let buffer = '';
        let ended = false;
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          if (firstToken === undefined && chunk.includes('event: token')) firstToken = now();
          buffer += chunk;
          if (buffer.includes('event: end')) ended = true;
          if (buffer.includes('event: error')) reject(new Error(`error event: ${buffer.slice(-300)}`));
        });
        res.on('end', () =>
          ended && firstToken !== undefined
            ? resolve({ firstToken, end: now() })
            : reject(new Error(`stream ended without end event (status ${res.statusCode}): ${buffer}`)),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function latency(api, token) {
  const overheads = [];
  const { _id } = await json(api.base, 'POST', '/conversations', token, {});
  for (let i = 0; i < LATENCY_RUNS; i += 1) {
    const marker = `s${i}`;
    const { firstToken } = await streamedSend(api.port, token, _id, `Explain step bench-${marker.slice(1)}`);
    overheads.push(firstToken - firstTokenAt.get(marker.slice(1)));
  }
  return overheads;
}

async function concurrency(api, tokens) {
  const conversations = await Promise.all(
    tokens.map((token) => json(api.base, 'POST', '/conversations', token, {}).then((c) => c._id)),
  );
  let peakRss = 0;
  const sampler = setInterval(async () => {
    peakRss = Math.max(peakRss, await rssKb(api.child.pid).catch(() => 0));
  }, 50);
  const offset = 100_000;
  const started = now();
  const results = await Promise.allSettled(
    conversations.map((id, i) =>
      streamedSend(api.port, tokens[i], id, `Question bench-${offset + i}`).then((r) => ({
        ...r,
        overhead: r.firstToken - firstTokenAt.get(String(offset + i)),
      })),
    ),
  );
  clearInterval(sampler);
  const done = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  const failed = results.filter((r) => r.status === 'rejected');
  return {
    completed: done.length,
    failed: failed.length,
    firstError: failed[0]?.reason?.message,
    overheads: done.map((r) => r.overhead),
    wallMs: now() - started,
    peakRssMb: peakRss / 1024,
  };
}

function cannon(url, token) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: 100,
        duration: DURATION,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );
}

async function listing(api) {
  const token = await studentToken(api.base, 'list');
  for (let i = 0; i < CONVERSATIONS; i += 200) {
    await Promise.all(
      Array.from({ length: Math.min(200, CONVERSATIONS - i) }, () =>
        json(api.base, 'POST', '/conversations', token, {}),
      ),
    );
  }
  const first = await json(api.base, 'GET', '/conversations', token);
  if (first.conversations.length === 0) throw new Error('GET /conversations answered no conversations');
  // Warm both paths, then measure each once.
  await cannon(`${api.base}/health`).catch(() => undefined);
  const health = await cannon(`${api.base}/health`);
  const list = await cannon(`${api.base}/conversations`, token);
  if (list.non2xx > 0) throw new Error(`GET /conversations: ${list.non2xx} answers were not 2xx`);
  return { health, list, firstPage: first.conversations.length };
}

async function offlineAnswers() {
  const { openStore } = await import(path.join(ROOT, 'api/src/store/index.ts'));
  const { createOfflineProvider } = await import(path.join(ROOT, 'api/src/tutor/providers/offline.ts'));
  const { createSavedContentKnowledge } = await import(
    path.join(ROOT, 'api/src/tutor/knowledge/saved-content.ts')
  );
  const { loadGlossary } = await import(path.join(ROOT, 'api/src/tutor/glossary.ts'));
  const { default: pino } = await import('pino');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nibras-bench-offline-'));
  const store = await openStore({ dataDir, mongodbUri: undefined, mongodbDb: 'nibras' });
  const subjects = [
    [
      'Newton second law',
      'Force equals mass times acceleration, F = ma. A larger force gives a larger acceleration.',
    ],
    [
      'Photosynthesis',
      'Plants use light energy to make glucose from carbon dioxide and water, releasing oxygen.',
    ],
    ['الخلية', 'الخلية هي الوحدة الأساسية للحياة، ويحيط بها الغشاء البلازمي الذي ينظم دخول المواد وخروجها.'],
    [
      'Quadratic equations',
      'A quadratic equation has the form ax^2 + bx + c = 0 and can be solved by the formula.',
    ],
    ['المول', 'المول هو كمية المادة التي تحتوي على عدد أفوجادرو من الجسيمات.'],
  ];
  const userId = 'bench-student';
  for (let i = 0; i < 500; i += 1) {
    const [title, content] = subjects[i % subjects.length];
    await store.savedContents.create({
      userId,
      title: `${title} ${i}`,
      tag: `unit ${i % 7}`,
      color: '#FFFFFF',
      content: `${content} Note ${i}: ${'revise this before the exam. '.repeat(1 + (i % 5))}`,
    });
  }
  const provider = createOfflineProvider({
    knowledge: [createSavedContentKnowledge(store.savedContents)],
    glossary: loadGlossary(),
    logger: pino({ level: 'silent' }),
  });
  const questions = [
    'What does Newton second law say about acceleration?',
    'ما هي الخلية وما وظيفة الغشاء البلازمي؟',
    'How do plants make glucose?',
    'كيف أحسب عدد المولات؟',
    'How do I solve a quadratic equation?',
  ];
  const times = [];
  let first = 0;
  let sample = '';
  for (let i = 0; i < 55; i += 1) {
    const started = performance.now();
    let text = '';
    for await (const chunk of provider.reply({
      userId,
      student: { grade: 10, educationLevel: 'school' },
      uiLocale: 'en',
      hintFirst: false,
      history: [],
      question: { role: 'user', text: questions[i % questions.length] },
      sources: [],
      signal: new AbortController().signal,
    }))
      text += chunk;
    const took = performance.now() - started;
    if (i >= 5) times.push(took); // the first five build the index and warm up
    if (i === 0) {
      first = took;
      sample = text.slice(0, 160).replace(/\s+/g, ' ');
    }
  }
  await provider.close?.();
  await store.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  return { times, first, sample };
}

async function glossaryFind() {
  const { loadGlossary } = await import(path.join(ROOT, 'api/src/tutor/glossary.ts'));
  const glossary = loadGlossary();
  const words = (
    'The net force on a moving object changes its velocity and its acceleration, while the cell ' +
    'membrane controls diffusion in a eukaryotic cell. السرعة المتجهة والتسارع والغشاء البلازمي والمعادلة.'
  ).split(' ');
  const reply = Array.from({ length: 2000 }, (_, i) => words[i % words.length]).join(' ');
  let found = 0;
  for (let i = 0; i < 5; i += 1) found = glossary.find(reply).length;
  const times = [];
  for (let i = 0; i < 200; i += 1) {
    const started = performance.now();
    glossary.find(reply);
    times.push(performance.now() - started);
  }
  return { times, found };
}

async function main() {
  console.log(`Nibras tutor benchmark: Node ${process.version}, ${os.cpus().length} cores`);
  const provider = await fakeProvider();
  const api = await spawnTempApi({
    name: 'tutor',
    env: {
      OPENAI_BASE_URL: `http://127.0.0.1:${provider.address().port}/v1`,
      OPENAI_API_KEY: 'bench',
      OPENAI_MODEL: 'bench-model',
      TUTOR_DAILY_MESSAGES: '1000000',
    },
  });
  try {
    const token = await studentToken(api.base, 'latency');
    const overheads = await latency(api, token);
    console.log(
      `1. provider first token -> client first token (${overheads.length} sends, one at a time): ` +
        `median ${ms(pct(overheads, 50))}, p99 ${ms(pct(overheads, 99))} (aim: <= 20 and <= 50 ms)`,
    );

    const tokens = [];
    for (let i = 0; i < CONCURRENT; i += 20) {
      tokens.push(
        ...(await Promise.all(Array.from({ length: 20 }, (_, j) => studentToken(api.base, `c${i + j}`)))),
      );
    }
    const rssBefore = await rssKb(api.child.pid);
    const c = await concurrency(api, tokens.slice(0, CONCURRENT));
    console.log(
      `2. ${CONCURRENT} simultaneous streamed replies: ${c.completed} completed, ${c.failed} failed` +
        `${c.firstError ? ` (${c.firstError})` : ''} in ${ms(c.wallMs)}; first-token overhead ` +
        `median ${ms(pct(c.overheads, 50))}, p99 ${ms(pct(c.overheads, 99))} (aim: p99 <= 150 ms); ` +
        `API RSS ${(rssBefore / 1024).toFixed(1)} MB before, ${c.peakRssMb.toFixed(1)} MB at the peak`,
    );

    const l = await listing(api);
    const ratio = l.list.requests.average / l.health.requests.average;
    console.log(
      `3. GET /conversations, ${CONVERSATIONS} conversations (first page ${l.firstPage}), 100 connections, ` +
        `${DURATION} s: p99 ${l.list.latency.p99} ms, median ${l.list.latency.p50} ms, ` +
        `${Math.round(l.list.requests.average)} req/s; GET /health ${Math.round(l.health.requests.average)} req/s, ` +
        `p99 ${l.health.latency.p99} ms; ratio ${ratio.toFixed(2)} (aim: p99 <= 25 ms, ratio >= 0.5)`,
    );
  } finally {
    await api.stop();
    provider.close();
  }

  const o = await offlineAnswers();
  console.log(
    `4. offline engine, question over 500 saved items: first question ${ms(o.first)} (builds the index; ` +
      `aim: < 1 s), then (${o.times.length} questions) median ${ms(pct(o.times, 50))}, ` +
      `p99 ${ms(pct(o.times, 99))} (aim: < 100 ms). Sample: "${o.sample}…"`,
  );

  const g = await glossaryFind();
  console.log(
    `5. glossary.find on a 2,000-word reply (${g.found} terms, ${g.times.length} calls): ` +
      `median ${ms(pct(g.times, 50))}, p99 ${ms(pct(g.times, 99))} (aim: a few ms)`,
  );
}

await main();
