/**
 * The student's maths, read: a small parser for the notation of school algebra (implicit
 * multiplication "2x", "3(x - 2)", powers, fractions, √) that keeps the expression as written, so the
 * reply can show it back in KaTeX and substitute values into it. The computing is done by the algebra
 * library (algebra.ts): `toLibrary` hands it an unambiguous, fully bracketed string.
 */

export type Node =
  | { t: 'num'; value: string }
  | { t: 'var'; name: string }
  | { t: 'neg'; a: Node }
  | { t: 'add' | 'sub' | 'mul' | 'div' | 'pow'; a: Node; b: Node; implicit?: boolean }
  | { t: 'paren'; a: Node }
  | { t: 'sqrt'; a: Node };

export type Relation = '=' | '<' | '>' | '<=' | '>=';

/** A relation between two expressions: an equation or an inequality. */
export interface Statement {
  lhs: Node;
  rel: Relation;
  rhs: Node;
}

type Token =
  | { k: 'num'; value: string; space: boolean }
  | { k: 'var'; name: string; space: boolean }
  | { k: 'sqrt'; space: boolean }
  | { k: 'op'; op: '+' | '-' | '*' | '/' | '^' | '(' | ')'; space: boolean }
  | { k: 'rel'; rel: Relation; space: boolean };

const TOKEN = /\s*(?:(\d+(?:\.\d+)?|\.\d+)|(sqrt)|([A-Za-z])|(<=|>=|[=<>])|([-+*/^()]))/y;

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break;
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(text);
    if (!match) return null;
    const space = match[0].length > 0 && /^\s/.test(match[0]);
    if (match[1] !== undefined) tokens.push({ k: 'num', value: match[1], space });
    else if (match[2] !== undefined) tokens.push({ k: 'sqrt', space });
    else if (match[3] !== undefined) tokens.push({ k: 'var', name: match[3], space });
    else if (match[4] !== undefined) tokens.push({ k: 'rel', rel: match[4] as Relation, space });
    else tokens.push({ k: 'op', op: match[5] as '+', space });
    at = TOKEN.lastIndex;
  }
  return tokens;
}

class Parser {
  private at = 0;
  private readonly tokens: Token[];
  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  done(): boolean {
    return this.at >= this.tokens.length;
  }

  peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private isOp(op: string): boolean {
    const token = this.peek();
    return token?.k === 'op' && token.op === op;
  }

  expression(): Node {
    let node = this.term();
    for (;;) {
      if (this.isOp('+') || this.isOp('-')) {
        const op = (this.tokens[this.at++] as { op: string }).op;
        node = { t: op === '+' ? 'add' : 'sub', a: node, b: this.term() };
      } else return node;
    }
  }

  private term(): Node {
    // A sign in front applies to the whole term: "-2x" is -(2x), not (-2)x.
    if (this.isOp('-')) {
      this.at++;
      return { t: 'neg', a: this.term() };
    }
    if (this.isOp('+')) {
      this.at++;
      return this.term();
    }
    let node = this.power();
    for (;;) {
      const token = this.peek();
      if (this.isOp('*') || this.isOp('/')) {
        const op = (this.tokens[this.at++] as { op: string }).op;
        node = { t: op === '*' ? 'mul' : 'div', a: node, b: this.unary() };
      } else if (token && this.startsImplicitFactor(token, node)) {
        node = { t: 'mul', a: node, b: this.power(), implicit: true };
      } else return node;
    }
  }

  /** "2x", "3(x - 2)", "x(x + 1)", "(x + 1)(x - 1)", "2√3"; not "x2", "2 3" or "5 a" (a word). */
  private startsImplicitFactor(token: Token, before: Node): boolean {
    if (token.k === 'op') return token.op === '(';
    if (token.k === 'sqrt') return true;
    if (token.k === 'var') return !token.space || before.t === 'paren';
    return false;
  }

  private unary(): Node {
    if (this.isOp('-')) {
      this.at++;
      return { t: 'neg', a: this.unary() };
    }
    if (this.isOp('+')) {
      this.at++;
      return this.unary();
    }
    return this.power();
  }

  private power(): Node {
    const base = this.primary();
    if (this.isOp('^')) {
      this.at++;
      return { t: 'pow', a: base, b: this.unary() };
    }
    return base;
  }

  private primary(): Node {
    const token = this.tokens[this.at++];
    if (!token) throw new SyntaxError('end of expression');
    if (token.k === 'num') {
      const number: Node = { t: 'num', value: token.value.startsWith('.') ? `0${token.value}` : token.value };
      // "3/4" between whole numbers is one fraction: 3/4 × 2/5 is (3/4)(2/5), 3/4 ÷ 9/8 is (3/4) ÷ (9/8).
      const [slash, denominator, after] = this.tokens.slice(this.at, this.at + 3);
      if (
        slash?.k === 'op' &&
        slash.op === '/' &&
        denominator?.k === 'num' &&
        !(after?.k === 'op' && after.op === '^') &&
        /^\d+$/.test(token.value) &&
        /^\d+$/.test(denominator.value)
      ) {
        this.at += 2;
        return { t: 'div', a: number, b: { t: 'num', value: denominator.value } };
      }
      return number;
    }
    if (token.k === 'var') return { t: 'var', name: token.name };
    if (token.k === 'sqrt') {
      const inner = this.primary();
      return { t: 'sqrt', a: inner.t === 'paren' ? inner.a : inner };
    }
    if (token.k === 'op' && token.op === '(') {
      const inner = this.expression();
      if (!this.isOp(')')) throw new SyntaxError('unclosed bracket');
      this.at++;
      return { t: 'paren', a: inner };
    }
    throw new SyntaxError('unexpected token');
  }
}

/** `text` read as one expression, or null when it is not one. */
export function parseExpression(text: string): Node | null {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return null;
  try {
    const parser = new Parser(tokens);
    const node = parser.expression();
    return parser.done() ? node : null;
  } catch {
    return null;
  }
}

/** `text` read as `expression relation expression`, or null. */
export function parseStatement(text: string): Statement | null {
  const tokens = tokenize(text);
  if (!tokens) return null;
  const relations = tokens.filter((token) => token.k === 'rel');
  if (relations.length !== 1) return null;
  const split = tokens.findIndex((token) => token.k === 'rel');
  try {
    const left = new Parser(tokens.slice(0, split));
    const right = new Parser(tokens.slice(split + 1));
    const lhs = left.expression();
    const rhs = right.expression();
    if (!left.done() || !right.done()) return null;
    return { lhs, rel: (relations[0] as { rel: Relation }).rel, rhs };
  } catch {
    return null;
  }
}

/** The variables of `node`, sorted. */
export function variablesOf(...nodes: Node[]): string[] {
  const names = new Set<string>();
  const visit = (node: Node): void => {
    if (node.t === 'var') names.add(node.name);
    else if (node.t === 'num') return;
    else if ('b' in node) {
      visit(node.a);
      visit(node.b);
    } else visit(node.a);
  };
  nodes.forEach(visit);
  return [...names].sort();
}

/** Whether `node` has an operator (a bare number or letter has none). */
export function hasOperator(node: Node): boolean {
  return node.t !== 'num' && node.t !== 'var' && !(node.t === 'paren' && !hasOperator(node.a));
}

/** Whether `node` has brackets (or a √) that working out has to open. */
export function hasBrackets(node: Node): boolean {
  if (node.t === 'paren') {
    const inner = node.a.t === 'neg' ? node.a.a : node.a;
    return inner.t !== 'num' && !(inner.t === 'div' && inner.a.t === 'num' && inner.b.t === 'num');
  }
  if (node.t === 'sqrt') return true;
  if (node.t === 'num' || node.t === 'var') return false;
  return 'b' in node ? hasBrackets(node.a) || hasBrackets(node.b) : hasBrackets(node.a);
}

/** Whether `node` has a decimal number. */
export function hasDecimal(node: Node): boolean {
  if (node.t === 'num') return node.value.includes('.');
  if (node.t === 'var') return false;
  return 'b' in node ? hasDecimal(node.a) || hasDecimal(node.b) : hasDecimal(node.a);
}

/**
 * Whether `node` is a polynomial in its variables: variables only under +, −, ×, a whole-number
 * power, and division by an expression without variables (so "x/4" is one, "1/x" and "√x" are not).
 */
export function isPolynomial(node: Node, maxPower = 12): boolean {
  switch (node.t) {
    case 'num':
    case 'var':
      return true;
    case 'neg':
    case 'paren':
      return isPolynomial(node.a, maxPower);
    case 'sqrt':
      return variablesOf(node.a).length === 0;
    case 'add':
    case 'sub':
    case 'mul':
      return isPolynomial(node.a, maxPower) && isPolynomial(node.b, maxPower);
    case 'div':
      return isPolynomial(node.a, maxPower) && variablesOf(node.b).length === 0;
    case 'pow': {
      if (variablesOf(node.b).length > 0) return false;
      if (variablesOf(node.a).length === 0) return isPolynomial(node.a, maxPower);
      const exponent =
        node.b.t === 'num' ? node.b : node.b.t === 'paren' && node.b.a.t === 'num' ? node.b.a : null;
      return (
        exponent !== null &&
        /^\d+$/.test(exponent.value) &&
        Number(exponent.value) <= maxPower &&
        isPolynomial(node.a, maxPower)
      );
    }
  }
}

/** `node` as a fully bracketed string for the algebra library. */
export function toLibrary(node: Node): string {
  switch (node.t) {
    case 'num':
      return node.value;
    case 'var':
      return node.name;
    case 'neg':
      return `(-(${toLibrary(node.a)}))`;
    case 'paren':
      return `(${toLibrary(node.a)})`;
    case 'sqrt':
      return `sqrt(${toLibrary(node.a)})`;
    default: {
      const op = { add: '+', sub: '-', mul: '*', div: '/', pow: '^' }[node.t];
      return `((${toLibrary(node.a)})${op}(${toLibrary(node.b)}))`;
    }
  }
}

/** Replaces the variables named in `values` by the given nodes. */
export function substitute(node: Node, values: ReadonlyMap<string, Node>): Node {
  switch (node.t) {
    case 'num':
      return node;
    case 'var':
      return values.get(node.name) ?? node;
    case 'neg':
    case 'paren':
    case 'sqrt':
      return { ...node, a: substitute(node.a, values) };
    default:
      return { ...node, a: substitute(node.a, values), b: substitute(node.b, values) };
  }
}

/** The top-level terms of a sum, each with its sign: "3x + 2x - 5" → [+3x, +2x, -5]. */
export function signedTerms(node: Node): { sign: 1 | -1; node: Node }[] {
  if (node.t === 'add') return [...signedTerms(node.a), ...signedTerms(node.b)];
  if (node.t === 'sub')
    return [
      ...signedTerms(node.a),
      ...signedTerms(node.b).map((term) => ({ sign: (term.sign === 1 ? -1 : 1) as 1 | -1, node: term.node })),
    ];
  if (node.t === 'neg')
    return signedTerms(node.a).map((term) => ({
      sign: (term.sign === 1 ? -1 : 1) as 1 | -1,
      node: term.node,
    }));
  return [{ sign: 1, node }];
}
