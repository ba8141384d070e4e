/**
 * Linear equations and inequalities in one variable, solved the way the textbook does: open the
 * brackets, clear fractions, bring the variable to the left, the numbers to the right, divide by the
 * coefficient (reversing the inequality sign for a negative one, and saying so), then check by
 * substituting back. An equation whose variable cancels out has no solution or infinitely many.
 */
import * as A from './algebra.ts';
import {
  hasBrackets,
  signedTerms,
  substitute,
  toLibrary,
  type Node,
  type Relation,
  type Statement,
} from './expression.ts';
import {
  linearTerms,
  say,
  sayTerm,
  texNode,
  texNumber,
  texPolynomial,
  TEX_RELATION,
  TEXT_RELATION,
  textNumber,
  valueNode,
  type Notation,
} from './format.ts';
import { LABELS, LINEAR, STEP, TITLES, type Phrase } from './messages.ts';
import type { Context, Solution, Step } from './types.ts';

/** The relation that does not hold, for a check that fails. */
const NOT: Readonly<Record<Relation, string>> = {
  '=': '\\ne',
  '<': '\\nless',
  '>': '\\ngtr',
  '<=': '\\nleq',
  '>=': '\\ngeq',
};

const FLIP: Readonly<Record<Relation, Relation>> = { '=': '=', '<': '>', '>': '<', '<=': '>=', '>=': '<=' };

/** `a·v + b` and `c·v + d`: the two sides once collected. */
export interface LinearForm {
  a: A.Q;
  b: A.Q;
  c: A.Q;
  d: A.Q;
}

export type LinearOutcome =
  | { kind: 'one'; rel: Relation; value: A.Q }
  | { kind: 'none'; statement: string }
  | { kind: 'all'; statement: string };

function step(phrase: Phrase, math: string): Step {
  return { reason: phrase.reason, ask: phrase.ask, math };
}

function holds(left: A.Q, rel: Relation, right: A.Q): boolean {
  const s = A.sign(A.sub(left, right));
  return { '=': s === 0, '<': s < 0, '>': s > 0, '<=': s <= 0, '>=': s >= 0 }[rel];
}

/**
 * The steps from `a·v + b REL c·v + d` to `v REL value` (or to a statement without the variable),
 * each with the relation it gives.
 */
export function linearSteps(
  form: LinearForm,
  rel: Relation,
  variable: string,
  ctx: Context,
): { steps: Step[]; outcome: LinearOutcome } {
  const { lang, names } = ctx;
  let { a, b, c, d } = form;
  const steps: Step[] = [];
  const show = () =>
    `${texPolynomial(linearTerms(a, b, variable), names)} ${TEX_RELATION[rel]} ${texPolynomial(linearTerms(c, d, variable), names)}`;

  const denominators = [a, b, c, d].map((value) => A.fraction(value).den);
  if (!names.decimals && denominators.some((den) => den !== '1')) {
    const factor = A.lcm(denominators);
    [a, b, c, d] = [a, b, c, d].map((value) => A.mul(value, factor)) as [A.Q, A.Q, A.Q, A.Q];
    steps.push(step(STEP.clearFractions(factor)[lang], show()));
  }
  if (a === '0' && c !== '0') {
    // Only the right side has the variable: read the statement from the right.
    [a, b, c, d] = [c, d, a, b];
    rel = FLIP[rel];
    steps.push(step(STEP.swap[lang], show()));
  }
  if (c !== '0') {
    const phrase = A.sign(c) > 0 ? STEP.subtract : STEP.add;
    const moved = A.abs(c);
    a = A.sub(a, c);
    c = '0';
    steps.push(step(phrase(sayTerm(moved, variable, names))[lang], show()));
  }
  if (a === '0') {
    if (steps.length === 0) steps.push(step(STEP.zeroTerm[lang], show()));
    // The variable has cancelled out: what is left is true or false whatever the variable is.
    const statement = `$$${texNumber(b, names)} ${TEX_RELATION[rel]} ${texNumber(d, names)}$$`;
    return { steps, outcome: holds(b, rel, d) ? { kind: 'all', statement } : { kind: 'none', statement } };
  }
  if (b !== '0') {
    const phrase = A.sign(b) > 0 ? STEP.subtract : STEP.add;
    const moved = A.abs(b);
    d = A.sub(d, b);
    b = '0';
    steps.push(step(phrase(say(moved, names))[lang], show()));
  }
  if (a !== '1') {
    const flips = rel !== '=' && A.sign(a) < 0;
    let phrase: Phrase;
    if (a === '-1') phrase = (flips ? STEP.negateFlip : STEP.negate)[lang];
    else phrase = (flips ? STEP.divideFlip : STEP.divide)(say(a, names))[lang];
    d = A.div(d, a);
    a = '1';
    if (flips) rel = FLIP[rel];
    steps.push(step(phrase, show()));
  }
  return { steps, outcome: { kind: 'one', rel, value: d } };
}

/** The collected sides of a linear statement in `variable`, or null when it is not linear in it. */
export function linearForm(statement: Statement, variable: string): LinearForm | null {
  try {
    const left = A.coefficients(toLibrary(statement.lhs), variable);
    const right = A.coefficients(toLibrary(statement.rhs), variable);
    if (left.length > 2 || right.length > 2) return null;
    return { a: left[1] ?? '0', b: left[0] ?? '0', c: right[1] ?? '0', d: right[0] ?? '0' };
  } catch {
    return null;
  }
}

/** The step that opens brackets and combines like terms, when the statement needs it. */
export function tidyStep(
  statement: Statement,
  form: LinearForm,
  variable: string,
  ctx: Context,
): Step | null {
  const sides = [
    { node: statement.lhs, collected: linearTerms(form.a, form.b, variable) },
    { node: statement.rhs, collected: linearTerms(form.c, form.d, variable) },
  ];
  const brackets = sides.some((side) => hasBrackets(side.node));
  const combines = sides.some((side) => signedTerms(side.node).length > Math.max(1, side.collected.length));
  if (!brackets && !combines) return null;
  const phrase = brackets ? (combines ? STEP.expandAndCombine : STEP.expand) : STEP.combine;
  const math = `${texPolynomial(sides[0]!.collected, ctx.names)} ${TEX_RELATION[statement.rel]} ${texPolynomial(sides[1]!.collected, ctx.names)}`;
  return step(phrase[ctx.lang], math);
}

/** A side with a value substituted, and what it comes to: "2(4) + 3" and "11". */
export function substituted(node: Node, values: ReadonlyMap<string, A.Q>, names: Notation) {
  const nodes = new Map([...values].map(([name, value]) => [name, valueNode(value)]));
  const exactValues = Object.fromEntries(values);
  const value = A.evaluate(toLibrary(node), exactValues);
  const bare = node.t === 'neg' ? node.a : node;
  const plain =
    bare.t === 'num' || bare.t === 'var' || (bare.t === 'div' && bare.a.t === 'num' && bare.b.t === 'num');
  return { tex: texNode(substitute(node, nodes), names), value, plain };
}

/** "2(4) + 3 = 11", or "3(11 - 2) = 27 and 2(11) + 5 = 27" when both sides need working out. */
export function checkLine(
  statement: Statement,
  values: ReadonlyMap<string, A.Q>,
  ctx: Context,
): { math: string; ok: boolean } {
  const left = substituted(statement.lhs, values, ctx.names);
  const right = substituted(statement.rhs, values, ctx.names);
  const ok = holds(left.value, statement.rel, right.value);
  const rel = TEX_RELATION[statement.rel];
  const leftValue = texNumber(left.value, ctx.names);
  const rightValue = texNumber(right.value, ctx.names);
  const comma = ctx.lang === 'ar' ? '،' : ',';
  let math: string;
  if (right.plain) {
    const tail = statement.rel === '=' && ok ? '' : ` ${ok ? rel : NOT[statement.rel]} ${rightValue}`;
    math = `${left.tex} = ${leftValue}${tail}`;
  } else if (left.plain) {
    const flipped = FLIP[statement.rel];
    const tail =
      statement.rel === '=' && ok ? '' : ` ${ok ? TEX_RELATION[flipped] : NOT[flipped]} ${leftValue}`;
    math = `${right.tex} = ${rightValue}${tail}`;
  } else {
    const tail =
      statement.rel === '=' && ok
        ? ''
        : `$$${comma} $$${leftValue} ${ok ? rel : NOT[statement.rel]} ${rightValue}`;
    math = `${left.tex} = ${leftValue}$$ ${LABELS[ctx.lang].and} $$${right.tex} = ${rightValue}${tail}`;
  }
  return { math, ok };
}

function assignment(
  variable: string,
  rel: Relation,
  value: A.Q,
  names: Notation,
): { tex: string; text: string } {
  return {
    tex: `${names.tex(variable)} ${TEX_RELATION[rel]} ${texNumber(value, names)}`,
    text: `${names.text(variable)} ${TEXT_RELATION[rel]} ${textNumber(value, names)}`,
  };
}

/** A linear equation or inequality in `variable`, solved; null when it is not linear in it. */
export function solveLinear(statement: Statement, variable: string, ctx: Context): Solution | null {
  const form = linearForm(statement, variable);
  if (!form) return null;
  const { lang, names } = ctx;
  const inequality = statement.rel !== '=';
  const statementTex = `${texNode(statement.lhs, names)} ${TEX_RELATION[statement.rel]} ${texNode(statement.rhs, names)}`;
  const tidy = tidyStep(statement, form, variable, ctx);
  const { steps, outcome } = linearSteps(form, statement.rel, variable, ctx);
  if (tidy) steps.unshift(tidy);
  const kind = inequality ? 'inequality' : 'linear';
  const labels = LABELS[lang];

  if (outcome.kind !== 'one') {
    const all = outcome.kind === 'all';
    const said = inequality
      ? (all ? LINEAR.inequalityAlways : LINEAR.inequalityNever)(outcome.statement)
      : (all ? LINEAR.identity : LINEAR.noSolution)(outcome.statement);
    // A check for a statement without a solution: two values, and what each side comes to.
    const check: Step[] = ['0', '1'].map((value) => {
      const line = checkLine(statement, new Map([[variable, value]]), ctx);
      return {
        reason: LINEAR.tryValue(`$$${assignment(variable, '=', value, names).tex}$$`)[lang],
        math: line.math,
        mark: line.ok ? '✓' : '✗',
      };
    });
    return {
      kind,
      title: TITLES[kind][lang],
      statement: statementTex,
      steps,
      result: {
        math: all ? `\\text{${labels.allReals}}` : `\\text{${labels.noSolution}}`,
        text: all ? labels.allReals : labels.noSolution,
      },
      conclusion: said[lang],
      check,
    };
  }

  const result = assignment(variable, outcome.rel, outcome.value, names);
  const check: Step[] = [];
  if (!inequality) {
    const line = checkLine(statement, new Map([[variable, outcome.value]]), ctx);
    if (!line.ok) throw new Error(`linear check failed: ${result.text}`);
    check.push({ reason: LINEAR.substitute(`$$${result.tex}$$`)[lang], math: line.math, mark: '✓' });
  } else {
    // A whole number inside the solution set, then the boundary where both sides are equal.
    const below = outcome.rel === '<' || outcome.rel === '<=';
    const inside = below ? A.sub(A.ceil(outcome.value), '1') : A.add(A.floor(outcome.value), '1');
    const line = checkLine(statement, new Map([[variable, inside]]), ctx);
    if (!line.ok) throw new Error(`inequality check failed: ${result.text}`);
    check.push({
      reason: LINEAR.substituteInequality(`$$${assignment(variable, '=', inside, names).tex}$$`)[lang],
      math: line.math,
      mark: '✓',
    });
    const edge = checkLine({ ...statement, rel: '=' }, new Map([[variable, outcome.value]]), ctx);
    check.push({
      reason: LINEAR.boundary(`$$${assignment(variable, '=', outcome.value, names).tex}$$`)[lang],
      math: edge.math,
      mark: edge.ok ? '✓' : '✗',
    });
  }
  return {
    kind,
    title: TITLES[kind][lang],
    statement: statementTex,
    steps,
    result: { math: result.tex, text: result.text },
    check,
  };
}
