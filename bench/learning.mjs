#!/usr/bin/env node
// The learning figures (issue 11: courses, lessons and the quiz engine), measured with the product's
// own code: the real API as a child process (`node api/src/index.ts`, a temp DATA_DIR, a free port, no
// OPENAI_* variables: the offline generator), the quiz engine imported in process (api/src/quiz, the
// .ts files by absolute path: Node strips the types), the test helpers that write PDFs
// (api/src/materials/extract/testing.ts: Skia, Noto fonts embedded) and the production builds in
// Debian's Chromium. A student is signed up and onboarded through the API (school, grade 10: the
// catalogue's default filter is then secondary year 1, common track).
//
//   node bench/learning.mjs [--only=api,grading,generation,js] [--duration=10] [--warmup=3]
//        [--gradings=1000] [--attempts=50] [--runs=5] [--pages=30]
//
// 1. api: GET /courses (the student's default catalogue) and GET /lessons/y1-physics-1.u1-l1 (a written
//    lesson: sections, key terms, worked example) with the student's bearer token, and GET /health
//    (no token, no store) in the same API process for comparison: autocannon (as bench/tutor.mjs),
//    100 connections, --duration seconds each after a --warmup-second run of the same request;
//    p50, p99 and requests per second. Every answer must be 2xx. Aim: p99 at most 10 ms.
// 2. grading: a 10-question attempt of the lesson's bank, made in process by the quiz service
//    (createQuizService over a real embedded store in a temp folder: the questions as stored, with
//    their presentation order), answered with quiz/testing.ts's rightAnswer (7 questions) and
//    wrongAnswer (3), then graded by grading.ts's gradeAttempt (what submit runs): median and p99 of
//    --gradings gradings after 100 warm-up ones, deferred feedback (the default); and the same with
//    interactive behaviour and certainty-based marking. Then end to end: --attempts attempts made
//    with POST /quizzes (source lesson), every question answered with PUT /quiz-attempts/{id}/answers
//    (a valid answer of its type, right or not), and POST /quiz-attempts/{id}/submit timed from the
//    client (fetch, keep-alive) until its 200: median and p99, after 5 untimed submits.
//    Aim: grading under 5 ms.
// 3. generation: a --pages-page A4 PDF written by makePdf (text in an embedded Noto font, about 20
//    lines a page: English physics, chemistry and biology notes, each page with its own worked
//    numbers) uploaded with POST /files/sections and POST /files/{id}/upload; GET /files polled
//    until it is ready (its extraction time shown). Then POST /quizzes with source {kind: 'file',
//    fileId}, count 10: one untimed first call (the glossary loads), then --runs timed calls (client
//    time until the 201): median. Each must answer 10 questions, generator 'offline'. Aim: under 2 s.
// 4. js: initial JavaScript of /en/courses, gzipped, by bench/initial-js.mjs's method (every response
//    of resource type "script" the page downloads, gzipped at level 6) — that script serves only the
//    shell and mfe-marketing without an API or a session, so the same is done here for a signed-in
//    page: the shell and the five remotes served by shared-ui/build/serve.mjs on 3100-3105 (clear of
//    the e2e suite's 3000-3005 and 8787; the shell's run-time config points at them and at this
//    API), the student's session seeded into localStorage as the app stores it (as
//    e2e/support/accounts.ts does), /en/courses opened in a new profile until its first course card
//    is drawn, then 500 ms more. Needs the builds (`npm run build`): skipped when a dist is missing
//    or one of those ports is in use.
import autocannon from 'autocannon';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import {
  APP_ORIGINS,
  APP_PORTS,
  APPS,
  SHELL_PORT,
  appsUnavailable,
  figureTable,
  freePorts,
  json,
  launchChromium,
  log,
  median,
  pct,
  sec,
  seedSession,
  serveApps,
  sleep,
  spawnTempApi,
  student,
} from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECTIONS = ['api', 'grading', 'generation', 'js'];
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v === undefined ? true : /^\d+$/.test(v) ? Number(v) : v];
  }),
);
const ONLY = typeof args.only === 'string' ? args.only.split(',').map((s) => s.trim()) : SECTIONS;
for (const name of ONLY) {
  if (!SECTIONS.includes(name)) throw new Error(`--only: unknown section "${name}" (${SECTIONS.join(', ')})`);
}
const DURATION = args.duration ?? 10;
const WARMUP = args.warmup ?? 3;
const GRADINGS = args.gradings ?? 1000;
const ATTEMPTS = args.attempts ?? 50;
const RUNS = args.runs ?? 5;
const PAGES = args.pages ?? 30;

const LESSON_ID = 'y1-physics-1.u1-l1';
const api = (file) => path.join(ROOT, 'api/src', file);

const ms = (v) => `${v.toFixed(v < 1 ? 3 : v < 10 ? 2 : 0)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** The figures, logged as they come and printed as a table at the end. */
const { figure, print: printFigures } = figureTable();

// ---------------------------------------------------------------------------------------------------
// Ports, the API in a child process, a student.

/** The API on a fresh temporary DATA_DIR, removed on stop. */
const startApi = (port, env = {}) => spawnTempApi({ name: 'learning', port, env });

// ---------------------------------------------------------------------------------------------------
// 1. Catalogue and lesson at 100 connections.

function cannon(url, token, duration) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: 100,
        duration,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );
}

async function apiFigure(server, token) {
  const courses = await json(server.base, 'GET', '/courses', token);
  const lesson = await json(server.base, 'GET', `/lessons/${LESSON_ID}`, token);
  const sizes = {
    courses: Buffer.byteLength(JSON.stringify(courses)),
    lesson: Buffer.byteLength(JSON.stringify(lesson)),
  };
  log(
    `GET /courses: ${courses.courses.length} courses (filter ${JSON.stringify(courses.filter)}), ` +
      `${kb(sizes.courses)}; GET /lessons/${LESSON_ID}: ${lesson.lesson.sections.length} sections, ` +
      `${kb(sizes.lesson)}`,
  );
  const targets = [
    ['GET /courses', '/courses', token, sizes.courses],
    [`GET /lessons/${LESSON_ID}`, `/lessons/${LESSON_ID}`, token, sizes.lesson],
    ['GET /health (for comparison)', '/health', undefined, undefined],
  ];
  for (const [name, url, bearer, size] of targets) {
    await cannon(`${server.base}${url}`, bearer, WARMUP);
    const result = await cannon(`${server.base}${url}`, bearer, DURATION);
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${name}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
    }
    figure(
      'api',
      `${name}${size ? ` (${kb(size)})` : ''}, 100 connections, ${DURATION} s`,
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${Math.round(result.requests.average)} req/s`,
      url === '/health' ? '' : 'p99 <= 10 ms',
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// 2. Grading a 10-question attempt.

async function gradingInProcess() {
  const { openStore } = await import(api('store/index.ts'));
  const { createQuizService } = await import(api('quiz/service.ts'));
  const { gradeAttempt } = await import(api('quiz/grading.ts'));
  const { rightAnswer, wrongAnswer } = await import(api('quiz/testing.ts'));
  const { createLogger } = await import(api('logger.ts'));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nibras-bench-grading-'));
  const store = await openStore({ dataDir, mongodbUri: undefined, mongodbDb: 'nibras' });
  try {
    const service = createQuizService({ store, clock: () => new Date(), logger: createLogger('silent') });
    const attempt = await service.create('bench-student', {
      source: { kind: 'lesson', lessonId: LESSON_ID },
      count: 10,
    });
    const { questions } = attempt;
    if (questions.length !== 10) throw new Error(`the attempt has ${questions.length} questions, not 10`);
    const answers = Object.fromEntries(
      questions.map((q, i) => [q.id, i % 3 === 2 ? wrongAnswer(q) : rightAnswer(q)]),
    );
    const certainties = Object.fromEntries(questions.map((q, i) => [q.id, (i % 3) + 1]));
    const types = questions.map((q) => q.type).join(', ');
    const variants = [
      ['deferred feedback (the default)', { behaviour: 'deferred', certainty: false }],
      ['interactive, certainty-based marking', { behaviour: 'interactive', certainty: true }],
    ];
    for (const [name, options] of variants) {
      const input = { questions, answers, certainties, tries: {}, ...options };
      let result;
      for (let i = 0; i < 100; i += 1) result = gradeAttempt(input);
      const times = [];
      for (let i = 0; i < GRADINGS; i += 1) {
        const started = performance.now();
        result = gradeAttempt(input);
        times.push(performance.now() - started);
      }
      if (name.startsWith('deferred')) {
        log(`questions: ${types}; score ${result.score} / ${result.maxScore} (${result.percent} %)`);
      }
      figure(
        'grading',
        `gradeAttempt, 10 questions of ${LESSON_ID}, ${name}, in process (${GRADINGS} gradings)`,
        `median ${ms(median(times))}, p99 ${ms(pct(times, 99))}`,
        '< 5 ms',
      );
    }
  } finally {
    await store.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** A valid answer to a question as the API shows it (right or not: only the time matters). */
function someAnswer(question) {
  switch (question.type) {
    case 'single':
      return 0;
    case 'multiple':
      return [0];
    case 'truefalse':
      return true;
    case 'numeric':
      return '1';
    case 'short':
      return 'energy';
    case 'matching':
      return question.left.map((_, i) => i);
    case 'ordering':
      return question.items.map((_, i) => i);
    default:
      throw new Error(`unknown question type ${question.type}`);
  }
}

async function gradingThroughApi(server, token) {
  const WARM = 5;
  const times = [];
  let questions = 0;
  for (let i = 0; i < WARM + ATTEMPTS; i += 1) {
    const { attempt } = await json(server.base, 'POST', '/quizzes', token, {
      source: { kind: 'lesson', lessonId: LESSON_ID },
    });
    questions = attempt.questions.length;
    for (const question of attempt.questions) {
      await json(server.base, 'PUT', `/quiz-attempts/${attempt._id}/answers/${question.id}`, token, {
        answer: someAnswer(question),
      });
    }
    const started = performance.now();
    const { attempt: submitted } = await json(
      server.base,
      'POST',
      `/quiz-attempts/${attempt._id}/submit`,
      token,
    );
    const took = performance.now() - started;
    if (submitted.status !== 'submitted' || !submitted.result) throw new Error('submit did not grade');
    if (i >= WARM) times.push(took);
  }
  figure(
    'grading',
    `POST /quiz-attempts/{id}/submit, ${questions} answered questions, through the API (${ATTEMPTS} attempts)`,
    `median ${ms(median(times))}, p99 ${ms(pct(times, 99))}`,
  );
}

// ---------------------------------------------------------------------------------------------------
// 3. A quiz generated offline from a 30-page PDF.

/** Our own study notes: ten topics of a first secondary year, a few sentences each. */
const TOPICS = [
  [
    'Motion and speed',
    'Speed is the distance an object travels divided by the time it takes. ' +
      'Velocity is speed in a given direction, so it is a vector quantity. ' +
      'Acceleration is the rate at which velocity changes with time. ' +
      'A distance-time graph with a straight sloping line shows an object moving at constant speed. ' +
      'The area under a velocity-time graph gives the distance travelled by the object. ' +
      'An object at rest stays at rest unless a resultant force acts on it.',
  ],
  [
    'Forces',
    'A force is a push or a pull that acts on an object because of its interaction with another object. ' +
      'The newton is the unit of force in the International System of Units. ' +
      'Friction is a force that opposes motion between two surfaces in contact. ' +
      'Weight is the force of gravity on an object and it depends on the gravitational field strength. ' +
      'Mass is the amount of matter in an object and it does not change from place to place. ' +
      "Newton's second law states that the resultant force equals mass multiplied by acceleration.",
  ],
  [
    'Energy',
    'Energy is the ability to do work and it is measured in joules. ' +
      'Kinetic energy is the energy an object has because it is moving. ' +
      'Gravitational potential energy is stored in an object raised above the ground. ' +
      'The law of conservation of energy says that energy cannot be created or destroyed. ' +
      'Efficiency compares the useful energy output of a device with its total energy input. ' +
      'Power is the rate at which energy is transferred and its unit is the watt.',
  ],
  [
    'Waves',
    'A wave transfers energy from one place to another without transferring matter. ' +
      'The amplitude of a wave is its greatest displacement from the rest position. ' +
      'The wavelength is the distance between two neighbouring crests of a wave. ' +
      'Frequency is the number of waves that pass a point every second, measured in hertz. ' +
      'Sound is a longitudinal wave that needs a medium such as air or water to travel. ' +
      'Light is a transverse wave and it can travel through a vacuum.',
  ],
  [
    'Electric circuits',
    'An electric current is a flow of charge around a closed circuit. ' +
      'The ampere is the unit of current, and an ammeter is connected in series to measure it. ' +
      'Potential difference pushes the charge around the circuit and is measured in volts. ' +
      'Resistance opposes the current, and its unit is the ohm. ' +
      "Ohm's law states that the current through a conductor is proportional to the potential difference across it. " +
      'In a parallel circuit the potential difference is the same across each branch.',
  ],
  [
    'Matter and density',
    'Matter is anything that has mass and takes up space. ' +
      'Density is the mass of a substance divided by its volume. ' +
      'A solid has a fixed shape because its particles are held tightly in a regular pattern. ' +
      'The particles of a liquid are close together but they can slide past each other. ' +
      'Evaporation happens at the surface of a liquid at any temperature below its boiling point. ' +
      'A gas fills any container because its particles move quickly in every direction.',
  ],
  [
    'Atoms and elements',
    'An atom is the smallest particle of an element that keeps its chemical properties. ' +
      'The nucleus of an atom contains protons and neutrons. ' +
      'Electrons move around the nucleus in shells, also called energy levels. ' +
      'The atomic number of an element is the number of protons in the nucleus of its atoms. ' +
      'Isotopes are atoms of the same element with different numbers of neutrons. ' +
      'The periodic table arranges the elements in order of increasing atomic number.',
  ],
  [
    'Chemical reactions',
    'A chemical reaction forms new substances with new properties. ' +
      'The reactants are the substances present at the start of a reaction. ' +
      'The products are the new substances made by the reaction. ' +
      'A balanced equation has the same number of atoms of each element on both sides. ' +
      'An exothermic reaction releases energy to the surroundings, usually as heat. ' +
      'A catalyst speeds up a reaction without being used up by it.',
  ],
  [
    'Cells',
    'The cell is the basic unit of structure and function in living things. ' +
      'The nucleus contains the genetic material that controls the activities of the cell. ' +
      'The cell membrane controls which substances enter and leave the cell. ' +
      'Mitochondria release energy from glucose during aerobic respiration. ' +
      'Chloroplasts contain chlorophyll, which absorbs light for photosynthesis. ' +
      'A plant cell has a cell wall made of cellulose that supports its shape.',
  ],
  [
    'Transport in cells',
    'Diffusion is the movement of particles from a region of higher concentration to a region of lower concentration. ' +
      'Osmosis is the diffusion of water through a partially permeable membrane. ' +
      'Active transport moves substances against a concentration gradient using energy from respiration. ' +
      'Enzymes are proteins that act as biological catalysts in living cells. ' +
      'Each enzyme has an active site with a shape that fits its substrate. ' +
      'High temperatures denature an enzyme by changing the shape of its active site.',
  ],
];

/** Worked numbers: a sentence of its own on every page (the seed of the page makes them differ). */
const EXAMPLES = [
  (n) => {
    const m = 2 + (n % 9);
    const a = 2 + (n % 4);
    return `A trolley of mass ${m} kg accelerates at ${a} metres per second squared, so the resultant force on it is ${m * a} newtons.`;
  },
  (n) => {
    const p = 20 + 5 * (n % 13);
    const t = 10 + (n % 7);
    return `A lamp rated at ${p} watts that is switched on for ${t} seconds transfers ${p * t} joules of energy.`;
  },
  (n) => {
    const f = 100 + 10 * (n % 11);
    const w = 2 + (n % 4);
    return `A sound wave with a frequency of ${f} hertz and a wavelength of ${w} metres travels at ${f * w} metres per second.`;
  },
  (n) => {
    const r = 5 + (n % 8);
    const i = 2 + (n % 3);
    return `A resistor of ${r} ohms that carries a current of ${i} amperes has a potential difference of ${r * i} volts across it.`;
  },
  (n) => {
    const v = 2 + (n % 5);
    const d = 500 + 100 * (n % 9);
    return `A block with a volume of ${v} cubic metres and a mass of ${v * d} kilograms has a density of ${d} kilograms per cubic metre.`;
  },
  (n) => {
    const t = 20 + (n % 10);
    const s = 3 + (n % 6);
    return `A cyclist who rides ${s * t} metres in ${t} seconds has an average speed of ${s} metres per second.`;
  },
];

const LINES_PER_PAGE = 24; // makePdf: 16 px text, a line every 30 px from y = 90 on an A4 page
const LINE_WIDTH = 56; // characters of Noto Sans at 16 px inside makePdf's 56 px margins

/** Words of `text` wrapped into lines of at most `width` characters. */
function wrap(text, width) {
  const lines = [''];
  for (const word of text.split(/\s+/)) {
    const line = lines.at(-1);
    if (line && line.length + 1 + word.length > width) lines.push(word);
    else lines[lines.length - 1] = line ? `${line} ${word}` : word;
  }
  return lines;
}

/** The lines of page `n` (1-based): a heading, its topic's notes from a rotating start, worked numbers. */
function pageLines(n) {
  const [title, notes] = TOPICS[(n - 1) % TOPICS.length];
  const sentences = notes.match(/[^.]+\./g).map((s) => s.trim());
  const start = Math.floor((n - 1) / TOPICS.length) % sentences.length;
  const ordered = [...sentences.slice(start), ...sentences.slice(0, start)];
  const lines = [`Chapter ${Math.ceil(n / 3)}, page ${n}: ${title}`, ''];
  const paragraphs = [
    ordered.slice(0, 3).join(' '),
    `Worked example. ${EXAMPLES[n % EXAMPLES.length](n)} ${EXAMPLES[(n + 3) % EXAMPLES.length](n + 7)}`,
    ordered.slice(3).join(' '),
  ];
  for (const paragraph of paragraphs) {
    const wrapped = wrap(paragraph, LINE_WIDTH);
    if (lines.length + wrapped.length > LINES_PER_PAGE) break;
    lines.push(...wrapped, '');
  }
  return lines.slice(0, LINES_PER_PAGE);
}

/** A multipart body with one `file` part. */
function multipart(name, type, bytes) {
  const boundary = `----nibras-bench-${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function filesOf(base, token) {
  const { tree } = await json(base, 'GET', '/files', token);
  const files = [];
  const walk = (nodes) =>
    nodes.forEach((node) => (node.kind === 'file' ? files.push(node) : walk(node.children ?? [])));
  walk(tree);
  return files;
}

async function generationFigure(server, token) {
  const { makePdf } = await import(api('materials/extract/testing.ts'));
  const pages = Array.from({ length: PAGES }, (_, i) => ({ lines: pageLines(i + 1) }));
  const pdf = await makePdf(pages);
  const chars = pages.reduce((n, page) => n + page.lines.join('\n').length, 0);
  log(`${PAGES}-page PDF: ${kb(pdf.length)}, ${chars} characters of text`);

  const section = await json(server.base, 'POST', '/files/sections', token, { name: 'Science notes' });
  const form = multipart('Science notes.pdf', 'application/pdf', pdf);
  const uploadStarted = performance.now();
  const res = await fetch(`${server.base}/files/${section.node._id}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
    body: form.body,
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${text.slice(0, 300)}`);
  const [uploaded] = JSON.parse(text).files;
  let file;
  for (;;) {
    file = (await filesOf(server.base, token)).find((f) => f._id === uploaded._id);
    if (file?.status === 'failed') throw new Error(`extraction failed (${file.failure?.en})`);
    if (file?.status === 'ready') break;
    if (performance.now() - uploadStarted > 300_000) throw new Error('extraction did not finish in time');
    await sleep(100);
  }
  if (file.pageCount !== PAGES) throw new Error(`the file has ${file.pageCount} pages, not ${PAGES}`);
  log(`uploaded and extracted (${file.pageCount} pages) in ${sec(performance.now() - uploadStarted)}`);

  const generate = async () => {
    const started = performance.now();
    const { attempt } = await json(server.base, 'POST', '/quizzes', token, {
      source: { kind: 'file', fileId: file._id },
      count: 10,
    });
    const took = performance.now() - started;
    if (attempt.generator !== 'offline') throw new Error(`generator ${attempt.generator}, not offline`);
    if (attempt.questions.length !== 10) {
      throw new Error(`${attempt.questions.length} questions generated, not 10`);
    }
    return { took, attempt };
  };
  const first = await generate();
  const kinds = {};
  for (const q of first.attempt.questions) kinds[q.type] = (kinds[q.type] ?? 0) + 1;
  const sourcePages = new Set(first.attempt.questions.map((q) => q.source.page));
  log(
    `first call ${sec(first.took)}: ${Object.entries(kinds)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}; from ${sourcePages.size} different pages. ` +
      `E.g. "${(first.attempt.questions[0].prompt.text ?? '').replace(/\s+/g, ' ').slice(0, 120)}"`,
  );
  const times = [];
  for (let i = 0; i < RUNS; i += 1) times.push((await generate()).took);
  figure(
    'generation',
    `POST /quizzes from a ${PAGES}-page PDF (file source), 10 questions, offline generator`,
    `median ${sec(median(times))} of ${RUNS} (${times.map(sec).join(', ')}); first call ${sec(first.took)}`,
    '< 2 s',
  );
}

// ---------------------------------------------------------------------------------------------------
// 4. Initial JavaScript of /en/courses.

async function initialJsFigure(server) {
  const unavailable = await appsUnavailable();
  if (unavailable) {
    figure('js', 'initial JavaScript of /en/courses', unavailable);
    return;
  }
  const stopApps = await serveApps({ apiPort: server.port });
  let browser;
  try {
    const { token, user } = await student(server.base, 'js');
    browser = await launchChromium();
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await seedSession(context, { user, token });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        const body = await response.body();
        scripts.push({
          url: response.url(),
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 6 }).length,
        });
      } catch {
        // A response without a body (redirect) is not counted.
      }
    });
    await page.goto(`http://localhost:${SHELL_PORT}/en/courses`, { waitUntil: 'networkidle' });
    await page
      .locator('[data-remote="mfe_learning"] [data-testid="course-card"]')
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForTimeout(500);
    scripts.sort((a, b) => b.gzip - a.gzip);
    const port = (url) => {
      const at = Number(new URL(url).port);
      const app = APPS[APP_PORTS.indexOf(at)]?.[0] ?? String(at);
      return `${app}${new URL(url).pathname}`;
    };
    for (const s of scripts.slice(0, 12)) {
      log(`${kb(s.gzip).padStart(9)} gz ${kb(s.raw).padStart(9)}  ${port(s.url)}`);
    }
    if (scripts.length > 12) log(`… and ${scripts.length - 12} smaller files`);
    const total = scripts.reduce((n, s) => n + s.gzip, 0);
    const raw = scripts.reduce((n, s) => n + s.raw, 0);
    const byApp = {};
    for (const s of scripts) {
      const app = port(s.url).split('/')[0];
      byApp[app] = (byApp[app] ?? 0) + s.gzip;
    }
    figure(
      'js',
      `initial JavaScript of /en/courses (signed in, until the first course card), gzipped`,
      `${kb(total)} in ${scripts.length} files (${kb(raw)} raw; ` +
        `${Object.entries(byApp)
          .map(([app, bytes]) => `${app} ${kb(bytes)}`)
          .join(', ')})`,
    );
  } finally {
    await browser?.close();
    await stopApps();
  }
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  console.info(
    `Nibras learning benchmark: Node ${process.version}, ${os.availableParallelism()} cores, ` +
      `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB; sections: ${ONLY.join(', ')}`,
  );
  const begun = performance.now();
  const [apiPort] = await freePorts(1);
  // One API for every section (each needs it; the shell's pages call it from the app ports).
  const server = await startApi(apiPort, { CORS_ORIGINS: APP_ORIGINS });
  try {
    const { token } = await student(server.base, 'main');
    const steps = {
      api: () => apiFigure(server, token),
      grading: async () => {
        await gradingInProcess();
        await gradingThroughApi(server, token);
      },
      generation: () => generationFigure(server, token),
      js: () => initialJsFigure(server),
    };
    for (const name of SECTIONS) {
      if (!ONLY.includes(name)) continue;
      console.info(`${name}:`);
      const started = performance.now();
      try {
        await steps[name]();
      } catch (error) {
        figure(name, 'failed', error instanceof Error ? error.message : String(error));
        process.exitCode = 1;
      }
      log(`(${name} took ${sec(performance.now() - started)})`);
    }
  } finally {
    await server.stop();
  }

  printFigures(performance.now() - begun);
}

await main();
