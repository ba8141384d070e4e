/**
 * Writing maths for the reply: KaTeX (numbers in Western digits, as KaTeX sets them) and plain text.
 * Variables keep the student's notation: in a reply to a question written with س/ص, x and y are
 * written back as س and ص (`\text{س}` in KaTeX, which has no Arabic letters in math mode).
 */
import { fraction, sign, terminates, toDecimal, type Q, type Term } from './algebra.ts';
import type { Node, Relation } from './expression.ts';

/** How variables are written in a reply. */
export interface Notation {
  tex(name: string): string;
  text(name: string): string;
  /** Write rationals as decimals where they terminate (the question was in decimals). */
  decimals: boolean;
}

/** `arabic`: Latin letter → the Arabic letter the student wrote for it (see normalize.ts). */
export function notation(arabic: Readonly<Record<string, string>> = {}, decimals = false): Notation {
  return {
    tex: (name) => (arabic[name] ? `\\text{${arabic[name]}}` : name),
    text: (name) => arabic[name] ?? name,
    decimals,
  };
}

export const TEX_RELATION: Readonly<Record<Relation, string>> = {
  '=': '=',
  '<': '<',
  '>': '>',
  '<=': '\\le',
  '>=': '\\ge',
};
export const TEXT_RELATION: Readonly<Record<Relation, string>> = {
  '=': '=',
  '<': '<',
  '>': '>',
  '<=': '≤',
  '>=': '≥',
};

/** A rational in KaTeX: "\frac{3}{4}", "-\frac{3}{2}", "5". */
export function texQ(value: Q): string {
  const { num, den } = fraction(value);
  if (den === '1') return num;
  return num.startsWith('-') ? `-\\frac{${num.slice(1)}}{${den}}` : `\\frac{${num}}{${den}}`;
}

/** A rational in KaTeX, as a decimal when the notation asks for decimals and it terminates. */
export function texNumber(value: Q, names: Notation): string {
  return names.decimals && terminates(value) ? toDecimal(value).toFixed() : texQ(value);
}

/** A rational as plain text ("7/2", or "3.5" in decimal notation). */
export function textNumber(value: Q, names: Notation): string {
  return names.decimals && terminates(value) ? toDecimal(value).toFixed() : value;
}

/** A rational in KaTeX, in brackets when negative (to stand after an operator or be multiplied). */
export function texQFactor(value: Q): string {
  return sign(value) < 0 ? `\\left(${texQ(value)}\\right)` : texQ(value);
}

/** A node standing for a rational value (to substitute into an expression). */
export function valueNode(value: Q): Node {
  const { num, den } = fraction(value);
  const magnitude: Node = { t: 'num', value: num.replace('-', '') };
  const unsigned: Node = den === '1' ? magnitude : { t: 'div', a: magnitude, b: { t: 'num', value: den } };
  return { t: 'paren', a: sign(value) < 0 ? { t: 'neg', a: unsigned } : unsigned };
}

// ——— expressions as written ———

type Place = 'loose' | 'factor' | 'base' | 'operand';

function isAtom(node: Node): boolean {
  if (node.t === 'num' || node.t === 'var') return true;
  return node.t === 'div' && node.a.t === 'num' && node.b.t === 'num';
}

/** The first thing `node` writes: a digit, a letter, a bracket or a sign. */
function leftEdge(node: Node): 'digit' | 'letter' | 'other' {
  switch (node.t) {
    case 'num':
      return 'digit';
    case 'var':
      return 'letter';
    case 'add':
    case 'sub':
    case 'mul':
    case 'pow':
      return leftEdge(node.a);
    case 'div':
      return 'digit';
    default:
      return 'other';
  }
}

/** `node` in KaTeX, as the student wrote it (their brackets kept, fractions as \frac). */
export function texNode(node: Node, names: Notation, place: Place = 'loose'): string {
  switch (node.t) {
    case 'num':
      return node.value;
    case 'var':
      return names.tex(node.name);
    case 'paren':
      // Brackets the student wrote are kept, except around a lone number or letter where nothing needs them.
      if (isAtom(node.a) && (place === 'loose' || place === 'operand')) return texNode(node.a, names, place);
      return `\\left(${texNode(node.a, names)}\\right)`;
    case 'sqrt':
      return `\\sqrt{${texNode(node.a, names)}}`;
    case 'neg': {
      const inner = texNode(node.a, names, 'factor');
      const negated = node.a.t === 'add' || node.a.t === 'sub' ? `-\\left(${inner}\\right)` : `-${inner}`;
      return place === 'factor' || place === 'base' ? `\\left(${negated}\\right)` : negated;
    }
    case 'add':
    case 'sub': {
      const right =
        node.b.t === 'neg' ? `\\left(${texNode(node.b, names)}\\right)` : texNode(node.b, names, 'operand');
      const sum = `${texNode(node.a, names, 'operand')} ${node.t === 'add' ? '+' : '-'} ${right}`;
      return place === 'factor' || place === 'base' ? `\\left(${sum}\\right)` : sum;
    }
    case 'mul': {
      const left = texNode(node.a, names, 'factor');
      const right = texNode(node.b, names, 'factor');
      const coefficient =
        node.a.t === 'num' && (leftEdge(node.b) === 'letter' || node.b.t === 'paren' || node.b.t === 'sqrt');
      // Juxtaposed only where no digits meet: 2x, 3(x - 2), xy; never "3 16" → 316.
      const joined =
        leftEdge(node.b) !== 'digit' &&
        (node.implicit || coefficient || (leftEdge(node.b) === 'letter' && node.a.t !== 'div'))
          ? `${left}${right}`
          : `${left} \\times ${right}`;
      return place === 'base' ? `\\left(${joined}\\right)` : joined;
    }
    case 'div': {
      const isFraction = (part: Node) => part.t === 'div' && part.a.t === 'num' && part.b.t === 'num';
      if (isFraction(node.a) || isFraction(node.b)) {
        // A fraction divided by a fraction: written with ÷, as in the textbook.
        const quotient = `${texNode(node.a, names, 'factor')} \\div ${texNode(node.b, names, 'factor')}`;
        return place === 'base' || place === 'factor' ? `\\left(${quotient}\\right)` : quotient;
      }
      const bare = (part: Node) => texNode(part.t === 'paren' ? part.a : part, names);
      const frac = `\\frac{${bare(node.a)}}{${bare(node.b)}}`;
      return place === 'base' ? `\\left(${frac}\\right)` : frac;
    }
    case 'pow': {
      const exponent = texNode(node.b.t === 'paren' ? node.b.a : node.b, names);
      return `${texNode(node.a, names, 'base')}^{${exponent}}`;
    }
  }
}

// ——— polynomials ———

function termOrder(a: Term, b: Term): number {
  const degree = (term: Term) => term.powers.reduce((sum, [, power]) => sum + power, 0);
  if (degree(a) !== degree(b)) return degree(b) - degree(a);
  const key = (term: Term) =>
    term.powers.map(([name, power]) => `${name}${String(99 - power).padStart(2, '0')}`).join('');
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}

/** Monomials in the usual order: highest degree first, then x before y. */
export function sortTerms(terms: Term[]): Term[] {
  return [...terms].sort(termOrder);
}

function texMonomial(coef: Q, powers: [string, number][], names: Notation): string {
  const letters = powers
    .map(([name, power]) => (power === 1 ? names.tex(name) : `${names.tex(name)}^{${power}}`))
    .join('');
  if (letters === '') return texNumber(coef, names);
  if (coef === '1') return letters;
  if (coef === '-1') return `-${letters}`;
  return `${texNumber(coef, names)}${letters}`;
}

function textMonomial(coef: Q, powers: [string, number][], names: Notation): string {
  const letters = powers
    .map(([name, power]) => (power === 1 ? names.text(name) : `${names.text(name)}^${power}`))
    .join('');
  const number = textNumber(coef, names);
  if (letters === '') return number;
  if (coef === '1') return letters;
  if (coef === '-1') return `-${letters}`;
  return number.includes('/') ? `(${number})${letters}` : `${number}${letters}`;
}

function joinSigned(parts: string[]): string {
  if (parts.length === 0) return '0';
  return parts
    .map((part, i) => (i === 0 ? part : part.startsWith('-') ? ` - ${part.slice(1)}` : ` + ${part}`))
    .join('');
}

/** A list of monomials in KaTeX, in the given order (not combined): "x^2 - 3x + 2x - 6". */
export function texTerms(terms: Term[], names: Notation): string {
  return joinSigned(terms.map((term) => texMonomial(term.coef, term.powers, names)));
}

/** A polynomial in KaTeX, in the usual order. */
export function texPolynomial(terms: Term[], names: Notation): string {
  return texTerms(sortTerms(terms), names);
}

/** A polynomial as plain text, in the usual order. */
export function textPolynomial(terms: Term[], names: Notation): string {
  return joinSigned(sortTerms(terms).map((term) => textMonomial(term.coef, term.powers, names)));
}

/** `a·v + b` for a linear expression in one variable, from its coefficients. */
export function linearTerms(a: Q, b: Q, variable: string): Term[] {
  const terms: Term[] = [];
  if (a !== '0') terms.push({ coef: a, powers: [[variable, 1]] });
  if (b !== '0') terms.push({ coef: b, powers: [] });
  return terms;
}

/** A term as a "thing" in a sentence or in math: "2x", "\frac{3}{4}x". */
export function texTerm(coef: Q, variable: string | null, names: Notation): string {
  return texMonomial(coef, variable ? [[variable, 1]] : [], names);
}

/** A number for a sentence: whole numbers (and decimals) as they are, fractions as inline math. */
export function say(value: Q, names: Notation): string {
  const text = textNumber(value, names);
  return text.includes('/') ? `$$${texQ(value)}$$` : text.replace('-', '−');
}

/** A term for a sentence ("2x", "2س"), as inline math. */
export function sayTerm(coef: Q, variable: string | null, names: Notation): string {
  return `$$${texTerm(coef, variable, names)}$$`;
}

/** Inline math for a sentence. */
export function inlineMath(tex: string): string {
  return `$$${tex}$$`;
}

/** Monomials as an expression node (to substitute values into and write as KaTeX). */
export function termsNode(terms: Term[]): Node {
  const nodes = terms.map((term) => {
    const magnitude = term.coef.replace('-', '');
    const letters = term.powers.map(([name, power]): Node => {
      const variable: Node = { t: 'var', name };
      return power === 1 ? variable : { t: 'pow', a: variable, b: { t: 'num', value: String(power) } };
    });
    const { num, den } = fraction(magnitude);
    const number: Node =
      den === '1'
        ? { t: 'num', value: num }
        : { t: 'div', a: { t: 'num', value: num }, b: { t: 'num', value: den } };
    const factors = magnitude === '1' && letters.length > 0 ? letters : [number, ...letters];
    const product = factors.reduce(
      (acc, factor) => ({ t: 'mul', a: acc, b: factor, implicit: true }) as Node,
    );
    return { negative: sign(term.coef) < 0, node: product };
  });
  if (nodes.length === 0) return { t: 'num', value: '0' };
  const [first, ...rest] = nodes;
  let result: Node = first!.negative ? { t: 'neg', a: first!.node } : first!.node;
  for (const { negative, node } of rest) result = { t: negative ? 'sub' : 'add', a: result, b: node };
  return result;
}
