/** A worked solution as the reply's Markdown: the whole working, or (hint first) its first step. */
import { LABELS } from './messages.ts';
import type { Lang, Solution, Step } from './types.ts';

function stepLine(step: Step): string {
  const line = step.math === undefined ? step.reason : `${step.reason}: $$${step.math}$$`;
  return step.mark ? `${line} ${step.mark}` : line;
}

/** The full solution: title, the problem, numbered steps, the answer and its check. */
export function renderSolution(solution: Solution, lang: Lang): string {
  const labels = LABELS[lang];
  const lines = [`**${solution.title}**`, '', '$$', solution.statement, '$$', ''];
  solution.steps.forEach((step, i) => lines.push(`${i + 1}. ${stepLine(step)}`));
  if (solution.steps.length > 0) lines.push('');
  lines.push(`**${labels.answer}:** $$${solution.result.math}$$`);
  if (solution.conclusion) lines.push('', solution.conclusion);
  if (solution.check.length > 0) {
    lines.push('', `**${labels.check}:** ${stepLine(solution.check[0] as Step)}`);
    for (const step of solution.check.slice(1)) lines.push(`- ${stepLine(step)}`);
  }
  return lines.join('\n');
}

/** Hint first: the problem, the first step, and a question that leads to the next one. */
export function renderHint(solution: Solution, lang: Lang): string {
  const labels = LABELS[lang];
  const lines = [`**${solution.title}**`, '', '$$', solution.statement, '$$', ''];
  const [first, second] = solution.steps;
  if (first && second) {
    lines.push(`**${labels.firstStep}:** ${stepLine(first)}`, '', second.ask ?? labels.whatNext);
  } else if (first) {
    lines.push(`**${labels.firstStep}:** ${first.reason}.`, '', first.ask ?? labels.whatNext);
  } else {
    lines.push(labels.whatNext);
  }
  lines.push('', labels.tryIt);
  return lines.join('\n');
}
