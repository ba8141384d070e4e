/**
 * The curriculum as a knowledge base: the written lessons of the course catalogue
 * (api/content/courses), searched by any question of the tutor, not only in a conversation about one
 * lesson. "What are the SI base units?" or "ما الفرق بين الدقة والضبط؟" find the lesson section that
 * answers them, cited with the lesson's path and a link that opens it at that section
 * (`curriculumCitation`).
 *
 * Index: one MiniSearch index (BM25+) over every written lesson's parts, one document per part and
 * language, through the materials index's term pipeline (../../materials/search-index.ts
 * `materialTerms`: the app's one normalization, stop words out, the light Arabic stemming, Orama's
 * Snowball stemmers), so the curriculum, the student's files and saved content fold words alike.
 * The parts:
 * - each section (as lessons.ts `lessonParts` gives it), a long one cut at paragraph ends into
 *   passages of about PASSAGE_MIN_CHARS to PASSAGE_MAX_CHARS characters, each keeping the section's
 *   id; both languages are cut at the same paragraphs, so a passage has its translation;
 * - each key term with its definition (section `key-terms`), the worked example (`worked-example`);
 * - each question of the lesson's bank (prompt and explanation): it finds the section it links to,
 *   whose passage is given (the bank says in the student's words what the section answers).
 * A document's fields are its text, its heading (the section's heading, or the key term) weighing
 * HEADING_BOOST, and the lesson's title weighing TITLE_BOOST.
 *
 * Search (`searchCurriculum`): the question's words, asking words left out ("what", "explain", "ما",
 * "الفرق", "بين", "homework": rare in lessons, they would otherwise weigh most), are searched in the
 * documents of both languages, each word through any of its forms, as a prefix from 4 letters and with
 * one typo from 6. A hit stands for its lesson section, given in the question's language: an Arabic
 * question that matched the English words of an English lesson ("used to") gets the Arabic text.
 * A section (its passages and the questions on it; a lesson's key terms together) counts only when
 * the words its documents matched carry more than MIN_COVERAGE of the question's weight: each word
 * weighs its inverse document frequency, a word the curriculum never uses the mean of the others, so
 * "Who won the 2022 World Cup?" finds nothing rather than a lesson that says "world". Sections are
 * ranked by their best document's BM25 score (a key term's times KEY_TERM_WEIGHT, so the section that
 * teaches a term comes first unless the term's line matches clearly better) times the share of the
 * question's weight the section matched (a section that answers more of the question comes first), times GRADE_BOOST for a
 * course of the student's grade (`y1-` grade 10, `y2-` 11, `y3-` 12, `uni-` university),
 * ENROLLED_BOOST for a course they are enrolled in and SUBJECT_BOOST for a subject the question
 * names ("in biology"): close matches follow the student, a clearly better match from another course
 * still comes first. One passage per section, weak tails (below RELATIVE_CUTOFF of the best) dropped.
 *
 * `nearestLessons`: when nothing answers, the written lessons whose titles (lesson, unit, course,
 * subject) hold the question's words, else the first lessons of the student's grade, for "did you
 * mean" suggestions.
 *
 * Built once per catalogue (the catalogue is read at start-up and never changes while the API runs)
 * and kept on disk for the next process (disk-cache.ts: loaded, not built, when the lessons and the
 * term pipeline are unchanged); otherwise built lazily on the first search, in chunks of BUILD_CHUNK documents that let requests run between them;
 * `warmCurriculum` starts the build at API start-up instead, so no question waits for it.
 */
import MiniSearch, { type Query } from 'minisearch';
import {
  loadCatalogue,
  type Catalogue,
  type CatalogueCourse,
  type CatalogueLesson,
} from '../../courses/catalogue.ts';
import { materialTerms, queryWordsOf } from '../../materials/search-index.ts';
import { cacheDir, cacheKey, readCached, writeCached } from '../../disk-cache.ts';
import { searchWords } from '../../search-text.ts';
import { detectLanguage } from '../offline/language.ts';
import { inline } from '../offline/messages.ts';
import type {
  KnowledgeBase,
  KnowledgeSearchOptions,
  Locale,
  Passage,
  PassageSource,
  StudentProfile,
} from '../types.ts';
import {
  KEY_TERMS_SECTION,
  LESSON_PART_HEADINGS,
  WORKED_EXAMPLE_SECTION,
  lessonParts,
  type LessonText,
  type TutorLesson,
} from './lessons.ts';

/** A section longer than this is cut into passages at paragraph ends. */
export const PASSAGE_MAX_CHARS = 800;
/** A passage is cut only once it has this many characters; a shorter tail joins the passage before. */
export const PASSAGE_MIN_CHARS = 400;
/** A document counts when the words it matched carry more than this share of the question's weight. */
export const MIN_COVERAGE = 0.5;
/** Weak hits: below this share of the best score. */
const RELATIVE_CUTOFF = 0.25;
/** A section's score is multiplied by its coverage to this power. */
const COVERAGE_POWER = 1;
/** The score factor of a section that holds a phrase the question quotes. */
const QUOTED_BOOST = 3;
/** And again by this when the section's heading holds it too ("الأساس الطبيعي e"). */
const HEADING_QUOTED_BOOST = 2;
/** Score factors of a course of the student's grade, of one they are enrolled in, of one the question names. */
export const GRADE_BOOST = 1.6;
export const ENROLLED_BOOST = 1.2;
export const SUBJECT_BOOST = 1.2;
/**
 * The score weight of a key term: its one-line definition is short, so BM25 ranks it above the
 * section that teaches the term; the section comes first unless the key term matches clearly better.
 */
const KEY_TERM_WEIGHT = 0.8;
/** The score weight of a word naming a subject. */
const SUBJECT_WORD_WEIGHT = 0.3;
const HEADING_BOOST = 1.5;
const TITLE_BOOST = 0.5;
/**
 * A question that names a lesson by its whole title ("Quiz me on graphing data", "تمثيل البيانات
 * بيانيًّا") or a section by its whole heading ("the Corresponding Angles Postulate"): that lesson's or
 * section's documents weigh this much more (titles and headings of two words or more).
 */
export const NAMED_TITLE_BOOST = 1.5;
export const NAMED_HEADING_BOOST = 1.25;
/** Documents indexed between two pauses of the build (a few milliseconds of work each). */
const BUILD_CHUNK = 100;
const DEFAULT_LIMIT = 3;

/** The separator of a lesson's path, in both languages. */
export const PATH_SEPARATOR = ' › ';

/**
 * Words of asking, of the student's situation and naming the lessons themselves, beyond the tutor's
 * stop and asking words (../offline/stopwords.ts): they say what kind of answer is wanted, or why,
 * not what about. (A "unit", وحدة, is a topic of physics: not left out, unlike lessons.ts
 * `withoutLessonWords`.) Normalized as searchWords gives them.
 */
const ASKING_WORDS: ReadonlySet<string> = new Set(
  searchWords(
    'difference differences different differ compare comparing comparison contrast versus vs ' +
      "what's whats called name list tell explain mean meant means stand stands " +
      'homework assignment exam exams quiz revision revise study studying teacher chapter ' +
      'lesson lessons section sections course courses درس الدرس دروس الدروس قسم القسم مقرر المقرر ' +
      'الفرق فرق الفروق فروق الاختلاف اختلاف يختلف تختلف قارن مقارنه المقصود يقصد نقصد يعني تعني عرف ' +
      'ماهو ماهي اذكر ما الواجب واجب واجبي اختبار الاختبار امتحان الامتحان اذاكر المذاكره المعلم المعلمه',
  ),
);

/** Words that name a course's subject: optional in a question, and its courses come first. */
const SUBJECT_WORDS: Readonly<Record<string, string>> = {
  mathematics: 'mathematics maths math رياضيات الرياضيات',
  physics: 'physics فيزياء الفيزياء',
  chemistry: 'chemistry كيمياء الكيمياء',
  biology: 'biology أحياء الأحياء',
  english: 'english إنجليزي الإنجليزي الإنجليزية انجليزي',
  'earth-space': 'geology astronomy جيولوجيا الفلك',
};

// ---------------------------------------------------------------------------------------------------
// Parts

type PartKind = 'section' | 'key-term' | 'worked-example' | 'question';

/** Where a part belongs: its lesson and the titles of the lesson's path. */
interface LessonRef {
  entry: CatalogueLesson;
  course: CatalogueCourse;
}

/** A part of a lesson, given in either language. */
interface Part {
  lesson: LessonRef;
  kind: PartKind;
  sectionId: string;
  /** The section's heading (the part's label in a citation). */
  section: LessonText;
  /** What the passage gives (for a question, its explanation: never given, its section's passage is). */
  text: LessonText;
  /** A section's passages in each language (a question's: those of the section it links to). */
  passages?: Record<Locale, readonly Part[]>;
}

/** One indexed document: a part in one language. */
interface PartDocument {
  part: Part;
  /** The indexed text (a question's prompt and explanation; otherwise the part's text). */
  text: string;
  heading: string;
  title: string;
}

const LANGS: readonly Locale[] = ['en', 'ar'];

function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * Groups of consecutive paragraphs (by index) of at most PASSAGE_MAX_CHARS characters, a group closed
 * only once it has PASSAGE_MIN_CHARS / 2; a short tail joins the group before it. A paragraph weighs
 * its longer language, so both languages are cut alike.
 */
function paragraphGroups(weights: readonly number[]): number[][] {
  const groups: number[][] = [];
  let current: number[] = [];
  let size = 0;
  weights.forEach((weight, i) => {
    if (current.length > 0 && size + weight > PASSAGE_MAX_CHARS && size >= PASSAGE_MIN_CHARS / 2) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(i);
    size += weight;
  });
  if (current.length > 0) {
    const last = groups.at(-1);
    const lastSize = last?.reduce((sum, i) => sum + (weights[i] ?? 0), 0) ?? 0;
    if (last && size < PASSAGE_MIN_CHARS && lastSize + size <= PASSAGE_MAX_CHARS + PASSAGE_MIN_CHARS / 2) {
      last.push(...current);
    } else {
      groups.push(current);
    }
  }
  return groups;
}

/**
 * A section's body as passages in both languages (see paragraphGroups). When the languages do not
 * have the same paragraphs, each is cut on its own and a passage of one is paired with the passage
 * of the other at the same place in the section.
 */
export function sectionPassages(body: LessonText): { en: LessonText[]; ar: LessonText[] } {
  const en = paragraphsOf(body.en);
  const ar = paragraphsOf(body.ar);
  if (body.en.length <= PASSAGE_MAX_CHARS && body.ar.length <= PASSAGE_MAX_CHARS) {
    return { en: [body], ar: [body] };
  }
  const join = (paragraphs: readonly string[], group: readonly number[]) =>
    group.map((i) => paragraphs[i] ?? '').join('\n\n');
  if (en.length === ar.length) {
    const passages = paragraphGroups(en.map((p, i) => Math.max(p.length, ar[i]?.length ?? 0))).map(
      (group) => ({ en: join(en, group), ar: join(ar, group) }),
    );
    return { en: passages, ar: passages };
  }
  const enTexts = paragraphGroups(en.map((p) => p.length)).map((group) => join(en, group));
  const arTexts = paragraphGroups(ar.map((p) => p.length)).map((group) => join(ar, group));
  const pair = (texts: readonly string[], i: number, count: number) =>
    texts[Math.min(texts.length - 1, Math.floor(((i + 0.5) * texts.length) / count))] ?? '';
  return {
    en: enTexts.map((text, i) => ({ en: text, ar: pair(arTexts, i, enTexts.length) })),
    ar: arTexts.map((text, i) => ({ ar: text, en: pair(enTexts, i, arTexts.length) })),
  };
}

function tutorLessonOf(entry: CatalogueLesson): TutorLesson | undefined {
  const written = entry.written;
  if (!written) return undefined;
  return {
    id: entry.id,
    title: written.title,
    sections: written.sections,
    keyTerms: written.keyTerms,
    workedExample: written.workedExample,
  };
}

/** The documents of one written lesson: see the module comment. */
function lessonDocuments(ref: LessonRef): PartDocument[] {
  const lesson = tutorLessonOf(ref.entry);
  const written = ref.entry.written;
  if (!lesson || !written) return [];
  const documents: PartDocument[] = [];
  const add = (part: Part, lang: Locale, text: string, heading: string) =>
    documents.push({ part, text, heading, title: lesson.title[lang] });
  const base = (kind: PartKind, sectionId: string, section: LessonText, text: LessonText): Part => ({
    lesson: ref,
    kind,
    sectionId,
    section,
    text,
  });

  const sectionParts = new Map<string, Record<Locale, readonly Part[]>>();
  for (const section of lesson.sections) {
    const texts = sectionPassages(section.body);
    const made = new Map<LessonText, Part>();
    const partOf = (text: LessonText) => {
      let part = made.get(text);
      if (!part) {
        part = base('section', section.id, section.heading, text);
        made.set(text, part);
      }
      return part;
    };
    const passages = { en: texts.en.map(partOf), ar: texts.ar.map(partOf) };
    sectionParts.set(section.id, passages);
    for (const lang of LANGS) {
      for (const part of passages[lang]) {
        part.passages = passages;
        add(part, lang, part.text[lang], section.heading[lang]);
      }
    }
  }
  for (const keyTerm of lesson.keyTerms ?? []) {
    const text = {
      en: `- **${keyTerm.term.en}**: ${keyTerm.definition.en}`,
      ar: `- **${keyTerm.term.ar}**: ${keyTerm.definition.ar}`,
    };
    const part = base('key-term', KEY_TERMS_SECTION, LESSON_PART_HEADINGS.keyTerms, text);
    for (const lang of LANGS) add(part, lang, text[lang], keyTerm.term[lang]);
  }
  if (lesson.workedExample) {
    const bodyIn = (lang: Locale) =>
      lessonParts(lesson, lang).find((p) => p.id === WORKED_EXAMPLE_SECTION)?.body ?? '';
    const text = { en: bodyIn('en'), ar: bodyIn('ar') };
    const part = base('worked-example', WORKED_EXAMPLE_SECTION, LESSON_PART_HEADINGS.workedExample, text);
    for (const lang of LANGS) add(part, lang, text[lang], LESSON_PART_HEADINGS.workedExample[lang]);
  }
  for (const question of written.questions) {
    const section = lesson.sections.find((s) => s.id === question.section);
    const passages = sectionParts.get(question.section);
    if (!section || !passages) continue;
    const part = { ...base('question', section.id, section.heading, question.explanation), passages };
    for (const lang of LANGS) {
      add(part, lang, `${question.prompt[lang]}\n\n${question.explanation[lang]}`, section.heading[lang]);
    }
  }
  return documents;
}

// ---------------------------------------------------------------------------------------------------
// The index

interface IndexedDocument {
  id: number;
  text: string;
  heading: string;
  title: string;
}

interface LessonDocument {
  id: number;
  title: string;
  unit: string;
  course: string;
}

interface BuiltIndex {
  index: MiniSearch<IndexedDocument>;
  documents: PartDocument[];
  /** Documents that hold each term (any field). */
  documentFrequency: Map<string, number>;
  lessonIndex: MiniSearch<LessonDocument>;
  lessons: LessonRef[];
}

const processTerm = (term: string) => {
  const terms = materialTerms(term);
  return terms.length > 0 ? terms.slice() : null;
};

function writtenLessons(catalogue: Catalogue): LessonRef[] {
  return catalogue.courses.flatMap((course) =>
    course.lessons.filter((entry) => entry.written).map((entry) => ({ entry, course })),
  );
}

/** The index terms of a text (materialTerms of each normalized word), in order. */
function termsOf(text: string): string[] {
  return searchWords(text).flatMap((word) => materialTerms(word));
}

/** A word as written: letters, marks and digits (searchWords splits it further after normalizing). */
const WRITTEN_WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * termsOf for the build: the lessons repeat their words a lot, so each written word is normalized and
 * stemmed once (normalizing the whole text at once gives the same words).
 */
function buildTerms(): (text: string) => string[] {
  const byWord = new Map<string, readonly string[]>();
  return (text) => {
    const terms: string[] = [];
    for (const [written] of text.matchAll(WRITTEN_WORD)) {
      let wordTerms = byWord.get(written);
      if (wordTerms === undefined) {
        wordTerms = termsOf(written);
        byWord.set(written, wordTerms);
      }
      terms.push(...wordTerms);
    }
    return terms;
  };
}

/** Lets other work (requests) run between chunks of a long build. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The documents' part of the cache key: everything indexed, in order (ids are positions). */
function documentsKeyPart(documents: readonly PartDocument[]): string {
  return JSON.stringify(documents.map((doc) => [doc.text, doc.heading, doc.title]));
}

/** The pipeline's part of the cache key: the terms of a sample of the documents (every 50th text). */
function pipelineKeyPart(documents: readonly PartDocument[]): string {
  const sample = documents.filter((_, i) => i % 50 === 0).map((doc) => `${doc.text} ${doc.heading}`);
  return sample.map((text) => termsOf(text).join(' ')).join('\n');
}

function miniSearchOptions() {
  return {
    fields: ['text', 'heading', 'title'],
    // Documents come as their terms (below); queries go through the whole pipeline.
    tokenize: (terms: string) => (terms === '' ? [] : terms.split(' ')),
    processTerm: (term: string) => term,
    searchOptions: { tokenize: (text: string) => searchWords(text), processTerm },
  };
}

/** The index's kind in the disk cache (disk-cache.ts), and the version of what it holds: bump it when
 * the index's options (miniSearchOptions) or CachedIndex change. */
const INDEX_CACHE = 'curriculum-index';
const INDEX_FORMAT = '1';

/** What the cache holds. */
interface CachedIndex {
  index: unknown;
  documentFrequency: [string, number][];
}

async function buildIndex(catalogue: Catalogue): Promise<BuiltIndex> {
  const lessons = writtenLessons(catalogue);
  const documents = lessons.flatMap(lessonDocuments);
  const lessonIndex = buildLessonIndex(lessons);
  const dir = cacheDir();
  const key =
    dir === null ? '' : cacheKey([INDEX_FORMAT, documentsKeyPart(documents), pipelineKeyPart(documents)]);
  const cached = key === '' ? undefined : readCached<CachedIndex>(dir, INDEX_CACHE, key);
  if (cached) {
    try {
      // At once rather than with loadJSAsync: that lets requests run between chunks but takes half as
      // long again, and loading blocks for less than a second.
      const index = MiniSearch.loadJS<IndexedDocument>(
        cached.index as Parameters<typeof MiniSearch.loadJS>[0],
        miniSearchOptions(),
      );
      if (index.documentCount === documents.length) {
        return {
          index,
          documents,
          documentFrequency: new Map(cached.documentFrequency),
          lessonIndex,
          lessons,
        };
      }
    } catch {
      // Not an index after all: built below, and the file replaced.
    }
  }
  const index = new MiniSearch<IndexedDocument>(miniSearchOptions());
  // Each text is normalized and stemmed once: the index takes its terms as they are and the document
  // frequencies come from the same lists. Headings and titles repeat, so their terms are kept.
  const terms = buildTerms();
  const known = new Map<string, string>();
  const termText = (text: string) => {
    let found = known.get(text);
    if (found === undefined) {
      found = terms(text).join(' ');
      known.set(text, found);
    }
    return found;
  };
  const documentFrequency = new Map<string, number>();
  for (let start = 0; start < documents.length; start += BUILD_CHUNK) {
    if (start > 0) await yieldToOthers();
    const chunk = documents.slice(start, start + BUILD_CHUNK).map((doc, i) => {
      const fields = {
        id: start + i,
        text: terms(doc.text).join(' '),
        heading: termText(doc.heading),
        title: termText(doc.title),
      };
      for (const term of new Set(`${fields.text} ${fields.heading} ${fields.title}`.split(' '))) {
        if (term !== '') documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
      }
      return fields;
    });
    index.addAll(chunk);
  }
  if (key !== '') {
    writeCached(dir, INDEX_CACHE, key, { index: index.toJSON(), documentFrequency: [...documentFrequency] });
  }
  return { index, documents, documentFrequency, lessonIndex, lessons };
}

function buildLessonIndex(lessons: readonly LessonRef[]): MiniSearch<LessonDocument> {
  const lessonIndex = new MiniSearch<LessonDocument>({
    fields: ['title', 'unit', 'course'],
    tokenize: (text) => searchWords(text),
    processTerm,
  });
  lessonIndex.addAll(
    lessons.map(({ entry, course }, id) => {
      const subject = SUBJECT_WORDS[course.course.subject] ?? course.course.subject.replace(/-/g, ' ');
      return {
        id,
        title: `${entry.lesson.title.en} ${entry.lesson.title.ar}`,
        unit: `${entry.unit.title.en} ${entry.unit.title.ar}`,
        course: `${course.course.title.en} ${course.course.title.ar} ${subject}`,
      };
    }),
  );
  return lessonIndex;
}

// ---------------------------------------------------------------------------------------------------
// Search

export interface CurriculumSearchOptions {
  /** The question's language: the language of the passages. */
  lang: Locale;
  /** The student asking: lessons of their grade first among close matches. */
  student?: StudentProfile;
  /** Courses the student follows: first among close matches. */
  enrolledCourseIds?: readonly string[];
  /** At most this many passages (default 3). */
  limit?: number;
  signal?: AbortSignal;
}

export interface NearestLessonsOptions {
  lang: Locale;
  student?: StudentProfile;
  /** At most this many lessons (default 3). */
  limit?: number;
  signal?: AbortSignal;
}

/** A written lesson suggested when nothing answers a question ("did you mean"). */
export interface LessonSuggestion {
  /** The full id, `courseId.lessonId`. */
  lessonId: string;
  /** "Physics 1 › A Physics Toolkit › Units and the Language of Physics", in the asked language. */
  title: string;
  /** `#lesson=<lessonId>`: the chat opens the lesson. */
  href: string;
  /** Markdown: `[title](href)`. */
  link: string;
}

export interface Curriculum {
  /** Resolves when the index is built (starting the build if it has not started). */
  ready(): Promise<void>;
  search(query: string, options: CurriculumSearchOptions): Promise<Passage[]>;
  nearestLessons(query: string, options: NearestLessonsOptions): Promise<LessonSuggestion[]>;
}

/** BM25's inverse document frequency. */
function idf(documentCount: number, frequency: number): number {
  return Math.log(1 + (documentCount - frequency + 0.5) / (frequency + 0.5));
}

/**
 * The weight of each of the question's words: the inverse document frequency of its rarest form. A
 * word the curriculum never uses weighs the mean of the others: it may name the topic ("World Cup")
 * or only be the student's phrasing ("using"), or be misspelt (it may still match with a typo).
 */
function wordWeights(
  groups: readonly (readonly string[])[],
  documentFrequency: ReadonlyMap<string, number>,
  documentCount: number,
): number[] {
  const known = groups.map((terms) => {
    const frequencies = terms.map((term) => documentFrequency.get(term) ?? 0).filter((df) => df > 0);
    return frequencies.length === 0 ? undefined : idf(documentCount, Math.min(...frequencies));
  });
  const weights = known.filter((weight) => weight !== undefined);
  const mean = weights.length === 0 ? 1 : weights.reduce((sum, weight) => sum + weight, 0) / weights.length;
  return known.map((weight) => weight ?? mean);
}

/** The question's words worth searching for (normalized): stop, asking and lesson words left out. */
export function curriculumQueryWords(query: string): string[] {
  const words = queryWordsOf(query, 'some').filter((word) => !ASKING_WORDS.has(word));
  // "What does Hund's rule say?": "say" only asks (the English lesson "Say or tell?" is not meant).
  return SAYS_WHAT.test(query) ? words.filter((word) => word !== 'say' && word !== 'state') : words;
}

/** "What does … say / state?" */
const SAYS_WHAT = /\bwhat\s+(?:does|do|did)\b.*\b(?:say|state)\s*[?؟.!]*\s*$/is;

const SUBJECT_TERMS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(SUBJECT_WORDS).map(([subject, words]) => [subject, new Set(termsOf(words))]),
);

/** The subject a word names, if it names one. */
function subjectOf(word: string): string | undefined {
  const terms = materialTerms(word);
  for (const [subject, names] of SUBJECT_TERMS) if (terms.some((term) => names.has(term))) return subject;
  return undefined;
}

/**
 * The words to search for, and those naming a subject ("in biology", "علم الأحياء"): such a word puts
 * that subject's courses first, weighs little in the score and counts for the coverage only where it
 * matches (unless the question has no other word: "What is physics?").
 */
export function analyseQuery(query: string): { words: string[]; subjects: Map<string, string> } {
  const words = curriculumQueryWords(query);
  const subjects = new Map<string, string>();
  for (const word of words) {
    const subject = subjectOf(word);
    if (subject !== undefined) subjects.set(word, subject);
  }
  if (subjects.size === words.length) subjects.clear();
  return { words, subjects };
}

/** Does the student belong to the course's grade (or to university for a university course)? */
export function isStudentsCourse(course: CatalogueCourse, student: StudentProfile | undefined): boolean {
  if (!student) return false;
  if (course.course.stage === 'university') return student.educationLevel === 'university';
  return (
    student.educationLevel !== 'university' && student.grade !== undefined && course.grade === student.grade
  );
}

function wordTree(words: readonly string[]): Query {
  return {
    combineWith: 'OR',
    queries: words.map((word) => ({
      queries: [word],
      combineWith: 'OR',
      prefix: (term: string) => term.length >= 4,
      fuzzy: (term: string) => (term.length >= 6 && !/\d/.test(term) ? 0.15 : false),
    })),
  };
}

function sourceOf(part: Part, lang: Locale): PassageSource {
  const { entry, course } = part.lesson;
  return {
    kind: 'lesson',
    id: entry.id,
    title: entry.lesson.title[lang],
    section: part.section[lang],
    sectionId: part.sectionId,
    course: course.course.title[lang],
    unit: entry.unit.title[lang],
  };
}

/** The lesson's path in `lang`: course › unit › lesson. */
function lessonPath(ref: LessonRef, lang: Locale): string {
  return [ref.course.course.title[lang], ref.entry.unit.title[lang], ref.entry.lesson.title[lang]].join(
    PATH_SEPARATOR,
  );
}

function suggestionOf(ref: LessonRef, lang: Locale): LessonSuggestion {
  const title = lessonPath(ref, lang);
  const href = `#lesson=${linkId(ref.entry.id)}`;
  return { lessonId: ref.entry.id, title, href, link: `[${inline(title)}](${href})` };
}

function linkId(id: string): string {
  return id.replace(/[^\w.-]/g, '');
}

/** A lesson section (or its key terms, or its worked example) that matched a question. */
interface Found {
  /** The first of its documents that matched (its lesson and section name the passage). */
  part: Part;
  /** The best score of its documents. */
  score: number;
  /** The question's words (their index) that any of its documents matched. */
  matched: Set<number>;
  /** Its passages or key terms that matched, with their scores (questions only lift the score). */
  parts: Map<Part, number>;
}

/** Share of the best key term's score another key term of the lesson needs to be given with it. */
const KEY_TERM_CUTOFF = 0.5;

/**
 * The text given for a matched section: its passage that scored best, else (only questions on it
 * matched) its passage holding most of the question's words; the key terms that matched, best first;
 * the worked example.
 */
function passageText(entry: Found, lang: Locale, groups: readonly (readonly string[])[]): string {
  const scored = [...entry.parts].sort((a, b) => b[1] - a[1]);
  if (entry.part.kind === 'key-term') {
    const best = scored[0]?.[1] ?? 0;
    return scored
      .filter(([, score]) => score >= best * KEY_TERM_CUTOFF)
      .map(([part]) => part.text[lang])
      .join('\n');
  }
  const inLang = entry.part.passages?.[lang] ?? [];
  const matched = scored.map(([part]) => part).find((part) => inLang.includes(part)) ?? scored[0]?.[0];
  if (matched) return matched.text[lang];
  let chosen = inLang[0] ?? entry.part;
  let most = -1;
  for (const part of inLang) {
    const terms = new Set(termsOf(part.text[lang]));
    const count = groups.filter((group) => group.some((term) => terms.has(term))).length;
    if (count > most) {
      most = count;
      chosen = part;
    }
  }
  return chosen.text[lang];
}

/**
 * The phrases a question quotes ("What does \"might\" mean?", 'had better', «used to»): the words it asks
 * about as words, often grammar words the index leaves out; and the function notation it writes
 * ("y = -f(x)", "f(-x)"), which the index cannot hold either.
 */
export function quotedPhrases(query: string): RegExp[] {
  const phrases: RegExp[] = [];
  for (const match of query.matchAll(/["“«‘]([^"”»’]{2,40})["”»’]|(?<![\p{L}])'([^']{2,40})'(?![\p{L}])/gu)) {
    const phrase = (match[1] ?? match[2] ?? '').trim();
    if (phrase === '' || !/\p{L}/u.test(phrase)) continue;
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    phrases.push(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'iu'));
  }
  // In an Arabic question a Latin letter alone is a symbol ("العدد e", "G الكبيرة وg الصغيرة"), matched
  // with its case.
  if (/[\u0600-\u06FF]/u.test(query)) {
    const symbols =
      query.match(/(?<=(?:^|[\u0600-\u06FF])\s?)[A-Za-z](?=\s*(?:[\u0600-\u06FF؟?]|$))/gu) ?? [];
    for (const letter of new Set(symbols)) {
      phrases.push(new RegExp(`(?<![\\p{L}\\\\])${letter}(?![\\p{L}])`, 'u'));
    }
  }
  // Function notation names a graph's transformation exactly: "y = -f(x)", "f(-x)", "g(x + 2)".
  for (const [formula] of query.matchAll(
    /[-+]?\s*(?<![\p{L}])[a-z]\s*\(\s*[-+]?\s*[a-z0-9]+(?:\s*[-+]\s*\d+)?\s*\)/giu,
  )) {
    const chars = [...formula.replace(/\s+/g, '')].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    phrases.push(new RegExp(`(?<![\\p{L}])${chars.join('\\s*')}`, 'u'));
  }
  return phrases;
}

/**
 * The score factor of a part (a section: its whole text, in either language) for the phrases: 1 when it
 * holds none, QUOTED_BOOST when it does, times HEADING_QUOTED_BOOST when its heading does too.
 */
function quotesAny(part: Part, phrases: readonly RegExp[]): number {
  const section = part.lesson.entry.written?.sections.find((candidate) => candidate.id === part.sectionId);
  const texts = section ? [section.body.en, section.body.ar] : [part.text.en, part.text.ar];
  const holds = (list: readonly string[]) => list.some((text) => phrases.some((phrase) => phrase.test(text)));
  if (!holds(texts)) return 1;
  // Named in the heading too ("The natural base e"): the section is about it.
  return holds([part.section.en, part.section.ar]) ? QUOTED_BOOST * HEADING_QUOTED_BOOST : QUOTED_BOOST;
}

/** The curriculum of `catalogue`: see the module comment. */
export function createCurriculum(catalogue: Catalogue): Curriculum {
  let built: Promise<BuiltIndex> | undefined;
  const indexNow = () => {
    if (!built) {
      const building = buildIndex(catalogue);
      // A failed build is tried again by the next search (each caller sees its own failure).
      building.catch(() => {
        if (built === building) built = undefined;
      });
      built = building;
    }
    return built;
  };

  function courseBoost(
    course: CatalogueCourse,
    student: StudentProfile | undefined,
    enrolled: ReadonlySet<string>,
    subjects: ReadonlySet<string>,
  ) {
    return (
      (isStudentsCourse(course, student) ? GRADE_BOOST : 1) *
      (enrolled.has(course.id) ? ENROLLED_BOOST : 1) *
      (subjects.has(course.course.subject) ? SUBJECT_BOOST : 1)
    );
  }

  async function search(query: string, options: CurriculumSearchOptions): Promise<Passage[]> {
    const limit = options.limit ?? DEFAULT_LIMIT;
    const { words, subjects } = analyseQuery(query);
    if (words.length === 0 || limit <= 0) return [];
    options.signal?.throwIfAborted();
    const { index, documents, documentFrequency } = await indexNow();
    options.signal?.throwIfAborted();
    const groups = words.map((word) => materialTerms(word));
    const weights = wordWeights(groups, documentFrequency, documents.length);
    const optional = words.map((word) => subjects.has(word));
    const required = weights.reduce((sum, weight, i) => sum + (optional[i] ? 0 : weight), 0);
    const subjectTerms = new Set(groups.filter((_, i) => optional[i]).flat());
    const named = new Set(subjects.values());
    const enrolled = new Set(options.enrolledCourseIds ?? []);

    /** The share of the question's weight that the words matched (by index) carry. */
    const coverage = (matched: ReadonlySet<number>) => {
      let weight = 0;
      let extra = 0;
      for (const i of matched) {
        weight += weights[i] ?? 0;
        if (optional[i]) extra += weights[i] ?? 0;
      }
      const total = required + extra;
      return total > 0 ? weight / total : 0;
    };

    // One entry per lesson section (its passages and the questions on it), key terms and worked
    // example: the score of its best document, the question's words any of them matched ("the
    // difference between the converse and the inverse" is answered by two key terms together), and
    // the score of each of its parts that matched.
    const asked = new Set(termsOf(query));
    const quoted = quotedPhrases(query);
    const namedCache = new Map<string, boolean>();
    const names = (text: string) => {
      let known = namedCache.get(text);
      if (known === undefined) {
        // Each meaningful word of the title (its terms: forms and stems) is in the question.
        const words = searchWords(text)
          .map((word) => materialTerms(word))
          .filter((terms) => terms.length > 0);
        known = words.length >= 2 && words.every((terms) => terms.some((term) => asked.has(term)));
        namedCache.set(text, known);
      }
      return known;
    };
    const found = new Map<string, Found>();
    const results = index.search(wordTree(words), {
      boost: { heading: HEADING_BOOST, title: TITLE_BOOST },
      boostTerm: (term) => (subjectTerms.has(term) ? SUBJECT_WORD_WEIGHT : 1),
    });
    for (const result of results) {
      const doc = documents[result.id as number];
      if (!doc) continue;
      const { part } = doc;
      const score =
        result.score *
        (part.kind === 'key-term' ? KEY_TERM_WEIGHT : 1) *
        (names(doc.title)
          ? NAMED_TITLE_BOOST
          : part.kind !== 'key-term' && names(doc.heading)
            ? NAMED_HEADING_BOOST
            : 1) *
        courseBoost(part.lesson.course, options.student, enrolled, named);
      const key = `${part.lesson.entry.id}#${part.sectionId}`;
      let entry = found.get(key);
      if (!entry) {
        entry = { part, score, matched: new Set(), parts: new Map() };
        found.set(key, entry);
      }
      entry.score = Math.max(entry.score, score);
      const matched = new Set(result.queryTerms);
      groups.forEach((terms, i) => {
        if (terms.some((term) => matched.has(term))) entry.matched.add(i);
      });
      if (part.kind !== 'question') entry.parts.set(part, Math.max(score, entry.parts.get(part) ?? 0));
    }
    const ranked = [...found.values()]
      .filter((entry) => coverage(entry.matched) > MIN_COVERAGE)
      .map((entry) => ({
        ...entry,
        score:
          entry.score *
          coverage(entry.matched) ** COVERAGE_POWER *
          (quoted.length > 0 ? quotesAny(entry.part, quoted) : 1),
      }))
      .sort((a, b) => b.score - a.score);
    const top = ranked[0]?.score ?? 0;
    return ranked
      .filter((entry) => entry.score >= top * RELATIVE_CUTOFF)
      .slice(0, limit)
      .map((entry) => ({
        source: sourceOf(entry.part, options.lang),
        text: passageText(entry, options.lang, groups),
        score: entry.score,
      }));
  }

  async function nearestLessons(query: string, options: NearestLessonsOptions): Promise<LessonSuggestion[]> {
    const limit = options.limit ?? DEFAULT_LIMIT;
    if (limit <= 0) return [];
    options.signal?.throwIfAborted();
    const { lessonIndex, lessons } = await indexNow();
    // Subject words count here: "a biology lesson about energy".
    const words = curriculumQueryWords(query);
    const none = new Set<string>();
    const results =
      words.length === 0
        ? []
        : lessonIndex.search(wordTree(words), {
            boost: { title: 2 },
            boostDocument: (id: number) => {
              const ref = lessons[id];
              return ref ? courseBoost(ref.course, options.student, none, none) : 1;
            },
          });
    if (results.length > 0) {
      return results.slice(0, limit).flatMap((result) => {
        const ref = lessons[result.id as number];
        return ref ? [suggestionOf(ref, options.lang)] : [];
      });
    }
    // Nothing by name: the first written lesson of each course of the student's grade (else of all).
    const firsts = new Map<string, LessonRef>();
    for (const ref of lessons) if (!firsts.has(ref.course.id)) firsts.set(ref.course.id, ref);
    const own = [...firsts.values()].filter((ref) => isStudentsCourse(ref.course, options.student));
    return (own.length > 0 ? own : [...firsts.values()])
      .slice(0, limit)
      .map((ref) => suggestionOf(ref, options.lang));
  }

  return {
    async ready() {
      await indexNow();
    },
    search,
    nearestLessons,
  };
}

const shared = new WeakMap<Catalogue, Curriculum>();

/** The one curriculum index of a catalogue, shared by everything in the process that searches it. */
export function curriculumFor(catalogue: Catalogue = loadCatalogue()): Curriculum {
  let curriculum = shared.get(catalogue);
  if (!curriculum) {
    curriculum = createCurriculum(catalogue);
    shared.set(catalogue, curriculum);
  }
  return curriculum;
}

/** Starts building the catalogue's index now (at API start-up) rather than on the first question. */
export function warmCurriculum(catalogue: Catalogue = loadCatalogue()): Promise<void> {
  return curriculumFor(catalogue).ready();
}

/** Passages of the written lessons that answer `query`: see the module comment. */
export function searchCurriculum(
  query: string,
  options: CurriculumSearchOptions,
  catalogue: Catalogue = loadCatalogue(),
): Promise<Passage[]> {
  return curriculumFor(catalogue).search(query, options);
}

/** Written lessons close to `query` by their titles, else the student's grade's first lessons. */
export function nearestLessons(
  query: string,
  options: NearestLessonsOptions,
  catalogue: Catalogue = loadCatalogue(),
): Promise<LessonSuggestion[]> {
  return curriculumFor(catalogue).nearestLessons(query, options);
}

/**
 * The citation of a curriculum passage: its path as a Markdown link that the chat turns into a link
 * to the lesson at that section, `[Physics 1 › A Physics Toolkit › Units and the Language of Physics ›
 * SI base units](#lesson=y1-physics-1.u1-l1&section=s2)`. Parts the source lacks are left out.
 */
export function curriculumCitation(source: PassageSource, lang: Locale): string {
  const parts = [source.course, source.unit, source.title, source.section]
    .map((part) => inline(part ?? ''))
    .filter((part) => part !== '');
  const label = parts.length > 0 ? parts.join(PATH_SEPARATOR) : lang === 'ar' ? 'الدرس' : 'Lesson';
  const section = source.sectionId ? `&section=${source.sectionId.replace(/[^\w-]/g, '')}` : '';
  return `[${label}](#lesson=${linkId(source.id)}${section})`;
}

// ---------------------------------------------------------------------------------------------------
// The knowledge base

export interface CurriculumKnowledgeDeps {
  /** The catalogue the API loaded (default: loadCatalogue(), cached). */
  catalogue?: Catalogue;
  /** The ids of the courses the student is enrolled in (store.enrolments); none when absent. */
  enrolledCourseIds?: (userId: string) => Promise<readonly string[]>;
}

/**
 * The curriculum as a knowledge base of the offline engine's retrieval. The question's language and
 * the student come with each search (`options.lang`, `options.student`: the request has both); without
 * a language, the question's own is used (English when it has no letters).
 */
export function createCurriculumKnowledge(deps: CurriculumKnowledgeDeps = {}): KnowledgeBase {
  const curriculum = () => curriculumFor(deps.catalogue ?? loadCatalogue());
  return {
    async search(userId: string, query: string, options: KnowledgeSearchOptions): Promise<Passage[]> {
      const enrolledCourseIds = deps.enrolledCourseIds ? await deps.enrolledCourseIds(userId) : [];
      return curriculum().search(query, {
        lang: options.lang ?? detectLanguage(query, 'en'),
        limit: options.limit,
        enrolledCourseIds,
        ...(options.student ? { student: options.student } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    },
  };
}
