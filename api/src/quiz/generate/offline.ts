/**
 * The offline question generator: questions from the student's own material without any model, in
 * the material's language (English or Arabic).
 *
 * 1. Key terms. Every word of the material is reduced to a term (normalizeForSearch, stop words out,
 *    the Arabic article and attached letters stripped, English plurals folded: tutor/offline/terms.ts)
 *    and counted. A word can be blanked when its term occurs at least twice in the material or belongs
 *    to a glossary term found in it, and (Arabic) when it is written bare or with the article only,
 *    never with an attached و/ب/ل/ف/ك (so the options read as the sentence needs them).
 * 2. Key sentences. Informative sentences (material.ts: statements of 6-40 words, mostly letters, in
 *    the material's language) are ranked by their best blankable term (frequency, glossary, length),
 *    how many key terms they hold, and a definition pattern ("is", "are called", "هو", "يسمى"...).
 *    They are taken round-robin over their sources (pages, saved items, messages) so a quiz covers the
 *    material, each term the answer of one question at most.
 * 3. Questions, in proportions of about: 20 % definitions (glossary terms found in the text whose
 *    definition the curriculum glossary has: "which term matches this definition?"), 25 % true/false
 *    (the key sentence as it is, or with its key term swapped for another term of the material),
 *    10 % short answer (type the missing word) and the rest cloze with 3 or 4 options (the missing
 *    word and other terms of the same material as distractors, in the same form: with or without ال).
 *    A blank is one word that reads as a noun (English: after a determiner or before "is"; Arabic: a
 *    word with ال that does not follow another one, which would make it an adjective), or a glossary
 *    term of several words found in the sentence (الغشاء البلازمي, cell membrane), whose distractors
 *    are then other glossary terms of the material. Distractors are only forms the material itself
 *    writes. Cloze and short questions have hints (the first letters, the length): more tries in
 *    interactive mode. Every question keeps its source and explains itself with the sentence.
 *
 * Deterministic for a seed (quiz/random.ts).
 */
import { normalizeForSearch } from '../../search-text.ts';
import type { Glossary, GlossaryEntry } from '../../tutor/glossary.ts';
import { wordTerms } from '../../tutor/offline/terms.ts';
import type { Locale } from '../../tutor/types.ts';
import { seededRandom, shuffled } from '../random.ts';
import type { DraftQuestion, QuestionSource } from '../types.ts';
import {
  informativeSentences,
  materialLanguage,
  type MaterialPassage,
  type MaterialSentence,
} from './material.ts';

export interface OfflineGenerateInput {
  passages: readonly MaterialPassage[];
  count: number;
  seed: string;
  /** The curriculum glossary (definition questions; key terms weigh more). */
  glossary?: Glossary;
  /** Default: detected from the material. */
  language?: Locale;
}

export interface GeneratedQuiz {
  language: Locale;
  questions: DraftQuestion[];
}

// ---------------------------------------------------------------------------------------------------
// Texts (in the material's language)

const BLANK = '_____';

const TEXTS = {
  en: {
    cloze: (sentence: string, term: boolean) =>
      `Choose the ${term ? 'term' : 'word'} that completes the sentence.\n\n${sentence}`,
    short: (sentence: string, term: boolean) => `Write the missing ${term ? 'term' : 'word'}.\n\n${sentence}`,
    trueFalse: (statement: string) => `True or false?\n\n${statement}`,
    definition: (definition: string) => `Which term matches this definition?\n\n${definition}`,
    says: (sentence: string) => `The material says: “${sentence}”`,
    isTrue: (sentence: string) => `True. The material says: “${sentence}”`,
    isFalse: (sentence: string) => `False. The material says: “${sentence}”`,
    defined: (term: string, definition: string) => `${term}: ${definition}`,
    startsWith: (start: string, _article: boolean, term: boolean) =>
      `The missing ${term ? 'term' : 'word'} starts with “${start}”.`,
    termStartsWith: (start: string, _article: boolean) => `The term starts with “${start}”.`,
    letters: (n: number) => `It has ${n} letters.`,
  },
  ar: {
    cloze: (sentence: string, term: boolean) =>
      term ? `اختر المصطلح الذي يكمل الجملة.\n\n${sentence}` : `اختر الكلمة التي تكمل الجملة.\n\n${sentence}`,
    short: (sentence: string, term: boolean) =>
      term ? `اكتب المصطلح الناقص.\n\n${sentence}` : `اكتب الكلمة الناقصة.\n\n${sentence}`,
    trueFalse: (statement: string) => `صواب أم خطأ؟\n\n${statement}`,
    definition: (definition: string) => `ما المصطلح الذي ينطبق عليه هذا التعريف؟\n\n${definition}`,
    says: (sentence: string) => `ورد في المادة: «${sentence}»`,
    isTrue: (sentence: string) => `صواب. ورد في المادة: «${sentence}»`,
    isFalse: (sentence: string) => `خطأ. ورد في المادة: «${sentence}»`,
    defined: (term: string, definition: string) => `${term}: ${definition}`,
    startsWith: (start: string, article: boolean, term: boolean) =>
      term
        ? `يبدأ المصطلح الناقص${article ? ' بعد «ال»' : ''} بـ «${start}».`
        : `تبدأ الكلمة الناقصة${article ? ' بعد «ال»' : ''} بـ «${start}».`,
    termStartsWith: (start: string, article: boolean) =>
      `يبدأ المصطلح${article ? ' بعد «ال»' : ''} بـ «${start}».`,
    letters: (n: number) => `عدد حروفها ${n}.`,
  },
} as const;

const DEFINITION_PATTERN = {
  en: /\b(?:is|are|means|refers? to|(?:is|are) called|(?:is|are) known as|defined as)\b/i,
  ar: /(?:^|\s)(?:هو|هي|هما|هم|يسمى|تسمى|يسمّى|تسمّى|يعرف|تعرف|يُعرف|تُعرف|عبارة عن|يعني|تعني)(?:\s|$)/,
};

// ---------------------------------------------------------------------------------------------------
// Words and terms

const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
const ARABIC = /[\u0600-\u06FF]/;
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u0640]/g;

/** English words before a noun. */
const DETERMINERS = new Set(
  'the a an this these those its their our his her your my each every some many all any no another such'.split(
    ' ',
  ),
);
/** English verbs after a subject noun. */
const SUBJECT_VERBS = new Set('is are was were has have contains contain consists consist'.split(' '));
/** English endings of adjectives, adverbs and past participles (weak evidence against a noun). */
const NOT_NOUN_ENDING = /(?:ic|ous|ive|ful|less|able|ible|like|ed|ly)$/;

interface Token {
  surface: string;
  start: number;
  end: number;
  /** The term counted for the word; null for stop words and numbers. */
  key: string | null;
  /** Written bare or with the article only (Arabic), long enough, letters only. */
  blankable: boolean;
  /** Arabic: written with the article ال. */
  article: boolean;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const surface = match[0];
    const start = match.index;
    const normalized = normalizeForSearch(surface);
    const key = /\d/.test(normalized) ? undefined : wordTerms(normalized)[0];
    if (key === undefined) {
      tokens.push({
        surface,
        start,
        end: start + surface.length,
        key: null,
        blankable: false,
        article: false,
      });
      continue;
    }
    let blankable: boolean;
    let article = false;
    if (ARABIC.test(normalized)) {
      article = normalized.startsWith('ال') && normalized.slice(2) === key;
      blankable = (normalized === key || article) && key.length >= 3 && /^[\u0621-\u064A]+$/.test(normalized);
    } else {
      blankable = normalized.length >= 4 && /^\p{L}+(?:-\p{L}+)*$/u.test(normalized);
    }
    tokens.push({ surface, start, end: start + surface.length, key, blankable, article });
  }
  return tokens;
}

/** A term of the material: how often it occurs, how it is written, whether it reads as a noun. */
interface TermInfo {
  count: number;
  arabic: boolean;
  /** Forms seen, with and without the Arabic article (English: `bare` only). */
  bare: Map<string, number>;
  withArticle: Map<string, number>;
  /** Occurrences that look like a noun, and like something else. */
  noun: number;
  notNoun: number;
}

const isNouny = (info: TermInfo | undefined): boolean => info !== undefined && info.noun > info.notNoun;

function mostUsed(map: Map<string, number>): string | undefined {
  let best: string | undefined;
  let bestCount = 0;
  for (const [surface, count] of map) {
    if (count > bestCount) {
      best = surface;
      bestCount = count;
    }
  }
  return best;
}

/** The term as the material writes it in the form the blank needs (with or without ال), or undefined. */
function formFor(info: TermInfo, article: boolean): string | undefined {
  if (!info.arabic) return mostUsed(info.bare);
  if (article) return mostUsed(info.withArticle);
  return mostUsed(info.bare) ?? mostUsed(info.withArticle)?.slice(2);
}

/** First letters of a word for a hint (Arabic: after the article, without diacritics). */
function firstLetters(surface: string, article: boolean): string {
  const bare = (article ? surface.replace(/^\s*ال/, '') : surface).replace(ARABIC_MARKS, '');
  return [...bare.toLocaleLowerCase()].slice(0, 2).join('');
}

function letterCount(surface: string, article: boolean): number {
  const bare = (article ? surface.replace(/^\s*ال/, '') : surface).replace(ARABIC_MARKS, '');
  return (bare.match(/\p{L}/gu) ?? []).length;
}

/** English: a word that starts the sentence is shown in lower case among the options, unless an acronym. */
function displayForm(surface: string, atStart: boolean): string {
  if (!atStart || ARABIC.test(surface) || /^\p{Lu}{2,}/u.test(surface)) return surface;
  return surface.charAt(0).toLocaleLowerCase() + surface.slice(1);
}

const capitalize = (value: string) => value.charAt(0).toLocaleUpperCase() + value.slice(1);

// ---------------------------------------------------------------------------------------------------
// The generator

/** What a question blanks or swaps: one word, or a glossary term of several words. */
interface Blank {
  /** Characters of the sentence. */
  start: number;
  end: number;
  /** Token indexes, inclusive. */
  first: number;
  last: number;
  /** The word's term, or `g:<glossary id>` for a glossary term. */
  key: string;
  /** Every term it covers (none may answer another question). */
  keys: string[];
  surface: string;
  article: boolean;
  /** A glossary term of several words. */
  entry?: GlossaryEntry;
  score: number;
}

interface Candidate {
  sentence: MaterialSentence;
  tokens: Token[];
  /** Best first. */
  blanks: Blank[];
  score: number;
}

interface Plan {
  candidate: Candidate;
  blank: Blank;
}

const sourceKey = (source: QuestionSource): string => {
  switch (source.kind) {
    case 'file':
      return `file:${source.fileId}:${source.page}`;
    case 'saved':
      return `saved:${source.savedId}`;
    case 'conversation':
      return `conversation:${source.conversationId}:${source.messageId ?? ''}`;
    case 'lesson':
      return `lesson:${source.lessonId}:${source.sectionId}`;
  }
};

const text = (value: string) => ({ text: value });

/** Same terms in the same order (stop words included as null). */
const sameKeys = (a: readonly (string | null)[], b: readonly (string | null)[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

export function generateOffline(input: OfflineGenerateInput): GeneratedQuiz {
  const language = input.language ?? materialLanguage(input.passages);
  const t = TEXTS[language];
  const random = seededRandom(input.seed, 'offline-generator');
  const sentences = informativeSentences(input.passages, language);
  const count = Math.max(1, input.count);

  // 1. Terms of the whole material: how often, how written, noun or not.
  const terms = new Map<string, TermInfo>();
  const tokensOf = new Map<MaterialSentence, Token[]>();
  for (const sentence of sentences) {
    const tokens = tokenize(sentence.text);
    tokensOf.set(sentence, tokens);
    tokens.forEach((token, position) => {
      if (token.key === null) return;
      let info = terms.get(token.key);
      if (!info) {
        info = {
          count: 0,
          arabic: ARABIC.test(token.surface),
          bare: new Map(),
          withArticle: new Map(),
          noun: 0,
          notNoun: 0,
        };
        terms.set(token.key, info);
      }
      info.count += 1;
      const previous = tokens[position - 1];
      if (info.arabic) {
        // An article word after another one is usually an adjective (الغشاء البلازمي).
        if (token.article) {
          if (previous?.article) info.notNoun += 1;
          else info.noun += 1;
        }
      } else {
        const next = tokens[position + 1];
        if (previous && DETERMINERS.has(previous.surface.toLowerCase())) info.noun += 1;
        if (next && SUBJECT_VERBS.has(next.surface.toLowerCase())) info.noun += 1;
        if (NOT_NOUN_ENDING.test(token.key)) info.notNoun += 1;
      }
      if (!token.blankable) return;
      const shown = displayForm(token.surface, position === 0);
      const map = token.article ? info.withArticle : info.bare;
      map.set(shown, (map.get(shown) ?? 0) + (position === 0 ? 0.5 : 1));
    });
  }

  // 2. Glossary terms found in the material: definition questions, glossary blanks and distractors.
  const found: { entry: GlossaryEntry; passage: number }[] = [];
  const glossaryWords = new Set<string>();
  const glossary = input.glossary;
  if (glossary) {
    const seen = new Set<string>();
    input.passages.forEach((passage, index) => {
      for (const entry of glossary.find(passage.text)) {
        if (seen.has(entry.id)) continue;
        seen.add(entry.id);
        found.push({ entry, passage: index });
        const keys = tokenize(entry[language]).map((token) => token.key);
        if (keys.length === 1 && keys[0]) glossaryWords.add(keys[0]);
      }
    });
  }
  const phraseTerms = found.filter(({ entry }) => tokenize(entry[language]).length > 1);

  // 3. Key sentences and what to blank in each.
  const candidates: Candidate[] = [];
  for (const sentence of sentences) {
    const tokens = tokensOf.get(sentence) ?? [];
    const occurrences = new Map<string, number>();
    for (const token of tokens)
      if (token.key) occurrences.set(token.key, (occurrences.get(token.key) ?? 0) + 1);
    const blanks: Blank[] = [];
    tokens.forEach((token, index) => {
      const key = token.key;
      if (!token.blankable || key === null || occurrences.get(key) !== 1) return;
      const info = terms.get(key);
      const inGlossary = glossaryWords.has(key);
      if (!inGlossary && !(isNouny(info) && (info?.count ?? 0) >= 2)) return;
      blanks.push({
        start: token.start,
        end: token.end,
        first: index,
        last: index,
        key,
        keys: [key],
        surface: token.surface,
        article: token.article,
        score: Math.log2(1 + (info?.count ?? 0)) + (inGlossary ? 2 : 0) + Math.min(key.length, 10) / 10,
      });
    });
    if (glossary && phraseTerms.length >= 3) {
      for (const entry of glossary.find(sentence.text)) {
        const keys = tokenize(entry[language]).map((token) => token.key);
        if (keys.length < 2) continue;
        for (let i = 0; i + keys.length <= tokens.length; i += 1) {
          const span = tokens.slice(i, i + keys.length);
          if (
            !sameKeys(
              span.map((token) => token.key),
              keys,
            )
          )
            continue;
          const head = span[0] as Token;
          if (ARABIC.test(head.surface) && !head.blankable) break;
          const last = span.at(-1) as Token;
          blanks.push({
            start: head.start,
            end: last.end,
            first: i,
            last: i + keys.length - 1,
            key: `g:${entry.id}`,
            keys: [`g:${entry.id}`, ...span.flatMap((token) => (token.key ? [token.key] : []))],
            surface: sentence.text.slice(head.start, last.end),
            article: head.article,
            entry,
            score: 5 + Math.log2(1 + (terms.get(head.key ?? '')?.count ?? 0)),
          });
          break;
        }
      }
    }
    if (blanks.length === 0) continue;
    blanks.sort((a, b) => b.score - a.score);
    const keyTerms = [...occurrences.keys()].filter((key) => (terms.get(key)?.count ?? 0) >= 2).length;
    const score =
      (blanks[0]?.score ?? 0) +
      keyTerms / Math.sqrt(tokens.length) +
      (DEFINITION_PATTERN[language].test(sentence.text) ? 1 : 0);
    candidates.push({ sentence, tokens, blanks, score });
  }

  const definitions = found.filter(({ entry }) => entry.definition !== undefined);
  let definitionCount = Math.min(definitions.length, Math.round(count * 0.2));

  // 4. Pick key sentences round-robin over their sources, each term answering one question at most.
  const groups = new Map<string, Candidate[]>();
  const ranked = [...candidates].sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
  for (const candidate of ranked) {
    const key = sourceKey(candidate.sentence.source);
    const group = groups.get(key);
    if (group) group.push(candidate);
    else groups.set(key, [candidate]);
  }
  const plans: Plan[] = [];
  const usedKeys = new Set<string>();
  const wanted = count - definitionCount;
  const queues = [...groups.values()];
  while (plans.length < wanted && queues.some((queue) => queue.length > 0)) {
    queues.sort((a, b) => (b[0]?.score ?? -1) - (a[0]?.score ?? -1));
    for (const queue of queues) {
      if (plans.length >= wanted) break;
      while (queue.length > 0) {
        const candidate = queue.shift() as Candidate;
        const blank = candidate.blanks.find((option) => option.keys.every((key) => !usedKeys.has(key)));
        if (!blank) continue;
        for (const key of blank.keys) usedKeys.add(key);
        plans.push({ candidate, blank });
        break;
      }
    }
  }
  if (plans.length < wanted) definitionCount = Math.min(definitions.length, count - plans.length);

  // Distractors: other terms of the same material, written in the form the blank needs.
  const wordsByFrequency = [...terms.entries()]
    .filter(([key, info]) => key.length >= 3 && isNouny(info) && info.bare.size + info.withArticle.size > 0)
    .sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1));
  function distractors(plan: Plan, wantedCount: number): string[] {
    const { candidate, blank } = plan;
    const sentenceText = normalizeForSearch(candidate.sentence.text);
    const pool: string[] = [];
    if (blank.entry) {
      const article = ARABIC.test(blank.surface) ? blank.article : undefined;
      for (const { entry } of phraseTerms) {
        const term = entry[language];
        const normalized = normalizeForSearch(term);
        if (entry.id === blank.entry.id || sentenceText.includes(normalized)) continue;
        if (article !== undefined && normalized.startsWith('ال') !== article) continue;
        pool.push(term);
      }
      return shuffled(pool, random).slice(0, wantedCount);
    }
    const inSentence = new Set(candidate.tokens.map((token) => token.key));
    const arabic = ARABIC.test(blank.surface);
    for (const [key, info] of wordsByFrequency) {
      if (pool.length >= 12) break;
      if (key === blank.key || inSentence.has(key) || info.arabic !== arabic) continue;
      if (key.startsWith(blank.key) || blank.key.startsWith(key)) continue; // cell / cells / cellular
      const form = formFor(info, blank.article);
      if (form) pool.push(form);
    }
    return shuffled(pool, random).slice(0, wantedCount);
  }

  // 5. Questions.
  const questions: { order: number; question: DraftQuestion }[] = [];
  const shortCount = count >= 5 ? Math.max(1, Math.round(count * 0.1)) : 0;
  const trueFalseCount = Math.round(count * 0.25);
  const kinds = shuffled(
    plans.map((_, i) =>
      i < trueFalseCount ? 'truefalse' : i < trueFalseCount + shortCount ? 'short' : 'cloze',
    ),
    random,
  );
  // About half the true/false statements are true.
  const truths = shuffled(
    Array.from({ length: trueFalseCount }, (_, i) => i % 2 === 0),
    random,
  );

  plans.forEach((plan, i) => {
    const { candidate, blank } = plan;
    const sentence = candidate.sentence.text;
    const atStart = blank.first === 0;
    const answer = displayForm(blank.surface, atStart);
    const fit = (word: string) => (atStart && !ARABIC.test(word) ? capitalize(word) : word);
    const withWord = (word: string) => sentence.slice(0, blank.start) + word + sentence.slice(blank.end);
    const phrase = blank.entry !== undefined;
    const hints = [
      text(t.startsWith(firstLetters(blank.surface, blank.article), blank.article, phrase)),
      ...(blank.entry ? [] : [text(t.letters(letterCount(blank.surface, blank.article)))]),
    ];
    const base = { explanation: text(t.says(sentence)), source: candidate.sentence.source };
    let kind = kinds[i] ?? 'cloze';
    const options = kind === 'short' ? [] : distractors(plan, kind === 'truefalse' ? 1 : 3);
    if ((kind === 'cloze' && options.length < 2) || (kind === 'truefalse' && options.length < 1))
      kind = 'short';

    let question: DraftQuestion;
    if (kind === 'truefalse') {
      const isTrue = truths.pop() ?? random() < 0.5;
      question = {
        type: 'truefalse',
        prompt: text(t.trueFalse(isTrue ? sentence : withWord(fit(options[0] as string)))),
        answer: isTrue,
        hints: [],
        ...base,
        explanation: text(isTrue ? t.isTrue(sentence) : t.isFalse(sentence)),
      };
    } else if (kind === 'short') {
      const accepted = [answer];
      if (!blank.entry && !ARABIC.test(blank.key) && blank.key !== normalizeForSearch(answer))
        accepted.push(blank.key);
      if (blank.entry && normalizeForSearch(blank.entry[language]) !== normalizeForSearch(answer))
        accepted.push(blank.entry[language]);
      question = {
        type: 'short',
        prompt: text(t.short(withWord(BLANK), phrase)),
        answers: accepted.map(text),
        hints,
        ...base,
      };
    } else {
      question = {
        type: 'single',
        prompt: text(t.cloze(withWord(BLANK), phrase)),
        options: [answer, ...options.map((option) => displayForm(option, atStart))].map(text),
        answer: 0,
        hints,
        ...base,
      };
    }
    questions.push({ order: candidate.sentence.index, question });
  });

  // Definition questions, placed where their term first occurs.
  const firstSentenceOf = new Map<number, number>();
  for (const sentence of sentences)
    if (!firstSentenceOf.has(sentence.passage)) firstSentenceOf.set(sentence.passage, sentence.index);
  const usedEntries = new Set(plans.flatMap(({ blank }) => (blank.entry ? [blank.entry.id] : [])));
  const pickedDefinitions = shuffled(
    definitions.filter(({ entry }) => !usedEntries.has(entry.id)),
    random,
  ).slice(0, definitionCount);
  for (const { entry, passage } of pickedDefinitions) {
    const definition = entry.definition?.[language] as string;
    const others = shuffled(
      found.filter((other) => other.entry.id !== entry.id).map((other) => other.entry),
      random,
    );
    const sameSubject = shuffled(
      (glossary?.entries ?? []).filter((other) => other.subject === entry.subject && other.id !== entry.id),
      random,
    );
    const options: string[] = [entry[language]];
    const seen = new Set([normalizeForSearch(entry[language])]);
    for (const other of [...others, ...sameSubject]) {
      if (options.length >= 4) break;
      const term = other[language];
      const key = normalizeForSearch(term);
      if (seen.has(key) || normalizeForSearch(definition).includes(key)) continue;
      seen.add(key);
      options.push(term);
    }
    if (options.length < 3) continue;
    const source = input.passages[passage]?.source as QuestionSource;
    const article = language === 'ar' && normalizeForSearch(entry.ar).startsWith('ال');
    questions.push({
      order: (firstSentenceOf.get(passage) ?? 0) - 0.5,
      question: {
        type: 'single',
        prompt: text(t.definition(definition)),
        options: options.map(text),
        answer: 0,
        hints: [text(t.termStartsWith(firstLetters(entry[language], article), article))],
        explanation: text(t.defined(entry[language], definition)),
        source,
      },
    });
  }

  questions.sort((a, b) => a.order - b.order);
  return { language, questions: questions.slice(0, count).map(({ question }) => question) };
}
