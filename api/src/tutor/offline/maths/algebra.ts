/**
 * Every number the solver states is computed here, by the computer-algebra library nerdamer-prime
 * (exact rationals, expansion, polynomial coefficients, surds) and, for decimals that must keep the
 * digits a student wrote (significant figures, scientific notation), decimal.js. The solvers only
 * choose the steps and read back the library's results. See docs/decisions.md for the choice.
 *
 * nerdamer keeps each parsed expression in a global list; `withAlgebra` empties it after each
 * question so a long-running server does not grow.
 */
import nerdamer from 'nerdamer-prime/all';
import { Decimal } from 'decimal.js';

/** An exact rational as the library writes it: "4", "-3/2". */
export type Q = string;

/** A monomial of a polynomial: coefficient and the power of each variable (none for a constant). */
export interface Term {
  coef: Q;
  powers: [string, number][];
}

/** The library refused or gave something else than a polynomial or a rational. */
export class NotSupported extends Error {}

const RATIONAL = /^-?\d+(?:\/\d+)?$/;

/** Runs `work`, then forgets the expressions the library stored meanwhile. */
export function withAlgebra<T>(work: () => T): T {
  try {
    return work();
  } finally {
    nerdamer.flush();
  }
}

/** The exact value of a variable-free expression (library syntax). */
export function exact(expression: string): Q {
  let value: string;
  try {
    value = nerdamer(expression).toString();
  } catch (error) {
    throw new NotSupported(String(error));
  }
  if (!RATIONAL.test(value)) throw new NotSupported(`not a rational number: ${value}`);
  return value;
}

export const add = (a: Q, b: Q): Q => exact(`(${a})+(${b})`);
export const sub = (a: Q, b: Q): Q => exact(`(${a})-(${b})`);
export const mul = (a: Q, b: Q): Q => exact(`(${a})*(${b})`);
export const div = (a: Q, b: Q): Q => exact(`(${a})/(${b})`);
export const neg = (a: Q): Q => exact(`-(${a})`);
export const pow = (a: Q, n: Q): Q => exact(`(${a})^(${n})`);
export const abs = (a: Q): Q => exact(`abs(${a})`);
export const floor = (a: Q): Q => toDecimal(a).floor().toFixed();
export const ceil = (a: Q): Q => toDecimal(a).ceil().toFixed();

/** -1, 0 or 1. */
export function sign(a: Q): -1 | 0 | 1 {
  return a === '0' ? 0 : a.startsWith('-') ? -1 : 1;
}

export function isInteger(a: Q): boolean {
  return !a.includes('/');
}

/** Numerator and denominator (the denominator positive). */
export function fraction(a: Q): { num: string; den: string } {
  const [num = '0', den = '1'] = a.split('/');
  return { num, den };
}

/** The least common multiple of positive integers. */
export function lcm(values: Q[]): Q {
  return values.reduce((acc, value) => exact(`lcm(${acc},${value})`), '1');
}

export function gcd(a: Q, b: Q): Q {
  return exact(`gcd(${a},${b})`);
}

/**
 * The expanded polynomial `expression` (library syntax) as monomials in `variables`, highest power of
 * the first variable first. Throws NotSupported when it is not a polynomial with rational coefficients.
 */
export function polynomial(expression: string, variables: string[]): Term[] {
  let expanded: string;
  try {
    expanded = nerdamer(expression).expand().toString();
  } catch (error) {
    throw new NotSupported(String(error));
  }
  return termsOf(expanded, variables, []);
}

interface Elements {
  elements?: { toString(): string }[];
}

function termsOf(expression: string, variables: string[], prefix: [string, number][]): Term[] {
  const [first, ...rest] = variables;
  if (first === undefined) return [{ coef: exact(expression), powers: prefix }].filter((t) => t.coef !== '0');
  let coefficients: string[];
  try {
    // The typings say Vector; the ES-module build wraps it in an Expression: read either.
    const vector = nerdamer.coeffs(expression, first) as unknown as Elements & { symbol?: Elements };
    coefficients = (vector.elements ?? vector.symbol?.elements ?? []).map((element) => element.toString());
  } catch (error) {
    throw new NotSupported(String(error));
  }
  const terms: Term[] = [];
  for (let power = coefficients.length - 1; power >= 0; power--) {
    const coefficient = coefficients[power] ?? '0';
    if (coefficient === '0') continue;
    terms.push(...termsOf(coefficient, rest, power > 0 ? [...prefix, [first, power]] : prefix));
  }
  return terms;
}

/** The coefficients of a polynomial in one variable, constant first: [c0, c1, c2, …]. */
export function coefficients(expression: string, variable: string): Q[] {
  const terms = polynomial(expression, [variable]);
  const degree = Math.max(0, ...terms.map((term) => term.powers[0]?.[1] ?? 0));
  const result: Q[] = Array.from({ length: degree + 1 }, () => '0');
  for (const term of terms) result[term.powers[0]?.[1] ?? 0] = term.coef;
  return result;
}

/** `expression` with the variables replaced by the given values, exactly. */
export function evaluate(expression: string, values: Readonly<Record<string, Q>>): Q {
  const substituted = Object.entries(values).reduce(
    (text, [name, value]) => text.replace(new RegExp(`\\b${name}\\b`, 'g'), `(${value})`),
    expression,
  );
  return exact(substituted);
}

/** Whether two expressions are equal (the library expands their difference to 0). */
export function same(a: string, b: string): boolean {
  try {
    return nerdamer(`(${a})-(${b})`).expand().toString() === '0';
  } catch {
    return false;
  }
}

/** √n for a non-negative rational n, as outside·√inside with `inside` a square-free integer (1 when √n is rational). */
export function squareRoot(n: Q): { outside: Q; inside: Q } {
  if (!isInteger(n)) {
    // √(p/q) = √(pq) / q
    const { num, den } = fraction(n);
    const root = squareRoot(mul(num, den));
    return { outside: div(root.outside, den), inside: root.inside };
  }
  const root = nerdamer(`sqrt(${n})`);
  const text = root.toString();
  if (RATIONAL.test(text)) return { outside: text, inside: '1' };
  const symbol = root.symbol as unknown as { multiplier?: unknown; args?: unknown[] };
  const outside = exact(String(symbol.multiplier));
  const inside = exact(String(symbol.args?.[0]));
  if (!same(`${outside}*sqrt(${inside})`, `sqrt(${n})`)) throw new NotSupported(`surd ${text}`);
  return { outside, inside };
}

/** u ± v·√m in decimals (30 significant figures). */
export function approxSurd(u: Q, v: Q, m: Q, plusMinus: '+' | '-'): Decimal {
  const root = toDecimal(v).times(toDecimal(m).sqrt());
  return plusMinus === '+' ? toDecimal(u).plus(root) : toDecimal(u).minus(root);
}

/** An exact rational as a Decimal (exact when it terminates, else to 30 significant figures). */
export function toDecimal(a: Q): Decimal {
  const { num, den } = fraction(a);
  return new Decimal(num).div(den);
}

/** Whether the decimal expansion of `a` terminates (its denominator has only the factors 2 and 5). */
export function terminates(a: Q): boolean {
  let { den } = fraction(a);
  for (const factor of ['2', '5']) {
    while (den !== '1' && isInteger(div(den, factor))) den = div(den, factor);
  }
  return den === '1';
}

export { Decimal };
