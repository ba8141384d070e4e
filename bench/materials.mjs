#!/usr/bin/env node
// The study materials' figures (issue 10), measured with the product's own code: the extraction pool
// (api/src/materials/extract/pool.ts, worker threads running tesseract.js), the test helpers that draw
// pages (extract/testing.ts: Noto fonts from /usr/share/fonts), the search index over a real embedded
// store, and the real API as a child process (`node api/src/index.ts`, a temp DATA_DIR, a free port).
//
//   node bench/materials.mjs [--only=ocr,pool,upload,search,memory,tree] [--runs=3] [--pool-pages=8]
//        [--threads=N] [--search-pages=2000] [--searches=500] [--memory-pages=4] [--tree-nodes=2000]
//
// 1. ocr: OCR seconds per page on ONE core. An A4 page at 300 dpi (2480 x 3508 px) of 35 lines of
//    English text, and the same of Arabic text (about 10.5 pt: 44 px, 2 cm margins), drawn by
//    makeTextImage and placed on the page, sent as PNG through a pool with `threads: 1`. One warm-up
//    page first (the thread starts and loads the OCR data), then --runs runs of each: the median time
//    from extract() to its answer, and the character error rate (characterErrorRate, the tests' own
//    measure) of the text read against the text drawn (aim for Arabic: at most 2 %).
// 2. pool: pages per minute for the whole pool at its default size (extractionThreads(): the cores
//    less one, or EXTRACTION_THREADS; --threads to override): after one warm-up page per thread,
//    --pool-pages such pages (English and Arabic alternately) submitted at once; wall time. When the
//    default leaves a core to the API (2 cores: 1 thread), the same again with a thread per core.
// 3. upload: a 25 MB plain-text file (the largest allowed, 25 * 1024 * 1024 bytes of English and
//    Arabic paragraphs) uploaded with POST /files/{sectionId}/upload to the API on loopback: time from
//    sending the request to its 201 answer, and MB/s; median of --runs. Between runs the file's
//    extraction is left to finish (its time is shown too) so it does not share the CPU with the next
//    upload.
// 4. search: --search-pages pages (about 2,000 characters each, English and Arabic, made from
//    subject vocabulary by a seeded generator) of 100 files, written for one student with
//    store.materials (nodes inserted, then putPages) into an embedded store in a temp folder; the
//    API's own index (materialSearchFor(store.materials)). First search (the index is built) time,
//    then p50 / p99 of --searches searches of varied words (English, Arabic, two words, a hamza
//    written differently, diacritics, a word being typed, a word found nowhere), each as GET /search
//    runs it (limit 5, the store's version read first). Aim: p99 under 50 ms.
// 5. memory: the API child's resident memory (VmRSS in /proc/<pid>/status, extraction threads
//    included: they live in the API process) sampled every 100 ms while it reads --memory-pages A4
//    PNG pages uploaded in one request through its own queue (GET /files polled until every file is
//    ready): at rest after start and sign-up, the peak, and right after (an idle extraction thread
//    keeps its OCR engine for a minute).
// 6. tree: time to render a tree of --tree-nodes nodes, in Debian's Chromium (Playwright) against
//    the production builds (`npm run build`; skipped when a dist folder is missing). The shell and
//    the five remotes are served by shared-ui/build/serve.mjs on ports 3100-3105 and the API on 8899,
//    so that a running e2e suite (3000-3005, 8787) is not disturbed: the shell's run-time config
//    points at those ports. A student is made through the API, with 4 sections, each holding 20
//    folders of 2 files and the rest as files directly in it (small text files: they extract fast;
//    the page is measured once every file is ready and it has stopped polling). Sections open and
//    folders closed, as the page starts. Measured in the page (performance.now(), from the start of
//    navigation to /en/uploaded-materials): until the first tree row is in the page (a
//    MutationObserver), cold (new browser profile) and warm (median of 3 reloads). Then a scroll
//    from top to bottom of the tree, one view per frame: total time, frames and frame intervals;
//    and a jump from the top to the end: time until the last row is drawn.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APP_ORIGINS,
  SHELL_PORT,
  appsUnavailable,
  figureTable,
  json,
  launchChromium,
  log,
  median,
  pct,
  rssKb,
  sec,
  seedSession,
  serveApps,
  sleep,
  spawnTempApi,
  student,
} from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECTIONS = ['ocr', 'pool', 'upload', 'search', 'memory', 'tree'];
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
const RUNS = args.runs ?? 3;
const POOL_PAGES = args['pool-pages'] ?? 8;
const SEARCH_PAGES = args['search-pages'] ?? 2000;
const SEARCHES = args.searches ?? 500;
const MEMORY_PAGES = args['memory-pages'] ?? 4;
const TREE_NODES = args['tree-nodes'] ?? 2000;

const api = (file) => path.join(ROOT, 'api/src', file);
const { createExtractionPool } = await import(api('materials/extract/pool.ts'));
const { extractionThreads } = await import(api('materials/extract/limits.ts'));
const { makeTextImage, characterErrorRate } = await import(api('materials/extract/testing.ts'));
const { MAX_MATERIAL_FILE_BYTES } = await import(api('materials/limits.ts'));
const { createLogger } = await import(api('logger.ts'));
const { createCanvas, loadImage } = await import('@napi-rs/canvas');

const THREADS = args.threads ?? extractionThreads();
const MB = 1024 * 1024;
const ms = (v) => `${v.toFixed(v < 10 ? 2 : 0)} ms`;
const percent = (v) => `${(v * 100).toFixed(2)} %`;
/** The figures, logged as they come and printed as a table at the end. */
const { figure, print: printFigures } = figureTable();

// ---------------------------------------------------------------------------------------------------
// Text: a textbook page's worth in each language (drawn for OCR, and the sentences of the search pages).

const ENGLISH_TEXT =
  'Energy is the ability to do work. It comes in many forms: kinetic energy is the energy of motion, and ' +
  'potential energy is stored energy that depends on position. A ball held above the ground has ' +
  'gravitational potential energy equal to its mass times the gravitational field strength times its ' +
  'height. When the ball falls, this potential energy changes into kinetic energy, which equals one half ' +
  'of the mass times the square of the speed. In a closed system the total energy stays the same; it is ' +
  'only transferred from one store to another. This is the law of conservation of energy. Friction and ' +
  'air resistance transfer some energy to the surroundings as heat, so a real ball never bounces back to ' +
  'the height it was dropped from. Power is the rate at which energy is transferred, measured in watts; ' +
  'one watt is one joule per second. A kettle rated at 2000 watts transfers two thousand joules of energy ' +
  'every second to the water inside it. The efficiency of a device is the useful energy output divided ' +
  'by the total energy input, and it is always less than one hundred percent. Cells are the basic units ' +
  'of life. Every living thing is made of one or more cells, and every cell comes from a cell that ' +
  'existed before it. Plant cells have a cell wall made of cellulose, a large vacuole filled with cell ' +
  'sap, and chloroplasts that absorb light for photosynthesis. Animal cells have no cell wall, so their ' +
  'shape is more flexible. In both kinds of cell the nucleus holds the genetic material, which controls ' +
  'the activities of the cell, and the mitochondria release energy from glucose during respiration. The ' +
  'cell membrane controls which substances enter and leave the cell. Small molecules such as oxygen and ' +
  'carbon dioxide move across it by diffusion, from a region of higher concentration to a region of ' +
  'lower concentration. Water moves by osmosis through a partially permeable membrane. Active transport ' +
  'moves substances against a concentration gradient and needs energy from respiration. Chemical ' +
  'reactions rearrange atoms to form new substances. In a balanced equation the number of atoms of each ' +
  'element is the same on both sides, because mass is conserved. When methane burns in oxygen it forms ' +
  'carbon dioxide and water, and the reaction releases energy to the surroundings, so it is exothermic. ' +
  'A catalyst speeds up a reaction without being used up, and enzymes are the catalysts of living cells. ' +
  'Waves transfer energy from one place to another without transferring matter. In a transverse wave the ' +
  'vibrations are at right angles to the direction of travel, as in light and ripples on water; in a ' +
  'longitudinal wave they are along it, as in sound. The speed of a wave equals its frequency times its ' +
  'wavelength. Light travels at about three hundred thousand kilometres per second in a vacuum, and it ' +
  'slows down when it enters glass, which makes it bend. This bending is called refraction, and it is how ' +
  'a lens brings rays of light to a focus.';

const ARABIC_TEXT =
  'الطاقة هي القدرة على بذل شغل، وهي تظهر في صور كثيرة. فالطاقة الحركية هي طاقة الجسم المتحرك، أما ' +
  'طاقة الوضع فهي طاقة مختزنة تعتمد على موضع الجسم. والكرة المرفوعة فوق سطح الأرض تمتلك طاقة وضع تساوي ' +
  'حاصل ضرب كتلتها في شدة مجال الجاذبية في ارتفاعها. وعندما تسقط الكرة تتحول طاقة الوضع إلى طاقة حركية ' +
  'تساوي نصف حاصل ضرب الكتلة في مربع السرعة. وفي النظام المغلق يبقى مجموع الطاقة ثابتا، فهي لا تفنى ولا ' +
  'تستحدث من العدم، وإنما تنتقل من صورة إلى أخرى. وهذا هو قانون حفظ الطاقة. ويؤدي الاحتكاك ومقاومة ' +
  'الهواء إلى انتقال جزء من الطاقة إلى الوسط المحيط على شكل حرارة، ولذلك لا ترتد الكرة أبدا إلى ' +
  'الارتفاع الذي سقطت منه. والقدرة هي المعدل الزمني لانتقال الطاقة، وتقاس بوحدة الواط، والواط الواحد ' +
  'يساوي جولا واحدا في الثانية. والخلية هي الوحدة الأساسية للحياة، فكل كائن حي يتكون من خلية واحدة أو ' +
  'أكثر، وكل خلية تنشأ من خلية سبقتها. وللخلية النباتية جدار خلوي مصنوع من السليلوز، وفجوة عصارية ' +
  'كبيرة، وبلاستيدات خضراء تمتص الضوء اللازم لعملية البناء الضوئي. أما الخلية الحيوانية فليس لها جدار ' +
  'خلوي، ولذلك يكون شكلها أكثر مرونة. وفي كلا النوعين تحتوي النواة على المادة الوراثية التي تتحكم في ' +
  'أنشطة الخلية، وتطلق الميتوكوندريا الطاقة من الجلوكوز في أثناء التنفس الخلوي. ويتحكم الغشاء البلازمي ' +
  'في المواد التي تدخل الخلية وتخرج منها. وتنتقل الجزيئات الصغيرة مثل الأكسجين وثاني أكسيد الكربون ' +
  'عبره بالانتشار، من منطقة التركيز المرتفع إلى منطقة التركيز المنخفض. وينتقل الماء بالخاصية الأسموزية ' +
  'عبر غشاء شبه منفذ. أما النقل النشط فينقل المواد عكس منحدر التركيز ويحتاج إلى طاقة من التنفس. ' +
  'والتفاعلات الكيميائية تعيد ترتيب الذرات لتكوين مواد جديدة. وفي المعادلة الموزونة يكون عدد ذرات كل ' +
  'عنصر متساويا في الطرفين، لأن الكتلة محفوظة. وعندما يحترق الميثان في الأكسجين يتكون ثاني أكسيد ' +
  'الكربون والماء، ويطلق التفاعل طاقة إلى الوسط المحيط، فهو تفاعل طارد للحرارة. والعامل المساعد يسرع ' +
  'التفاعل دون أن يستهلك، والإنزيمات هي العوامل المساعدة في الخلايا الحية. والموجات تنقل الطاقة من ' +
  'مكان إلى آخر دون أن تنقل المادة. ففي الموجة المستعرضة تكون الاهتزازات عمودية على اتجاه انتشار ' +
  'الموجة، كما في الضوء وتموجات سطح الماء، أما في الموجة الطولية فتكون الاهتزازات في اتجاه الانتشار ' +
  'نفسه، كما في الصوت. وسرعة الموجة تساوي حاصل ضرب ترددها في طولها الموجي. وينتقل الضوء في الفراغ ' +
  'بسرعة تقارب ثلاثمئة ألف كيلومتر في الثانية، وتقل سرعته عندما يدخل الزجاج فينكسر. ويسمى هذا ' +
  'الانحراف انكسار الضوء، وبه تجمع العدسة المحدبة الأشعة في نقطة واحدة تسمى البؤرة. أما المرآة ' +
  'المستوية فتعكس الضوء بحيث تكون زاوية السقوط مساوية لزاوية الانعكاس. والتيار الكهربائي هو سريان ' +
  'الشحنات الكهربائية في موصل، ويقاس بوحدة الأمبير. ويدفع فرق الجهد الشحنات عبر الدائرة، وتقاومها ' +
  'المقاومة الكهربائية التي تقاس بوحدة الأوم. وينص قانون أوم على أن التيار المار في موصل يتناسب ' +
  'طرديا مع فرق الجهد بين طرفيه عند ثبوت درجة الحرارة. وفي الدائرة الموصولة على التوالي يمر التيار ' +
  'نفسه في جميع المكونات، أما في الدائرة الموصولة على التوازي فيتوزع التيار بين الفروع ويبقى فرق ' +
  'الجهد متساويا. والمغناطيس يجذب الحديد والنيكل والكوبالت، وله قطبان شمالي وجنوبي، والأقطاب ' +
  'المتشابهة تتنافر والأقطاب المختلفة تتجاذب. وعندما يمر تيار كهربائي في سلك ينشأ حوله مجال ' +
  'مغناطيسي، وهذه الظاهرة هي أساس عمل المحرك الكهربائي. ويحول المولد الكهربائي الطاقة الحركية إلى ' +
  'طاقة كهربائية، ويرفع المحول الجهد أو يخفضه لنقل الكهرباء عبر مسافات طويلة بأقل فقد ممكن للطاقة. ' +
  'وتنتج محطات توليد الكهرباء الطاقة من الوقود الأحفوري أو من مصادر متجددة مثل الرياح والشمس ' +
  'والمياه. ومصادر الطاقة المتجددة لا تنفد، ولكن بعضها لا يتوافر في كل الأوقات.';

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

// The A4 page: 2480 x 3508 px at 300 dpi; text 44 px (about 10.5 pt) inside 2 cm margins.
const A4 = { width: 2480, height: 3508, margin: 236, font: 44 };
const PAGE_LINES = 35;
const LINES = {
  en: wrap(ENGLISH_TEXT, 82).slice(0, PAGE_LINES),
  ar: wrap(ARABIC_TEXT, 96).slice(0, PAGE_LINES),
};
const pageCache = new Map();

/** The A4 PNG of 35 lines of one language: makeTextImage's text drawn on a white A4 page. */
async function a4Page(lang) {
  if (!pageCache.has(lang)) {
    const text = makeTextImage(LINES[lang], { width: A4.width - 2 * A4.margin, size: A4.font });
    const image = await loadImage(text);
    const canvas = createCanvas(A4.width, A4.height);
    const context = canvas.getContext('2d');
    context.fillStyle = 'white';
    context.fillRect(0, 0, A4.width, A4.height);
    context.drawImage(image, A4.margin, A4.margin);
    pageCache.set(lang, canvas.toBuffer('image/png'));
  }
  return pageCache.get(lang);
}

// ---------------------------------------------------------------------------------------------------
// The API in a child process.

/** The API on a fresh temporary DATA_DIR, removed on stop. */
const startApi = (env = {}, port) => spawnTempApi({ name: 'materials', port, env });

/** A multipart body with one `file` part per entry. */
function multipart(files) {
  const boundary = `----nibras-bench-${Math.random().toString(16).slice(2)}`;
  const parts = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /files/{parentId}/upload of a multipart body: the stored file nodes. */
async function sendUpload(base, token, parentId, { body, contentType }) {
  const res = await fetch(`${base}/files/${parentId}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text).files;
}

const upload = (base, token, parentId, files) => sendUpload(base, token, parentId, multipart(files));

/** Every file node of GET /files. */
async function filesOf(base, token) {
  const { tree } = await json(base, 'GET', '/files', token);
  const files = [];
  const walk = (nodes) =>
    nodes.forEach((node) => (node.kind === 'file' ? files.push(node) : walk(node.children)));
  walk(tree);
  return files;
}

/** Polls GET /files until no file is queued or processing; fails when one failed. */
async function untilExtracted(base, token, { every = 250, timeoutMs = 300_000 } = {}) {
  const started = performance.now();
  for (;;) {
    const files = await filesOf(base, token);
    const failed = files.find((file) => file.status === 'failed');
    if (failed) throw new Error(`${failed.name}: extraction failed (${failed.failure?.en})`);
    if (files.every((file) => file.status === 'ready')) return files;
    if (performance.now() - started > timeoutMs) throw new Error('extraction did not finish in time');
    await sleep(every);
  }
}

// ---------------------------------------------------------------------------------------------------
// 1. OCR on one core, 2. the whole pool.

const logger = createLogger('silent');

async function ocrOneCore() {
  const langDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nibras-bench-ocr-'));
  const pool = createExtractionPool({ logger, threads: 1, langDir });
  try {
    const warmStarted = performance.now();
    await pool.extract({ bytes: await a4Page('en'), mime: 'image/png' });
    log(`warm-up page (thread start and OCR data): ${sec(performance.now() - warmStarted)}`);
    for (const lang of ['en', 'ar']) {
      const bytes = await a4Page(lang);
      const expected = LINES[lang].join('\n');
      const times = [];
      const errors = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const [page] = await pool.extract({ bytes, mime: 'image/png' });
        times.push(performance.now() - started);
        errors.push(characterErrorRate(expected, page.text));
      }
      const name = lang === 'en' ? 'English' : 'Arabic';
      figure(
        'ocr',
        `${name} A4 page (${PAGE_LINES} lines, ${expected.length} chars), 1 thread`,
        `${sec(median(times))} a page (median of ${RUNS}: ${times.map(sec).join(', ')})`,
      );
      figure('ocr', `${name} character error rate`, percent(median(errors)), lang === 'ar' ? '<= 2 %' : '');
    }
  } finally {
    await pool.close();
    await fs.rm(langDir, { recursive: true, force: true });
  }
}

/** Pages per minute of a pool of `threads` threads, after one warm-up page per thread. */
async function pagesPerMinute(threads) {
  const langDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nibras-bench-ocr-'));
  const pool = createExtractionPool({ logger, threads, langDir });
  try {
    const small = makeTextImage(['Warm-up page.']);
    await Promise.all(
      Array.from({ length: pool.threads }, () => pool.extract({ bytes: small, mime: 'image/png' })),
    );
    const pages = await Promise.all(
      Array.from({ length: POOL_PAGES }, (_, i) => a4Page(i % 2 === 0 ? 'en' : 'ar')),
    );
    const started = performance.now();
    await Promise.all(pages.map((bytes) => pool.extract({ bytes, mime: 'image/png' })));
    const wall = performance.now() - started;
    return `${((POOL_PAGES / wall) * 60_000).toFixed(1)} pages/min (${sec(wall)})`;
  } finally {
    await pool.close();
    await fs.rm(langDir, { recursive: true, force: true });
  }
}

async function poolThroughput() {
  const cores = os.availableParallelism();
  figure(
    'pool',
    `${POOL_PAGES} A4 pages at once (en + ar), ${THREADS} thread(s) on ${cores} cores` +
      (args.threads === undefined ? ' (default: extractionThreads())' : ''),
    await pagesPerMinute(THREADS),
  );
  // For comparison, when the default leaves a core to the API: every core reading.
  if (args.threads === undefined && THREADS < cores) {
    figure(
      'pool',
      `the same with ${cores} threads (EXTRACTION_THREADS=${cores}), for comparison`,
      await pagesPerMinute(cores),
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// 3. Upload of a 25 MB file.

/** Exactly `bytes` bytes of UTF-8 text: English and Arabic paragraphs, ASCII padding at the end. */
function bigText(bytes) {
  const paragraph = Buffer.from(`${ENGLISH_TEXT}\n\n${ARABIC_TEXT}\n\n`);
  const out = Buffer.alloc(bytes, 0x20);
  for (let at = 0; at + paragraph.length <= bytes; at += paragraph.length) paragraph.copy(out, at);
  out[bytes - 1] = 0x0a;
  return out;
}

async function uploadFigure() {
  const server = await startApi();
  try {
    const { token } = await student(server.base, 'upload');
    const section = await json(server.base, 'POST', '/files/sections', token, { name: 'Uploads' });
    const bytes = bigText(MAX_MATERIAL_FILE_BYTES);
    const times = [];
    const extraction = [];
    for (let run = 0; run < RUNS; run += 1) {
      const form = multipart([{ name: `big-${run}.txt`, type: 'text/plain', bytes }]);
      const started = performance.now();
      const [file] = await sendUpload(server.base, token, section.node._id, form);
      times.push(performance.now() - started);
      if (file.size !== bytes.length) throw new Error(`stored ${file.size} bytes, sent ${bytes.length}`);
      const extractStarted = performance.now();
      const files = await untilExtracted(server.base, token, { every: 200 });
      extraction.push(performance.now() - extractStarted);
      const pages = files.find((f) => f._id === file._id)?.pageCount;
      log(
        `run ${run + 1}: upload ${sec(times.at(-1))}, then extracted (${pages} pages) in ${sec(extraction.at(-1))}`,
      );
    }
    const t = median(times);
    figure(
      'upload',
      `25 MB plain-text file (${bytes.length} bytes), POST /files/{id}/upload, loopback`,
      `${sec(t)}, ${(bytes.length / MB / (t / 1000)).toFixed(1)} MB/s (median of ${RUNS}: ${times.map(sec).join(', ')})`,
    );
    figure('upload', 'its text extraction afterwards (background, median)', sec(median(extraction)));
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------------
// 4. Search over 2,000 pages.

/** A seeded generator (mulberry32): the same pages and queries on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EN = {
  nouns: (
    'energy force mass acceleration velocity momentum friction gravity pressure density temperature heat ' +
    'current voltage resistance circuit magnet wave frequency wavelength light lens mirror atom electron ' +
    'proton neutron molecule element compound mixture solution acid base salt reaction catalyst enzyme ' +
    'protein cell nucleus membrane chloroplast mitochondria tissue organ photosynthesis respiration glucose ' +
    'oxygen carbon nitrogen hydrogen water ecosystem population species evolution gene chromosome ' +
    'inheritance bacteria virus immunity blood heart lung kidney digestion equation function graph ' +
    'triangle angle circle probability fraction integer derivative integral vector matrix empire revolution ' +
    'trade climate river mountain desert volcano earthquake planet orbit satellite telescope galaxy'
  ).split(' '),
  verbs: (
    'increases decreases changes controls transfers produces absorbs releases measures affects forms ' +
    'contains converts balances reflects'
  ).split(' '),
  adjectives: (
    'kinetic potential thermal electric magnetic chemical biological constant variable average total ' +
    'internal external renewable organic'
  ).split(' '),
};
const AR = {
  nouns: (
    'الطاقة القوة الكتلة التسارع السرعة الزخم الاحتكاك الجاذبية الضغط الكثافة الحرارة التيار الجهد ' +
    'المقاومة الدائرة المغناطيس الموجة التردد الضوء العدسة المرآة الذرة الإلكترون البروتون النيوترون ' +
    'الجزيء العنصر المركب المخلوط المحلول الحمض القاعدة الملح التفاعل الإنزيم البروتين الخلية النواة ' +
    'الغشاء البلاستيدات الميتوكوندريا النسيج العضو التنفس الجلوكوز الأكسجين الكربون النيتروجين ' +
    'الهيدروجين الماء السكان النوع التطور الجين الكروموسوم الوراثة البكتيريا الفيروس المناعة الدم ' +
    'القلب الرئة الكلية الهضم المعادلة الدالة المثلث الزاوية الاحتمال الكسر المشتقة التكامل المتجه ' +
    'المصفوفة الدولة الثورة التجارة المناخ النهر الجبل الصحراء البركان الزلزال الأرض القمر الشمس الكوكب'
  ).split(' '),
  verbs: 'يزيد ينقص يغير يضبط ينقل ينتج يمتص يطلق يقيس يؤثر يكون يحتوي يحول يوازن يعكس'.split(' '),
  adjectives: (
    'الحركية الكامنة الحرارية الكهربائية المغناطيسية الكيميائية الحيوية الثابتة المتغيرة المتوسطة الكلية ' +
    'الداخلية الخارجية المتجددة العضوية'
  ).split(' '),
};
const sentencesOf = (text) => text.match(/[^.!?]+[.!?]/g).map((s) => s.trim());
const REAL = { en: sentencesOf(ENGLISH_TEXT), ar: sentencesOf(ARABIC_TEXT) };

/** A page of about 2,000 characters in one language: real sentences and generated ones. */
function makeSearchPage(rand, lang, number) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const words = lang === 'en' ? EN : AR;
  const lines = [lang === 'en' ? `Lesson ${number}` : `الدرس ${number}`];
  let length = 0;
  while (length < 2000) {
    const sentence =
      rand() < 0.35
        ? pick(REAL[lang])
        : lang === 'en'
          ? `The ${pick(words.adjectives)} ${pick(words.nouns)} ${pick(words.verbs)} the ${pick(words.nouns)} ` +
            `of the ${pick(words.nouns)} and the ${pick(words.nouns)}.`
          : `${pick(words.nouns)} ${pick(words.adjectives)} ${pick(words.verbs)} ${pick(words.nouns)} ` +
            `في ${pick(words.nouns)} و${pick(words.nouns)}.`;
    lines.push(sentence);
    length += sentence.length + 1;
  }
  // Paragraphs of a few sentences.
  return lines.reduce(
    (text, line, i) => (i === 0 ? line : `${text}${i % 4 === 0 ? '\n\n' : ' '}${line}`),
    '',
  );
}

/** Varied queries: single words, two words, other spellings of Arabic, a word being typed, none found. */
function makeQueries(rand, count) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const variants = [
    'الاكسجين', // أ written as ا
    'الالكترون', // إ written as ا
    'الانزيم',
    'الارض',
    'المراه', // ة written as ه
    'الطَّاقَةُ', // with diacritics
    'الخَلِيَّةُ',
    'الحَرَارَة',
    'الكيميائيه',
  ];
  const kinds = [
    () => pick(EN.nouns),
    () => pick(AR.nouns),
    () => `${pick(EN.adjectives)} ${pick(EN.nouns)}`,
    () => `${pick(AR.nouns)} ${pick(AR.adjectives)}`,
    () => pick(variants),
    () => pick(EN.nouns).slice(0, 4),
    () => pick(AR.nouns).slice(0, 5),
    () => pick(['xylophone', 'zeppelin', 'البطريق', 'quasar', 'المجرات البعيدة']),
    () => pick(EN.nouns).replace(/([^s])$/, '$1s'),
    () => `energy ${pick(EN.nouns)} ${pick(EN.verbs)}`,
  ];
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length]());
}

async function searchFigure() {
  const { openStore } = await import(api('store/index.ts'));
  const { materialSearchFor } = await import(api('materials/search-index.ts'));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nibras-bench-search-'));
  const store = await openStore({ dataDir, mongodbUri: undefined, mongodbDb: 'nibras' });
  try {
    const userId = 'bench-student';
    const rand = random(10);
    const now = new Date().toISOString();
    const repo = store.materials;
    const section = await repo.insert({
      userId,
      kind: 'section',
      name: 'Sciences',
      color: '#D2E4E2',
      createdAt: now,
      updatedAt: now,
    });
    const FILES = 100;
    const perFile = Math.ceil(SEARCH_PAGES / FILES);
    const writeStarted = performance.now();
    let written = 0;
    let chars = 0;
    for (let f = 0; f < FILES && written < SEARCH_PAGES; f += 1) {
      const lang = f % 5 < 3 ? 'ar' : 'en';
      const count = Math.min(perFile, SEARCH_PAGES - written);
      const pages = Array.from({ length: count }, (_, p) => {
        // One page in five of the other language: mixed files too.
        const pageLang = p % 5 === 4 ? (lang === 'ar' ? 'en' : 'ar') : lang;
        const text = makeSearchPage(rand, pageLang, written + p + 1);
        chars += text.length;
        return { page: p + 1, text, ocr: false };
      });
      const file = await repo.insert({
        userId,
        kind: 'file',
        name: `${lang === 'ar' ? 'ملزمة' : 'Workbook'} ${f + 1}.pdf`,
        color: '#FFFFFF',
        parentId: section._id,
        mime: 'application/pdf',
        size: 100_000,
        blobId: `bench-blob-${f}`,
        status: 'ready',
        pageCount: count,
        createdAt: now,
        updatedAt: now,
      });
      await repo.putPages(userId, file._id, pages);
      written += count;
    }
    log(
      `${written} pages (${(chars / written).toFixed(0)} characters each on average) in ${FILES} files ` +
        `written in ${sec(performance.now() - writeStarted)}`,
    );

    const index = materialSearchFor(repo);
    const firstStarted = performance.now();
    const first = await index.search(userId, 'الطاقة الحركية', { limit: 5 });
    const firstMs = performance.now() - firstStarted;
    if (first.length === 0) throw new Error('the first search found nothing');

    const queries = makeQueries(random(20), SEARCHES);
    const times = [];
    let found = 0;
    for (const query of queries) {
      const started = performance.now();
      const hits = await index.search(userId, query, { limit: 5 });
      times.push(performance.now() - started);
      if (hits.length > 0) found += 1;
    }
    figure('search', `first search over ${written} pages (index built from the store)`, sec(firstMs));
    figure(
      'search',
      `${SEARCHES} searches of varied words (${found} with hits), limit 5`,
      `p50 ${ms(pct(times, 50))}, p99 ${ms(pct(times, 99))}, max ${ms(Math.max(...times))}`,
      'p99 < 50 ms',
    );
  } finally {
    await store.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------
// 5. The API's memory while OCR runs.

async function memoryFigure() {
  const server = await startApi();
  try {
    const { token } = await student(server.base, 'memory');
    const section = await json(server.base, 'POST', '/files/sections', token, { name: 'Scans' });
    const files = await Promise.all(
      Array.from({ length: MEMORY_PAGES }, async (_, i) => ({
        name: `scan-${i + 1}.png`,
        type: 'image/png',
        bytes: await a4Page(i % 2 === 0 ? 'en' : 'ar'),
      })),
    );
    await sleep(1000);
    const rest = [];
    for (let i = 0; i < 10; i += 1) {
      rest.push(await rssKb(server.child.pid));
      await sleep(100);
    }
    const baseline = median(rest);
    let peak = 0;
    const sampler = setInterval(() => {
      rssKb(server.child.pid)
        .then((kb) => (peak = Math.max(peak, kb)))
        .catch(() => undefined);
    }, 100);
    const started = performance.now();
    try {
      await upload(server.base, token, section.node._id, files);
      await untilExtracted(server.base, token, { every: 500 });
    } finally {
      clearInterval(sampler);
    }
    const wall = performance.now() - started;
    const after = await rssKb(server.child.pid);
    figure(
      'memory',
      `API VmRSS while its queue reads ${MEMORY_PAGES} uploaded A4 PNG pages (${extractionThreads()} thread(s), ${sec(wall)})`,
      `at rest ${(baseline / 1024).toFixed(0)} MB, peak ${(peak / 1024).toFixed(0)} MB, right after ${(after / 1024).toFixed(0)} MB`,
    );
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------------
// 6. A tree of 2,000 nodes in the browser.

const TREE_API_PORT = 8899;

/** 4 sections; each: 20 folders of 2 files, and files directly in it, to `total` nodes in all. */
async function buildTree(base, token, total) {
  const SECTION_COUNT = 4;
  const FOLDERS = 20;
  const IN_FOLDER = 2;
  const perSection = Math.floor(total / SECTION_COUNT);
  const pad = (n) => String(n).padStart(4, '0');
  const textFile = (name, i) => ({
    name,
    type: 'text/plain',
    bytes: Buffer.from(`${name}\n\n${REAL.en[i % REAL.en.length]}\n\n${REAL.ar[i % REAL.ar.length]}\n`),
  });
  let nodes = 0;
  let last = '';
  const uploads = [];
  for (let s = 0; s < SECTION_COUNT; s += 1) {
    const budget = s === SECTION_COUNT - 1 ? total - nodes : perSection;
    const section = await json(base, 'POST', '/files/sections', token, { name: `Section ${s + 1}` });
    let used = 1;
    for (let f = 0; f < FOLDERS && used + 1 + IN_FOLDER <= budget; f += 1) {
      const folder = await json(base, 'POST', '/files/folders', token, {
        name: `Folder ${pad(f + 1)}`,
        parentId: section.node._id,
      });
      uploads.push([
        folder.node._id,
        Array.from({ length: IN_FOLDER }, (_, k) => textFile(`Note ${s + 1}-${f + 1}-${k + 1}.txt`, k)),
      ]);
      used += 1 + IN_FOLDER;
    }
    const direct = Array.from({ length: budget - used }, (_, k) => textFile(`Page ${pad(k + 1)}.txt`, k));
    for (let k = 0; k < direct.length; k += 20) uploads.push([section.node._id, direct.slice(k, k + 20)]);
    if (direct.length > 0) last = direct.at(-1).name;
    nodes += budget;
  }
  // A few uploads at a time, as a browser would send them.
  for (let i = 0; i < uploads.length; i += 4) {
    await Promise.all(uploads.slice(i, i + 4).map(([parent, files]) => upload(base, token, parent, files)));
  }
  return { nodes, last };
}

// watchRows and scrollTree run in the page (Playwright sends their source), with the browser's globals:
/* global window, document, MutationObserver, requestAnimationFrame */

/** Records in the page when the first tree row appears (performance.now(): since navigation start). */
function watchRows() {
  const seen = () => {
    if (window.__benchRowsAt !== undefined) return;
    const row = document.querySelector('[data-testid="material-node"]');
    if (row && row.getBoundingClientRect().height > 0) {
      window.__benchRowsAt = performance.now();
      const tree = document.querySelector('[data-testid="materials-tree"]');
      window.__benchRows = Number(tree?.getAttribute('data-rows'));
    }
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
}

/** In the page: scroll the tree one view per frame to its end; then jump from the top to the end. */
async function scrollTree(lastName) {
  const tree = document.querySelector('[data-testid="materials-tree"]');
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const lastDrawn = () =>
    [...tree.querySelectorAll('[data-testid="node-name"]')].some((name) => {
      if (name.textContent !== lastName) return false;
      const box = name.getBoundingClientRect();
      const view = tree.getBoundingClientRect();
      return box.height > 0 && box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
    });
  const end = () => tree.scrollHeight - tree.clientHeight;
  tree.scrollTop = 0;
  await frame();
  await frame();
  const intervals = [];
  let previous = performance.now();
  const started = previous;
  while (tree.scrollTop < end() - 1) {
    tree.scrollTop = Math.min(end(), tree.scrollTop + tree.clientHeight);
    await frame();
    const now = performance.now();
    intervals.push(now - previous);
    previous = now;
  }
  while (!lastDrawn()) {
    await frame();
    if (performance.now() - started > 60_000) throw new Error('the last row never appeared');
  }
  const scrollMs = performance.now() - started;
  tree.scrollTop = 0;
  await frame();
  await frame();
  const jumpStarted = performance.now();
  tree.scrollTop = end();
  while (!lastDrawn()) {
    await frame();
    if (performance.now() - jumpStarted > 10_000) throw new Error('the last row never appeared');
  }
  return {
    scrollMs,
    frames: intervals.length,
    intervals,
    jumpMs: performance.now() - jumpStarted,
    height: tree.scrollHeight,
  };
}

async function treeFigure() {
  const unavailable = await appsUnavailable([TREE_API_PORT]);
  if (unavailable) {
    figure('tree', `tree of ${TREE_NODES} nodes`, unavailable);
    return;
  }
  const server = await startApi({ CORS_ORIGINS: APP_ORIGINS }, TREE_API_PORT);
  let stopApps = async () => undefined;
  let browser;
  try {
    stopApps = await serveApps({ apiPort: TREE_API_PORT });
    const { token, user } = await student(server.base, 'tree');
    const buildStarted = performance.now();
    const { nodes, last } = await buildTree(server.base, token, TREE_NODES);
    await untilExtracted(server.base, token, { every: 1000, timeoutMs: 600_000 });
    log(
      `${nodes} nodes made through the API and their files extracted in ${sec(performance.now() - buildStarted)}`,
    );
    const listStarted = performance.now();
    await json(server.base, 'GET', '/files', token);
    const listMs = performance.now() - listStarted;

    browser = await launchChromium();
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await seedSession(context, { user, token });
    await context.addInitScript(watchRows);
    const url = `http://localhost:${SHELL_PORT}/en/uploaded-materials`;
    const load = async (page) => {
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__benchRowsAt !== undefined, undefined, { timeout: 60_000 });
      return page.evaluate(() => ({ at: window.__benchRowsAt, rows: window.__benchRows }));
    };
    const page = await context.newPage();
    const cold = await load(page);
    const warm = [];
    for (let i = 0; i < 3; i += 1) warm.push((await load(page)).at);
    const scroll = await page.evaluate(scrollTree, last);

    figure('tree', `GET /files with ${nodes} nodes (API, JSON)`, ms(listMs));
    figure(
      'tree',
      `${nodes} nodes (${cold.rows} rows shown: sections open) until the first rows are in the page`,
      `cold ${ms(cold.at)}, warm ${ms(median(warm))} (median of 3 reloads), from navigation start`,
    );
    figure(
      'tree',
      `scroll top to bottom (${scroll.height} px), one view per frame`,
      `${ms(scroll.scrollMs)}, ${scroll.frames} frames: frame p50 ${ms(pct(scroll.intervals, 50))}, ` +
        `p99 ${ms(pct(scroll.intervals, 99))}, longest ${ms(Math.max(...scroll.intervals))}`,
    );
    figure('tree', 'jump from the top to the end until the last row is drawn', ms(scroll.jumpMs));
  } finally {
    await browser?.close();
    await stopApps();
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  console.info(
    `Nibras materials benchmark: Node ${process.version}, ${os.availableParallelism()} cores, ` +
      `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB; sections: ${ONLY.join(', ')}`,
  );
  const steps = {
    ocr: ocrOneCore,
    pool: poolThroughput,
    upload: uploadFigure,
    search: searchFigure,
    memory: memoryFigure,
    tree: treeFigure,
  };
  const begun = performance.now();
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

  printFigures(performance.now() - begun);
}

await main();
