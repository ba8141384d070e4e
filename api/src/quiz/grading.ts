/**
 * Grading (pure functions): each question type, the two behaviours and certainty-based marking, after
 * Moodle's question engine (../shared/research/learning-facts.md).
 *
 * Marks per type (a fraction of the question's mark, 0..1):
 * - single, truefalse, numeric, short: all or nothing.
 * - multiple: partial credit, as Moodle's multichoice with "several answers": each right option chosen
 *   earns 1/R (R = number of right options), each wrong option chosen costs 1/R, never below 0. Only
 *   the exact set of right options is "correct"; choosing every option earns nothing more than
 *   guessing.
 * - matching: partial credit, one share per pair matched right (Moodle's match type).
 * - ordering: partial credit per position ("absolute position", Moodle ordering's default): one share
 *   per item in its right place. Correct when every item is.
 * - numeric: right when |value - answer| <= tolerance. The value may be typed with Arabic-Indic (٠-٩)
 *   or Persian (۰-۹) digits, `.`, `,` or `٫` as the decimal separator, `٬` or thin spaces between
 *   thousands, a minus sign of any kind, `e` notation, spaces around it, and the question's unit after
 *   it (in English or Arabic, e.g. `٣٥٠٠ م` or `3500 m`). Any other trailing text makes it wrong.
 * - short: the answer and each accepted answer (both languages of a bank question) go through the
 *   app's one normalization (normalizeForSearch: case, Latin accents, Arabic diacritics, hamza and alif
 *   forms, ta marbuta, alif maqsura, digits) and compare word by word, in order, punctuation ignored
 *   except a minus sign that starts a number (so "(4, -2)" is not "(4, 2)" nor "(-2, 4)"); a leading
 *   English article (the, a, an) and the Arabic article ال on a word do not matter.
 *
 * Behaviours:
 * - deferred feedback: every answer is graded at submit.
 * - interactive with multiple tries: tries = hints + 1; each incorrect try costs 1/tries of the
 *   question's mark (Moodle's "penalty for each incorrect try", 33.3 % with 3 tries). The mark is the
 *   best over the tries of (fraction of that try - penalties before it), never below 0. A question is
 *   finished when it is right or out of tries; at submit an unfinished question's final answer counts
 *   as one more try when it was not checked yet.
 *
 * Certainty-based marking (optional): the student gives a certainty with each answer, 1 (low), 2 or 3
 * (high). Right scores 1/2/3, wrong 0/-2/-6 (Moodle's scale); a partly right answer scores
 * right x fraction + wrong x (1 - fraction), as Moodle does since 2.6. An answer saved without a
 * certainty counts as low (1). Each question is then out of 3.
 */
import type { LocalizedText } from '../errors.ts';
import { normalizeForSearch } from '../search-text.ts';
import type { Answer, Certainty, QuestionSource, QuizBehaviour, QuizText, StoredQuestion } from './types.ts';

/** Right and wrong marks of certainty-based marking, by certainty 1..3. */
export const CBM_RIGHT = [1, 2, 3] as const;
export const CBM_WRONG = [0, -2, -6] as const;

/** Marks within this of a whole count as whole (floating-point noise). */
const EPSILON = 1e-9;

// ---------------------------------------------------------------------------------------------------
// Numbers

const DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const MINUS = /[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/g;
/** Thousands separators between digits: Arabic ٬, thin, narrow and no-break spaces, apostrophe, underscore. */
const GROUPING = /(\d)[\u066C\u2009\u202F\u00A0'’_](?=\d)/g;
const NUMBER_AT_START = /^([+-]?(?:\d[\d.,]*|[.,]\d+)(?:[eE][+-]?\d+)?)\s*(.*)$/s;

/** The unit as compared: normalized, without spaces or a final full stop. */
function unitKey(text: string): string {
  return normalizeForSearch(text).replace(/\s+/g, '').replace(/\.$/, '');
}

function unitForms(unit: QuizText | undefined): string[] {
  if (!unit) return [];
  return ('text' in unit ? [unit.text] : [unit.en, unit.ar]).map(unitKey).filter((form) => form !== '');
}

/** The decimal number written with `,` / `.` (already ASCII), or NaN when it is ambiguous or malformed. */
function parseDecimal(text: string): number {
  let body = text;
  const mantissaEnd = body.search(/[eE]/);
  const exponent = mantissaEnd === -1 ? '' : body.slice(mantissaEnd);
  if (mantissaEnd !== -1) body = body.slice(0, mantissaEnd);
  const commas = (body.match(/,/g) ?? []).length;
  const dots = (body.match(/\./g) ?? []).length;
  if (commas > 0 && dots > 0) {
    // 1,234.5: commas group thousands before the one dot.
    if (dots > 1 || !/^[+-]?\d{1,3}(?:,\d{3})+\.\d*$/.test(body)) return Number.NaN;
    body = body.replace(/,/g, '');
  } else if (commas > 1) {
    if (!/^[+-]?\d{1,3}(?:,\d{3})+$/.test(body)) return Number.NaN;
    body = body.replace(/,/g, '');
  } else if (commas === 1) {
    body = body.replace(',', '.'); // the decimal comma (3,5)
  } else if (dots > 1) {
    return Number.NaN;
  }
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(body)) return Number.NaN;
  return Number(body + exponent);
}

/**
 * The number a student typed, or null when it is not one (see the module comment). `unit` is the
 * question's unit: the same unit may follow the number.
 */
export function parseNumericAnswer(input: string, unit?: QuizText): number | null {
  const text = input
    .normalize('NFKC')
    .replace(DIGITS, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
    .replace(/\u066B/g, '.')
    .replace(/\u060C/g, ',')
    .replace(MINUS, '-')
    .replace(/[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g, '')
    .trim();
  const match = NUMBER_AT_START.exec(text.replace(GROUPING, '$1'));
  if (!match) return null;
  const [, numberText = '', rest = ''] = match;
  if (rest !== '' && !unitForms(unit).includes(unitKey(rest))) return null;
  const value = parseDecimal(numberText);
  return Number.isFinite(value) ? value : null;
}

// ---------------------------------------------------------------------------------------------------
// Short answers

const ENGLISH_ARTICLE = /^(?:the|a|an)$/;

/**
 * A minus sign that starts a number (`-1`, `(4, −2)`, `x = -3`): kept with the number, so "(-1, 3)" and
 * "(1, 3)" differ. A hyphen between words or digits ("well-known", "1-2") is punctuation as before.
 */
const SIGNED_NUMBER = /(^|[^\p{L}\p{N}])[-\u2212\u2012\u2013\u2014\uFE63\uFF0D](?=\p{N})/gu;
/** Marks a kept minus while the rest of the punctuation is dropped (a private-use character). */
const MINUS_MARK = '\uE000';
const SHORT_ANSWER_WORD = /\uE000?[\p{L}\p{N}]+/gu;

/** The words of a short answer as compared (see the module comment). */
export function shortAnswerKey(text: string): string {
  const marked = normalizeForSearch(text).replace(SIGNED_NUMBER, `$1${MINUS_MARK}`);
  const words = (marked.match(SHORT_ANSWER_WORD) ?? []).map((word) => word.replace(MINUS_MARK, '-'));
  if (words.length > 1 && ENGLISH_ARTICLE.test(words[0] ?? '')) words.shift();
  return words
    .map((word) =>
      word.startsWith('ال') && word.length >= 4 && /^[\u0621-\u064A]+$/.test(word) ? word.slice(2) : word,
    )
    .join(' ');
}

function textsOf(text: QuizText): string[] {
  return 'text' in text ? [text.text] : [text.en, text.ar];
}

// ---------------------------------------------------------------------------------------------------
// Answers

const MESSAGES = {
  index: { en: 'must be the index of one of the options', ar: 'يجب أن يكون رقم أحد الخيارات' },
  indexes: {
    en: 'must be a list of different option indexes',
    ar: 'يجب أن يكون قائمة بأرقام خيارات مختلفة',
  },
  boolean: { en: 'must be true or false', ar: 'يجب أن يكون true أو false' },
  text: { en: 'must be text of at most 200 characters', ar: 'يجب أن يكون نصًا لا يزيد على 200 حرف' },
  matching: {
    en: 'must give, for each item on the left, the index of an item on the right',
    ar: 'يجب أن يحدد لكل عنصر في العمود الأيمن رقم عنصر من العمود المقابل',
  },
  ordering: {
    en: 'must list every item index once, in the chosen order',
    ar: 'يجب أن يذكر رقم كل عنصر مرة واحدة بالترتيب المختار',
  },
} as const satisfies Record<string, LocalizedText>;

/** Longest text answer (numeric or short). */
export const MAX_TEXT_ANSWER = 200;

const isIndex = (value: unknown, length: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < length;

const isIndexList = (value: unknown, length: number): value is number[] =>
  Array.isArray(value) && value.every((item) => isIndex(item, length));

/** Why an answer does not fit the question's type (the predicate after `answer`), or null when it fits. */
export function answerProblem(question: StoredQuestion, answer: unknown): LocalizedText | null {
  switch (question.type) {
    case 'single':
      return isIndex(answer, question.options.length) ? null : MESSAGES.index;
    case 'multiple':
      return isIndexList(answer, question.options.length) && new Set(answer).size === answer.length
        ? null
        : MESSAGES.indexes;
    case 'truefalse':
      return typeof answer === 'boolean' ? null : MESSAGES.boolean;
    case 'numeric':
    case 'short':
      return typeof answer === 'string' && answer.length <= MAX_TEXT_ANSWER ? null : MESSAGES.text;
    case 'matching':
      return isIndexList(answer, question.pairs.length) && answer.length === question.pairs.length
        ? null
        : MESSAGES.matching;
    case 'ordering':
      return isIndexList(answer, question.items.length) &&
        answer.length === question.items.length &&
        new Set(answer).size === answer.length
        ? null
        : MESSAGES.ordering;
  }
}

/** False for a missing answer, an empty text and an empty choice of several options. */
export function isAnswered(question: StoredQuestion, answer: Answer | undefined): boolean {
  if (answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (question.type === 'multiple' && Array.isArray(answer)) return answer.length > 0;
  return true;
}

export interface Grade {
  /** Share of the question's mark, 0..1. */
  fraction: number;
  /** Fully right. */
  correct: boolean;
}

const grade = (fraction: number): Grade => {
  const clamped = Math.max(0, Math.min(1, fraction));
  return { fraction: clamped, correct: clamped >= 1 - EPSILON };
};

/** Grades one answer (see the module comment); an answer that does not fit the type is wrong. */
export function gradeAnswer(question: StoredQuestion, answer: Answer | undefined): Grade {
  if (answer === undefined || answerProblem(question, answer) !== null) return grade(0);
  switch (question.type) {
    case 'single':
      return grade(question.order[answer as number] === question.answer ? 1 : 0);
    case 'multiple': {
      const right = new Set(question.answer);
      const chosen = (answer as number[]).map((shown) => question.order[shown] as number);
      const rightChosen = chosen.filter((index) => right.has(index)).length;
      const wrongChosen = chosen.length - rightChosen;
      return grade((rightChosen - wrongChosen) / right.size);
    }
    case 'truefalse':
      return grade(answer === question.answer ? 1 : 0);
    case 'numeric': {
      const value = parseNumericAnswer(answer as string, question.unit);
      if (value === null) return grade(0);
      const slack = question.tolerance + EPSILON * Math.max(1, Math.abs(question.answer));
      return grade(Math.abs(value - question.answer) <= slack ? 1 : 0);
    }
    case 'short': {
      const key = shortAnswerKey(answer as string);
      if (key === '') return grade(0);
      const accepted = question.answers.flatMap(textsOf).map(shortAnswerKey);
      return grade(accepted.includes(key) ? 1 : 0);
    }
    case 'matching': {
      const matched = (answer as number[]).filter((shown, left) => question.order[shown] === left).length;
      return grade(matched / question.pairs.length);
    }
    case 'ordering': {
      const placed = (answer as number[]).filter((shown, position) => question.order[shown] === position);
      return grade(placed.length / question.items.length);
    }
  }
}

/** The inverse of a presentation order: `shownIndex[original]`. */
function shownIndexes(order: readonly number[]): number[] {
  const shown: number[] = [];
  order.forEach((original, index) => {
    shown[original] = index;
  });
  return shown;
}

/**
 * The right answer in the shape of an answer (shown indexes), for the review: a number for numeric,
 * the first accepted answer's text for short.
 */
export function rightAnswerOf(question: StoredQuestion): number | number[] | boolean | QuizText {
  switch (question.type) {
    case 'single':
      return shownIndexes(question.order)[question.answer] as number;
    case 'multiple': {
      const shown = shownIndexes(question.order);
      return question.answer.map((index) => shown[index] as number).sort((a, b) => a - b);
    }
    case 'truefalse':
    case 'numeric':
      return question.answer;
    case 'short':
      return question.answers[0] as QuizText;
    case 'matching': {
      const shown = shownIndexes(question.order);
      return question.pairs.map((_, left) => shown[left] as number);
    }
    case 'ordering': {
      const shown = shownIndexes(question.order);
      return question.items.map((_, position) => shown[position] as number);
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Certainty-based marking

/** The mark of an answer of this fraction given with this certainty (see the module comment). */
export function cbmMark(fraction: number, certainty: Certainty): number {
  const right = CBM_RIGHT[certainty - 1] as number;
  const wrong = CBM_WRONG[certainty - 1] as number;
  if (fraction >= 1 - EPSILON) return right;
  if (fraction <= EPSILON) return wrong;
  return right * fraction + wrong * (1 - fraction);
}

// ---------------------------------------------------------------------------------------------------
// Interactive with multiple tries

/** A question's state in interactive mode. `checked` is the last checked answer (JSON). */
export interface TryState {
  /** Checks used. */
  tries: number;
  hintsShown: number;
  /** Right at the last check; left out before any. */
  correct?: boolean;
  /** Best mark so far (fraction after penalties). */
  best: number;
  checked?: string;
}

export const NO_TRIES: TryState = { tries: 0, hintsShown: 0, best: 0 };

export const maxTries = (question: StoredQuestion): number => question.hints.length + 1;
export const penaltyPerTry = (question: StoredQuestion): number => 1 / maxTries(question);

/** Right, or out of tries: the answer can no longer change. */
export function isFinished(question: StoredQuestion, state: TryState | undefined): boolean {
  return state !== undefined && (state.correct === true || state.tries >= maxTries(question));
}

export interface CheckOutcome {
  state: TryState;
  correct: boolean;
  finished: boolean;
  triesLeft: number;
  /** The next hint after an incorrect try that leaves tries, else null. */
  hint: QuizText | null;
  /** Share of the question's mark lost to incorrect tries so far (0..1). */
  penalty: number;
}

/** One "Check" of an unfinished question with the given (saved) answer. */
export function checkTry(
  question: StoredQuestion,
  state: TryState | undefined,
  answer: Answer,
): CheckOutcome {
  const before = state ?? NO_TRIES;
  const { fraction, correct } = gradeAnswer(question, answer);
  const p = penaltyPerTry(question);
  const tries = before.tries + 1;
  const best = Math.max(before.best, Math.max(0, fraction - before.tries * p));
  const finished = correct || tries >= maxTries(question);
  const hint = finished ? null : (question.hints[before.hintsShown] ?? null);
  const next: TryState = {
    tries,
    hintsShown: before.hintsShown + (hint ? 1 : 0),
    correct,
    best,
    checked: JSON.stringify(answer),
  };
  const wrongTries = correct ? tries - 1 : tries;
  return {
    state: next,
    correct,
    finished,
    triesLeft: maxTries(question) - tries,
    hint,
    penalty: Math.min(1, wrongTries * p),
  };
}

/** The fraction an interactive question ends with at submit (see the module comment). */
export function interactiveFraction(
  question: StoredQuestion,
  state: TryState | undefined,
  answer: Answer | undefined,
): number {
  const current = state ?? NO_TRIES;
  if (isFinished(question, current) || answer === undefined) return current.best;
  if (current.checked === JSON.stringify(answer)) return current.best;
  const { fraction } = gradeAnswer(question, answer);
  return Math.max(current.best, fraction - current.tries * penaltyPerTry(question));
}

// ---------------------------------------------------------------------------------------------------
// A whole attempt

export interface GradedQuestion {
  id: string;
  /** The final answer is fully right. */
  correct: boolean;
  /** Share of the question's mark earned before certainty (after interactive penalties), 0..1. */
  fraction: number;
  mark: number;
  maxMark: number;
  /** Left out when unanswered. */
  answer?: Answer;
  /** Certainty-based marking only. */
  certainty?: Certainty;
  rightAnswer: number | number[] | boolean | QuizText;
  /** Short answers: every accepted answer. */
  acceptedAnswers?: QuizText[];
  /** Numeric: the accepted distance from the answer. */
  tolerance?: number;
  explanation: QuizText;
  source: QuestionSource;
}

export interface AttemptResult {
  score: number;
  maxScore: number;
  /** score / maxScore as a percentage (0..100, one decimal; a negative CBM score shows as 0). */
  percent: number;
  /** Share of right answers, ignoring certainty (percentage, one decimal): Moodle's "accuracy". */
  accuracy: number;
  questions: GradedQuestion[];
}

export interface AttemptToGrade {
  questions: readonly StoredQuestion[];
  answers: Readonly<Record<string, Answer>>;
  certainties: Readonly<Record<string, Certainty>>;
  tries: Readonly<Record<string, TryState>>;
  behaviour: QuizBehaviour;
  certainty: boolean;
}

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** Grades every question of an attempt (missing answers score as wrong). */
export function gradeAttempt(attempt: AttemptToGrade): AttemptResult {
  let score = 0;
  let maxScore = 0;
  let fractions = 0;
  const questions = attempt.questions.map((question): GradedQuestion => {
    const answer = Object.hasOwn(attempt.answers, question.id) ? attempt.answers[question.id] : undefined;
    const final = gradeAnswer(question, answer);
    const fraction =
      attempt.behaviour === 'interactive'
        ? interactiveFraction(question, attempt.tries[question.id], answer)
        : final.fraction;
    const certainty = attempt.certainty ? (attempt.certainties[question.id] ?? 1) : undefined;
    const mark = certainty === undefined ? fraction : cbmMark(fraction, certainty);
    const maxMark = certainty === undefined ? 1 : (CBM_RIGHT[2] as number);
    score += mark;
    maxScore += maxMark;
    fractions += fraction;
    return {
      id: question.id,
      correct: final.correct,
      fraction: round(fraction, 4),
      mark: round(mark, 4),
      maxMark,
      ...(answer === undefined ? {} : { answer }),
      ...(certainty === undefined ? {} : { certainty }),
      rightAnswer: rightAnswerOf(question),
      ...(question.type === 'short' ? { acceptedAnswers: question.answers } : {}),
      ...(question.type === 'numeric' ? { tolerance: question.tolerance } : {}),
      explanation: question.explanation,
      source: question.source,
    };
  });
  const count = attempt.questions.length;
  return {
    score: round(score, 4),
    maxScore,
    percent: maxScore === 0 ? 0 : round(Math.max(0, score / maxScore) * 100, 1),
    accuracy: count === 0 ? 0 : round((fractions / count) * 100, 1),
    questions,
  };
}
