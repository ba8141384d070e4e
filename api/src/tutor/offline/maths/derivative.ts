/**
 * The derivative of a polynomial in one variable (grade 12, Mathematics 3 "Derivatives"): the
 * expression written as a sum of terms (expanded first when it has brackets), each term differentiated
 * by the power rule (a constant's derivative is 0), the results added. The check compares the result
 * at a point with the slope of a secant through two close points (the definition of the derivative,
 * as the lesson introduces it).
 */
import * as A from './algebra.ts';
import { toLibrary, variablesOf, type Node } from './expression.ts';
import { texNode, texNumber, texPolynomial, textPolynomial, sortTerms } from './format.ts';
import { DERIVATIVE, TITLES } from './messages.ts';
import type { Context, Solution, Step } from './types.ts';

/** Terms up to this many get a line each; more are differentiated in one line. */
const TERM_LINES = 6;
const MAX_DEGREE = 12;

const decimal = (value: A.Q) => A.toDecimal(value).toFixed();

function termLibrary(term: A.Term): string {
  return [`(${term.coef})`, ...term.powers.map(([name, power]) => `${name}^${power}`)].join('*');
}

/** The power rule on one term: c·v^n → n·c·v^(n-1); a constant → nothing. */
function differentiateTerm(term: A.Term): A.Term | null {
  const [power] = term.powers;
  if (!power) return null;
  const [name, n] = power;
  return { coef: A.mul(String(n), term.coef), powers: n - 1 === 0 ? [] : [[name, n - 1]] };
}

export function solveDerivative(node: Node, ctx: Context): Solution | null {
  const { lang, names } = ctx;
  const variables = variablesOf(node);
  if (variables.length !== 1) return null;
  const variable = variables[0]!;
  let terms: A.Term[];
  try {
    terms = sortTerms(A.polynomial(toLibrary(node), [variable]));
  } catch {
    return null;
  }
  if (terms.some((term) => (term.powers[0]?.[1] ?? 0) > MAX_DEGREE)) return null;
  const v = names.tex(variable);
  const d = `\\frac{d}{d${v}}`;
  const steps: Step[] = [];
  const written = texNode(node, names);
  const polynomial = texPolynomial(terms, names);
  if (polynomial !== written) steps.push({ ...DERIVATIVE.asSum[lang], math: `f(${v}) = ${polynomial}` });

  const derived = terms
    .map(differentiateTerm)
    .filter((term): term is A.Term => term !== null && term.coef !== '0');
  const result = sortTerms(derived);
  const resultTex = result.length > 0 ? texPolynomial(result, names) : '0';
  if (terms.length > 1) {
    const split = terms.map((term) => `${d}\\left(${texPolynomial([term], names)}\\right)`).join(' + ');
    steps.push({ ...DERIVATIVE.termByTerm[lang], math: `f'(${v}) = ${split}` });
  }
  if (terms.length <= TERM_LINES) {
    for (const term of terms) {
      const n = term.powers[0]?.[1] ?? 0;
      const shown = texPolynomial([term], names);
      const after = differentiateTerm(term);
      if (!after) {
        steps.push({ ...DERIVATIVE.constant[lang], math: `${d}\\left(${shown}\\right) = 0` });
        continue;
      }
      const lowered = n - 1 === 0 ? '' : n - 1 === 1 ? v : `${v}^{${n - 1}}`;
      const coefficient = texNumber(term.coef, names);
      const factor =
        term.coef === '1' ? '' : coefficient.startsWith('-') ? `\\left(${coefficient}\\right)` : coefficient;
      const math =
        n === 1
          ? `${d}\\left(${shown}\\right) = ${texPolynomial([after], names)}`
          : `${d}\\left(${shown}\\right) = ${n} \\cdot ${factor}${lowered} = ${texPolynomial([after], names)}`;
      steps.push({ ...(n === 1 ? DERIVATIVE.linear[lang] : DERIVATIVE.power[lang]), math });
    }
  } else {
    steps.push({ ...DERIVATIVE.power[lang], math: `f'(${v}) = ${resultTex}` });
  }
  if (terms.length > 1) steps.push({ ...DERIVATIVE.add[lang], math: `f'(${v}) = ${resultTex}` });

  // The check: the slope of the secant through a - h and a + h, close to f'(a).
  const a = '2';
  const h = '0.001';
  const f = terms.map(termLibrary).join('+') || '0';
  const fPrime = result.map(termLibrary).join('+') || '0';
  const exact = A.evaluate(fPrime, { [variable]: a });
  const high = A.evaluate(f, { [variable]: A.add(a, h) });
  const low = A.evaluate(f, { [variable]: A.sub(a, h) });
  const secant = A.div(A.sub(high, low), A.mul('2', h));
  const rounded = A.toDecimal(secant).toDecimalPlaces(3).toFixed();
  const close = A.toDecimal(A.abs(A.sub(secant, exact))).lte(
    A.toDecimal(A.abs(exact)).plus(1).times('0.001'),
  );
  const check: Step[] = [
    { reason: DERIVATIVE.check(v, a, h)[lang] },
    {
      reason: DERIVATIVE.secant[lang],
      math: `\\frac{f(${decimal(A.add(a, h))}) - f(${decimal(A.sub(a, h))})}{${decimal(A.mul('2', h))}} \\approx ${rounded}`,
    },
    {
      reason: DERIVATIVE.atPoint[lang],
      math: `f'(${a}) = ${texNumber(exact, names)}`,
      mark: close ? '✓' : '✗',
    },
  ];
  return {
    kind: 'derivative',
    title: TITLES.derivative[lang],
    statement: `${d}\\left(${written}\\right)`,
    steps,
    result: {
      math: `f'(${v}) = ${resultTex}`,
      text: `f'(${names.text(variable)}) = ${result.length > 0 ? textPolynomial(result, names) : '0'}`,
    },
    check,
  };
}
