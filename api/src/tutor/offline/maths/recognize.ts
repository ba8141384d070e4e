/**
 * Which calculation a question asks for, if any. Recognition is deliberately narrow: a question is
 * taken as maths only when it holds something to work out (an equation, an expression with an
 * operator, a number with a unit to convert, a number with a significant-figures or
 * scientific-notation request), and a bare expression only when the question asks to work it out or
 * says nothing else. "What is an equation?" or "What are the SI base units?" are left to the search.
 */
import {
  hasDecimal,
  hasOperator,
  isPolynomial,
  parseExpression,
  parseStatement,
  variablesOf,
  type Node,
  type Statement,
} from './expression.ts';
import type { Given } from './evaluate.ts';
import { normalizeQuestion, normalizeSymbols } from './normalize.ts';
import type { SystemMethod } from './system.ts';
import { readUnit, UNIT_PATTERN, type Unit } from './units.ts';

/** What a question asks for. */
export type Wanted =
  | { kind: 'equation'; statement: Statement; variable: string }
  | { kind: 'system'; statements: [Statement, Statement]; variables: [string, string]; method?: SystemMethod }
  | { kind: 'polynomial'; expression: Node; mode: 'simplify' | 'expand' }
  | { kind: 'arithmetic'; expression: Node }
  | { kind: 'evaluate'; target: Statement | Node; given: Map<string, Given> }
  | { kind: 'convert'; amount: string; from: Unit; to: Unit; arabicUnits: boolean }
  | { kind: 'to-scientific'; number: string }
  | { kind: 'from-scientific'; mantissa: string; exponent: number }
  | { kind: 'count-figures'; number: string }
  | { kind: 'round-figures'; number: string; figures: number }
  | { kind: 'operate-figures'; numbers: string[]; operators: string[] }
  | { kind: 'derivative'; expression: Node };

/** What a question asks for, and how its reply writes variables and numbers. */
export type Request = Wanted & { arabic: Record<string, string>; decimals: boolean };

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const LETTER = String.raw`\p{L}`;
/** A unit as a whole word. */
const UNIT = `(?<!${LETTER})${UNIT_PATTERN}(?!${LETTER})`;

const SIGNIFICANT =
  /significant\s+(?:figure|digit)s?|sig\.?\s*figs?|\bs\.\s?f\.|\bsf\b|(?:أ?رقام|رقما?)\s+معنوي|المعنوية/iu;
const ROUND = /\bround(?:ed|ing)?\b|قرب|تقريب/iu;
const SCIENTIFIC =
  /scientific\s+(?:notation|form)|standard\s+(?:form|notation)|decimal\s+(?:form|notation)|ordinary\s+(?:number|form|notation)|(?:الصيغة|الصورة|الترميز)\s+(?:العلمي|القياسي|العشري)/iu;
const TO_STANDARD =
  /standard\s+(?:form|notation)|decimal\s+(?:form|notation)|ordinary|(?:الصيغة|الصورة)\s+(?:القياسية|العشرية)/iu;
const EXPAND = /\bexpand|multiply\s+out|\bfoil\b|(?<!\p{L})فك(?!\p{L})|مفكوك|اضرب/iu;
const SIMPLIFY = /simplif|\bcollect\b|\bcombine\b|بسط|اختصر|تبسيط/iu;
const SUBSTITUTION = /substitution|بالتعويض|طريقة التعويض/iu;
const ELIMINATION = /elimination|بالحذف|طريقة الحذف/iu;
const WORK_OUT =
  /\b(?:what(?:'s| is)|calculate|compute|evaluate|work\s+out|find|simplify|solve|value)\b|احسب|أحسب|ما\s+ناتج|ما\s+قيمة|ناتج|أوجد|اوجد|كم\s+يساوي|بسط|قيمة/iu;
/** Asking outright for a calculation. */
const CALCULATE =
  /\b(?:calculate|compute|evaluate|work\s+out)\b|احسب|أحسب|ما\s+ناتج|أوجد\s+ناتج|اوجد\s+ناتج/iu;
/** Words that may surround a bare expression in a question that asks nothing else. */
const FILLER = new Set(
  (
    "what what's whats is the value of answer result please pls can you how do i help me with equals equal to " +
    'calculate compute evaluate find work out simplify expand solve show steps step by and it this give ' +
    'written write as fraction form simplest lowest terms in its decimal number mixed ' +
    'ما ماذا هو هي ناتج قيمة احسب أحسب أوجد اوجد بسط فك كم يساوي تساوي من فضلك لو سمحت ساعدني في المقدار العبارة ' +
    'كيف حل الناتج لي أريد اريد خطوة بخطوة اكتب على صورة أبسط كسر كسري عشري'
  ).split(' '),
);

const NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  واحد: '1',
  واحدة: '1',
  اثنين: '2',
  اثنان: '2',
  ثلاثة: '3',
  ثلاث: '3',
  أربعة: '4',
  أربع: '4',
  خمسة: '5',
  خمس: '5',
  ستة: '6',
  ست: '6',
  سبعة: '7',
  سبع: '7',
  ثمانية: '8',
  ثماني: '8',
  تسعة: '9',
  تسع: '9',
  عشرة: '10',
  عشر: '10',
};

/** "three significant figures" → "3 significant figures"; "رقمين معنويين" → "2 أرقام معنوية". */
function figuresInWords(text: string): string {
  return text
    .replace(/(?<![\p{L}])رقمين\s+معنويين/gu, '2 أرقام معنوية')
    .replace(/(?<![\p{L}])رقم(?:ا)?\s+معنويا?\s+واحدا?/gu, '1 أرقام معنوية')
    .replace(
      new RegExp(
        `(?<![\\p{L}])(${Object.keys(NUMBER_WORDS).join('|')})(?=\\s+(?:significant|sig|decimal|أرقام|ارقام|منازل))`,
        'giu',
      ),
      (word) => NUMBER_WORDS[word.toLowerCase()] ?? word,
    );
}

/** "multiply 4.2 by 1.35" → "4.2 * 1.35", "اطرح 3 من 10" → "10 - 3". */
function operationsInWords(text: string): string {
  const n = `(${NUMBER})`;
  return text
    .replace(new RegExp(`\\bmultiply\\s+${n}\\s+by\\s+${n}`, 'giu'), '$1 * $2')
    .replace(new RegExp(`\\bdivide\\s+${n}\\s+by\\s+${n}`, 'giu'), '$1 / $2')
    .replace(new RegExp(`\\badd\\s+${n}\\s+(?:and|to)\\s+${n}`, 'giu'), '$1 + $2')
    .replace(new RegExp(`\\bsubtract\\s+${n}\\s+from\\s+${n}`, 'giu'), '$2 - $1')
    .replace(new RegExp(`اضرب\\s+${n}\\s+(?:في|ب)\\s*${n}`, 'gu'), '$1 * $2')
    .replace(new RegExp(`اقسم\\s+${n}\\s+على\\s+${n}`, 'gu'), '$1 / $2')
    .replace(new RegExp(`اجمع\\s+${n}\\s+(?:و|إلى|الى)\\s*${n}`, 'gu'), '$1 + $2')
    .replace(new RegExp(`اطرح\\s+${n}\\s+من\\s+${n}`, 'gu'), '$2 - $1');
}

/** Math spans: the question with its words taken out, split where the words were. */
function spans(text: string): string[] {
  return text
    .replace(/\.(?!\d)/g, '\n')
    .replace(/(?<![A-Za-z])sqrt(?![A-Za-z])/g, '√')
    .replace(/[A-Za-z]{2,}|[\u0600-\u06FF]+/g, '\n')
    .replace(/√/g, 'sqrt')
    .split(/[\n,;:?!،؛]+/)
    .map((span) => span.trim())
    .filter((span) => /[\dA-Za-z]/.test(span) && /[-+*/^=<>()]/.test(span));
}

/** The words of the question that are not maths. */
function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z']{2,}|[\u0600-\u06FF]+/g) ?? []).filter((word) => word !== 'sqrt');
}

function onlyFiller(text: string): boolean {
  return words(text).every((word) => FILLER.has(word) || FILLER.has(word.replace(/^(?:و|ال)/, '')));
}

const number = (text: string) => text.replace(/^\+/, '');

function figuresRequest(question: string): Wanted | null {
  if (!SIGNIFICANT.test(question)) return null;
  // A number in scientific notation has the significant figures of its first part: 6.02 × 10^23 → 6.02.
  const text = question.replace(
    new RegExp(`(${NUMBER})\\s*(?:\\*|x|×)\\s*10\\s*\\^\\s*\\(?\\s*-?\\d+\\s*\\)?`, 'gi'),
    '$1',
  );
  const operation = new RegExp(`(${NUMBER})((?:\\s*[-+*/]\\s*\\d+(?:\\.\\d+)?)+)`).exec(text);
  if (operation) {
    const rest = operation[2] ?? '';
    const operators = [...rest.matchAll(/([-+*/])\s*\d/g)].map((m) => m[1]!);
    const numbers = [operation[1]!, ...[...rest.matchAll(/[-+*/]\s*(\d+(?:\.\d+)?)/g)].map((m) => m[1]!)];
    return { kind: 'operate-figures', numbers, operators };
  }
  const numbers = [...text.matchAll(new RegExp(`(?<![\\d.])${NUMBER}(?![\\d.])`, 'g'))].map((m) => ({
    value: m[0],
    after: text.slice((m.index ?? 0) + m[0].length),
  }));
  const counts = (entry: { after: string }) =>
    /^\s*(?:significant|sig|s\.?\s?f|أ?رقام|رقما?\s+معنوي)/iu.test(entry.after);
  if (ROUND.test(text)) {
    const target = numbers.find((entry) => !counts(entry));
    const figures = numbers.find(counts);
    if (!target || !figures) return null;
    return { kind: 'round-figures', number: number(target.value), figures: Number(figures.value) };
  }
  const target = numbers.find((entry) => !counts(entry));
  if (!target || numbers.length > 1) return null;
  return { kind: 'count-figures', number: number(target.value) };
}

function scientificRequest(text: string): Wanted | null {
  const written = new RegExp(
    `(${NUMBER})\\s*(?:\\*|x|×)\\s*10\\s*\\^\\s*\\(?\\s*(-?\\d+)\\s*\\)?|(${NUMBER})e(-?\\d+)`,
    'i',
  ).exec(text);
  if (!SCIENTIFIC.test(text)) return null;
  if ((written && TO_STANDARD.test(text)) || (written && !/scientific|العلمي/iu.test(text))) {
    return {
      kind: 'from-scientific',
      mantissa: written[1] ?? written[3]!,
      exponent: Number(written[2] ?? written[4]),
    };
  }
  const plain = [...text.matchAll(new RegExp(`(?<![\\d.^])${NUMBER}(?![\\d.])`, 'g'))].map((m) => m[0]);
  if (plain.length !== 1) return null;
  return { kind: 'to-scientific', number: number(plain[0]!) };
}

function conversionRequest(question: string): Wanted | null {
  // "بالكيلومتر لكل ساعة" (in kilometres per hour): the preposition and the article off the unit.
  const text = question.replace(
    new RegExp(`(?<!${LETTER})(?:بال|لل|ب|ال)(?=${UNIT_PATTERN}(?!${LETTER}))`, 'gu'),
    ' إلى ',
  );
  const into = String.raw`\s*(?:to|into|in|as|->|→|إلى|الى|لـ|ل|بوحدة|بال|ب)\s*`;
  const forward = new RegExp(`(${NUMBER})\\s*(${UNIT})${into}(${UNIT})`, 'iu').exec(text);
  const howMany = new RegExp(
    `(?:how\\s+many|كم)\\s+(${UNIT})\\s+(?:are\\s+(?:there\\s+)?)?(?:in|في)\\s+(${NUMBER})\\s*(${UNIT})`,
    'iu',
  ).exec(text);
  // "A car moves at 15 m/s. What is its speed in km/h?": a few words between, the target unit last.
  const loose = new RegExp(
    `(${NUMBER})\\s*(${UNIT})(?!${LETTER})[^\\d=]{1,60}?(?:\\b(?:in|to|into)\\s+|إلى\\s*)(${UNIT})\\s*[?.!؟]*\\s*$`,
    'iu',
  ).exec(text);
  const match = forward ?? loose;
  const parts = match
    ? { amount: match[1]!, from: match[2]!, to: match[3]! }
    : howMany
      ? { amount: howMany[2]!, from: howMany[3]!, to: howMany[1]! }
      : null;
  if (!parts) return null;
  const from = readUnit(parts.from);
  const to = readUnit(parts.to);
  if (!from || !to || from.unit.dimension !== to.unit.dimension) return null;
  return {
    kind: 'convert',
    amount: number(parts.amount),
    from: from.unit,
    to: to.unit,
    arabicUnits: from.arabic || to.arabic,
  };
}

function evaluationRequest(text: string): Wanted | null {
  const given = new Map<string, Given>();
  const assignment = new RegExp(
    `([A-Za-z])\\s*=\\s*(${NUMBER}(?:/\\d+)?)(?:\\s*(${UNIT}))?(?![\\dA-Za-z(]|\\.\\d|\\s*[-+*/^(])`,
    'giu',
  );
  let rest = text;
  for (const match of text.matchAll(assignment)) {
    const before = text.slice(0, match.index).trimEnd();
    // "3x = 12" and "x + y = 5" are equations, not given values.
    if (before !== '' && !/[\p{L},;:(]$/u.test(before)) continue;
    if (/[A-Za-z]$/.test(before) && !/\s$/.test(text.slice(0, match.index))) continue;
    const unit = match[3] ? readUnit(match[3]) : undefined;
    given.set(match[1]!, { value: number(match[2]!), unit });
    rest = rest.replace(match[0], '\n');
  }
  if (given.size === 0) return null;
  const candidates = spans(rest);
  for (const span of candidates) {
    const statement = parseStatement(span);
    if (statement && statement.rel === '=') {
      const variables = variablesOf(statement.lhs, statement.rhs);
      const unknown = variables.filter((name) => !given.has(name));
      if (unknown.length === 1 && variables.some((name) => given.has(name)))
        return { kind: 'evaluate', target: statement, given };
    }
  }
  if (
    !WORK_OUT.test(rest) &&
    !/\b(?:when|if|for|at|with|where|given)\b|عندما|عند|إذا|اذا|حيث|لما|بفرض/iu.test(rest)
  )
    return null;
  for (const span of candidates) {
    const expression = parseExpression(span);
    if (expression && hasOperator(expression)) {
      const variables = variablesOf(expression);
      if (variables.length > 0 && variables.every((name) => given.has(name)))
        return { kind: 'evaluate', target: expression, given };
    }
  }
  return null;
}

function algebraRequest(text: string): Wanted | null {
  const found = spans(text);
  const statements = found
    .map(parseStatement)
    .filter((s): s is Statement => s !== null && isPolynomial(s.lhs, 4) && isPolynomial(s.rhs, 4));
  const equations = statements.filter((s) => variablesOf(s.lhs, s.rhs).length > 0);
  if (equations.length === 2 && equations.every((s) => s.rel === '=')) {
    const variables = variablesOf(...equations.flatMap((s) => [s.lhs, s.rhs]));
    if (variables.length === 2) {
      const method = SUBSTITUTION.test(text)
        ? 'substitution'
        : ELIMINATION.test(text)
          ? 'elimination'
          : undefined;
      return {
        kind: 'system',
        statements: equations as [Statement, Statement],
        variables: variables as [string, string],
        method,
      };
    }
    return null;
  }
  if (equations.length === 1) {
    const statement = equations[0]!;
    const variables = variablesOf(statement.lhs, statement.rhs);
    // "x = 4" on its own is an answer, not an equation to solve.
    const bare = (node: Node): boolean =>
      node.t === 'num' ||
      (node.t === 'neg' && bare(node.a)) ||
      (node.t === 'div' && bare(node.a) && bare(node.b));
    if (variables.length !== 1 || (statement.lhs.t === 'var' && bare(statement.rhs))) return null;
    return { kind: 'equation', statement, variable: variables[0]! };
  }
  if (equations.length > 0 || statements.length > 0) return null;
  const expressions = found
    .map((span) => ({ span, node: parseExpression(span) }))
    .filter((entry): entry is { span: string; node: Node } => entry.node !== null && hasOperator(entry.node));
  if (expressions.length !== 1) return null;
  const { node } = expressions[0]!;
  // "What is 3/4 + 5/6?" says nothing else; "What is page 3-5 about?" does.
  const asked = CALCULATE.test(text) || EXPAND.test(text) || SIMPLIFY.test(text);
  if (!asked && !onlyFiller(text)) return null;
  if (variablesOf(node).length === 0) return { kind: 'arithmetic', expression: node };
  if (!isPolynomial(node, 6)) return null;
  const mode =
    EXPAND.test(text) || (!SIMPLIFY.test(text) && /\)\s*(?:\(|\^)/.test(expressions[0]!.span))
      ? 'expand'
      : 'simplify';
  return { kind: 'polynomial', expression: node, mode };
}

/** Asking for a derivative: "differentiate", "derivative of", "d/dx", "dy/dx", "f'(x)", "مشتقة", "اشتق". */
const DERIVATIVE_ASKED =
  /\bderivative\b|\bdifferentiat|\bd[a-z]?\s*\/\s*d[a-z]\b|\b[a-z]\s*['′]\s*\(\s*[a-z]\s*\)|مشتق|اشتق/iu;
/** What only names the function or the operation: "f(x) =", "y =", "d/dx", "f'(x)". */
const FUNCTION_NAME =
  /(?:\b[a-z]|[\u0621-\u064A])?\s*['′]?\s*\(\s*[a-z]\s*\)\s*=|\b[a-z]\s*=(?!=)|\bd\s*\/\s*d[a-z]\b|\b[a-z]\s*['′]\s*\(\s*[a-z]\s*\)/giu;

/** "Find the derivative of f(x) = 3x^4 - 2x^2 + 5": the polynomial to differentiate. */
function derivativeRequest(text: string): Wanted | null {
  if (!DERIVATIVE_ASKED.test(text)) return null;
  const expressions = spans(text.replace(FUNCTION_NAME, '\n'))
    .map((span) => parseExpression(span))
    .filter(
      (node): node is Node => node !== null && variablesOf(node).length === 1 && isPolynomial(node, 12),
    );
  const [expression] = expressions;
  if (expressions.length !== 1 || !expression) return null;
  return { kind: 'derivative', expression: expression.t === 'paren' ? expression.a : expression };
}

/** The calculation `question` asks for, or null. */
export function recognize(question: string): Request | null {
  const symbols = operationsInWords(figuresInWords(normalizeSymbols(question)));
  const normalized = normalizeQuestion(question);
  const text = operationsInWords(normalized.text);
  const { arabic } = normalized;
  const request: Wanted | null =
    figuresRequest(symbols) ??
    scientificRequest(symbols) ??
    conversionRequest(symbols) ??
    derivativeRequest(text) ??
    evaluationRequest(text) ??
    algebraRequest(text);
  if (!request) return null;
  const decimals =
    request.kind === 'equation'
      ? hasDecimal(request.statement.lhs) || hasDecimal(request.statement.rhs)
      : request.kind === 'system'
        ? request.statements.some((s) => hasDecimal(s.lhs) || hasDecimal(s.rhs))
        : request.kind === 'evaluate'
          ? [...request.given.values()].some((g) => g.value.includes('.'))
          : false;
  return { ...request, arabic, decimals };
}
