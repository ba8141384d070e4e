/**
 * The offline engine's maths solver: it recognises a calculation in a student's question (English or
 * Arabic, with س/ص, Arabic-Indic digits and "٫") and works it out step by step, each step with its
 * reason in the student's language, ending with a check. It returns null for anything it does not
 * recognise as a calculation, so the engine can search the curriculum instead.
 *
 * Kinds: linear equations and inequalities, systems of two linear equations, quadratics, simplifying
 * and expanding, arithmetic with fractions and powers, evaluating a formula, unit conversions,
 * scientific notation, significant figures, derivatives of polynomials. See recognize.ts for what is taken as a question of each.
 *
 * Conventions of an Arabic reply:
 * - Variables are written as the student wrote them: س, ص (and ف, ز… of a physics formula) when the
 *   question used them, as the Saudi textbooks do; x when it used x. In KaTeX they are `\text{س}`.
 * - Numbers are Western digits everywhere, in the math (KaTeX sets them) and in the sentences, so a
 *   step reads with the same digits as its math; the student's ٠-٩ and ٫ are read as such.
 * - Units are written in the script the student used (كم/س or km/h); the coefficients of the
 *   quadratic formula stay a, b, c, and the math runs left to right.
 * - The words are those of the textbooks: معادلة خطية، متباينة، نظام معادلتين، المعادلة التربيعية،
 *   القانون العام، المميز، الأرقام المعنوية، الصيغة العلمية.
 */
import { coefficients, NotSupported, withAlgebra } from './algebra.ts';
import { solveArithmetic } from './arithmetic.ts';
import { solveConversion } from './convert.ts';
import { solveDerivative } from './derivative.ts';
import { solveEvaluate } from './evaluate.ts';
import { toLibrary } from './expression.ts';
import { notation } from './format.ts';
import { solveLinear } from './linear.ts';
import { solvePolynomial } from './polynomial.ts';
import { solveQuadratic } from './quadratic.ts';
import { recognize, type Request } from './recognize.ts';
import { renderHint, renderSolution } from './render.ts';
import { fromScientific, toScientific } from './scientific.ts';
import { countFigures, operateFigures, roundFigures } from './sigfigs.ts';
import { solveSystem } from './system.ts';
import type { Context, MathsAnswer, MathsOptions, Solution } from './types.ts';

export type { MathsAnswer, MathsKind, MathsOptions } from './types.ts';

/** Questions that take the library's less common paths once (its first call of each is slow). */
const WARM_UP = [
  'solve 3(x - 2) = x/2 + 1',
  'solve 2x^2 = 8x - 4',
  'solve 2x + y = 7 and x - y = 2',
  'expand (x + 1)^2',
  '3/4 + 5/6',
];

/**
 * Solves a few questions so the first student's question does not pay the library's first calls
 * (about 40 to 140 ms of CPU, measured on the CI machine). Call it when the server starts, with the
 * module loaded then too.
 */
export function warmUpMaths(): void {
  for (const question of WARM_UP) solveMaths(question, { lang: 'en' });
}

/** Longer questions are not calculations this solver reads. */
const MAX_QUESTION = 600;

function solve(request: Request, ctx: Context): Solution | null {
  switch (request.kind) {
    case 'equation': {
      const { statement, variable } = request;
      if (statement.rel !== '=') return solveLinear(statement, variable, ctx);
      const degree =
        coefficients(`(${toLibrary(statement.lhs)})-(${toLibrary(statement.rhs)})`, variable).length - 1;
      return degree === 2
        ? solveQuadratic(statement, variable, ctx)
        : degree <= 1
          ? solveLinear(statement, variable, ctx)
          : null;
    }
    case 'system':
      return solveSystem(request.statements, request.variables, ctx, request.method);
    case 'polynomial':
      return solvePolynomial(request.expression, request.mode, ctx);
    case 'arithmetic':
      return solveArithmetic(request.expression, ctx);
    case 'evaluate':
      return solveEvaluate(request.target, request.given, ctx);
    case 'convert':
      return solveConversion(request, ctx);
    case 'to-scientific':
      return toScientific(request.number, ctx);
    case 'from-scientific':
      return fromScientific(request.mantissa, request.exponent, ctx);
    case 'count-figures':
      return countFigures(request.number, ctx);
    case 'round-figures':
      return roundFigures(request.number, request.figures, ctx);
    case 'operate-figures':
      return operateFigures(request.numbers, request.operators, ctx);
    case 'derivative':
      return solveDerivative(request.expression, ctx);
  }
}

/**
 * The worked solution of the calculation `question` asks for, or null when it is not one.
 * `hintFirst` gives only the first step and a guiding question (`answer` still carries the result).
 */
export function solveMaths(question: string, options: MathsOptions): MathsAnswer | null {
  if (question.length > MAX_QUESTION) return null;
  return withAlgebra(() => {
    let solution: Solution | null;
    try {
      const request = recognize(question);
      if (!request) return null;
      solution = solve(request, {
        lang: options.lang,
        names: notation(request.arabic, request.decimals),
      });
    } catch (error) {
      // What the library cannot do (not a polynomial, a surd it will not split) is not a calculation
      // this solver can show; anything else is a bug, but the engine can still search instead.
      if (!(error instanceof NotSupported) && process.env.NODE_ENV === 'test') throw error;
      return null;
    }
    if (!solution) return null;
    const markdown = options.hintFirst
      ? renderHint(solution, options.lang)
      : renderSolution(solution, options.lang);
    return { kind: solution.kind, markdown, answer: solution.result.text };
  });
}

/** Kinds of calculation the solver does not work out, as the reply names them. */
const UNSOLVED: readonly { pattern: RegExp; name: Record<'en' | 'ar', string> }[] = [
  { pattern: /\blim(?:it)?s?\b|نهاي/iu, name: { en: 'limits', ar: 'النهايات' } },
  { pattern: /\bintegra|تكامل/iu, name: { en: 'integrals', ar: 'التكاملات' } },
  {
    pattern: /\b(?:sin|cos|tan|sec|csc|cot)\b|(?<!\p{L})(?:جا|جتا|ظا)(?!\p{L})/iu,
    name: { en: 'trigonometric equations and identities', ar: 'المعادلات والمتطابقات المثلثية' },
  },
  {
    pattern: /\b(?:sequence|series|nth term)\b|متتابع|متسلسل|الحد العام/iu,
    name: { en: 'sequences and series', ar: 'المتتابعات والمتسلسلات' },
  },
  {
    pattern: /\b(?:probabilit|permutation|combination|[nN][CP]r)|احتمال|تباديل|توافيق/iu,
    name: { en: 'probability and counting', ar: 'الاحتمالات ومسائل العد' },
  },
];
/** Asking to work something out, with something to work out (a digit). */
const COMPUTE =
  /\b(?:find|calculate|compute|evaluate|solve|work\s+out|simplify|prove)\b|(?<!\p{L})(?:أوجد|اوجد|احسب|أحسب|حل|بسط|أثبت|اثبت)(?!\p{L})/iu;

/**
 * The kind of calculation `question` asks to work out when it is one the solver does not do (a limit,
 * a trigonometric equation, a series, a probability), named in the reply's language; null otherwise.
 * The engine says so plainly, then quotes the lessons that teach the method.
 */
export function unsolvedKind(question: string, lang: 'en' | 'ar'): string | null {
  if (question.length > MAX_QUESTION || !COMPUTE.test(question) || !/[\d\u0660-\u0669]/.test(question))
    return null;
  return UNSOLVED.find((kind) => kind.pattern.test(question))?.name[lang] ?? null;
}
