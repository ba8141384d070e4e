/**
 * Calculations with numbers only (fractions, powers, decimals), worked one operation at a time in
 * the order of operations: the laws of exponents first where they apply (2^5 × 2^3 = 2^8), brackets,
 * powers, × and ÷, then + and −, with the fraction methods spelled out (common denominator,
 * numerators times numerators, the reciprocal) and the result simplified. Exact throughout; the check
 * works the expression out again in decimals.
 */
import * as A from './algebra.ts';
import { hasDecimal, toLibrary, type Node } from './expression.ts';
import { texNode, texNumber, texQ } from './format.ts';
import { ARITHMETIC, TITLES, type Phrases } from './messages.ts';
import type { Context, Solution, Step } from './types.ts';

const MAX_STEPS = 30;

/** An integer or decimal literal, a fraction of two integers, or the negative of one: its exact value. */
function valueOf(node: Node): A.Q | null {
  switch (node.t) {
    case 'num':
      return A.exact(node.value);
    case 'paren':
      return valueOf(node.a);
    case 'neg': {
      const inner = valueOf(node.a);
      return inner === null ? null : A.neg(inner);
    }
    case 'div':
      return node.a.t === 'num' &&
        node.b.t === 'num' &&
        !node.a.value.includes('.') &&
        !node.b.value.includes('.')
        ? A.div(node.a.value, node.b.value)
        : null;
    default:
      return null;
  }
}

/** Numerator and denominator as written (a fraction may be unreduced: 9/12). */
function written(node: Node): { num: string; den: string; negative: boolean } | null {
  if (node.t === 'paren') return written(node.a);
  if (node.t === 'neg') {
    const inner = written(node.a);
    return inner && { ...inner, negative: !inner.negative };
  }
  if (node.t === 'num' && !node.value.includes('.')) return { num: node.value, den: '1', negative: false };
  if (node.t === 'div' && node.a.t === 'num' && node.b.t === 'num' && valueOf(node) !== null)
    return { num: node.a.value, den: node.b.value, negative: false };
  return null;
}

function fractionNode(num: string, den: string, negative = false): Node {
  const magnitude: Node =
    den === '1'
      ? { t: 'num', value: num }
      : { t: 'div', a: { t: 'num', value: num }, b: { t: 'num', value: den } };
  return negative ? { t: 'neg', a: magnitude } : magnitude;
}

/** A node for an exact value (decimals as decimals when the question was in decimals). */
function literal(value: A.Q, decimals: boolean): Node {
  const negative = A.sign(value) < 0;
  const magnitude = A.abs(value);
  if (decimals && A.terminates(magnitude)) {
    const node: Node = { t: 'num', value: A.toDecimal(magnitude).toFixed() };
    return negative ? { t: 'neg', a: node } : node;
  }
  const { num, den } = A.fraction(magnitude);
  return fractionNode(num, den, negative);
}

const isFraction = (node: Node) => {
  const w = written(node);
  return w !== null && w.den !== '1';
};

function powerParts(node: Node): { base: string; exponent: A.Q } | null {
  if (node.t !== 'pow' || node.a.t !== 'num') return null;
  const exponent = valueOf(node.b);
  return exponent !== null && A.isInteger(exponent) ? { base: node.a.value, exponent } : null;
}

interface Rewrite {
  node: Node;
  steps: { phrase: Phrases; node: Node }[];
}

/** One operation on a node whose operands are values (see the module comment), or null. */
function operate(node: Node, decimals: boolean): Rewrite | null {
  const single = (phrase: Phrases, result: Node): Rewrite => ({
    node: result,
    steps: [{ phrase, node: result }],
  });
  if (node.t === 'mul' || node.t === 'div') {
    const left = powerParts(node.a);
    const right = powerParts(node.b);
    if (left && right && left.base === right.base) {
      const exponent =
        node.t === 'mul' ? A.add(left.exponent, right.exponent) : A.sub(left.exponent, right.exponent);
      const result: Node = { t: 'pow', a: { t: 'num', value: left.base }, b: literal(exponent, false) };
      return single(node.t === 'mul' ? ARITHMETIC.sameBaseMultiply : ARITHMETIC.sameBaseDivide, result);
    }
  }
  if (node.t === 'pow' && node.a.t === 'paren') {
    const inner = powerParts(node.a.a);
    const outer = valueOf(node.b);
    if (inner && outer !== null && A.isInteger(outer)) {
      return single(ARITHMETIC.powerOfPower, {
        t: 'pow',
        a: { t: 'num', value: inner.base },
        b: literal(A.mul(inner.exponent, outer), false),
      });
    }
  }
  if (!('b' in node)) return null;
  const a = valueOf(node.a);
  const b = valueOf(node.b);
  if (a === null || b === null) return null;
  switch (node.t) {
    case 'pow': {
      if (!A.isInteger(b) || A.sign(A.sub(A.abs(b), '12')) > 0) throw new A.NotSupported('exponent');
      const value = A.pow(a, b);
      if (b === '0') return single(ARITHMETIC.zeroExponent, literal(value, decimals));
      if (A.sign(b) < 0) {
        const positive: Node = { t: 'pow', a: node.a, b: literal(A.neg(b), false) };
        const reciprocal: Node = { t: 'div', a: { t: 'num', value: '1' }, b: positive };
        return {
          node: literal(value, decimals),
          steps: [
            { phrase: ARITHMETIC.negativeExponent, node: reciprocal },
            { phrase: ARITHMETIC.power, node: literal(value, decimals) },
          ],
        };
      }
      const fraction = written(node.a);
      if (fraction && fraction.den !== '1') {
        const n = { t: 'num', value: b } as Node;
        const spread: Node = {
          t: 'div',
          a: { t: 'pow', a: fractionNode(fraction.num, '1', fraction.negative), b: n },
          b: { t: 'pow', a: { t: 'num', value: fraction.den }, b: n },
        };
        return {
          node: literal(value, decimals),
          steps: [
            { phrase: ARITHMETIC.powerOfFraction(b), node: spread },
            { phrase: ARITHMETIC.power, node: literal(value, decimals) },
          ],
        };
      }
      return single(ARITHMETIC.power, literal(value, decimals));
    }
    case 'mul':
    case 'div': {
      if (!decimals && (isFraction(node.a) || isFraction(node.b) || node.t === 'div')) {
        const left = written(node.a);
        let right = written(node.b);
        if (left && right) {
          if (b === '0') throw new A.NotSupported('division by zero');
          const steps: Rewrite['steps'] = [];
          if (node.t === 'div' && right.den !== '1') {
            right = { num: right.den, den: right.num, negative: right.negative };
            steps.push({
              phrase: ARITHMETIC.reciprocal,
              node: { t: 'mul', a: node.a, b: fractionNode(right.num, right.den, right.negative) },
            });
          } else if (node.t === 'div') {
            right = { num: '1', den: right.num, negative: right.negative };
          }
          if (node.t === 'div' && !isFraction(node.a) && !isFraction(node.b)) {
            // whole ÷ whole: the quotient as a fraction
            const result = literal(A.div(a, b), false);
            return single(ARITHMETIC.divide, result);
          }
          const num = A.mul(left.num, right.num);
          const den = A.mul(left.den, right.den);
          const negative = left.negative !== right.negative;
          steps.push({ phrase: ARITHMETIC.multiplyFractions, node: fractionNode(num, den, negative) });
          return { node: fractionNode(num, den, negative), steps };
        }
      }
      const value = node.t === 'mul' ? A.mul(a, b) : A.div(a, b);
      return single(node.t === 'mul' ? ARITHMETIC.multiply : ARITHMETIC.divide, literal(value, decimals));
    }
    case 'add':
    case 'sub': {
      const left = written(node.a);
      const right = written(node.b);
      if (!decimals && left && right && (left.den !== '1' || right.den !== '1')) {
        const lcd = A.lcm([left.den, right.den]);
        const scaled = [left, right].map((w) => ({ ...w, num: A.mul(w.num, A.div(lcd, w.den)), den: lcd }));
        const steps: Rewrite['steps'] = [];
        const op = node.t;
        if (left.den !== right.den || left.den !== lcd) {
          steps.push({
            phrase: ARITHMETIC.commonDenominator(lcd),
            node: {
              t: op,
              a: fractionNode(scaled[0]!.num, lcd, scaled[0]!.negative),
              b: fractionNode(scaled[1]!.num, lcd, scaled[1]!.negative),
            },
          });
        }
        const signed = (w: { num: string; negative: boolean }) => (w.negative ? A.neg(w.num) : w.num);
        const top =
          op === 'add'
            ? A.add(signed(scaled[0]!), signed(scaled[1]!))
            : A.sub(signed(scaled[0]!), signed(scaled[1]!));
        const result = fractionNode(A.abs(top), lcd, A.sign(top) < 0);
        steps.push({
          phrase: op === 'add' ? ARITHMETIC.addNumerators : ARITHMETIC.subtractNumerators,
          node: result,
        });
        return { node: result, steps };
      }
      const value = node.t === 'add' ? A.add(a, b) : A.sub(a, b);
      return single(node.t === 'add' ? ARITHMETIC.add : ARITHMETIC.subtract, literal(value, decimals));
    }
    default:
      return null;
  }
}

const LAWS: Phrases[] = [ARITHMETIC.sameBaseMultiply, ARITHMETIC.sameBaseDivide, ARITHMETIC.powerOfPower];

const PRIORITY: Partial<Record<Node['t'], number>> = { pow: 1, mul: 2, div: 2, add: 3, sub: 3 };

/** The next operation in the order of operations, applied to the whole tree. */
function next(tree: Node, decimals: boolean): { tree: Node; steps: Rewrite['steps'] } | null {
  let best: { path: string[]; rank: number; rewrite: Rewrite } | null = null;
  let order = 0;
  const visit = (node: Node, path: string[]) => {
    const index = order++;
    if (valueOf(node) === null) {
      const rewrite = operate(node, decimals);
      if (rewrite) {
        const first = rewrite.steps[0]?.phrase;
        const law = LAWS.includes(first as Phrases);
        const rank = (law ? 0 : (PRIORITY[node.t] ?? 9)) * 10000 + index;
        if (!best || rank < best.rank) best = { path, rank, rewrite };
      }
    }
    if (node.t === 'num' || node.t === 'var') return;
    visit(node.a, [...path, 'a']);
    if ('b' in node) visit(node.b, [...path, 'b']);
  };
  visit(tree, []);
  if (!best) return null;
  const found = best as { path: string[]; rewrite: Rewrite };
  const replace = (node: Node, path: string[], by: Node): Node => {
    if (path.length === 0) return by;
    const [head, ...rest] = path;
    const copy = { ...node } as unknown as Record<string, Node>;
    copy[head!] = replace(copy[head!]!, rest, by);
    return copy as unknown as Node;
  };
  return {
    tree: replace(tree, found.path, found.rewrite.node),
    steps: found.rewrite.steps.map((step) => ({
      phrase: step.phrase,
      node: replace(tree, found.path, step.node),
    })),
  };
}

/** Brackets around a lone value are dropped once the value is known: (5) → 5, but 2(−3) keeps its own. */
function unwrap(node: Node): Node {
  if (node.t === 'num' || node.t === 'var') return node;
  if (node.t === 'paren' && valueOf(node.a) !== null && (node.a.t === 'num' || isFraction(node.a)))
    return unwrap(node.a);
  if ('b' in node) return { ...node, a: unwrap(node.a), b: unwrap(node.b) };
  return { ...node, a: unwrap(node.a) };
}

/** A calculation with numbers only, worked step by step; null when it is not one this can do. */
export function solveArithmetic(expression: Node, ctx: Context): Solution | null {
  const { lang, names } = ctx;
  const decimals = hasDecimal(expression);
  const notation = { ...names, decimals };
  let exactValue: A.Q;
  try {
    exactValue = A.exact(toLibrary(expression));
  } catch {
    return null;
  }
  const steps: Step[] = [];
  let tree = expression;
  try {
    for (let i = 0; i < MAX_STEPS; i++) {
      const done = next(tree, decimals);
      if (!done) break;
      for (const step of done.steps) {
        const phrase = step.phrase[lang];
        steps.push({ reason: phrase.reason, ask: phrase.ask, math: texNode(unwrap(step.node), notation) });
      }
      tree = unwrap(done.tree);
    }
  } catch {
    return null;
  }
  const last = valueOf(tree);
  if (last === null || last !== exactValue) return null;
  const final = written(tree);
  if (final && final.den !== '1') {
    const divisor = A.gcd(final.num, final.den);
    if (divisor !== '1') {
      const phrase = ARITHMETIC.reduce(divisor)[lang];
      steps.push({ reason: phrase.reason, ask: phrase.ask, math: texNumber(exactValue, notation) });
    }
  }
  const { num, den } = A.fraction(exactValue);
  const decimal = A.terminates(exactValue)
    ? A.toDecimal(exactValue).toFixed()
    : A.toDecimal(exactValue).toSignificantDigits(4).toFixed();
  const approx = A.terminates(exactValue) ? '=' : '\\approx';
  if (den !== '1' && !decimals) {
    const integerPart = A.floor(exactValue);
    const mixed =
      A.sign(integerPart) > 0
        ? `${integerPart}\\tfrac{${A.sub(num, A.mul(integerPart, den))}}{${den}} ${approx} `
        : '';
    steps.push({
      reason: (mixed ? ARITHMETIC.mixed : ARITHMETIC.decimal)[lang],
      math: mixed ? `${texQ(exactValue)} = ${mixed}${decimal}` : `${texQ(exactValue)} ${approx} ${decimal}`,
    });
  }
  return {
    kind: 'arithmetic',
    title: TITLES.arithmetic[lang],
    statement: texNode(expression, notation),
    steps,
    result: {
      math: `${texNode(expression, notation)} = ${texNumber(exactValue, notation)}`,
      text: decimals ? decimal : exactValue,
    },
    check: checkInDecimals(expression, exactValue, ctx),
  };
}

/** Each fraction and power replaced by its decimal, the whole worked out again. */
function checkInDecimals(expression: Node, exactValue: A.Q, ctx: Context): Step[] {
  const decimalNode = (value: A.Q): Node => {
    const decimal = A.toDecimal(A.abs(value));
    const num: Node = {
      t: 'num',
      value: A.terminates(value) ? decimal.toFixed() : decimal.toDecimalPlaces(4).toFixed(),
    };
    return A.sign(value) < 0 ? { t: 'paren', a: { t: 'neg', a: num } } : num;
  };
  const parts = (node: Node): Node => {
    const value = valueOf(node);
    if (value !== null && node.t !== 'num') return decimalNode(value);
    if (node.t === 'pow' && valueOf(node.a) !== null && valueOf(node.b) !== null) {
      try {
        return decimalNode(A.exact(toLibrary(node)));
      } catch {
        return node;
      }
    }
    if (node.t === 'num' || node.t === 'var') return node;
    if ('b' in node) return { ...node, a: parts(node.a), b: parts(node.b) };
    return { ...node, a: parts(node.a) };
  };
  const inDecimals = parts(expression);
  const value = A.toDecimal(A.exact(toLibrary(inDecimals)));
  const exactDecimal = A.toDecimal(exactValue);
  const close = value.minus(exactDecimal).abs().lte(exactDecimal.abs().times('0.001').plus('0.001'));
  if (!close) throw new Error('arithmetic check failed');
  const plainNames = { ...ctx.names, decimals: true };
  const shown = value.toDecimalPlaces(4).toFixed();
  const exactShown = A.terminates(exactValue)
    ? exactDecimal.toFixed()
    : exactDecimal.toDecimalPlaces(4).toFixed();
  const sign = A.terminates(exactValue) && value.eq(exactDecimal) ? '=' : '\\approx';
  const exactTex = hasDecimal(expression) ? exactShown : texQ(exactValue);
  return [
    {
      reason: ARITHMETIC.checkDecimals[ctx.lang],
      math: `${texNode(inDecimals, plainNames)} ${sign} ${shown}$$ ${ctx.lang === 'ar' ? 'و' : 'and'} $$${exactTex} ${A.terminates(exactValue) ? '=' : '\\approx'} ${exactShown}`,
      mark: close ? '✓' : '✗',
    },
  ];
}
