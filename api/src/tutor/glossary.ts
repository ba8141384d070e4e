/**
 * The bilingual curriculum glossary: the terms a Saudi secondary-year-1 student meets in Mathematics,
 * Physics 1, Chemistry 1, Biology 1 and English, each with its English and Arabic name and (mostly) a
 * one-sentence definition in both languages. The offline tutor's translate action uses it. The data is
 * under version control in `api/content/glossary/<subject>.json` and validated by `GlossaryFileSchema`
 * when loaded (and by glossary.test.ts). `loadGlossary` adds the key terms of the written course
 * lessons (api/content/courses) that the files do not have yet (see `lessonGlossaryEntries`).
 *
 * Matching (`find`, `lookup`) works on words normalized with normalizeForSearch, so case, Arabic
 * diacritics and letter forms (hamza, ta marbuta, alif maqsura) do not matter. It tolerates what a
 * text attaches to a term: the Arabic article ال and the prefixes و ف ب ل ك before it (وبالقوة, للخلية),
 * Arabic sound plurals and duals (الإلكترونات, الزاويتين) and English plurals (forces, halogens). A term
 * never matches part of a word or across sentence punctuation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadCatalogue, type Catalogue } from '../courses/catalogue.ts';
import { normalizeForSearch } from '../search-text.ts';
import { QUERY_WORDS, isStopWord } from './offline/stopwords.ts';

export const GLOSSARY_SUBJECTS = ['mathematics', 'physics', 'chemistry', 'biology', 'english'] as const;
export type GlossarySubject = (typeof GLOSSARY_SUBJECTS)[number];

export interface GlossaryEntry {
  id: string;
  subject: 'mathematics' | 'physics' | 'chemistry' | 'biology' | 'english';
  en: string;
  ar: string;
  definition?: { en: string; ar: string };
  /** A course lesson's key term: the lesson's full id (`y1-physics-1.u1-l1`). */
  lessonId?: string;
}

export interface Glossary {
  readonly entries: readonly GlossaryEntry[];
  /**
   * Entries whose English or Arabic term occurs in text (whole words, normalized: case, Arabic forms
   * via normalizeForSearch, Arabic definite article ال and attached prefixes و/ب/ل/ف/ك tolerated),
   * longest match first, no overlaps, each once.
   */
  find(text: string): GlossaryEntry[];
  /** One term in either language, normalized. */
  lookup(term: string): GlossaryEntry | undefined;
}

/** Where the JSON files live: `api/content/glossary`. */
export const GLOSSARY_DIR = path.resolve(import.meta.dirname, '../../content/glossary');

// ---------------------------------------------------------------------------------------------------
// Schema of one file

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const ARABIC_LETTER = /[\u0621-\u064A]/;
const LATIN_LETTER = /[A-Za-z]/;
const LATIN_WORDS = /[A-Za-z]+/g;
/** Quoted examples ("the", "give up") may be in English inside Arabic text. */
const QUOTED = /"[^"]*"|“[^”]*”|«[^»]*»/g;
/**
 * Latin words allowed in Arabic text outside quotes: scientific symbols and abbreviations the Saudi
 * books print in Latin letters. Words of one or two letters are always allowed (variables and units:
 * x, mx, m/s, kg).
 */
export const LATIN_SYMBOLS_IN_ARABIC: ReadonlySet<string> = new Set([
  'pH',
  'SI',
  'DNA',
  'RNA',
  'ATP',
  'ADP',
  'NADPH',
  'mol',
  'sin',
  'cos',
  'tan',
]);

/** Latin words of an Arabic text that are neither quoted examples nor allowed symbols. */
export function latinWordsInArabic(text: string): string[] {
  const unquoted = text.replace(QUOTED, ' ');
  return (unquoted.match(LATIN_WORDS) ?? []).filter(
    (word) => word.length > 2 && !LATIN_SYMBOLS_IN_ARABIC.has(word),
  );
}

/** The id of an English term: lower case, apostrophes dropped, anything else that is not a-z0-9 a dash. */
export function glossaryIdPart(en: string): string {
  return en
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const Text = z
  .string()
  .min(1, 'must not be empty')
  .refine((text) => text.trim() === text, 'must not start or end with spaces')
  .refine((text) => !/[\r\n\t]/.test(text), 'must be one line');

const EnglishText = Text.refine((text) => LATIN_LETTER.test(text), 'must contain Latin letters').refine(
  (text) => !ARABIC_SCRIPT.test(text),
  'English text must not contain Arabic letters',
);

const ArabicText = Text.refine((text) => ARABIC_LETTER.test(text), 'must contain Arabic letters').refine(
  (text) => latinWordsInArabic(text).length === 0,
  'Arabic text must not contain Latin words (except quoted examples and symbols such as DNA or pH)',
);

const SUBJECT_ID = new RegExp(`^(?:${GLOSSARY_SUBJECTS.join('|')})\\.[a-z0-9]+(?:-[a-z0-9]+)*$`);

export const GlossaryEntrySchema = z
  .strictObject({
    id: z.string().regex(SUBJECT_ID, 'must be "<subject>.<kebab-english-term>"'),
    en: EnglishText,
    ar: ArabicText,
    definition: z.strictObject({ en: EnglishText, ar: ArabicText }).optional(),
  })
  .superRefine((entry, ctx) => {
    const expected = glossaryIdPart(entry.en);
    if (entry.id.slice(entry.id.indexOf('.') + 1) !== expected)
      ctx.addIssue({
        code: 'custom',
        path: ['id'],
        message: `must end with ".${expected}" (the English term in kebab case)`,
      });
  });

/** One subject's file: its entries share the subject prefix; ids, English and Arabic terms are unique. */
export const GlossaryFileSchema = z.array(GlossaryEntrySchema).superRefine((entries, ctx) => {
  const subjects = new Set(entries.map((entry) => entry.id.split('.')[0]));
  if (subjects.size > 1)
    ctx.addIssue({ code: 'custom', message: `mixes subjects: ${[...subjects].join(', ')}` });
  const seen = {
    id: new Map<string, number>(),
    en: new Map<string, number>(),
    ar: new Map<string, number>(),
  };
  entries.forEach((entry, index) => {
    const keys = { id: entry.id, en: termKey(entry.en), ar: termKey(entry.ar) };
    for (const field of ['id', 'en', 'ar'] as const) {
      const first = seen[field].get(keys[field]);
      if (first === undefined) seen[field].set(keys[field], index);
      else
        ctx.addIssue({
          code: 'custom',
          path: [index, field],
          message: `duplicates entry ${first} ("${entries[first]?.[field]}")`,
        });
    }
  });
});
export type GlossaryFile = z.infer<typeof GlossaryFileSchema>;

// ---------------------------------------------------------------------------------------------------
// Words and their forms

const ARABIC_WORD = /[\u0621-\u064A]/;
/** Sentence punctuation: a term never spans it. */
const BREAK = /[.!?;:,،؛؟\n\r]+/;
const WORD = /[\p{L}\p{N}]+/gu;

/** Normalized words, one list per sentence-like segment (apostrophes dropped: Newton's -> newtons). */
function segments(text: string): string[][] {
  return normalizeForSearch(text)
    .replace(/['’‘`]/g, '')
    .split(BREAK)
    .map((part) => part.match(WORD) ?? [])
    .filter((words) => words.length > 0);
}

function termKey(term: string): string {
  return segments(term).flat().join(' ');
}

/** English: the word and its singular candidates (forces -> force, halogens -> halogen, bodies -> body). */
function englishForms(word: string, out: Set<string>): void {
  out.add(word);
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return;
  if (word.endsWith('ies')) out.add(`${word.slice(0, -3)}y`);
  else if (word.endsWith('es')) {
    out.add(word.slice(0, -2));
    out.add(word.slice(0, -1));
  } else if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) out.add(word.slice(0, -1));
}

/**
 * Arabic: the word, without the article, with its feminine plural ending turned into the singular and
 * its dual ending into the nominative (الإلكترونات -> الكترون, المعادلات -> معادله, الزاويتين ->
 * زاويتان). Masculine plurals (ون/ين) are left alone: بروتون would become بروتين.
 */
function arabicForms(word: string, out: Set<string>): void {
  const bases = [word];
  if (word.startsWith('ال') && word.length >= 4) bases.push(word.slice(2));
  for (const base of bases) {
    out.add(base);
    if (base.length < 5 || PLURALS_OF_ANOTHER_SENSE.has(base)) continue;
    const stem = base.slice(0, -2);
    if (base.endsWith('ات')) {
      out.add(stem);
      out.add(`${stem}ه`);
    } else if (base.endsWith('ين')) out.add(`${stem}ان`);
  }
}

/**
 * Feminine plurals whose everyday sense is not their singular's: ملاحظات are a student's notes, not
 * scientific observations (الملاحظة). They match a term only as written.
 */
const PLURALS_OF_ANOTHER_SENSE: ReadonlySet<string> = new Set(['ملاحظات'].map(normalizeForSearch));

/** Grammar and asking words: never a term's derived form (كم, how many, is not الكم, quantum). */
function isFunctionWord(word: string): boolean {
  return isStopWord(word) || QUERY_WORDS.has(word);
}

/**
 * Words that show a text is about language (what an English word or phrase means or how it is used):
 * the English course's vocabulary and grammar terms ("used to", "move", "state") match only there,
 * or where the text quotes them, so "is used to make" or "the state of matter" are not grammar.
 */
const ABOUT_LANGUAGE = new Set(
  searchWordsOf(
    'mean means meaning grammar tense english word words phrase phrases verb verbs sentence sentences use ' +
      'usage vocabulary collocation spell spelling pronounce essay paragraph paragraphs writing reading noun ' +
      'nouns adjective adjectives adverb preposition pronoun معنى تعني يعني معناها قاعدة قواعد الإنجليزية ' +
      'الانجليزية إنجليزي انجليزي كلمة كلمات عبارة عبارات فعل أفعال جملة جمل زمن استخدام أستخدم مفردات ' +
      'مقال مقالة فقرة فقرات كتابة قراءة',
  ),
);
/** Quoted or emphasized parts of a text: "…", “…”, «…», '…', *…*, `…`. */
const QUOTED_PART =
  /"([^"\n]{1,80})"|“([^”\n]{1,80})”|«([^»\n]{1,80})»|(?<![\p{L}\p{N}])'([^'\n]{1,80})'(?![\p{L}\p{N}])|\*{1,2}([^*\n]{1,80})\*{1,2}|`([^`\n]{1,80})`/gu;

function searchWordsOf(text: string): string[] {
  return segments(text).flat();
}

/** Where a text allows a term that needs context (see `needsContext`). */
interface TextContext {
  aboutLanguage: boolean;
  /** The normalized words of its quoted parts, each part as ` w1 w2 `. */
  quoted: string[];
}

function textContext(text: string): TextContext {
  const quoted = [...text.matchAll(QUOTED_PART)].map(
    (match) => ` ${searchWordsOf(match.slice(1).find((part) => part !== undefined) ?? '').join(' ')} `,
  );
  return { aboutLanguage: searchWordsOf(text).some((word) => ABOUT_LANGUAGE.has(word)), quoted };
}

/**
 * A term that names a word of English rather than a notion of the curriculum (the English course's
 * vocabulary and grammar), or one made only of grammar words ("for", "since"): matched in a text only
 * where it is quoted, or (English course terms) where the text is about language.
 */
function allowedIn(term: Term, context: TextContext): boolean {
  if (!term.needsContext) return true;
  if (context.quoted.some((part) => part.includes(` ${term.key} `))) return true;
  return !term.functionOnly && context.aboutLanguage;
}

/** Forms of a word inside a term, or of a text word that continues a term. */
function innerForms(word: string): Set<string> {
  const out = new Set<string>();
  if (ARABIC_WORD.test(word)) arabicForms(word, out);
  else englishForms(word, out);
  return out;
}

/**
 * Forms of a text word that may start a term: for Arabic, also without an attached conjunction
 * (و ف) and preposition (ب ل ك), and ل + ال written لل (للخلية -> الخليه -> خليه).
 */
function leadingForms(word: string): Set<string> {
  if (!ARABIC_WORD.test(word)) return innerForms(word);
  const out = new Set<string>();
  const afterConjunction = /^[وف]/.test(word) && word.length >= 4 ? [word, word.slice(1)] : [word];
  for (const candidate of afterConjunction) {
    arabicForms(candidate, out);
    if (/^[بلك]/.test(candidate) && candidate.length >= 4) arabicForms(candidate.slice(1), out);
    if (candidate.startsWith('لل') && candidate.length >= 4) arabicForms(`ال${candidate.slice(2)}`, out);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// The index

interface Term {
  entry: GlossaryEntry;
  /** Position of the entry in `entries`: the tie-break between subjects. */
  order: number;
  /** Normalized words of the term. */
  key: string;
  length: number;
  /** Forms of the second and later words. */
  rest: Set<string>[];
  /** Only grammar words ("for", "since", "used to" has "used" so it is not). */
  functionOnly: boolean;
  /** Matched only quoted or in a text about language: see `allowedIn`. */
  needsContext: boolean;
}

interface Match {
  start: number;
  length: number;
  terms: Term[];
  /** The text's words matched, normalized and joined: a term written exactly so is preferred. */
  text: string;
}

/** A glossary over the given entries (loadGlossary gives the curriculum's one). */
export function createGlossary(entries: readonly GlossaryEntry[]): Glossary {
  const index = new Map<string, Term[]>();
  const byKey = new Map<string, Term[]>();
  entries.forEach((entry, order) => {
    for (const text of [entry.en, entry.ar]) {
      const words = segments(text).flat();
      const [first, ...rest] = words;
      if (first === undefined) continue;
      const functionOnly = words.every(isFunctionWord);
      const term: Term = {
        entry,
        order,
        key: words.join(' '),
        length: words.length,
        rest: rest.map(innerForms),
        functionOnly,
        needsContext: functionOnly || entry.subject === 'english',
      };
      // A derived form that is a grammar word (الكم without its article: كم) would match every question.
      for (const form of innerForms(first))
        if (form === first || !isFunctionWord(form)) push(index, form, term);
      push(byKey, term.key, term);
    }
  });

  /** Every term occurrence in one segment of words, as (start, length, candidate terms). */
  function matchesIn(
    words: string[],
    offset: number,
    out: Match[],
    cache: FormCache,
    context: TextContext | null,
  ): void {
    const innerAt = (i: number) => cached(cache.inner, words[i] as string, innerForms);
    words.forEach((word, start) => {
      const found = new Map<number, Set<Term>>();
      for (const form of cached(cache.leading, word, leadingForms)) {
        for (const term of index.get(form) ?? []) {
          if (start + term.length > words.length) continue;
          if (context && !allowedIn(term, context)) continue;
          if (!term.rest.every((forms, j) => intersects(innerAt(start + 1 + j), forms))) continue;
          const terms = found.get(term.length) ?? new Set<Term>();
          terms.add(term);
          found.set(term.length, terms);
        }
      }
      for (const [length, terms] of found)
        out.push({
          start: offset + start,
          length,
          terms: [...terms].sort((a, b) => a.order - b.order),
          text: words.slice(start, start + length).join(' '),
        });
    });
  }

  function find(text: string): GlossaryEntry[] {
    const matches: Match[] = [];
    const cache = newFormCache();
    const context = textContext(text);
    let offset = 0;
    for (const words of segments(text)) {
      matchesIn(words, offset, matches, cache, context);
      offset += words.length;
    }
    // Longest first (then leftmost); a match is kept when none of its words is taken yet.
    matches.sort((a, b) => b.length - a.length || a.start - b.start);
    const taken = new Set<number>();
    const kept: Match[] = [];
    for (const match of matches) {
      let free = true;
      for (let i = match.start; i < match.start + match.length && free; i += 1) free = !taken.has(i);
      if (!free) continue;
      for (let i = match.start; i < match.start + match.length; i += 1) taken.add(i);
      kept.push(match);
    }
    kept.sort((a, b) => a.start - b.start);
    // A term of several subjects (nucleus, hypothesis) goes to the subject the text is most about.
    const subjectCounts = new Map<string, number>();
    for (const match of kept) {
      const subjects = new Set(match.terms.map((term) => term.entry.subject));
      if (subjects.size === 1) {
        const [subject] = subjects as Set<string>;
        subjectCounts.set(subject as string, (subjectCounts.get(subject as string) ?? 0) + 1);
      }
    }
    const result: GlossaryEntry[] = [];
    const seen = new Set<string>();
    for (const match of kept) {
      const entry = pick(match, subjectCounts);
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      result.push(entry);
    }
    return result;
  }

  function lookup(term: string): GlossaryEntry | undefined {
    const words = segments(term).flat();
    if (words.length === 0) return undefined;
    const exact = byKey.get(words.join(' '));
    if (exact?.[0]) return exact[0].entry;
    const matches: Match[] = [];
    // A term looked up on its own is named on purpose: no context needed.
    matchesIn(words, 0, matches, newFormCache(), null);
    const whole = matches.find((match) => match.start === 0 && match.length === words.length);
    return whole?.terms[0]?.entry;
  }

  return { entries, find, lookup };
}

/** The forms of the words of one text, computed once per distinct word. */
interface FormCache {
  leading: Map<string, Set<string>>;
  inner: Map<string, Set<string>>;
}

function newFormCache(): FormCache {
  return { leading: new Map(), inner: new Map() };
}

function cached(
  map: Map<string, Set<string>>,
  word: string,
  forms: (word: string) => Set<string>,
): Set<string> {
  let value = map.get(word);
  if (!value) {
    value = forms(word);
    map.set(word, value);
  }
  return value;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
}

function intersects(a: Set<string>, b: Set<string>): boolean {
  for (const value of a) if (b.has(value)) return true;
  return false;
}

/**
 * The entry a match stands for: a term written exactly as in the text (الألكين is alkene, though its
 * forms are alkane's الألكان too), else the subject the text is most about, else the first.
 */
function pick(match: Match, subjectCounts: Map<string, number>): GlossaryEntry {
  const exact = match.terms.filter((term) => term.key === match.text);
  const terms = exact.length > 0 ? exact : match.terms;
  let best = terms[0] as Term;
  for (const term of terms.slice(1))
    if ((subjectCounts.get(term.entry.subject) ?? 0) > (subjectCounts.get(best.entry.subject) ?? 0))
      best = term;
  return best.entry;
}

// ---------------------------------------------------------------------------------------------------
// Loading

/** One subject's entries from its JSON file, validated; throws with the file and the problems. */
export function readGlossaryFile(subject: GlossarySubject, dir: string = GLOSSARY_DIR): GlossaryEntry[] {
  const file = path.join(dir, `${subject}.json`);
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Glossary ${file} could not be read: ${(error as Error).message}`, { cause: error });
  }
  const parsed = GlossaryFileSchema.safeParse(data);
  if (!parsed.success) throw new Error(`Glossary ${file} is not valid:\n${z.prettifyError(parsed.error)}`);
  const foreign = parsed.data.find((entry) => !entry.id.startsWith(`${subject}.`));
  if (foreign) throw new Error(`Glossary ${file}: id "${foreign.id}" does not start with "${subject}."`);
  return parsed.data.map((entry) => ({ ...entry, subject }));
}

/**
 * English key terms too common to find in a text: a lesson may teach them (for, since, ago in an
 * English grammar lesson), but the translate action would then list them for nearly every reply.
 */
const COMMON_ENGLISH_WORDS: ReadonlySet<string> = new Set(
  'a an the and or but so if for since ago at in on to of by with from as yet already just ever never still'.split(
    ' ',
  ),
);

/** A key term without its parenthesised remarks: `ينتقل (للسكن)` -> `ينتقل`, `... Units (SI)` -> `... Units`. */
function withoutRemarks(text: string): string {
  return text
    .replace(/\s*\([^()]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The key terms of the written lessons that `base` does not have, as glossary entries of the course's
 * subject (`lessonId` says where they come from). A term is left out when its English or Arabic
 * already names an entry (of the files or of an earlier lesson), when its id is taken, when either
 * language does not fit the glossary's rules (one line, English without Arabic letters, Arabic
 * without Latin letters), or when it is a common English word. A definition that does not fit is
 * left out, the term kept.
 */
export function lessonGlossaryEntries(
  base: Glossary,
  catalogue: Catalogue = loadCatalogue(),
): GlossaryEntry[] {
  const added: GlossaryEntry[] = [];
  const ids = new Set(base.entries.map((entry) => entry.id));
  const keys = new Set<string>();
  for (const course of catalogue.courses) {
    const subject = GLOSSARY_SUBJECTS.find((name) => name === course.course.subject);
    if (subject === undefined) continue;
    for (const lesson of course.lessons) {
      for (const keyTerm of lesson.written?.keyTerms ?? []) {
        const en = withoutRemarks(keyTerm.term.en);
        const ar = withoutRemarks(keyTerm.term.ar);
        if (!EnglishText.safeParse(en).success || !ArabicText.safeParse(ar).success) continue;
        if (LATIN_LETTER.test(ar)) continue;
        const enKey = termKey(en);
        const arKey = termKey(ar);
        if (COMMON_ENGLISH_WORDS.has(enKey) || keys.has(enKey) || keys.has(arKey)) continue;
        if (base.lookup(en) !== undefined || base.lookup(ar) !== undefined) continue;
        const id = `${subject}.${glossaryIdPart(en)}`;
        if (ids.has(id)) continue;
        const definition = z.strictObject({ en: EnglishText, ar: ArabicText }).safeParse(keyTerm.definition);
        added.push({
          id,
          subject,
          en,
          ar,
          ...(definition.success ? { definition: definition.data } : {}),
          lessonId: lesson.id,
        });
        ids.add(id);
        keys.add(enKey);
        keys.add(arKey);
      }
    }
  }
  return added;
}

let loaded: Glossary | undefined;

/**
 * The curriculum glossary: every subject's file, read and validated once, then the written lessons'
 * key terms it lacks (lessonGlossaryEntries); cached.
 */
export function loadGlossary(): Glossary {
  if (!loaded) {
    const files = GLOSSARY_SUBJECTS.flatMap((subject) => readGlossaryFile(subject));
    loaded = createGlossary([...files, ...lessonGlossaryEntries(createGlossary(files))]);
  }
  return loaded;
}
