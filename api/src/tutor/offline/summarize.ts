/**
 * Extractive summary: the key sentences of a text, in their original order.
 *
 * Each sentence is scored by the frequency of its meaningful words across the text (stop words of
 * both languages removed, light stemming; words of headings count extra), normalized by the square
 * root of its length so long sentences do not win by size alone, and by its position (the opening
 * sentence, and the first of each paragraph, usually state the point). Questions, fragments and lines
 * that only introduce what follows (ending with a colon) weigh less; concluding phrases ("in short", "لذلك") a little more. The best are taken greedily, skipping
 * any that mostly repeats one already taken, and returned in the order of the text.
 */
import { splitSentences, type Sentence } from './sentences.ts';
import { contentTerms } from './terms.ts';

export interface SummaryOptions {
  /** At most this many sentences (default 5). */
  maxSentences?: number;
  /** At least this many (when the text has them; default 2). */
  minSentences?: number;
  /** Keep the first sentence: a pasted paragraph's topic sentence says what the rest is about. */
  keepFirst?: boolean;
}

export interface Summary {
  /** The key sentences, in the order of the text. */
  sentences: Sentence[];
  /** How many sentences the text has (headings left out). */
  total: number;
}

const CONCLUDING =
  /\b(?:in (?:short|summary|conclusion)|therefore|thus|the key|overall|this means)\b|باختصار|خلاصة|الخلاصة|لذلك|لذا|إذن|اذن|أي أن|وبالتالي|بالتالي/iu;
const QUESTION = /[?؟]\s*$/;
/** A line that introduces what follows ("From your saved item “…”:"): a label, not a point. */
const LEAD_IN = /:\s*$/;

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / (a.size + b.size - shared);
}

/** The key sentences of `text`: see the module comment. */
export function summarize(text: string, options: SummaryOptions = {}): Summary {
  const maxSentences = options.maxSentences ?? 5;
  const all = splitSentences(text);
  const candidates = all.filter((sentence) => sentence.kind !== 'heading');
  if (candidates.length <= 2) return { sentences: candidates, total: candidates.length };

  const termsOf = candidates.map((sentence) => contentTerms(sentence.text));
  const frequency = new Map<string, number>();
  for (const terms of termsOf) for (const term of terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  for (const heading of all.filter((sentence) => sentence.kind === 'heading')) {
    for (const term of contentTerms(heading.text)) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  }
  const maxFrequency = Math.max(1, ...frequency.values());
  const firstOfParagraph = new Set<number>();
  const seenParagraphs = new Set<number>();
  for (const sentence of candidates) {
    if (!seenParagraphs.has(sentence.paragraph)) firstOfParagraph.add(sentence.index);
    seenParagraphs.add(sentence.paragraph);
  }

  const scored = candidates.map((sentence, i) => {
    const unique = new Set(termsOf[i]);
    let weight = 0;
    for (const term of unique) weight += (frequency.get(term) ?? 0) / maxFrequency;
    let score = weight / Math.sqrt(Math.max(1, unique.size));
    if (unique.size < 3) score *= 0.6;
    if ((termsOf[i]?.length ?? 0) > 45) score *= 0.8;
    if (i === 0) score *= 1.25;
    else if (firstOfParagraph.has(sentence.index)) score *= 1.1;
    if (QUESTION.test(sentence.text)) score *= 0.7;
    if (LEAD_IN.test(sentence.text)) score *= 0.3;
    if (CONCLUDING.test(sentence.text)) score *= 1.15;
    return { sentence, terms: unique, score };
  });

  const wanted = Math.min(
    maxSentences,
    Math.max(options.minSentences ?? 2, Math.ceil(candidates.length * 0.3)),
  );
  const chosen: typeof scored = options.keepFirst && scored[0] ? [scored[0]] : [];
  for (const entry of [...scored].sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index)) {
    if (chosen.length >= wanted) break;
    if (chosen.some((taken) => taken === entry || jaccard(taken.terms, entry.terms) >= 0.5)) continue;
    chosen.push(entry);
  }
  return {
    sentences: chosen.map((entry) => entry.sentence).sort((a, b) => a.index - b.index),
    total: candidates.length,
  };
}

/** Markdown bullet points of sentences (a line break inside one is folded into a space). */
export function bulletList(sentences: readonly Pick<Sentence, 'text'>[]): string {
  return sentences.map((sentence) => `- ${sentence.text.replace(/\s*\n\s*/g, ' ')}`).join('\n');
}
