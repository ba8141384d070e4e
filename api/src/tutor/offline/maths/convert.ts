/**
 * Unit conversions: SI prefixes (km, cm, mm, µm, nm; g, kg, mg; ms, µs), minutes and hours, and
 * speeds (km/h ↔ m/s with the factor 1000/3600 shown). The factor is the ratio of the two units' exact
 * sizes; the check converts the result back.
 */
import * as A from './algebra.ts';
import { texQ } from './format.ts';
import { CONVERT, TITLES } from './messages.ts';
import type { Context, Solution, Step } from './types.ts';
import { texDecimal, texUnit, type Unit } from './units.ts';

export interface Conversion {
  /** The number as written (decimal point, Western digits). */
  amount: string;
  from: Unit;
  to: Unit;
  /** Write the units in Arabic (the student did). */
  arabicUnits: boolean;
}

/** "1\ \text{km} = 1000\ \text{m}": the larger unit in the smaller one. */
function fact(a: Unit, b: Unit, arabic: boolean): string {
  const [big, small] = A.sign(A.sub(a.factor, b.factor)) >= 0 ? [a, b] : [b, a];
  const ratio = texDecimal(A.div(big.factor, small.factor)).tex;
  return `1\\ ${texUnit(big, arabic)} = ${ratio}\\ ${texUnit(small, arabic)}`;
}

export function solveConversion(conversion: Conversion, ctx: Context): Solution | null {
  const { from, to, arabicUnits: arabic } = conversion;
  const { lang } = ctx;
  if (from.dimension !== to.dimension || from.symbol.en === to.symbol.en) return null;
  const amount = A.exact(conversion.amount);
  const factor = A.div(from.factor, to.factor);
  const value = A.mul(amount, factor);
  const result = texDecimal(value);
  const amountTex = texDecimal(amount).tex;
  const steps: Step[] = [];

  if (from.parts && to.parts) {
    const [fromLength, fromTime] = from.parts;
    const [toLength, toTime] = to.parts;
    const facts = [fact(fromLength, toLength, arabic), fact(fromTime, toTime, arabic)].filter(
      (_, i) => (i === 0 ? fromLength : fromTime).symbol.en !== (i === 0 ? toLength : toTime).symbol.en,
    );
    steps.push({
      ...CONVERT.relation(facts.map((f) => `$$${f}$$`).join(lang === 'ar' ? ' و ' : ' and '))[lang],
    });
    // km/h → m/s: × 1000 for the kilometres, ÷ 3600 for the hours: 1000/3600.
    const ratios = [A.div(fromLength.factor, toLength.factor), A.div(toTime.factor, fromTime.factor)];
    const top = ratios.filter((r) => A.sign(A.sub(r, '1')) > 0).map((r) => texDecimal(r).tex);
    const bottom = ratios.filter((r) => A.sign(A.sub(r, '1')) < 0).map((r) => texDecimal(A.div('1', r)).tex);
    const written = `\\frac{${top.join(' \\times ') || '1'}}{${bottom.join(' \\times ') || '1'}}`;
    const simplified = A.isInteger(factor) ? factor : texQ(factor);
    const phrase = CONVERT.speedFactor(`$$${written}$$`, `$$${simplified}$$`)[lang];
    steps.push({
      ...phrase,
      math: `${amountTex} \\times ${written} = ${amountTex} \\times ${texQ(factor)} ${result.approximate ? '\\approx' : '='} ${result.tex}`,
    });
  } else {
    steps.push({ ...CONVERT.relation(`$$${fact(from, to, arabic)}$$`)[lang] });
    const larger = A.sign(A.sub(from.factor, to.factor)) > 0;
    const ratio = larger ? factor : A.div('1', factor);
    const ratioTex = texDecimal(ratio).tex;
    if (A.isInteger(ratio)) {
      const phrase = (larger ? CONVERT.multiply : CONVERT.divide)(`$$${ratioTex}$$`)[lang];
      steps.push({
        ...phrase,
        math: `${amountTex} ${larger ? '\\times' : '\\div'} ${ratioTex} ${result.approximate ? '\\approx' : '='} ${result.tex}`,
      });
    } else {
      const phrase = CONVERT.convertFactor(`$$${texQ(factor)}$$`)[lang];
      steps.push({
        ...phrase,
        math: `${amountTex} \\times ${texQ(factor)} ${result.approximate ? '\\approx' : '='} ${result.tex}`,
      });
    }
  }
  const fromTex = texUnit(from, arabic);
  const toTex = texUnit(to, arabic);
  const back = A.div(value, factor);
  const approx = result.approximate ? '\\approx' : '=';
  return {
    kind: 'convert',
    title: TITLES.convert[lang],
    statement: `${amountTex}\\ ${fromTex} = \\ ?\\ ${toTex}`,
    steps,
    result: {
      math: `${amountTex}\\ ${fromTex} ${approx} ${result.tex}\\ ${toTex}`,
      text: `${texDecimal(amount).text} ${arabic ? from.symbol.ar : from.symbol.en} ${result.approximate ? '≈' : '='} ${result.text} ${arabic ? to.symbol.ar : to.symbol.en}`,
    },
    check: [
      {
        reason: CONVERT.back[lang],
        math: `${result.tex}\\ ${toTex} \\times ${texQ(A.div('1', factor))} ${approx} ${texDecimal(back).tex}\\ ${fromTex}`,
        mark: back === amount ? '✓' : '✗',
      },
    ],
  };
}
