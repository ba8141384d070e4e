/** Helpers for the maths solver's tests: solve or fail, and read a reply's numbered steps and check. */
import { solveMaths, type MathsAnswer } from './index.ts';

export function solved(question: string, lang: 'en' | 'ar' = 'en', hintFirst = false): MathsAnswer {
  const answer = solveMaths(question, { lang, hintFirst });
  if (!answer) throw new Error(`not solved: ${question}`);
  return answer;
}

/** The numbered steps of a reply, without their numbers. */
export function steps(answer: MathsAnswer): string[] {
  return answer.markdown
    .split('\n')
    .filter((line) => /^\d+\. /.test(line))
    .map((line) => line.replace(/^\d+\. /, ''));
}

/** The lines of the check, from its label on. */
export function check(answer: MathsAnswer): string[] {
  const lines = answer.markdown.split('\n');
  const start = lines.findIndex((line) => /^\*\*(?:Check|التحقق):\*\*/.test(line));
  return start < 0 ? [] : lines.slice(start).filter((line) => line.trim() !== '');
}
