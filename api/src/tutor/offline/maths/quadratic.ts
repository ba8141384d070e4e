/**
 * Quadratic equations: the standard form, the coefficients, the discriminant and what it says; then
 * factoring when the roots are rational, the quadratic formula when they are not, and nothing more
 * when there are no real roots. Every root is checked by substituting it back (exactly, surds included).
 */
import * as A from './algebra.ts';
import { substitute, toLibrary, type Node, type Statement } from './expression.ts';
import { texNode, texNumber, texPolynomial, texQ, texQFactor, valueNode } from './format.ts';
import { checkLine } from './linear.ts';
import { LABELS, QUADRATIC, TITLES } from './messages.ts';
import type { Context, Solution, Step } from './types.ts';

interface Root {
  /** (u ± v√m) as KaTeX and plain text, with its exact library form. */
  tex: string;
  text: string;
  library: string;
  rational?: A.Q;
  approx?: string;
}

function polynomialNode(terms: { coef: A.Q; power: number }[], variable: string): Node {
  // Only to substitute roots into for the check: c2·x^2 + c1·x + c0.
  return terms.reduce<Node | null>((sum, { coef, power }) => {
    const x: Node = { t: 'var', name: variable };
    const factor: Node =
      power === 0
        ? valueNode(coef)
        : power === 1
          ? x
          : { t: 'pow', a: x, b: { t: 'num', value: String(power) } };
    const term: Node =
      power === 0
        ? factor
        : coef === '1'
          ? factor
          : { t: 'mul', a: valueNode(coef), b: factor, implicit: true };
    return sum ? { t: 'add', a: sum, b: term } : term;
  }, null) as Node;
}

/** u + s·v·√m as KaTeX over one denominator: "\frac{5 + \sqrt{13}}{2}". */
function surd(u: A.Q, v: A.Q, m: A.Q, plusMinus: string): { tex: string; text: string } {
  const den = A.lcm([A.fraction(u).den, A.fraction(v).den]);
  const top = A.mul(u, den);
  const coef = A.mul(v, den);
  const root = `${coef === '1' ? '' : coef}\\sqrt{${m}}`;
  const rootText = `${coef === '1' ? '' : coef}√${m}`;
  const numerator = top === '0' ? (plusMinus === '+' ? root : `-${root}`) : `${top} ${plusMinus} ${root}`;
  const numeratorText =
    top === '0' ? (plusMinus === '+' ? rootText : `-${rootText}`) : `${top} ${plusMinus} ${rootText}`;
  if (den === '1') return { tex: numerator, text: numeratorText };
  return { tex: `\\frac{${numerator}}{${den}}`, text: `(${numeratorText})/${den}` };
}

/** A quadratic equation in `variable`, solved; null when it is not of degree 2. */
export function solveQuadratic(statement: Statement, variable: string, ctx: Context): Solution | null {
  const { lang, names } = ctx;
  let coefficients: A.Q[];
  try {
    coefficients = A.coefficients(`(${toLibrary(statement.lhs)})-(${toLibrary(statement.rhs)})`, variable);
  } catch {
    return null;
  }
  if (coefficients.length !== 3) return null;
  let [c, b, a] = coefficients as [A.Q, A.Q, A.Q];
  const x = names.tex(variable);
  const steps: Step[] = [];
  const standard = () =>
    `${texPolynomial(
      [
        { coef: a, powers: [[variable, 2]] },
        { coef: b, powers: [[variable, 1]] },
        { coef: c, powers: [] },
      ].filter((term) => term.coef !== '0') as A.Term[],
      names,
    )} = 0`;

  // Standard form with whole-number coefficients and a > 0.
  const original = `${texNode(statement.lhs, names)} = ${texNode(statement.rhs, names)}`;
  const factor = A.mul(A.lcm([a, b, c].map((value) => A.fraction(value).den)), A.sign(a) < 0 ? '-1' : '1');
  if (factor !== '1') [a, b, c] = [a, b, c].map((value) => A.mul(value, factor)) as [A.Q, A.Q, A.Q];
  if (standard() !== original) steps.push({ ...QUADRATIC.standardForm[lang], math: standard() });
  steps.push({ ...QUADRATIC.coefficients[lang], math: `a = ${a},\\ b = ${b},\\ c = ${c}` });

  const delta = A.sub(A.pow(b, '2'), A.mul('4', A.mul(a, c)));
  steps.push({
    ...QUADRATIC.discriminant[lang],
    math: `\\Delta = b^2 - 4ac = ${texQFactor(b)}^2 - 4\\left(${a}\\right)\\left(${c}\\right) = ${delta}`,
  });
  const labels = LABELS[lang];
  const or = lang === 'ar' ? ` \\text{ ${labels.or} } ` : ' \\text{ or } ';
  const standardNode = polynomialNode(
    [
      { coef: a, power: 2 },
      { coef: b, power: 1 },
      { coef: c, power: 0 },
    ].filter((term) => term.coef !== '0'),
    variable,
  );
  const base = {
    kind: 'quadratic' as const,
    title: TITLES.quadratic[lang],
    statement: original,
  };

  if (A.sign(delta) < 0) {
    const at = A.div(A.neg(b), A.mul('2', a));
    const lowest = A.evaluate(toLibrary(standardNode), { [variable]: at });
    return {
      ...base,
      steps: [...steps, { reason: QUADRATIC.none[lang] }],
      result: { math: `\\text{${labels.noRealRoots}}`, text: labels.noRealRoots },
      check: [
        {
          reason: QUADRATIC.vertex(`$$${x} = ${texNumber(at, names)}$$`)[lang],
          math: `${texNode(substitute(standardNode, new Map([[variable, valueNode(at)]])), names)} = ${texQ(lowest)} > 0`,
          mark: A.sign(lowest) > 0 ? '✓' : '✗',
        },
      ],
    };
  }

  const { outside, inside } = A.squareRoot(delta);
  const roots: Root[] = [];
  if (inside === '1') {
    // Rational roots: factor. r = (-b ± √Δ) / 2a, each as a factor (q·x - p) with r = p/q.
    steps.push({ reason: (delta === '0' ? QUADRATIC.oneRepeated : QUADRATIC.twoRational)[lang] });
    const values = [A.sub(A.neg(b), outside), A.add(A.neg(b), outside)].map((top) =>
      A.div(top, A.mul('2', a)),
    );
    const distinct = values[0] === values[1] ? [values[0] as A.Q] : values;
    const m = A.neg(A.mul(a, values[0] as A.Q));
    const n = A.neg(A.mul(a, values[1] as A.Q));
    const numbers = `$$${m}$$ ${labels.and} $$${n}$$`;
    steps.push({ ...QUADRATIC.twoNumbers(`$$ac = ${A.mul(a, c)}$$`, `$$b = ${b}$$`, numbers)[lang] });
    const factors = values.map((value) => {
      const { num, den } = A.fraction(value);
      return { den, num, tex: texFactor(den, num, x) };
    });
    const lead = A.div(a, A.mul(factors[0]!.den, factors[1]!.den));
    const leadTex = lead === '1' ? '' : lead === '-1' ? '-' : lead;
    const factored =
      delta === '0'
        ? `${leadTex}${factors[0]!.tex}^2 = 0`
        : `${leadTex}${factors[0]!.tex}${factors[1]!.tex} = 0`;
    const library = `(${lead})*(${factors[0]!.den}*${variable}-(${factors[0]!.num}))*(${factors[1]!.den}*${variable}-(${factors[1]!.num}))`;
    if (!A.same(library, toLibrary(standardNode)))
      throw new Error('quadratic factoring does not expand back');
    steps.push({ ...QUADRATIC.factor[lang], math: factored });
    const zero = distinct.map((value, i) => `${factors[i]!.tex.replace(/^\\left\(|\\right\)$/g, '')} = 0`);
    steps.push({ ...QUADRATIC.zeroFactors[lang], math: zero.join(or) });
    for (const value of distinct) {
      roots.push({
        tex: texNumber(value, names),
        text: value,
        library: value,
        rational: value,
      });
    }
  } else {
    steps.push({ reason: QUADRATIC.twoIrrational[lang] });
    const twoA = A.mul('2', a);
    steps.push({
      ...QUADRATIC.formula(x)[lang],
      math: `${x} = \\frac{-${texQFactor(b)} \\pm \\sqrt{${delta}}}{2\\left(${a}\\right)}`,
    });
    const u = A.div(A.neg(b), twoA);
    const v = A.div(outside, twoA);
    const both = surd(u, v, inside, '\\pm');
    const simplified = outside === '1' ? '' : `\\sqrt{${delta}} = ${outside}\\sqrt{${inside}}, \\quad `;
    steps.push({ ...QUADRATIC.simplifyRoot[lang], math: `${simplified}${x} = ${both.tex}` });
    for (const s of ['-', '+'] as const) {
      const one = surd(u, v, inside, s);
      const library = `(${u})${s}(${v})*sqrt(${inside})`;
      roots.push({
        tex: one.tex,
        text: one.text.replace('-', '−'),
        library,
        approx: A.approxSurd(u, v, inside, s).toFixed(2),
      });
    }
  }

  const result = {
    math: roots.map((root) => `${x} = ${root.tex}`).join(or),
    text: roots.map((root) => `${names.text(variable)} = ${root.text}`).join(` ${labels.or} `),
  };
  if (!roots.every((root) => A.same(toLibrary(standardNode).replaceAll(variable, `(${root.library})`), '0')))
    throw new Error('quadratic root does not satisfy the equation');
  const check: Step[] = roots.map((root) => {
    if (root.rational !== undefined) {
      const line = checkLine(statement, new Map([[variable, root.rational]]), ctx);
      return {
        reason: QUADRATIC.substituteRoot(`$$${x} = ${root.tex}$$`)[lang],
        math: line.math,
        mark: line.ok ? '✓' : '✗',
      };
    }
    return { reason: QUADRATIC.substituteExact(`$$${x} = ${root.tex}$$`)[lang], mark: '✓' };
  });
  if (roots.some((root) => root.rational === undefined)) {
    const approx = roots.map((root) => `${x} \\approx ${root.approx ?? ''}`);
    steps.push({ reason: QUADRATIC.approx[lang], math: approx.join(or) });
  }
  return { ...base, steps, result, check };
}

/** (q·x − p) for the root p/q: "(x - 2)", "(2x + 1)". */
function texFactor(q: string, p: string, x: string): string {
  const coefficient = q === '1' ? '' : q;
  if (p === '0') return `${coefficient}${x}`;
  return p.startsWith('-')
    ? `\\left(${coefficient}${x} + ${p.slice(1)}\\right)`
    : `\\left(${coefficient}${x} - ${p}\\right)`;
}
