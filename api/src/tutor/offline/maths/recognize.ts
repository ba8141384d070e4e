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
  | { kind: 'convert'; amount: string; from: Unit; to: Unit; arabic: boolean }
  | { kind: 'to-scientific'; number: string }
  | { kind: 'from-scientific'; mantissa: string; exponent: number }
  | { kind: 'count-figures'; number: string }
  | { kind: 'round-figures'; number: string; figures: number }
  | { kind: 'operate-figures'; numbers: string[]; operators: string[] };

/** What a question asks for, and how its reply writes variables and numbers. */
export type Request = Wanted & { arabicVariables: boolean; decimals: boolean };

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
const EXPAND = /\bexpand|multiply\s+out|\bfoil\b|\bفك\b|فك\s|اضرب/iu;
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
    'ما ماذا هو هي ناتج قيمة احسب أحسب أوجد اوجد بسط فك كم يساوي تساوي من فضلك لو سمحت ساعدني في المقدار العبارة ' +
    'كيف حل الناتج لي أريد اريد خطوة بخطوة'
  ).split(' '),
);

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

function conversionRequest(text: string): Wanted | null {
  const into = String.raw`\s*(?:to|into|in|as|->|→|إلى|الى|لـ|ل|بوحدة|بال|ب)\s*`;
  const forward = new RegExp(`(${NUMBER})\\s*(${UNIT})${into}(${UNIT})`, 'iu').exec(text);
  const howMany = new RegExp(
    `(?:how\\s+many|كم)\\s+(${UNIT})\\s+(?:are\\s+(?:there\\s+)?)?(?:in|في)\\s+(${NUMBER})\\s*(${UNIT})`,
    'iu',
  ).exec(text);
  const parts = forward
    ? { amount: forward[1]!, from: forward[2]!, to: forward[3]! }
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
    arabic: from.arabic || to.arabic,
  };
}

function evaluationRequest(text: string): Wanted | null {
  const given = new Map<string, Given>();
  const assignment = new RegExp(
    `([A-Za-z])\\s*=\\s*(${NUMBER})(?:\\s*(${UNIT}))?(?![\\d.A-Za-z(]|\\s*[-+*/^(])`,
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
    .filter((s): s is Statement => s !== null && isPolynomial(s.lhs) && isPolynomial(s.rhs));
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
    const bare = (node: Node) => node.t === 'num' || (node.t === 'neg' && node.a.t === 'num');
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

/** The calculation `question` asks for, or null. */
export function recognize(question: string): Request | null {
  const symbols = normalizeSymbols(question);
  const { text, arabicVariables } = normalizeQuestion(question);
  const request: Wanted | null =
    figuresRequest(symbols) ??
    scientificRequest(symbols) ??
    conversionRequest(symbols) ??
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
  return { ...request, arabicVariables, decimals };
}
