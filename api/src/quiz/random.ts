/**
 * Seeded randomness for quizzes: each attempt has a seed, and everything drawn for it (which questions,
 * the order of options, items and the right column of a matching question, the generator's choices)
 * comes from that seed and a label, so it can be reproduced and tested.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new attempt seed (16 hex digits). */
export function newSeed(): string {
  return randomBytes(8).toString('hex');
}

/** A generator of numbers in [0, 1) from the seed and labels (mulberry32 over a SHA-256 of them). */
export function seededRandom(...parts: string[]): () => number {
  let state = createHash('sha256').update(parts.join('\u0000')).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * A presentation order of `n` things: `order[shown] = original`. With `moved`, never the original
 * order (an ordering question shown already in order, or a matching column already aligned, would
 * give its answer away).
 */
export function presentationOrder(n: number, random: () => number, moved = false): number[] {
  const order = shuffled(
    Array.from({ length: n }, (_, i) => i),
    random,
  );
  if (moved && n > 1 && order.every((original, shown) => original === shown)) {
    order.push(order.shift() as number);
  }
  return order;
}

/** An index in [0, n). */
export const pick = (n: number, random: () => number): number => Math.floor(random() * n);
