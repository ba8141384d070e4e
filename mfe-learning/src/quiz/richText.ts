// The small Markdown of quiz texts (prompts, options, explanations, hints): inline math `$...$`
// (and `$$...$$`), `**strong**`, `*emphasis*` and line breaks. Anything else is text. A `$` is
// math only where it looks like math ("it costs $5 or $10" in a student's own notes stays text),
// the same rule as the chat's replies. `plainText` gives the same text without markup, with the
// common TeX written as Unicode, for places that take no markup (a native <option>, an ARIA label).

export type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'math'; tex: string }
  | { kind: 'break' };

const DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/;
/** What math has and prose between two prices has not. */
const MATH_SIGNAL = /[\p{L}\\^_=+\-\u2212*/<>|\u00D7\u00F7\u00B1\u2264\u2265\u2260\u00B7]/u;

/** Where the math opened by the `$` at `open` closes, or -1 when this dollar is text. */
function mathClose(s: string, open: number, double: boolean): number {
  const start = open + (double ? 2 : 1);
  const first = s[start];
  if (first === undefined || (!double && /\s/.test(first))) return -1;
  for (let i = start; i < s.length && s[i] !== '\n'; i += 1) {
    if (s[i] === '\\') {
      i += 1;
      continue;
    }
    if (s[i] !== '$') continue;
    if (double) return s[i + 1] === '$' ? i : -1;
    const content = s.slice(start, i);
    const after = s[i + 1] ?? '';
    if (after === '$' || DIGIT.test(after) || /\s$/.test(content) || !MATH_SIGNAL.test(content)) return -1;
    return i;
  }
  return -1;
}

function emphasis(text: string, out: Piece[]) {
  const pattern = /\*\*([^*\n]+?)\*\*|\*([^*\s][^*\n]*?)\*/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) out.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) out.push({ kind: 'strong', text: match[1] });
    else out.push({ kind: 'em', text: match[2] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
}

function prose(text: string, out: Piece[]) {
  text.split('\n').forEach((line, i) => {
    if (i > 0) out.push({ kind: 'break' });
    if (line) emphasis(line, out);
  });
}

/** A quiz text as pieces to draw. */
export function parseRichText(source: string): Piece[] {
  const out: Piece[] = [];
  let text = '';
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (char === '\\' && source[i + 1] === '$') {
      text += '$';
      i += 1;
      continue;
    }
    if (char === '$') {
      const double = source[i + 1] === '$';
      const close = mathClose(source, i, double);
      if (close !== -1) {
        prose(text, out);
        text = '';
        out.push({ kind: 'math', tex: source.slice(i + (double ? 2 : 1), close).trim() });
        i = close + (double ? 1 : 0);
        continue;
      }
    }
    text += char;
  }
  prose(text, out);
  return out;
}

const SYMBOLS: Record<string, string> = {
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  varepsilon: 'ε',
  theta: 'θ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  phi: 'φ',
  omega: 'ω',
  Delta: 'Δ',
  Sigma: 'Σ',
  Omega: 'Ω',
  Theta: 'Θ',
  Lambda: 'Λ',
  Pi: 'Π',
  Phi: 'Φ',
  Gamma: 'Γ',
  times: '×',
  cdot: '·',
  div: '÷',
  pm: '±',
  mp: '∓',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  to: '→',
  rightarrow: '→',
  leftarrow: '←',
  infty: '∞',
  degree: '°',
  circ: '°',
  angle: '∠',
  parallel: '∥',
  perp: '⊥',
  cong: '≅',
  sim: '∼',
  triangle: '△',
  sqrt: '√',
  ldots: '…',
  dots: '…',
  cdots: '⋯',
  prime: '′',
  propto: '∝',
  in: '∈',
  percent: '%',
};
const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
  '+': '⁺',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
};
const SUBSCRIPT: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '-': '₋',
  '+': '₊',
  '=': '₌',
  '(': '₍',
  ')': '₎',
};

function script(value: string, table: Record<string, string>, mark: string): string {
  const chars = [...value];
  return chars.every((c) => table[c] !== undefined)
    ? chars.map((c) => table[c]).join('')
    : `${mark}(${value})`;
}

/** Common TeX as readable Unicode (`10^{-3}\ \text{m}` -> `10⁻³ m`); the rest with its markup removed. */
export function texToPlain(tex: string): string {
  let s = tex.replace(/\\(?:text|mathrm|mathbf|mathit|operatorname|textbf|textit)\s*\{([^{}]*)\}/g, '$1');
  // Fractions (innermost first: their parts may hold other fractions).
  for (let i = 0; i < 4; i += 1)
    s = s.replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, (_m, a: string, b: string) => `${a}/${b}`);
  s = s
    .replace(/\\sqrt\s*\{([^{}]*)\}/g, '√($1)')
    .replace(/\\left|\\right/g, '')
    .replace(/\\[,;:!> ]|~/g, ' ')
    .replace(/\\([A-Za-z]+)/g, (_m, name: string) => SYMBOLS[name] ?? name)
    .replace(/\^\{([^{}]*)\}|\^(\S)/g, (_m, a?: string, b?: string) => script(a ?? b ?? '', SUPERSCRIPT, '^'))
    .replace(/_\{([^{}]*)\}|_(\S)/g, (_m, a?: string, b?: string) => script(a ?? b ?? '', SUBSCRIPT, '_'))
    .replace(/[{}]/g, '')
    .replace(/\\/g, '');
  return s.replace(/\s+/g, ' ').trim();
}

/** The text without markup (math as Unicode), on one line. */
export function plainText(source: string): string {
  return parseRichText(source)
    .map((piece) => {
      switch (piece.kind) {
        case 'math':
          return texToPlain(piece.tex);
        case 'break':
          return ' ';
        default:
          return piece.text;
      }
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
