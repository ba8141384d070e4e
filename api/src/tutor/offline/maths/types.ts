/** The public shape of the maths solver, and the pieces the solvers build a reply from. */
import type { Notation } from './format.ts';

export type Lang = 'en' | 'ar';

export type MathsKind =
  | 'linear'
  | 'inequality'
  | 'system'
  | 'quadratic'
  | 'simplify'
  | 'expand'
  | 'arithmetic'
  | 'evaluate'
  | 'convert'
  | 'scientific'
  | 'sigfigs'
  | 'derivative';

export interface MathsOptions {
  /** The language of the reply (the student's). */
  lang: Lang;
  /** Give only the first step and a guiding question, not the whole solution. */
  hintFirst?: boolean;
}

export interface MathsAnswer {
  kind: MathsKind;
  /** The reply: Markdown with KaTeX math in `$$...$$`. */
  markdown: string;
  /**
   * The final result as plain text ("x = 4", "x < -3", "x = 3, y = 1", "19/12"), in the notation of
   * the reply (س/ص when the student wrote them). Set in hint-first mode too, though the markdown
   * then withholds it.
   */
  answer: string;
}

/** One line of working: why (in the student's language) and, usually, the math it gives. */
export interface Step {
  reason: string;
  /** KaTeX, without delimiters. */
  math?: string;
  /** The guiding question a hint asks about this step ("What do you get when you …?"). */
  ask?: string;
  /** For a line of a check: whether it holds. */
  mark?: '✓' | '✗';
}

/** A worked solution, before it is rendered. */
export interface Solution {
  kind: MathsKind;
  /** "Linear equation" / "معادلة خطية". */
  title: string;
  /** The problem as KaTeX. */
  statement: string;
  steps: Step[];
  /** The result as KaTeX, and as plain text. */
  result: { math: string; text: string };
  /** What the result means, when a sentence says more than the math ("No real roots."). */
  conclusion?: string;
  /** The check of the result: lines of working ending in ✓. */
  check: Step[];
}

/** What every solver needs to write its reply. */
export interface Context {
  lang: Lang;
  names: Notation;
}
