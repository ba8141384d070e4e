/**
 * The content linter: what the schema (schema.ts) cannot say about a written lesson, checked over every
 * course by lint.test.ts (so by `npm test`) and by `node src/cli/lint-content.ts` while writing. The
 * rules are those of docs/content-guide.md:
 *
 * - **Both languages, of comparable length**: an explanation's Arabic is between LENGTH_RATIO.min and
 *   LENGTH_RATIO.max times its English (a half-translated section shows up);
 * - **No placeholder text** (TODO, TBD, lorem ipsum, "coming soon", "...", [brackets to fill]);
 * - **Maths that renders**: every `$…$` and `$$…$$` is balanced and KaTeX renders it without error;
 * - **One digit style**: lesson text uses Western digits (0-9) in both languages; Arabic-Indic digits
 *   (٠-٩, ۰-۹) are refused;
 * - **Answers that are right**: a numeric question states its calculation (`compute`), and the stated
 *   answer is that calculation rounded to the places it shows, within its own tolerance; a worked
 *   example whose answer states a number has `checks` for its numbers, each computed and each shown in
 *   the answer;
 * - **Distractors that differ**: the options of a choice question, the sides of a matching question and
 *   the items of an ordering question are all different;
 * - **Every section is practised**: each section of a lesson is tested by at least one question;
 * - **One term, one translation**: a key term that the subject's glossary defines has the glossary's
 *   Arabic, and the glossary defines each term once.
 */
import katex from 'katex';
import nerdamer from 'nerdamer-prime/all';
import type { CourseFile, Question, Text, WrittenLesson } from './schema.ts';
import { isWritten } from './schema.ts';

/** The Arabic/English length range of an explanation (sections, worked examples, explanations). */
export const LENGTH_RATIO = { min: 0.45, max: 2.2 } as const;
/** Shorter texts are not compared (a heading, an option: a word may translate to three). */
const LENGTH_MIN_CHARS = 60;

const PLACEHOLDER =
  /\b(?:TODO|TBD|FIXME|XXX|lorem|ipsum)\b|coming soon|\.{4,}|\[(?:to do|fill|add|insert)[^\]]*\]/i;
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

export interface LintProblem {
  /** `y1-physics-1 u2-l1 questions[3].compute` */
  where: string;
  message: string;
}

export interface GlossaryTerm {
  id: string;
  en: string;
  ar: string;
}

// ---------------------------------------------------------------------------------------------------
// Maths

/** The maths of a text: `$$…$$` (display) and `$…$` (inline), as remark-math reads them; `\$` is a dollar. */
export function mathSegments(text: string): {
  segments: { tex: string; display: boolean }[];
  balanced: boolean;
} {
  const segments: { tex: string; display: boolean }[] = [];
  let rest = text.replace(/\\\$/g, '');
  rest = rest.replace(/\$\$([\s\S]*?)\$\$/g, (_all, tex: string) => {
    segments.push({ tex, display: true });
    return ' ';
  });
  const parts = rest.split('$');
  const balanced = parts.length % 2 === 1;
  for (let i = 1; i < parts.length; i += 2) segments.push({ tex: parts[i] ?? '', display: false });
  return { segments, balanced };
}

/** Why KaTeX cannot render the text's maths (empty when it can). */
export function mathProblems(text: string): string[] {
  const { segments, balanced } = mathSegments(text);
  const problems: string[] = [];
  if (!balanced) problems.push('has an unmatched $ (maths must be $…$ or $$…$$)');
  for (const { tex, display } of segments) {
    if (tex.trim() === '') {
      problems.push('has empty maths ($$ or $ $)');
      continue;
    }
    try {
      katex.renderToString(tex, { throwOnError: true, displayMode: display, strict: 'ignore' });
    } catch (error) {
      problems.push(`has maths KaTeX cannot render: $${tex}$ (${(error as Error).message.split('\n')[0]})`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// Computed answers

nerdamer.setFunction('sind', ['x'], 'sin(x*pi/180)');
nerdamer.setFunction('cosd', ['x'], 'cos(x*pi/180)');
nerdamer.setFunction('tand', ['x'], 'tan(x*pi/180)');
nerdamer.setFunction('asind', ['x'], 'asin(x)*180/pi');
nerdamer.setFunction('acosd', ['x'], 'acos(x)*180/pi');
nerdamer.setFunction('atand', ['x'], 'atan(x)*180/pi');

/**
 * The value of a `compute` expression: arithmetic with + - * / ^ and parentheses, numbers like 6.02e23,
 * pi and e, sqrt, abs, log (natural), log10, exp, sin/cos/tan in radians and sind/cosd/tand,
 * asind/acosd/atand in degrees. Throws when it is not a number.
 */
export function evaluate(expression: string): number {
  if (/[A-Za-z_]\w*\s*=|;|\bfunction\b|=>/.test(expression)) throw new Error('is not an expression');
  const value = Number(nerdamer(expression).evaluate().text('decimals'));
  if (!Number.isFinite(value)) throw new Error('does not give a number');
  return value;
}

/** Decimal places a number is written with (3.30 is not representable: 3.3 → 1, 25 → 0, 1.2e-5 → 6). */
export function placesOf(value: number): number {
  const text = String(value);
  const exp = /e([+-]\d+)$/.exec(text);
  const mantissa = text.replace(/e[+-]\d+$/, '');
  const decimals = mantissa.includes('.') ? (mantissa.split('.')[1]?.length ?? 0) : 0;
  return Math.max(0, decimals - (exp ? Number(exp[1]) : 0));
}

/** Whether `stated` is `computed` rounded to the places `stated` shows (or to 3 significant figures). */
export function agrees(stated: number, computed: number): boolean {
  const diff = Math.abs(stated - computed);
  if (diff <= 1e-9 * Math.max(1, Math.abs(computed))) return true;
  const rounding = 0.5 * 10 ** -placesOf(stated);
  // 6.02e23 written as 6.02e+23 has 0 places but 3 significant figures.
  const significant = Math.abs(stated) >= 1e6 ? 0.005 * Math.abs(stated) : 0;
  return diff <= Math.max(rounding, significant) + 1e-12 * Math.abs(computed);
}

// ---------------------------------------------------------------------------------------------------
// Lessons

function textsOf(lesson: WrittenLesson): { where: string; text: Text; prose: boolean }[] {
  const texts: { where: string; text: Text; prose: boolean }[] = [];
  lesson.sections.forEach((section, i) => {
    texts.push({ where: `sections[${i}].heading`, text: section.heading, prose: false });
    texts.push({ where: `sections[${i}].body`, text: section.body, prose: true });
  });
  lesson.keyTerms.forEach((term, i) => {
    texts.push({ where: `keyTerms[${i}].term`, text: term.term, prose: false });
    texts.push({ where: `keyTerms[${i}].definition`, text: term.definition, prose: true });
  });
  const example = lesson.workedExample;
  texts.push({ where: 'workedExample.problem', text: example.problem, prose: true });
  example.steps.forEach((step, i) =>
    texts.push({ where: `workedExample.steps[${i}]`, text: step, prose: true }),
  );
  texts.push({ where: 'workedExample.answer', text: example.answer, prose: false });
  lesson.questions.forEach((question, q) => {
    const at = `questions[${q}]`;
    texts.push({ where: `${at}.prompt`, text: question.prompt, prose: true });
    texts.push({ where: `${at}.explanation`, text: question.explanation, prose: true });
    question.hints?.forEach((hint, i) => texts.push({ where: `${at}.hints[${i}]`, text: hint, prose: true }));
    for (const [i, text] of choicesOf(question).entries())
      texts.push({ where: `${at}.choices[${i}]`, text, prose: false });
  });
  return texts;
}

/** The options, sides or items of a question (what must all differ). */
function choicesOf(question: Question): Text[] {
  switch (question.type) {
    case 'single':
    case 'multiple':
      return question.options;
    case 'ordering':
      return question.items;
    case 'matching':
      return question.pairs.flatMap((pair) => [pair.left, pair.right]);
    case 'short':
      return question.answers;
    default:
      return [];
  }
}

/** A standalone number in an answer's English (not a subscript, exponent or part of a word). */
const STATED_NUMBER = /(?<![\w^_{.\\])-?\d+(?:\.\d+)?(?![\w}])/;

function numbersIn(text: string): number[] {
  const plain = text.replace(/\\times\s*10\^\{?(-?\d+)\}?/g, 'e$1').replace(/(\d)\s*e(-?\d+)/g, '$1e$2');
  return [...plain.matchAll(/(?<![\w^_{.\\])-?\d+(?:\.\d+)?(?:e-?\d+)?/g)].map((m) => Number(m[0]));
}

function differ(texts: readonly Text[], label: string): string[] {
  const seen = new Set<string>();
  for (const text of texts) {
    const key = text.en.trim().toLowerCase();
    if (seen.has(key)) return [`${label} "${text.en}" appears twice`];
    seen.add(key);
  }
  return [];
}

export function lintLesson(lesson: WrittenLesson, subject: string): { where: string; message: string }[] {
  const problems: { where: string; message: string }[] = [];
  const add = (where: string, message: string) => problems.push({ where, message });

  for (const { where, text, prose } of textsOf(lesson)) {
    for (const [lang, value] of [
      ['en', text.en],
      ['ar', text.ar],
    ] as const) {
      if (PLACEHOLDER.test(value))
        add(`${where}.${lang}`, `has placeholder text: "${PLACEHOLDER.exec(value)?.[0]}"`);
      for (const problem of mathProblems(value)) add(`${where}.${lang}`, problem);
    }
    if (EASTERN_DIGIT.test(text.ar))
      add(
        `${where}.ar`,
        'has Arabic-Indic digits (lesson text uses 0-9 in both languages: docs/content-guide.md)',
      );
    if (prose && text.en.length >= LENGTH_MIN_CHARS) {
      const ratio = text.ar.length / text.en.length;
      if (ratio < LENGTH_RATIO.min || ratio > LENGTH_RATIO.max)
        add(
          `${where}.ar`,
          `is ${ratio.toFixed(2)} times the English's length (expected ${LENGTH_RATIO.min}-${LENGTH_RATIO.max}: is one language missing a part?)`,
        );
    }
  }

  lesson.questions.forEach((question, q) => {
    const at = `questions[${q}]`;
    if (question.type === 'numeric') {
      if (!question.compute) add(`${at}.compute`, 'is missing: a numeric answer states its calculation');
      else {
        try {
          const computed = evaluate(question.compute);
          if (!agrees(question.answer, computed))
            add(`${at}.answer`, `is ${question.answer}, but ${question.compute} = ${computed}`);
          else if (Math.abs(question.answer - computed) > question.tolerance + 1e-9 * Math.abs(computed))
            add(
              `${at}.tolerance`,
              `is ${question.tolerance}: the exact value ${computed} would be marked wrong (allow at least ${Math.abs(question.answer - computed).toPrecision(2)})`,
            );
        } catch (error) {
          add(`${at}.compute`, `cannot be evaluated: ${question.compute} (${(error as Error).message})`);
        }
      }
    }
    const choices = choicesOf(question);
    if (question.type === 'matching') {
      problems.push(
        ...differ(
          question.pairs.map((pair) => pair.left),
          'the left side',
        ).map((message) => ({ where: `${at}.pairs`, message })),
        ...differ(
          question.pairs.map((pair) => pair.right),
          'the right side',
        ).map((message) => ({ where: `${at}.pairs`, message })),
      );
    } else if (question.type !== 'short')
      problems.push(...differ(choices, 'the choice').map((message) => ({ where: at, message })));
  });

  const tested = new Set(lesson.questions.map((question) => question.section));
  lesson.sections.forEach((section, i) => {
    if (!tested.has(section.id)) add(`sections[${i}]`, `("${section.id}") is tested by no question`);
  });

  const example = lesson.workedExample;
  const numeric = ['mathematics', 'physics', 'chemistry', 'biology'].includes(subject);
  const statesNumber = STATED_NUMBER.test(
    example.answer.en.replace(/\$[^$]*\$/g, (m) => m.replace(/_\{?\d+\}?/g, '')),
  );
  if (numeric && statesNumber && !example.checks)
    add('workedExample.checks', 'are missing: the answer states a number, so say how it is computed');
  example.checks?.forEach((check, i) => {
    const at = `workedExample.checks[${i}]`;
    try {
      const computed = evaluate(check.compute);
      if (!agrees(check.value, computed))
        add(`${at}.value`, `is ${check.value}, but ${check.compute} = ${computed}`);
    } catch (error) {
      add(`${at}.compute`, `cannot be evaluated: ${check.compute} (${(error as Error).message})`);
    }
    if (
      !numbersIn(example.answer.en).some((n) => Math.abs(n - check.value) <= 1e-9 * Math.max(1, Math.abs(n)))
    )
      add(`${at}.value`, `(${check.value}) is not a number the answer states ("${example.answer.en}")`);
  });
  return problems;
}

/** Normalized English term for matching key terms to glossary entries. */
const termKey = (en: string) => en.trim().toLowerCase().replace(/\s+/g, ' ');
/** Arabic compared without diacritics and tatweel. */
const arabicKey = (ar: string) => ar.replace(/[\u064B-\u0652\u0640]/g, '').trim();

/** The glossary's own problems: a term (English or Arabic) defined twice. */
export function lintGlossary(subject: string, terms: readonly GlossaryTerm[]): LintProblem[] {
  const problems: LintProblem[] = [];
  for (const [key, label] of [
    [(t: GlossaryTerm) => termKey(t.en), 'English'],
    [(t: GlossaryTerm) => arabicKey(t.ar), 'Arabic'],
  ] as const) {
    const seen = new Map<string, string>();
    for (const term of terms) {
      const value = key(term);
      const first = seen.get(value);
      if (first)
        problems.push({
          where: `glossary/${subject}.json ${term.id}`,
          message: `defines the ${label} term "${value}" again (${first})`,
        });
      else seen.set(value, term.id);
    }
  }
  return problems;
}

/** Every problem of a course's written lessons; `glossary` is its subject's terms. */
export function lintCourse(course: CourseFile, glossary: readonly GlossaryTerm[] = []): LintProblem[] {
  const byTerm = new Map(glossary.map((term) => [termKey(term.en), term]));
  const problems: LintProblem[] = [];
  for (const unit of course.units)
    for (const lesson of unit.lessons) {
      if (!isWritten(lesson)) continue;
      const where = (at: string) => `${course.id} ${lesson.id} ${at}`;
      for (const problem of lintLesson(lesson, course.subject))
        problems.push({ where: where(problem.where), message: problem.message });
      lesson.keyTerms.forEach((term, i) => {
        const entry = byTerm.get(termKey(term.term.en));
        if (entry && arabicKey(entry.ar) !== arabicKey(term.term.ar))
          problems.push({
            where: where(`keyTerms[${i}].term.ar`),
            message: `is "${term.term.ar}", but the glossary (${entry.id}) says "${entry.ar}": one term, one translation`,
          });
      });
    }
  return problems;
}
