/**
 * Scientific notation: a decimal written as a × 10^n with 1 ≤ a < 10 (its significant zeros kept), and
 * back to an ordinary decimal ("standard form", الصيغة القياسية). The digits are moved, not
 * recomputed; decimal.js multiplies out the power of ten for the check.
 */
import * as A from './algebra.ts';
import { SCIENTIFIC, TITLES } from './messages.ts';
import { significantDigits } from './sigfigs.ts';
import type { Context, Solution } from './types.ts';

/** 0.00045 → 4.5 × 10^-4. */
export function toScientific(number: string, ctx: Context): Solution | null {
  const { lang } = ctx;
  const value = new A.Decimal(number);
  if (value.isZero()) return null;
  const figures = Math.max(1, significantDigits(number).count);
  const [mantissa = '', exponentText = '0'] = value.toExponential(figures - 1).split('e');
  const exponent = Number(exponentText);
  const places = String(Math.abs(exponent));
  const steps =
    exponent === 0
      ? [{ ...SCIENTIFIC.stay[lang], math: mantissa }]
      : [
          { ...(exponent > 0 ? SCIENTIFIC.moveLeft : SCIENTIFIC.moveRight)(places)[lang], math: mantissa },
          {
            ...(exponent > 0 ? SCIENTIFIC.exponentPositive : SCIENTIFIC.exponentNegative)(places)[lang],
            math: `${mantissa} \\times 10^{${exponent}}`,
          },
        ];
  const back = new A.Decimal(mantissa).times(new A.Decimal(10).pow(exponent));
  const power = new A.Decimal(10).pow(Math.abs(exponent)).toFixed();
  return {
    kind: 'scientific',
    title: TITLES.scientific[lang],
    statement: number,
    steps,
    result: {
      math: `${number} = ${mantissa} \\times 10^{${exponent}}`,
      text: `${mantissa} × 10^${exponent}`,
    },
    check: [
      {
        reason: SCIENTIFIC.check[lang],
        math: `${mantissa} ${exponent >= 0 ? '\\times' : '\\div'} ${power} = ${back.toFixed()}`,
        mark: back.eq(value) ? '✓' : '✗',
      },
    ],
  };
}

/** 3.2 × 10^4 → 32000. */
export function fromScientific(mantissa: string, exponent: number, ctx: Context): Solution | null {
  const { lang } = ctx;
  if (!Number.isInteger(exponent) || Math.abs(exponent) > 30) return null;
  const value = new A.Decimal(mantissa).times(new A.Decimal(10).pow(exponent));
  const decimalPlaces = Math.max(0, (mantissa.split('.')[1] ?? '').length - exponent);
  const standard = value.toFixed(decimalPlaces);
  const places = String(Math.abs(exponent));
  const statement = `${mantissa} \\times 10^{${exponent}}`;
  const power = new A.Decimal(10).pow(Math.abs(exponent)).toFixed();
  return {
    kind: 'scientific',
    title: TITLES.scientific[lang],
    statement,
    steps: [
      {
        ...(exponent >= 0 ? SCIENTIFIC.expandPositive : SCIENTIFIC.expandNegative)(places)[lang],
        math: standard,
      },
    ],
    result: { math: `${statement} = ${standard}`, text: standard },
    check: [
      {
        reason: SCIENTIFIC.check[lang],
        math: `${mantissa} ${exponent >= 0 ? '\\times' : '\\div'} ${power} = ${standard}`,
        mark: new A.Decimal(standard).eq(value) ? '✓' : '✗',
      },
    ],
  };
}
