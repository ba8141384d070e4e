/**
 * Two linear equations in two unknowns, solved by elimination (the default) or by substitution (when
 * the student asks for it or one equation already gives a variable on its own). Parallel lines (no
 * solution) and one line written twice (infinitely many) are recognised when both variables cancel.
 */
import * as A from './algebra.ts';
import { substitute, toLibrary, type Node, type Statement } from './expression.ts';
import { termsNode, texNode, texNumber, texPolynomial, textNumber, valueNode } from './format.ts';
import { checkLine, linearSteps, tidyStep, linearForm } from './linear.ts';
import { LABELS, SYSTEM, TITLES } from './messages.ts';
import type { Context, Solution, Step } from './types.ts';

/** a·u + b·v = c */
interface Row {
  a: A.Q;
  b: A.Q;
  c: A.Q;
}

export type SystemMethod = 'elimination' | 'substitution';

function rowOf(statement: Statement, [u, v]: [string, string]): Row | null {
  try {
    const terms = A.polynomial(`(${toLibrary(statement.lhs)})-(${toLibrary(statement.rhs)})`, [u, v]);
    const row: Row = { a: '0', b: '0', c: '0' };
    for (const term of terms) {
      const degree = term.powers.reduce((sum, [, power]) => sum + power, 0);
      if (degree > 1) return null;
      const name = term.powers[0]?.[0];
      if (name === u) row.a = term.coef;
      else if (name === v) row.b = term.coef;
      else row.c = A.neg(term.coef);
    }
    return row;
  } catch {
    return null;
  }
}

function rowTerms(row: Row, [u, v]: [string, string]): A.Term[] {
  const terms: A.Term[] = [];
  if (row.a !== '0') terms.push({ coef: row.a, powers: [[u, 1]] });
  if (row.b !== '0') terms.push({ coef: row.b, powers: [[v, 1]] });
  return terms;
}

/** A variable on its own on one side, not on the other: "y = 2x + 1". */
function isolated(statement: Statement): { variable: string; expression: Node } | null {
  const sides: [Node, Node][] = [
    [statement.lhs, statement.rhs],
    [statement.rhs, statement.lhs],
  ];
  for (const [alone, other] of sides) {
    if (alone.t === 'var' && !toLibrary(other).match(new RegExp(`\\b${alone.name}\\b`)))
      return { variable: alone.name, expression: other };
  }
  return null;
}

/** Two linear equations in `variables`, solved; null when they are not both linear in them. */
export function solveSystem(
  statements: [Statement, Statement],
  variables: [string, string],
  ctx: Context,
  asked?: SystemMethod,
): Solution | null {
  const rows = statements.map((statement) => rowOf(statement, variables));
  if (!rows[0] || !rows[1]) return null;
  if (rows.some((row) => row!.a === '0' && row!.b === '0')) return null;
  const { lang, names } = ctx;
  const [u, v] = variables;
  const tex = (row: Row) => `${texPolynomial(rowTerms(row, variables), names)} = ${texNumber(row.c, names)}`;
  const labelled = (a: string, b: string) => `\\begin{cases} ${a} & (1) \\\\ ${b} & (2) \\end{cases}`;
  const statement = labelled(
    ...(statements.map((s) => `${texNode(s.lhs, names)} = ${texNode(s.rhs, names)}`) as [string, string]),
  );

  const givenIsolated = statements.map(isolated);
  const method: SystemMethod = asked ?? (givenIsolated.some(Boolean) ? 'substitution' : 'elimination');
  const steps: Step[] = [];
  let values: Map<string, A.Q> | 'none' | 'all';
  if (method === 'elimination') values = eliminate(rows as [Row, Row]);
  else values = bySubstitution(rows as [Row, Row], givenIsolated);

  const labels = LABELS[lang];
  const base = { kind: 'system' as const, title: TITLES.system[lang], statement };
  if (values === 'none' || values === 'all') {
    const all = values === 'all';
    return {
      ...base,
      steps,
      result: {
        math: `\\text{${all ? SYSTEM.infinitelyManyAnswer[lang] : labels.noSolution}}`,
        text: all ? SYSTEM.infinitelyManyAnswer[lang] : labels.noSolution,
      },
      conclusion: (all ? SYSTEM.infinitelyMany : SYSTEM.noSolution)[lang],
      check: [],
    };
  }
  const solved = values;
  const uValue = solved.get(u) as A.Q;
  const vValue = solved.get(v) as A.Q;
  const resultTex = `${names.tex(u)} = ${texNumber(uValue, names)},\\ ${names.tex(v)} = ${texNumber(vValue, names)}`;
  const check: Step[] = statements.map((s, i) => {
    const line = checkLine(s, solved, ctx);
    if (!line.ok) throw new Error('system check failed');
    return { reason: SYSTEM.checkEquation(`(${i + 1})`)[lang], math: line.math, mark: '✓' };
  });
  return {
    ...base,
    steps,
    result: {
      math: resultTex,
      text: `${names.text(u)} = ${textNumber(uValue, names)}${lang === 'ar' ? '،' : ','} ${names.text(v)} = ${textNumber(vValue, names)}`,
    },
    check: [{ reason: SYSTEM.substituteBoth(`$$${resultTex}$$`)[lang] }, ...check],
  };

  function standardFormStep(current: [Row, Row]): [Row, Row] {
    // Whole-number coefficients, every unknown on the left.
    const cleared = current.map((row) => {
      const factor = A.lcm([row.a, row.b, row.c].map((value) => A.fraction(value).den));
      return factor === '1'
        ? row
        : { a: A.mul(row.a, factor), b: A.mul(row.b, factor), c: A.mul(row.c, factor) };
    }) as [Row, Row];
    const written = cleared.map(tex);
    if (
      written.some(
        (line, i) => line !== `${texNode(statements[i]!.lhs, names)} = ${texNode(statements[i]!.rhs, names)}`,
      )
    )
      steps.push({ ...SYSTEM.standardForm[lang], math: labelled(written[0]!, written[1]!) });
    return cleared;
  }

  function eliminate(original: [Row, Row]): Map<string, A.Q> | 'none' | 'all' {
    const standard = standardFormStep(original);
    let [r1, r2] = standard;
    // Eliminate the variable whose coefficients need the smallest multipliers (y when it is a tie).
    const cost = (k1: A.Q, k2: A.Q) => {
      if (k1 === '0' || k2 === '0') return 9;
      const [p, q] = [A.abs(k1), A.abs(k2)];
      return p === q ? 0 : A.isInteger(A.div(p, q)) || A.isInteger(A.div(q, p)) ? 1 : 2;
    };
    const eliminateU = cost(r1.a, r2.a) < cost(r1.b, r2.b);
    const gone = eliminateU ? u : v;
    const kept = eliminateU ? v : u;
    const k1 = eliminateU ? r1.a : r1.b;
    const k2 = eliminateU ? r2.a : r2.b;
    if (k1 !== '0' && k2 !== '0') {
      const common = A.lcm([A.abs(k1), A.abs(k2)]);
      const m1 = A.div(common, A.abs(k1));
      const m2 = A.div(common, A.abs(k2));
      const scale = (row: Row, m: A.Q): Row => ({
        a: A.mul(row.a, m),
        b: A.mul(row.b, m),
        c: A.mul(row.c, m),
      });
      if (m1 !== '1') {
        r1 = scale(r1, m1);
        steps.push({ ...SYSTEM.multiply('(1)', m1, `$$${names.tex(gone)}$$`)[lang], math: tex(r1) });
      }
      if (m2 !== '1') {
        r2 = scale(r2, m2);
        steps.push({ ...SYSTEM.multiply('(2)', m2, `$$${names.tex(gone)}$$`)[lang], math: tex(r2) });
      }
    }
    const g1 = eliminateU ? r1.a : r1.b;
    const g2 = eliminateU ? r2.a : r2.b;
    const adding = A.sign(g1) !== A.sign(g2) && g1 !== '0' && g2 !== '0';
    const combined: Row = adding
      ? { a: A.add(r1.a, r2.a), b: A.add(r1.b, r2.b), c: A.add(r1.c, r2.c) }
      : { a: A.sub(r1.a, r2.a), b: A.sub(r1.b, r2.b), c: A.sub(r1.c, r2.c) };
    const phrase = (adding ? SYSTEM.addEquations : SYSTEM.subtractEquations)(`$$${names.tex(gone)}$$`)[lang];
    const k = eliminateU ? combined.b : combined.a;
    steps.push({ ...phrase, math: k === '0' ? `0 = ${texNumber(combined.c, names)}` : tex(combined) });
    if (k === '0') return combined.c === '0' ? 'all' : 'none';
    const solvedKept = linearSteps({ a: k, b: '0', c: '0', d: combined.c }, '=', kept, ctx);
    steps.push(...solvedKept.steps);
    if (solvedKept.outcome.kind !== 'one') return 'none';
    const keptValue = solvedKept.outcome.value;
    // Back into equation (1) as given in standard form.
    const back = standard[0].a !== '0' && standard[0].b !== '0' ? 0 : 1;
    const row = standard[back]!;
    const withValue: Statement = {
      lhs: substitute(termsNode(rowTerms(row, variables)), new Map([[kept, valueNode(keptValue)]])),
      rel: '=',
      rhs: valueNode(row.c),
    };
    steps.push({
      ...SYSTEM.backSubstitute(`$$${names.tex(kept)} = ${texNumber(keptValue, names)}$$`, `(${back + 1})`)[
        lang
      ],
      math: `${texNode(withValue.lhs, names)} = ${texNode(withValue.rhs, names)}`,
    });
    const form = linearForm(withValue, gone);
    if (!form) return 'none';
    const solvedGone = linearSteps(form, '=', gone, ctx);
    steps.push(...solvedGone.steps);
    if (solvedGone.outcome.kind !== 'one') return 'none';
    return new Map([
      [kept, keptValue],
      [gone, solvedGone.outcome.value],
    ]);
  }

  function bySubstitution(
    original: [Row, Row],
    given: ({ variable: string; expression: Node } | null)[],
  ): Map<string, A.Q> | 'none' | 'all' {
    let which = given.findIndex(Boolean);
    let alone: { variable: string; expression: Node };
    if (which >= 0) alone = given[which]!;
    else {
      // Isolate a variable whose coefficient is ±1 (else the first one), in the equation that has it.
      const choices = original.flatMap((row, i) => [
        { i, variable: u, k: row.a, rest: { a: '0', b: row.b, c: row.c } },
        { i, variable: v, k: row.b, rest: { a: row.a, b: '0', c: row.c } },
      ]);
      const choice =
        choices.find((c) => c.k === '1' || c.k === '-1') ?? choices.find((c) => c.k !== '0') ?? choices[0]!;
      which = choice.i;
      // variable = (c - other) / k
      const other = choice.variable === u ? v : u;
      const otherCoef = A.div(A.neg(choice.variable === u ? choice.rest.b : choice.rest.a), choice.k);
      const constant = A.div(choice.rest.c, choice.k);
      const terms: A.Term[] = [];
      if (otherCoef !== '0') terms.push({ coef: otherCoef, powers: [[other, 1]] });
      if (constant !== '0') terms.push({ coef: constant, powers: [] });
      alone = { variable: choice.variable, expression: termsNode(terms) };
      steps.push({
        ...SYSTEM.isolate(`$$${names.tex(choice.variable)}$$`, `(${which + 1})`)[lang],
        math: `${names.tex(choice.variable)} = ${texNode(alone.expression, names)}`,
      });
    }
    const otherIndex = which === 0 ? 1 : 0;
    const target = statements[otherIndex]!;
    const remaining = alone.variable === u ? v : u;
    const replaced: Statement = {
      lhs: substitute(target.lhs, new Map([[alone.variable, { t: 'paren', a: alone.expression }]])),
      rel: '=',
      rhs: substitute(target.rhs, new Map([[alone.variable, { t: 'paren', a: alone.expression }]])),
    };
    steps.push({
      ...SYSTEM.substituteInto(
        `$$${names.tex(alone.variable)} = ${texNode(alone.expression, names)}$$`,
        `(${otherIndex + 1})`,
      )[lang],
      math: `${texNode(replaced.lhs, names)} = ${texNode(replaced.rhs, names)}`,
    });
    const form = linearForm(replaced, remaining);
    if (!form) return 'none';
    const tidy = tidyStep(replaced, form, remaining, ctx);
    if (tidy) steps.push(tidy);
    const solved = linearSteps(form, '=', remaining, ctx);
    steps.push(...solved.steps);
    if (solved.outcome.kind === 'none') return 'none';
    if (solved.outcome.kind === 'all') return 'all';
    const value = solved.outcome.value;
    const backValue = A.evaluate(toLibrary(alone.expression), { [remaining]: value });
    steps.push({
      ...SYSTEM.backSubstitute(
        `$$${names.tex(remaining)} = ${texNumber(value, names)}$$`,
        `$$${names.tex(alone.variable)} = ${texNode(alone.expression, names)}$$`,
      )[lang],
      math: `${names.tex(alone.variable)} = ${texNode(substitute(alone.expression, new Map([[remaining, valueNode(value)]])), names)} = ${texNumber(backValue, names)}`,
    });
    return new Map([
      [remaining, value],
      [alone.variable, backValue],
    ]);
  }
}
