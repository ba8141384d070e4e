/**
 * The offline engine's terms: the meaningful words of a text, normalized (normalizeForSearch), stop
 * words removed, lightly stemmed so that "laws" finds "law" and "السرعة" finds "سرعة".
 *
 * Arabic stemming is deliberately light: the article (ال, and وال/فال/بال/كال/لل) is removed; a single
 * attached conjunction or preposition (و ف ب ل ك) is uncertain ("فيزياء" starts with ف and has none),
 * so the word is kept in both forms for search. English loses a plural s.
 */
import { searchWords } from '../../search-text.ts';
import { isStopWord } from './stopwords.ts';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const ARTICLE = /^(?:وال|فال|بال|كال|لل|ال)/;
const ONE_LETTER_PREFIX = /^[وفبلك]/;

function stripArticle(word: string): string {
  const match = ARTICLE.exec(word);
  if (match && word.length - match[0].length >= 2) return word.slice(match[0].length);
  return word;
}

function englishStem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is|ous)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The search terms of one normalized word: none for stop words and single letters, one in general, two
 * for an Arabic word that may carry an attached letter (the word as written and without it).
 */
export function wordTerms(word: string): readonly string[] {
  let terms = memo.get(word);
  if (terms === undefined) {
    if (memo.size >= MEMO_SIZE) memo.clear();
    terms = computeWordTerms(word);
    memo.set(word, terms);
  }
  return terms;
}

/** Words repeat a lot (an index of 500 items has a few thousand distinct ones): their terms are kept. */
const MEMO_SIZE = 50_000;
const memo = new Map<string, readonly string[]>();

function computeWordTerms(word: string): string[] {
  if (word.length < 2 && !/\d/.test(word)) return [];
  if (isStopWord(word)) return [];
  if (!ARABIC_LETTER.test(word)) return [englishStem(word)];
  const bare = stripArticle(word);
  if (bare !== word) return isStopWord(bare) ? [] : [bare];
  if (ONE_LETTER_PREFIX.test(word) && word.length - 1 >= 3) {
    const rest = stripArticle(word.slice(1));
    if (isStopWord(rest)) return [];
    return rest === word ? [word] : [word, rest];
  }
  return [word];
}

/** MiniSearch's `processTerm`: normalizes one token and returns its terms (null when it has none). */
export function processTerm(term: string): string[] | null {
  const terms = searchWords(term).flatMap(wordTerms);
  return terms.length > 0 ? terms : null;
}

/** One term per meaningful word, in order (for counting: the word's first form). */
export function contentTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of searchWords(text)) {
    const [first] = wordTerms(word);
    if (first !== undefined) terms.push(first);
  }
  return terms;
}

/** Every search term of a text (both forms of uncertain Arabic words), without repeats. */
export function searchTerms(text: string): string[] {
  return [...new Set(searchWords(text).flatMap(wordTerms))];
}
