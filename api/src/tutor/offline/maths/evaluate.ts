/**
 * Evaluating a formula or an expression from given values: "v = d/t with d = 100 m and t = 20 s",
 * "evaluate 3x^2 - 2 when x = 4". The values are substituted and the arithmetic worked step by step;
 * when the unknown is not alone in the formula (d = vt, find t), the substituted equation is solved as
 * a linear equation. Units follow the formula (m and s give m/s) when every given value has one.
 */
import * as A from './algebra.ts';
import { solveArithmetic } from './arithmetic.ts';
import { substitute, toLibrary, variablesOf, type Node, type Statement } from './expression.ts';
import { texNode, texNumber, textNumber, valueNode } from './format.ts';
import { checkLine, solveLinear } from './linear.ts';
import { EVALUATE, TITLES } from './messages.ts';
import type { Context, Solution, Step } from './types.ts';
import type { Unit } from './units.ts';

export interface Given {
  /** The value as written: "100", "-3", "2.5". */
  value: string;
  unit?: { unit: Unit; arabic: boolean };
}

type Powers = Map<string, number>;

/** The unit of `node` from the units of its variables, or null when they do not combine. */
function unitOf(node: Node, units: ReadonlyMap<string, string>): Powers | null {
  const merge = (a: Powers | null, b: Powers | null, sign: 1 | -1): Powers | null => {
    if (!a || !b) return null;
    const result = new Map(a);
    for (const [symbol, power] of b) result.set(symbol, (result.get(symbol) ?? 0) + sign * power);
    for (const [symbol, power] of result) if (power === 0) result.delete(symbol);
    return result;
  };
  switch (node.t) {
    case 'num':
      return new Map();
    case 'var': {
      const symbol = units.get(node.name);
      return symbol === undefined ? null : new Map([[symbol, 1]]);
    }
    case 'neg':
    case 'paren':
      return unitOf(node.a, units);
    case 'sqrt':
      return null;
    case 'mul':
      return merge(unitOf(node.a, units), unitOf(node.b, units), 1);
    case 'div':
      return merge(unitOf(node.a, units), unitOf(node.b, units), -1);
    case 'pow': {
      const base = unitOf(node.a, units);
      const exponent = node.b.t === 'num' ? Number(node.b.value) : NaN;
      if (!base || !Number.isInteger(exponent)) return null;
      return new Map([...base].map(([symbol, power]) => [symbol, power * exponent]));
    }
    case 'add':
    case 'sub': {
      const a = unitOf(node.a, units);
      const b = unitOf(node.b, units);
      if (!a || !b || a.size !== b.size || [...a].some(([symbol, power]) => b.get(symbol) !== power))
        return null;
      return a;
    }
  }
}

function texPowers(powers: Powers): { tex: string; text: string } {
  const part = (sign: 1 | -1) =>
    [...powers]
      .filter(([, power]) => Math.sign(power) === sign)
      .map(([symbol, power]) => ({
        tex: `\\text{${symbol}}${Math.abs(power) === 1 ? '' : `^{${Math.abs(power)}}`}`,
        text: `${symbol}${Math.abs(power) === 1 ? '' : `^${Math.abs(power)}`}`,
      }));
  const top = part(1);
  const bottom = part(-1);
  const join = (list: { tex: string; text: string }[], key: 'tex' | 'text') =>
    list.map((item) => item[key]).join(key === 'tex' ? '\\cdot ' : '·');
  if (top.length === 0 && bottom.length === 0) return { tex: '', text: '' };
  const numerator = { tex: join(top, 'tex') || '1', text: join(top, 'text') || '1' };
  if (bottom.length === 0) return numerator;
  return {
    tex: `${numerator.tex}/${join(bottom, 'tex')}`,
    text: `${numerator.text}/${join(bottom, 'text')}`,
  };
}

/** The target: a formula (with the unknown) or an expression, and the given values. */
export function solveEvaluate(
  target: Statement | Node,
  given: ReadonlyMap<string, Given>,
  ctx: Context,
): Solution | null {
  const { lang, names } = ctx;
  const values = new Map([...given].map(([name, { value }]) => [name, A.exact(value)]));
  const valueNodes = new Map([...given].map(([name, { value }]) => [name, valueNode(A.exact(value))]));
  const unitSymbols = new Map(
    [...given].flatMap(([name, { unit }]) =>
      unit ? [[name, unit.arabic ? unit.unit.symbol.ar : unit.unit.symbol.en] as const] : [],
    ),
  );
  // The substitution as the student sees it: numbers with their units.
  const withUnits = new Map(
    [...given].map(([name, { value, unit }]): [string, Node] => {
      if (!unit) return [name, valueNode(A.exact(value))];
      const symbol = `\\ \\text{${unit.arabic ? unit.unit.symbol.ar : unit.unit.symbol.en}}`;
      const node: Node = { t: 'num', value: `${texNumber(A.abs(A.exact(value)), names)}${symbol}` };
      return [name, { t: 'paren', a: value.startsWith('-') ? { t: 'neg', a: node } : node }];
    }),
  );
  const assignments = [...given]
    .map(([name, { value, unit }]) => {
      const symbol = unit ? `\\ \\text{${unit.arabic ? unit.unit.symbol.ar : unit.unit.symbol.en}}` : '';
      return `${names.tex(name)} = ${texNumber(A.exact(value), names)}${symbol}`;
    })
    .join(',\\ ');

  if (!('rel' in target)) {
    const unknown = variablesOf(target).filter((name) => !given.has(name));
    if (unknown.length > 0 || given.size === 0) return null;
    const substituted = substitute(target, valueNodes);
    const worked = solveArithmetic(substituted, ctx);
    if (!worked) return null;
    const steps: Step[] = [
      {
        ...EVALUATE.substitute(`$$${assignments}$$`)[lang],
        math: texNode(substitute(target, withUnits), names),
      },
      ...worked.steps,
    ];
    return {
      kind: 'evaluate',
      title: TITLES.evaluate[lang],
      statement: `${texNode(target, names)},\\quad ${assignments}`,
      steps,
      result: worked.result,
      check: worked.check,
    };
  }

  if (target.rel !== '=') return null;
  const unknowns = variablesOf(target.lhs, target.rhs).filter((name) => !given.has(name));
  if (unknowns.length !== 1) return null;
  const unknown = unknowns[0]!;
  const formula = `${texNode(target.lhs, names)} = ${texNode(target.rhs, names)}`;
  let steps: Step[] = [];
  let value: A.Q;
  let unitText = { tex: '', text: '' };
  const alone =
    target.lhs.t === 'var' && target.lhs.name === unknown
      ? target.rhs
      : target.rhs.t === 'var' && target.rhs.name === unknown
        ? target.lhs
        : null;
  if (alone && !variablesOf(alone).includes(unknown)) {
    const substituted = substitute(alone, valueNodes);
    const worked = solveArithmetic(substituted, ctx);
    if (!worked) return null;
    value = A.exact(toLibrary(substituted));
    if (unitSymbols.size === given.size) {
      const powers = unitOf(alone, unitSymbols);
      if (powers) unitText = texPowers(powers);
    }
    const x = names.tex(unknown);
    steps = [
      {
        ...EVALUATE.substitute(`$$${assignments}$$`)[lang],
        math: `${x} = ${texNode(substitute(alone, withUnits), names)}`,
      },
      ...worked.steps.map((step) => ({
        ...step,
        math: step.math === undefined ? undefined : `${x} = ${step.math}`,
      })),
    ];
  } else {
    const substituted: Statement = {
      lhs: substitute(target.lhs, valueNodes),
      rel: '=',
      rhs: substitute(target.rhs, valueNodes),
    };
    const solved = solveLinear(substituted, unknown, ctx);
    if (!solved || solved.steps.length === 0) return null;
    try {
      value = A.exact(solved.result.text.split('=')[1]!.trim());
    } catch {
      return null;
    }
    steps = [
      {
        ...EVALUATE.substitute(`$$${assignments}$$`)[lang],
        math: `${texNode(substitute(target.lhs, withUnits), names)} = ${texNode(substitute(target.rhs, withUnits), names)}`,
      },
      ...solved.steps,
    ];
  }
  const all = new Map([...values, [unknown, value]]);
  const line = checkLine(target, all, ctx);
  const unitTex = unitText.tex ? `\\ ${unitText.tex}` : '';
  const unitPlain = unitText.text ? ` ${unitText.text}` : '';
  return {
    kind: 'evaluate',
    title: TITLES.evaluate[lang],
    statement: `${formula},\\quad ${assignments}`,
    steps,
    result: {
      math: `${names.tex(unknown)} = ${texNumber(value, names)}${unitTex}`,
      text: `${names.text(unknown)} = ${textNumber(value, names)}${unitPlain}`,
    },
    check: [
      {
        reason: EVALUATE.checkFormula(`$$${names.tex(unknown)} = ${texNumber(value, names)}$$`)[lang],
        math: line.math,
        mark: line.ok ? '✓' : '✗',
      },
    ],
  };
}
