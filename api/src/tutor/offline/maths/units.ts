/**
 * Units a student converts between (SI prefixes of the metre, gram and second, minutes and hours,
 * and speeds made of them), each with its size in SI units as an exact rational, and the numbers of
 * physics written out: decimals kept exact, scientific notation where they are very large or small.
 */
import * as A from './algebra.ts';
import type { Lang } from './types.ts';

export type Dimension = 'length' | 'mass' | 'time' | 'speed';

export interface Unit {
  dimension: Dimension;
  /** The size of one of this unit in SI units (m, kg, s, m/s). */
  factor: A.Q;
  symbol: Readonly<Record<Lang, string>>;
  /** For a speed: its length and time units. */
  parts?: [Unit, Unit];
}

interface Simple extends Unit {
  aliases: string[];
}

const SIMPLE: Simple[] = [
  {
    dimension: 'length',
    factor: '1000',
    symbol: { en: 'km', ar: 'كم' },
    aliases: ['km', 'kilometre', 'kilometres', 'kilometer', 'kilometers', 'كم', 'كيلومتر', 'كيلومترات'],
  },
  {
    dimension: 'length',
    factor: '1',
    symbol: { en: 'm', ar: 'م' },
    aliases: ['m', 'metre', 'metres', 'meter', 'meters', 'م', 'متر', 'مترا', 'أمتار'],
  },
  {
    dimension: 'length',
    factor: '1/100',
    symbol: { en: 'cm', ar: 'سم' },
    aliases: [
      'cm',
      'centimetre',
      'centimetres',
      'centimeter',
      'centimeters',
      'سم',
      'سنتيمتر',
      'سنتيمترات',
      'سنتيمترا',
    ],
  },
  {
    dimension: 'length',
    factor: '1/1000',
    symbol: { en: 'mm', ar: 'مم' },
    aliases: [
      'mm',
      'millimetre',
      'millimetres',
      'millimeter',
      'millimeters',
      'مم',
      'ملم',
      'مليمتر',
      'مليمترات',
      'مليمترا',
    ],
  },
  {
    dimension: 'length',
    factor: '1/1000000',
    symbol: { en: 'µm', ar: 'ميكرومتر' },
    aliases: [
      'µm',
      'um',
      'micrometre',
      'micrometres',
      'micrometer',
      'micrometers',
      'micron',
      'microns',
      'ميكرومتر',
      'ميكرومترات',
      'ميكرون',
    ],
  },
  {
    dimension: 'length',
    factor: '1/1000000000',
    symbol: { en: 'nm', ar: 'نانومتر' },
    aliases: ['nm', 'nanometre', 'nanometres', 'nanometer', 'nanometers', 'نانومتر', 'نانومترات'],
  },
  {
    dimension: 'mass',
    factor: '1',
    symbol: { en: 'kg', ar: 'كجم' },
    aliases: ['kg', 'kilogram', 'kilograms', 'كجم', 'كغ', 'كيلوجرام', 'كيلوغرام', 'كيلوجرامات', 'كيلوغرامات'],
  },
  {
    dimension: 'mass',
    factor: '1/1000',
    symbol: { en: 'g', ar: 'جم' },
    aliases: ['g', 'gram', 'grams', 'جم', 'غ', 'جرام', 'غرام', 'جرامات', 'غرامات'],
  },
  {
    dimension: 'mass',
    factor: '1/1000000',
    symbol: { en: 'mg', ar: 'ملجم' },
    aliases: ['mg', 'milligram', 'milligrams', 'ملجم', 'ملغ', 'مليجرام', 'مليغرام'],
  },
  {
    dimension: 'time',
    factor: '3600',
    symbol: { en: 'h', ar: 'س' },
    aliases: ['h', 'hr', 'hrs', 'hour', 'hours', 'ساعة', 'ساعات', 'س'],
  },
  {
    dimension: 'time',
    factor: '60',
    symbol: { en: 'min', ar: 'د' },
    aliases: ['min', 'mins', 'minute', 'minutes', 'دقيقة', 'دقائق', 'د'],
  },
  {
    dimension: 'time',
    factor: '1',
    symbol: { en: 's', ar: 'ث' },
    aliases: ['s', 'sec', 'secs', 'second', 'seconds', 'ثانية', 'ثوان', 'ثواني', 'ث'],
  },
  {
    dimension: 'time',
    factor: '1/1000',
    symbol: { en: 'ms', ar: 'ملي ثانية' },
    aliases: ['ms', 'millisecond', 'milliseconds', 'ملي ثانية', 'مللي ثانية', 'ميلي ثانية', 'ملث'],
  },
  {
    dimension: 'time',
    factor: '1/1000000',
    symbol: { en: 'µs', ar: 'ميكروثانية' },
    aliases: ['µs', 'us', 'microsecond', 'microseconds', 'ميكروثانية', 'ميكرو ثانية'],
  },
];

const ALIASES = SIMPLE.flatMap((unit) => unit.aliases.map((alias) => ({ alias, unit }))).sort(
  (a, b) => b.alias.length - a.alias.length,
);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ALIAS = `(?:${ALIASES.map(({ alias }) => escape(alias)).join('|')})`;
/** A unit: a simple one or a length per time ("km/h", "km per hour", "كم/س", "متر في الثانية"). */
export const UNIT_PATTERN = `(?:kph|kmh|mps|${ALIAS}(?:\\s*(?:/|per|في\\s*ال|لكل)\\s*${ALIAS})?)`;

function simple(text: string): Simple | undefined {
  const lower = text.trim().toLowerCase();
  return ALIASES.find(({ alias }) => alias.toLowerCase() === lower)?.unit;
}

/** The unit a text names, or undefined. Arabic symbols come back as the student's script. */
export function readUnit(text: string): { unit: Unit; arabic: boolean } | undefined {
  const trimmed = text.trim();
  const arabic = /[\u0600-\u06FF]/.test(trimmed);
  const shorthand: Record<string, string> = { kph: 'km/h', kmh: 'km/h', mps: 'm/s' };
  const expanded = shorthand[trimmed.toLowerCase()] ?? trimmed;
  const match = new RegExp(`^(${ALIAS})\\s*(?:/|per|في\\s*ال|لكل)\\s*(${ALIAS})$`, 'iu').exec(expanded);
  if (match) {
    const length = simple(match[1] ?? '');
    const time = simple(match[2] ?? '');
    if (length?.dimension !== 'length' || time?.dimension !== 'time') return undefined;
    return {
      arabic,
      unit: {
        dimension: 'speed',
        factor: A.div(length.factor, time.factor),
        symbol: { en: `${length.symbol.en}/${time.symbol.en}`, ar: `${length.symbol.ar}/${time.symbol.ar}` },
        parts: [length, time],
      },
    };
  }
  const unit = simple(expanded);
  return unit && { unit, arabic };
}

/** A unit in KaTeX: "\text{km/h}". */
export function texUnit(unit: Unit, arabic: boolean): string {
  return `\\text{${arabic ? unit.symbol.ar : unit.symbol.en}}`;
}

/**
 * A number for the reply: exact decimals as they are, with "≈" and 4 significant figures when the
 * decimal does not end, and in scientific notation when it is 10^9 or more, or below 10^-4.
 */
export function texDecimal(value: A.Q): { tex: string; text: string; approximate: boolean } {
  const exactDecimal = A.terminates(value);
  const decimal = exactDecimal ? A.toDecimal(value) : A.toDecimal(value).toSignificantDigits(4);
  const magnitude = decimal.abs();
  if (!magnitude.isZero() && (magnitude.gte('1e9') || magnitude.lt('1e-4'))) {
    const [mantissa = '', exponent = '0'] = decimal.toExponential().split('e');
    const power = String(Number(exponent));
    return {
      tex: `${mantissa} \\times 10^{${power}}`,
      text: `${mantissa} × 10^${power}`,
      approximate: !exactDecimal,
    };
  }
  return { tex: decimal.toFixed(), text: decimal.toFixed(), approximate: !exactDecimal };
}
