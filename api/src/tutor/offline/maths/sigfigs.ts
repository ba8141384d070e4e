/**
 * Significant figures as a Physics 1 course teaches them: which digits count (non-zero digits; zeros
 * between them; not leading zeros; trailing zeros only after a decimal point), rounding to n
 * significant figures, and the rules for a product or quotient (fewest significant figures) and a sum
 * or difference (fewest decimal places). Digits are read from the number as written; the arithmetic is
 * decimal.js's, exact, rounding half up.
 */
import * as A from './algebra.ts';
import { counted, SIGFIGS, TITLES } from './messages.ts';
import type { Context, Solution, Step } from './types.ts';

/** The digits of a decimal as written, and which of them are significant. */
export function significantDigits(number: string): { count: number; marked: string; kinds: Set<string> } {
  const unsigned = number.replace(/^[-+]/, '');
  const hasPoint = unsigned.includes('.');
  const digits = unsigned.replace('.', '');
  const first = digits.search(/[1-9]/);
  if (first < 0) return { count: 0, marked: unsigned, kinds: new Set() };
  let last = digits.length - 1;
  const kinds = new Set<string>();
  if (first > 0) kinds.add('leading');
  if (!hasPoint) {
    const trimmed = digits.replace(/0+$/, '');
    if (trimmed.length < digits.length) kinds.add('trailingWhole');
    last = trimmed.length - 1;
  } else if (/0$/.test(digits.slice(first))) kinds.add('trailingDecimal');
  const significant = digits.slice(first, last + 1);
  if (/[1-9]0+[1-9]/.test(significant)) kinds.add('captive');
  kinds.add('nonZero');
  // Underline the significant digits, keeping the decimal point where it was.
  let index = 0;
  let marked = '';
  let open = false;
  for (const char of unsigned) {
    if (char === '.') {
      marked += open ? '.' : '.';
      continue;
    }
    const inside = index >= first && index <= last;
    if (inside && !open) {
      marked += '\\underline{';
      open = true;
    }
    if (!inside && open) {
      marked += '}';
      open = false;
    }
    marked += char;
    index++;
  }
  if (open) marked += '}';
  return { count: last - first + 1, marked, kinds };
}

function decimalPlaces(number: string): number {
  return number.includes('.') ? (number.split('.')[1] ?? '').length : 0;
}

/** `value` written with `figures` significant figures (placeholder zeros for a whole number). */
export function toFigures(value: A.Decimal, figures: number): string {
  const rounded = value.toSignificantDigits(figures, A.Decimal.ROUND_HALF_UP);
  const exponent = rounded.isZero() ? 0 : rounded.e;
  return rounded.toFixed(Math.max(0, figures - 1 - exponent));
}

function scientific(number: string, figures: number): string {
  const decimal = new A.Decimal(number);
  const [mantissa = '', exponent = '0'] = decimal
    .toExponential(Math.max(0, figures - 1), A.Decimal.ROUND_HALF_UP)
    .split('e');
  return `${mantissa} \\times 10^{${Number(exponent)}}`;
}

/** "How many significant figures in 0.00340?" */
export function countFigures(number: string, ctx: Context): Solution {
  const { lang } = ctx;
  const { count, marked, kinds } = significantDigits(number);
  const steps: Step[] = [];
  const nonZero = number.replace(/[^1-9]/g, '').split('');
  steps.push({ reason: SIGFIGS.nonZero(nonZero)[lang] });
  const digits = number.replace(/^[-+]/, '').replace('.', '');
  if (kinds.has('captive')) {
    const inner = digits.slice(digits.search(/[1-9]/)).replace(/0+$/, '');
    const captive = (inner.match(/(?<=[1-9])0+(?=[1-9])/g) ?? []).join('').length;
    steps.push({ reason: SIGFIGS.captive(String(captive))[lang] });
  }
  if (kinds.has('leading')) steps.push({ reason: SIGFIGS.leading[lang] });
  if (kinds.has('trailingDecimal')) {
    const trailing = (/0+$/.exec(digits)?.[0] ?? '').length;
    steps.push({ reason: SIGFIGS.trailingDecimal(String(trailing))[lang] });
  }
  if (kinds.has('trailingWhole')) steps.push({ reason: SIGFIGS.trailingWhole[lang] });
  steps.push({ ...SIGFIGS.total[lang], math: `${marked} \\;\\Rightarrow\\; ${count}` });
  const sci = scientific(number, count);
  return {
    kind: 'sigfigs',
    title: TITLES.sigfigs[lang],
    statement: number,
    steps,
    result: { math: `${count}`, text: String(count) },
    check: [{ reason: SIGFIGS.checkCount(String(count))[lang], math: `${number} = ${sci}`, mark: '✓' }],
  };
}

/** "Round 3.14159 to 3 significant figures." */
export function roundFigures(number: string, figures: number, ctx: Context): Solution | null {
  const { lang } = ctx;
  if (!Number.isInteger(figures) || figures < 1 || figures > 15) return null;
  const value = new A.Decimal(number);
  if (value.isZero()) return null;
  const rounded = toFigures(value, figures);
  const digits = number.replace(/^[-+]/, '');
  // The kept digits and the first dropped one, read from the number as written.
  let seen = 0;
  let cut = -1;
  let started = false;
  for (let i = 0; i < digits.length; i++) {
    const char = digits[i]!;
    if (char === '.') continue;
    if (!started && char !== '0') started = true;
    if (started) seen++;
    if (seen === figures) {
      cut = i;
      break;
    }
  }
  const steps: Step[] = [];
  const nextDigit = cut >= 0 ? digits.slice(cut + 1).replace('.', '')[0] : undefined;
  const marked = cut >= 0 ? `${digits.slice(0, cut + 1)}\\,|\\,${digits.slice(cut + 1)}` : digits;
  steps.push({ ...SIGFIGS.keep(figures)[lang], math: marked });
  if (nextDigit !== undefined) {
    const phrase = (Number(nextDigit) >= 5 ? SIGFIGS.roundUp : SIGFIGS.roundDown)(nextDigit)[lang];
    steps.push({ ...phrase, math: rounded });
  }
  const integerDigits = digits.split('.')[0]!.replace(/^0+/, '').length;
  if (integerDigits > figures) steps.push({ reason: SIGFIGS.placeholders[lang], math: rounded });
  const difference = value.minus(rounded).abs();
  const roundedDecimal = new A.Decimal(rounded);
  const unit = new A.Decimal(10).pow(roundedDecimal.isZero() ? 0 : roundedDecimal.e - figures + 1);
  const ok = difference.lte(unit.div(2));
  return {
    kind: 'sigfigs',
    title: TITLES.sigfigs[lang],
    statement: `${number} \\approx \\ ?`,
    steps,
    result: { math: `${number} \\approx ${rounded}`, text: rounded },
    check: [
      {
        reason: SIGFIGS.checkRounded(figures)[lang],
        math: `\\left|${number} - ${rounded}\\right| = ${difference.toFixed()} \\le \\frac{${unit.toFixed()}}{2}`,
        mark: ok ? '✓' : '✗',
      },
    ],
  };
}

/** "2.5 × 3.42 to the correct number of significant figures": numbers joined by × ÷ or by + −. */
export function operateFigures(numbers: string[], operators: string[], ctx: Context): Solution | null {
  const { lang } = ctx;
  if (numbers.length < 2 || operators.length !== numbers.length - 1) return null;
  const product = operators.every((op) => op === '*' || op === '/');
  const sum = operators.every((op) => op === '+' || op === '-');
  if (!product && !sum) return null;
  let exact = new A.Decimal(numbers[0]!);
  operators.forEach((op, i) => {
    const next = new A.Decimal(numbers[i + 1]!);
    exact =
      op === '*'
        ? exact.times(next)
        : op === '/'
          ? exact.div(next)
          : op === '+'
            ? exact.plus(next)
            : exact.minus(next);
  });
  const tex = numbers.reduce((text, number, i) => {
    const op = { '*': '\\times', '/': '\\div', '+': '+', '-': '-' }[operators[i - 1] ?? '+'];
    return i === 0 ? number : `${text} ${op} ${number}`;
  }, '');
  const steps: Step[] = [];
  let rounded: string;
  if (product) {
    const counts = numbers.map((number) => significantDigits(number).count);
    const fewest = Math.min(...counts);
    steps.push({
      ...SIGFIGS.productRule(String(fewest))[lang],
      math: numbers.map((number, i) => `${significantDigits(number).marked}\\ (${counts[i]})`).join(',\\ '),
    });
    steps.push({ ...SIGFIGS.calculate[lang], math: `${tex} = ${exact.toFixed()}` });
    rounded = toFigures(exact, fewest);
    steps.push({
      ...SIGFIGS.round(counted(fewest, 'figures', 'oblique')[lang])[lang],
      math: `${exact.toFixed()} \\approx ${rounded}`,
    });
  } else {
    const places = numbers.map(decimalPlaces);
    const fewest = Math.min(...places);
    steps.push({
      ...SIGFIGS.sumRule(String(fewest))[lang],
      math: numbers.map((number, i) => `${number}\\ (${places[i]})`).join(',\\ '),
    });
    steps.push({ ...SIGFIGS.calculate[lang], math: `${tex} = ${exact.toFixed()}` });
    rounded = exact.toDecimalPlaces(fewest, A.Decimal.ROUND_HALF_UP).toFixed(fewest);
    steps.push({
      ...SIGFIGS.round(counted(fewest, 'places', 'oblique')[lang])[lang],
      math: `${exact.toFixed()} \\approx ${rounded}`,
    });
  }
  const check = product
    ? SIGFIGS.counts(significantDigits(rounded).count)[lang]
    : SIGFIGS.places(decimalPlaces(rounded))[lang];
  return {
    kind: 'sigfigs',
    title: TITLES.sigfigs[lang],
    statement: tex,
    steps,
    result: { math: `${tex} \\approx ${rounded}`, text: rounded },
    check: [{ reason: check, math: rounded, mark: '✓' }],
  };
}
