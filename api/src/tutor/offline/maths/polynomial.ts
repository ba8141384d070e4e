/**
 * Simplifying and expanding polynomial expressions: powers of brackets written as products, each
 * bracket multiplied out term by term, like terms grouped, then combined. The result is the library's
 * expansion of the whole expression; the steps must add up to it. The check substitutes numbers into
 * the original and the result.
 */
import * as A from './algebra.ts';
import { hasBrackets, substitute, toLibrary, variablesOf, type Node } from './expression.ts';
import {
  sortTerms,
  termsNode,
  texNode,
  texNumber,
  texPolynomial,
  texTerms,
  textPolynomial,
  valueNode,
} from './format.ts';
import { POLYNOMIAL, TITLES } from './messages.ts';
import type { Context, Solution, Step } from './types.ts';

const MAX_TERMS = 64;

function termLibrary(term: A.Term): string {
  return [`(${term.coef})`, ...term.powers.map(([name, power]) => `${name}^${power}`)].join('*');
}

/** Powers of brackets written out as products: (x + 1)^2 → (x + 1)(x + 1). */
function powersAsProducts(node: Node): Node {
  switch (node.t) {
    case 'num':
    case 'var':
      return node;
    case 'neg':
    case 'paren':
    case 'sqrt':
      return { ...node, a: powersAsProducts(node.a) };
    case 'pow': {
      const base = powersAsProducts(node.a);
      const exponent = node.b.t === 'num' ? Number(node.b.value) : NaN;
      if (base.t === 'paren' && variablesOf(base).length > 0 && exponent >= 2 && exponent <= 4) {
        let product: Node = base;
        for (let i = 1; i < exponent; i++) product = { t: 'mul', a: product, b: base, implicit: true };
        return product;
      }
      return { ...node, a: base };
    }
    default:
      return { ...node, a: powersAsProducts(node.a), b: powersAsProducts(node.b) };
  }
}

/** The monomials of `node` multiplied out but not combined: (x + 2)(x - 3) → x², −3x, 2x, −6. */
function multipliedOut(node: Node, variables: string[]): A.Term[] {
  const product = (left: A.Term[], right: A.Term[]): A.Term[] => {
    if (left.length * right.length > MAX_TERMS) throw new A.NotSupported('too many terms');
    return left.flatMap((l) =>
      right.flatMap((r) => A.polynomial(`${termLibrary(l)}*${termLibrary(r)}`, variables)),
    );
  };
  const negate = (terms: A.Term[]) => terms.map((term) => ({ ...term, coef: A.neg(term.coef) }));
  switch (node.t) {
    case 'num':
    case 'var':
    case 'sqrt':
      return A.polynomial(toLibrary(node), variables);
    case 'paren':
      return multipliedOut(node.a, variables);
    case 'neg':
      return negate(multipliedOut(node.a, variables));
    case 'add':
      return [...multipliedOut(node.a, variables), ...multipliedOut(node.b, variables)];
    case 'sub':
      return [...multipliedOut(node.a, variables), ...negate(multipliedOut(node.b, variables))];
    case 'mul':
      return product(multipliedOut(node.a, variables), multipliedOut(node.b, variables));
    case 'div': {
      const divisor = A.exact(toLibrary(node.b));
      return multipliedOut(node.a, variables).map((term) => ({ ...term, coef: A.div(term.coef, divisor) }));
    }
    case 'pow': {
      const base = multipliedOut(node.a, variables);
      if (base.length === 1) return A.polynomial(toLibrary(node), variables);
      const exponent = Number(A.exact(toLibrary(node.b)));
      let terms: A.Term[] = [{ coef: '1', powers: [] }];
      for (let i = 0; i < exponent; i++) terms = product(terms, base);
      return terms;
    }
  }
}

const isSum = (node: Node): boolean =>
  node.t === 'paren' ? isSum(node.a) : node.t === 'add' || node.t === 'sub' || node.t === 'mul';

/** Whether a bracket is multiplied by another bracket somewhere: (x + 2)(x - 3). */
function bracketTimesBracket(node: Node): boolean {
  if (node.t === 'num' || node.t === 'var') return false;
  if (node.t === 'mul' && isSum(node.a) && isSum(node.b)) return true;
  return 'b' in node
    ? bracketTimesBracket(node.a) || bracketTimesBracket(node.b)
    : bracketTimesBracket(node.a);
}

const key = (term: A.Term) => term.powers.map(([name, power]) => `${name}^${power}`).join('*');

/** Simplify (`kind` 'simplify') or expand (`kind` 'expand') a polynomial expression. */
export function solvePolynomial(node: Node, kind: 'simplify' | 'expand', ctx: Context): Solution | null {
  const { lang, names } = ctx;
  const variables = variablesOf(node);
  let result: A.Term[];
  try {
    result = A.polynomial(toLibrary(node), variables);
  } catch {
    return null;
  }
  const steps: Step[] = [];
  const written = powersAsProducts(node);
  if (toLibrary(written) !== toLibrary(node)) {
    steps.push({ ...POLYNOMIAL.powerAsProduct[lang], math: texNode(written, names) });
  }
  let terms: A.Term[];
  try {
    terms = multipliedOut(written, variables);
  } catch {
    return null;
  }
  const shown = texTerms(terms, names);
  if (hasBrackets(written) && shown !== texNode(written, names)) {
    const phrase = bracketTimesBracket(written) ? POLYNOMIAL.distribute : POLYNOMIAL.openBrackets;
    steps.push({ ...phrase[lang], math: shown });
  }
  // Like terms next to each other, in brackets, in the order they first appear.
  const groups = new Map<string, A.Term[]>();
  for (const term of terms) groups.set(key(term), [...(groups.get(key(term)) ?? []), term]);
  const combining = [...groups.values()].some((group) => group.length > 1);
  if (combining) {
    const grouped = [...groups.values()]
      .map((group, i) => {
        const inner = texTerms(group, names);
        const wrapped = group.length > 1 ? `\\left(${inner}\\right)` : inner;
        return i === 0 ? wrapped : wrapped.startsWith('-') ? `- ${wrapped.slice(1)}` : `+ ${wrapped}`;
      })
      .join(' ');
    steps.push({ ...POLYNOMIAL.group[lang], math: grouped });
    steps.push({ ...POLYNOMIAL.combine[lang], math: texPolynomial(result, names) });
  } else if (steps.length > 0 && texTerms(terms, names) !== texPolynomial(result, names)) {
    steps.push({ ...POLYNOMIAL.combine[lang], math: texPolynomial(result, names) });
  }
  // The steps must come to the library's expansion.
  if (!A.same(terms.map(termLibrary).join('+') || '0', toLibrary(node)))
    throw new Error('expansion does not add up');

  const check = checkBySubstitution(node, result, variables, ctx);
  return {
    kind,
    title: TITLES[kind][lang],
    statement: texNode(node, names),
    steps,
    result: { math: texPolynomial(result, names), text: textPolynomial(result, names) },
    conclusion: steps.length === 0 ? POLYNOMIAL.alreadySimple[lang] : undefined,
    check,
  };
}

function checkBySubstitution(node: Node, result: A.Term[], variables: string[], ctx: Context): Step[] {
  const { lang, names } = ctx;
  const sample = ['2', '3', '5', '7'];
  const values = new Map(variables.map((name, i) => [name, sample[i % sample.length] as A.Q]));
  const nodes = new Map([...values].map(([name, value]) => [name, valueNode(value)]));
  const exactValues = Object.fromEntries(values);
  const before = A.evaluate(toLibrary(node), exactValues);
  const after = A.evaluate(result.map(termLibrary).join('+') || '0', exactValues);
  const assignment = [...values].map(([name, value]) => `${names.tex(name)} = ${value}`).join(',\\ ');
  const resultTex = texNode(substitute(termsNode(sortTerms(result)), nodes), names);
  return [
    { reason: POLYNOMIAL.check(`$$${assignment}$$`)[lang] },
    {
      reason: POLYNOMIAL.original[lang],
      math: `${texNode(substitute(node, nodes), names)} = ${texNumber(before, names)}`,
    },
    {
      reason: POLYNOMIAL.result[lang],
      math: `${resultTex} = ${texNumber(after, names)}`,
      mark: before === after ? '✓' : '✗',
    },
  ];
}
