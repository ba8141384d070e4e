#!/usr/bin/env node
// The evaluation set of the tutor's offline study engine (bench/tutor-eval/*.json): every question asked
// of a real API with no AI provider, in a fresh plain conversation, and the share answered correctly
// with the answer times, per set and language.
//
//   node bench/tutor-eval.mjs [--set <name>[,<name>…]] [--verbose] [--check]
//
// --set       only these sets (curriculum-en, curriculum-ar, year1-en, year1-ar, years23-en, years23-ar,
//             maths-en, maths-ar, summaries, quizzes).
// --verbose   every question as it is answered, with the whole reply.
// --check     no API: checks the set itself (fields, ids, lessons and sections, and that each fact of a
//             curriculum question is in the section it cites and each summary fact in the pasted text).
//
// A question is `{id, set, lang, question, mustContain, link?, answer?, kind?}`. It is answered
// correctly when the reply holds:
// - every item of `mustContain` (a string, or an array of alternatives of which one is enough);
// - where `link` is given, for a curriculum question a citation `[…](#lesson=<lessonId>&section=<id>)`
//   of that lesson (and of that section when `sectionId` is given; an array: any of them); for a quiz a
//   link `#quiz=<attemptId>` to an attempt of this student (GET /quiz-attempts/{id}) that has questions
//   from that lesson;
// - where `answer` is given (maths), the answer: a string, or an array of parts that must all be there,
//   each a string or an array of alternatives. A value matches on its own: `x = 4` is not found in
//   `x = 45`, `x = 4.5` or `2x = 4`.
// Text is compared normalized: lower case; Arabic without diacritics and tatweel, أ/إ/آ → ا, ة → ه,
// ى → ي; Arabic-Indic digits → 0-9 and ٫ → .; light LaTeX and Markdown removed (`$`, braces, `**`,
// `\times` → ×, `\dfrac{a}{b}` → a/b, `\nu` → ν…, superscripts → ^n); spaces ignored.
//
// Each question is asked by a student of its lesson's grade (years 2 and 3: 11 and 12; otherwise 10).
// Times are from sending the question to the end of the reply's stream (`end`), first question included.
// It is a benchmark: it exits 0 whatever the share (1 only when --check finds a problem in the set).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { json, median, pct, spawnTempApi, student } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SET_DIR = path.join(ROOT, 'bench/tutor-eval');
const COURSES_DIR = path.join(ROOT, 'api/content/courses');
/** Written lessons: `api/content/lessons/<courseId>/<lessonId>.json` (merged into the outline). */
const LESSONS_DIR = path.join(ROOT, 'api/content/lessons');
const SETS = [
  'curriculum-en',
  'curriculum-ar',
  'year1-en',
  'year1-ar',
  'years23-en',
  'years23-ar',
  'maths-en',
  'maths-ar',
  'summaries',
  'quizzes',
];
/** The grade of the student who asks `q`: that of its lesson's year (y2- 11, y3- 12), else 10. */
const gradeOf = (q) => {
  const lessonId = q.link?.lessonId ?? '';
  return lessonId.startsWith('y3-') ? 12 : lessonId.startsWith('y2-') ? 11 : 10;
};

/** Sets of questions answered from the written lessons (facts in the cited section, a citation). */
const isCurriculum = (set) =>
  set.startsWith('curriculum') || set.startsWith('year1') || set.startsWith('years23');

// ---------------------------------------------------------------------------------------------------
// Options

function options(argv) {
  const opts = { sets: SETS, verbose: false, check: false };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    if (flag === '--verbose') opts.verbose = true;
    else if (flag === '--check') opts.check = true;
    else if (flag === '--set') {
      const value = inline ?? argv[(i += 1)];
      if (!value) throw new Error('--set needs a name');
      opts.sets = value.split(',').map((s) => s.trim().replace(/\.json$/, ''));
      const unknown = opts.sets.filter((s) => !SETS.includes(s));
      if (unknown.length > 0) throw new Error(`Unknown set ${unknown.join(', ')} (sets: ${SETS.join(', ')})`);
    } else throw new Error(`Unknown option ${argv[i]} (options: --set <name>, --verbose, --check)`);
  }
  return opts;
}

// ---------------------------------------------------------------------------------------------------
// Normalized comparison

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';
const LATEX = [
  [/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '$1/$2'],
  [/\^\s*\{?\\circ\}?/g, '°'],
  [/\\circ/g, '°'],
  [/\\times/g, '×'],
  [/\\cdot/g, '·'],
  [/\\div/g, '÷'],
  [/\\pm/g, '±'],
  [/\\(?:leq|le)(?![a-z])/gi, '≤'],
  [/\\(?:geq|ge)(?![a-z])/gi, '≥'],
  [/\\neq/g, '≠'],
  [/\\approx/g, '≈'],
  [/\\leftrightarrow/g, '↔'],
  [/\\(?:rightarrow|to)(?![a-z])/g, '→'],
  [/\\wedge/g, '∧'],
  [/\\vee/g, '∨'],
  [/\\sim/g, '~'],
  [/\\cong/g, '≅'],
  [/\\angle/g, '∠'],
  [/\\lambda/g, 'λ'],
  [/\\nu/g, 'ν'],
  [/\\Delta/g, 'Δ'],
  [/\\mu/g, 'µ'],
  [/\\pi/g, 'π'],
  [/\\(?:ldots|cdots|dots)/g, '...'],
  [/\\(?:text|mathrm|mathbf|overline|operatorname|left|right)(?![a-z])/g, ''],
  [/\\(?:quad|[,;:! ])/g, ' '],
];

/** The text as compared: see the header. Spaces are kept (single); `compact` removes them. */
export function normalize(text) {
  let s = String(text)
    .replace(/[\u064B-\u065F\u0670\u0640\u200B-\u200F\u2066-\u2069]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/٫/g, '.')
    .replace(/[٬،]/g, ',')
    .replace(/؛/g, ';')
    .replace(/؟/g, '?')
    .replace(/[‘’ʼ]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[−–]/g, '-');
  for (const [pattern, replacement] of LATEX) s = s.replace(pattern, replacement);
  s = s
    .replace(/[⁻⁺⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (run) =>
      [...run].reduce((out, c) => out + (c === '⁻' ? '-' : c === '⁺' ? '+' : SUPERSCRIPTS.indexOf(c)), '^'),
    )
    .replace(/[₀-₉]/g, (c) => String(SUBSCRIPTS.indexOf(c)))
    .replace(/(\d)\s*[x×*·]\s*10\s*\^/g, '$1×10^')
    .replace(/>=|⩾/g, '≥')
    .replace(/<=|⩽/g, '≤')
    .replace(/[$`{}*_]/g, '')
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .toLowerCase();
  return s.replace(/\s+/g, ' ').trim();
}

const compact = (text) => normalize(text).replace(/\s+/g, '');
const alternatives = (item) => (Array.isArray(item) ? item : [item]);

/** The items of `mustContain` (strings or arrays of alternatives) that `text` lacks. */
function missingFacts(text, items) {
  const haystack = compact(text);
  return items.filter((item) => !alternatives(item).some((alt) => haystack.includes(compact(alt))));
}

const escape = (c) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Whether `value` (an answer such as `x = 4` or `25 m/s`) stands on its own in normalized `text`. */
function holdsValue(text, value) {
  const target = compact(value);
  if (!target) return false;
  const body = [...target].map(escape).join('\\s*');
  const before = /^[\p{L}\p{N}.]/u.test(target)
    ? '(?<![\\p{L}\\p{N}.])'
    : /^-/.test(target)
      ? '(?<![\\p{N}.])'
      : '';
  const last = target.at(-1);
  const after = /\p{N}/u.test(last)
    ? '(?!\\p{N})(?!\\.0*[1-9])(?!\\s*/\\s*\\p{N})(?!\\^)'
    : /\p{L}/u.test(last)
      ? '(?!\\p{L})'
      : '';
  // x₁ = 2 and x_1 = 2 count as x = 2.
  const reply = normalize(text).replace(/(\p{L})\s?[12](?=\s*[=<>≤≥])/gu, '$1');
  return new RegExp(`${before}${body}${after}`, 'u').test(reply);
}

/** The parts of `answer` (a string, or parts that are strings or arrays of alternatives) `text` lacks. */
function missingAnswer(text, answer) {
  const parts = Array.isArray(answer) ? answer : [answer];
  return parts.filter((part) => !alternatives(part).some((alt) => holdsValue(text, alt)));
}

/** The share of Arabic letters among the Arabic and Latin letters of a reply (links and math left out). */
function arabicShare(text) {
  const prose = text.replace(/\]\([^)]*\)/g, ']').replace(/\$[^$]*\$/g, ' ');
  const arabic = (prose.match(/\p{Script=Arabic}/gu) ?? []).length;
  const latin = (prose.match(/\p{Script=Latin}/gu) ?? []).length;
  return arabic + latin === 0 ? 0 : arabic / (arabic + latin);
}
/** Whether a reply reads as the question's language: mostly Arabic for Arabic, hardly any for English. */
const inLanguage = (text, lang) => (lang === 'ar' ? arabicShare(text) >= 0.4 : arabicShare(text) <= 0.2);

/** The lesson citations `[…](#lesson=<id>&section=<id>)` in a reply: `{lessonId, sectionId}`. */
function citations(text) {
  return [...text.matchAll(/\]\(\s*#lesson=([^)\s&#]+)(?:&(?:amp;)?section=([^)\s&#]+))?/g)].map((m) => ({
    lessonId: decodeURIComponent(m[1]),
    sectionId: m[2] === undefined ? undefined : decodeURIComponent(m[2]),
  }));
}

const sectionIds = (link) =>
  link.sectionId === undefined
    ? undefined
    : Array.isArray(link.sectionId)
      ? link.sectionId
      : [link.sectionId];
const linkName = (link) =>
  `#lesson=${link.lessonId}${link.sectionId === undefined ? '' : `&section=${sectionIds(link).join('|')}`}`;

// ---------------------------------------------------------------------------------------------------
// The set and the lessons

function loadSets(names) {
  return names.flatMap((name) => {
    const file = path.join(SET_DIR, `${name}.json`);
    const items = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!Array.isArray(items)) throw new Error(`${file} is not an array`);
    return items.map((item) => ({ ...item, file: name }));
  });
}

/**
 * Written lessons by full id (`courseId.lessonId`): their sections' text in each language, from the
 * lesson's file in LESSONS_DIR (or the course file).
 */
function loadLessons() {
  const lessons = new Map();
  for (const file of fs.readdirSync(COURSES_DIR).filter((f) => f.endsWith('.json'))) {
    const course = JSON.parse(fs.readFileSync(path.join(COURSES_DIR, file), 'utf8'));
    for (const unit of course.units ?? []) {
      for (const outline of unit.lessons ?? []) {
        const file = path.join(LESSONS_DIR, course.id, `${outline.id}.json`);
        const lesson = fs.existsSync(file)
          ? { ...outline, ...JSON.parse(fs.readFileSync(file, 'utf8')) }
          : outline;
        lessons.set(`${course.id}.${lesson.id}`, {
          written: (lesson.sections ?? []).length > 0,
          sections: new Map(
            (lesson.sections ?? []).map((s) => [
              s.id,
              { en: `${s.heading.en}\n${s.body.en}`, ar: `${s.heading.ar}\n${s.body.ar}` },
            ]),
          ),
        });
      }
    }
  }
  return lessons;
}

/** Problems of the set: fields, ids, lessons, and facts that are not where the question says. */
function checkSet(items) {
  const problems = [];
  const notes = [];
  const lessons = loadLessons();
  const ids = new Set();
  const isItem = (item) =>
    typeof item === 'string'
      ? item.length > 0
      : Array.isArray(item) && item.length > 0 && item.every((a) => typeof a === 'string' && a);
  for (const q of items) {
    const say = (problem) => problems.push(`${q.id ?? '(no id)'}: ${problem}`);
    if (typeof q.id !== 'string' || !q.id) say('no id');
    else if (ids.has(q.id)) say('duplicate id');
    ids.add(q.id);
    if (q.set !== q.file) say(`set "${q.set}" in ${q.file}.json`);
    if (q.lang !== 'en' && q.lang !== 'ar') say(`lang "${q.lang}"`);
    if (typeof q.question !== 'string' || !q.question.trim()) {
      say('no question');
      continue;
    }
    const share = arabicShare(q.question);
    if (q.lang === 'ar' ? share < 0.4 : share > 0)
      say(`question not in ${q.lang} (Arabic letters ${share.toFixed(2)})`);
    if (!Array.isArray(q.mustContain) || !q.mustContain.every(isItem))
      say('mustContain is not a list of facts');
    const curriculum = isCurriculum(q.set);
    if ((curriculum || q.set === 'quizzes') && !q.link) say('no link');
    if (q.set.startsWith('maths')) {
      const parts = Array.isArray(q.answer) ? q.answer : [q.answer];
      if (q.answer === undefined || !parts.every(isItem)) say('no answer');
      if (!q.kind) say('no kind');
    }
    if (q.set === 'summaries' && q.mustContain.length > 0) {
      for (const item of missingFacts(q.question, q.mustContain))
        say(`fact not in the pasted text: ${JSON.stringify(item)}`);
    }
    if (!q.link) continue;
    const lesson = lessons.get(q.link.lessonId);
    if (!lesson) {
      say(`no lesson ${q.link.lessonId}`);
      continue;
    }
    if (!lesson.written) say(`lesson ${q.link.lessonId} is not written`);
    const wanted = sectionIds(q.link) ?? [...lesson.sections.keys()];
    const missingSections = wanted.filter((id) => !lesson.sections.has(id));
    if (missingSections.length > 0) say(`no section ${missingSections.join(', ')} in ${q.link.lessonId}`);
    if (curriculum) {
      const text = wanted.map((id) => lesson.sections.get(id)?.[q.lang] ?? '').join('\n');
      if (q.mustContain.length === 0) say('no facts');
      for (const item of missingFacts(text, q.mustContain))
        say(`fact not in ${linkName(q.link)} (${q.lang}): ${JSON.stringify(item)}`);
      // Other sections that hold every fact too: the citation the question asks for may be ambiguous.
      const elsewhere = [];
      for (const [lessonId, other] of lessons) {
        for (const [sectionId, texts] of other.sections) {
          const cited = lessonId === q.link.lessonId && wanted.includes(sectionId);
          if (!cited && missingFacts(texts[q.lang], q.mustContain).length === 0)
            elsewhere.push(`${lessonId}&section=${sectionId}`);
        }
      }
      if (elsewhere.length > 0) notes.push(`${q.id}: every fact is also in ${elsewhere.join(', ')}`);
    }
  }
  return { problems, notes };
}

// ---------------------------------------------------------------------------------------------------
// Asking

/** Sends `text` in conversation `id` as a streamed message; the reply's text and times. */
async function ask(base, token, id, text, lang) {
  const form = new FormData();
  form.set('message', text);
  const started = performance.now();
  const res = await fetch(`${base}/ai-conversations/${id}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', 'accept-language': lang },
    body: form,
  });
  if (!res.ok || !res.body) {
    const body = await res.text();
    return { error: `HTTP ${res.status}: ${body.slice(0, 200)}`, ms: performance.now() - started, reply: '' };
  }
  const decoder = new TextDecoder();
  let buffer = '';
  let tokens = '';
  let firstTokenMs;
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (event === 'token') {
        firstTokenMs ??= performance.now() - started;
        tokens += JSON.parse(data).text;
      } else if (event === 'end') {
        const ms = performance.now() - started;
        const reply = JSON.parse(data).messages?.find((m) => m.sender === 'model')?.content ?? tokens;
        return { reply, ms, firstTokenMs };
      } else if (event === 'error') {
        const { status, message } = JSON.parse(data);
        return {
          error: `error event ${status}: ${JSON.stringify(message)}`,
          ms: performance.now() - started,
          reply: tokens,
        };
      }
    }
  }
  return { error: 'the stream ended without an end event', ms: performance.now() - started, reply: tokens };
}

/** Whether `#quiz=<id>` in `reply` is an attempt of this student with questions from `lessonId`. */
async function quizCheck(base, token, reply, lessonId) {
  const ids = [...reply.matchAll(/#quiz=([A-Za-z0-9_-]+)/g)].map((m) => m[1]);
  if (ids.length === 0) return 'no #quiz= link';
  for (const id of ids) {
    const attempt = await json(base, 'GET', `/quiz-attempts/${id}`, token)
      .then((r) => r.attempt)
      .catch(() => undefined);
    if (!attempt) continue;
    const fromLesson =
      attempt.source?.lessonId === lessonId ||
      attempt.questions?.some((q) => q.source?.kind === 'lesson' && q.source.lessonId === lessonId);
    if (fromLesson) return undefined;
    const lessonsOf = [...new Set(attempt.questions?.map((q) => q.source?.lessonId).filter(Boolean) ?? [])];
    return `quiz ${id} has no questions from ${lessonId} (it has ${lessonsOf.join(', ') || 'none from lessons'})`;
  }
  return `no attempt found for ${ids.map((id) => `#quiz=${id}`).join(', ')}`;
}

/** Why a reply is not correct (empty when it is). */
async function judge(base, token, q, reply) {
  const reasons = [];
  const facts = missingFacts(reply, q.mustContain);
  if (facts.length > 0) reasons.push(`missing ${facts.map((f) => JSON.stringify(f)).join(', ')}`);
  if (q.answer !== undefined) {
    const parts = missingAnswer(reply, q.answer);
    if (parts.length > 0) reasons.push(`answer missing ${parts.map((p) => JSON.stringify(p)).join(', ')}`);
  }
  if (q.link && q.set === 'quizzes') {
    const problem = await quizCheck(base, token, reply, q.link.lessonId);
    if (problem) reasons.push(problem);
  } else if (q.link) {
    const found = citations(reply);
    const sections = sectionIds(q.link);
    const cited = found.some(
      (c) => c.lessonId === q.link.lessonId && (sections === undefined || sections.includes(c.sectionId)),
    );
    if (!cited) {
      const seen = found.map((c) => `${c.lessonId}${c.sectionId ? `&section=${c.sectionId}` : ''}`);
      reasons.push(`no link ${linkName(q.link)}${seen.length > 0 ? ` (cites ${seen.join(', ')})` : ''}`);
    }
  }
  return reasons;
}

// ---------------------------------------------------------------------------------------------------
// Figures

const time = (v) => (v === undefined ? '-' : v < 1000 ? `${Math.round(v)} ms` : `${(v / 1000).toFixed(2)} s`);
const share = (n, d) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)));
  const right = (c) => c >= 2;
  const line = (row) =>
    row
      .map((cell, c) => (right(c) ? String(cell).padStart(widths[c]) : String(cell).padEnd(widths[c])))
      .join(' | ')
      .trimEnd();
  console.info(line(rows[0]));
  console.info(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows.slice(1)) console.info(line(row));
}

function summaryRow(set, lang, results) {
  const ms = results.map((r) => r.ms);
  const correct = results.filter((r) => r.reasons.length === 0).length;
  const langOk = results.filter((r) => inLanguage(r.reply, r.q.lang)).length;
  return [
    set,
    lang,
    results.length,
    correct,
    share(correct, results.length),
    share(langOk, results.length),
    time(ms.length ? median(ms) : undefined),
    time(ms.length ? pct(ms, 99) : undefined),
  ];
}

function report(results, elapsedMs) {
  const rows = [['Set', 'Lang', 'Questions', 'Correct', 'Share', 'In its language', 'Median', 'p99']];
  for (const set of SETS) {
    for (const lang of ['en', 'ar']) {
      const group = results.filter((r) => r.q.set === set && r.q.lang === lang);
      if (group.length > 0) rows.push(summaryRow(set, lang, group));
    }
  }
  for (const lang of ['en', 'ar']) {
    const group = results.filter((r) => r.q.lang === lang);
    if (group.length > 0) rows.push(summaryRow('all', lang, group));
  }
  rows.push(summaryRow('all', 'both', results));
  console.info(`\nTutor evaluation (${results.length} questions, ${(elapsedMs / 1000).toFixed(1)} s in all)`);
  table(rows);

  const failures = results.filter((r) => r.reasons.length > 0);
  console.info(`\nFailures (${failures.length})`);
  for (const r of failures) {
    console.info(`- ${r.q.id} [${r.q.kind ?? r.q.set}] ${r.q.question.replace(/\s+/g, ' ').slice(0, 90)}`);
    console.info(`    ${r.reasons.join('; ')}`);
    console.info(`    reply: ${r.reply.replace(/\s+/g, ' ').slice(0, 200)}`);
  }
}

// ---------------------------------------------------------------------------------------------------

/** Questions asked by one student (below the tutor's per-minute limit). */
const QUESTIONS_PER_STUDENT = 10;

async function main() {
  const opts = options(process.argv.slice(2));
  const items = loadSets(opts.sets);
  const { problems, notes } = checkSet(items);
  if (opts.check) {
    const counts = opts.sets.map((set) => {
      const group = items.filter((q) => q.file === set);
      return `${set} ${group.length} (en ${group.filter((q) => q.lang === 'en').length}, ar ${group.filter((q) => q.lang === 'ar').length})`;
    });
    console.info(`${items.length} questions: ${counts.join('; ')}`);
    for (const problem of problems) console.info(`- ${problem}`);
    if (notes.length > 0) console.info(`Notes (not problems):\n${notes.map((n) => `- ${n}`).join('\n')}`);
    console.info(problems.length === 0 ? 'The set is consistent.' : `${problems.length} problem(s).`);
    process.exitCode = problems.length === 0 ? 0 : 1;
    return;
  }
  if (problems.length > 0)
    console.warn(`The set has ${problems.length} problem(s); run with --check to see them.`);

  console.info(
    `Nibras tutor evaluation: Node ${process.version}, ${os.cpus().length} cores; ${items.length} questions ` +
      `(${opts.sets.join(', ')}), offline engine (no AI provider)`,
  );
  const started = performance.now();
  const api = await spawnTempApi({ name: 'tutor-eval', env: { TUTOR_DAILY_MESSAGES: '1000000' } });
  const results = [];
  try {
    // A new student every QUESTIONS_PER_STUDENT questions: the tutor's short-window limit (a few sends
    // a minute per student) would otherwise answer most of the set with 429. The student is in the
    // grade of the lesson asked about (a grade-12 student asks about Physics 3), grade 10 otherwise.
    let token = '';
    let grade = 0;
    for (const [i, q] of items.entries()) {
      const wanted = gradeOf(q);
      if (i % QUESTIONS_PER_STUDENT === 0 || wanted !== grade) {
        token = (await student(api.base, `eval-${i}`, wanted)).token;
        grade = wanted;
      }
      const { _id } = await json(api.base, 'POST', '/conversations', token, {});
      const answer = await ask(api.base, token, _id, q.question, q.lang);
      const reasons = answer.error ? [answer.error] : await judge(api.base, token, q, answer.reply);
      results.push({ q, ...answer, reasons });
      if (opts.verbose) {
        console.info(
          `\n[${i + 1}/${items.length}] ${q.id} ${reasons.length ? 'FAIL' : 'ok'} ${time(answer.ms)}`,
        );
        console.info(`Q: ${q.question}`);
        if (reasons.length) console.info(`   ${reasons.join('; ')}`);
        console.info(`A: ${answer.reply}`);
      } else if ((i + 1) % 20 === 0 || i + 1 === items.length) {
        console.info(`  … ${i + 1}/${items.length} asked`);
      }
    }
  } finally {
    await api.stop();
  }
  report(results, performance.now() - started);
}

await main();
