/**
 * The offline study engine: the tutor's embedded provider when no AI provider is configured. It runs
 * on this server with no model, and says so; what it can do (../offline/messages.ts):
 *
 * - summarize: an extractive summary of a reply (key sentences as bullet points, in order);
 * - explain, examples and free questions: the student's own material (the request's sources first,
 *   then the knowledge bases: saved content and uploaded files, later lessons), quoted and named, with
 *   the glossary's definitions of curriculum terms in the question; plainly "nothing found" otherwise;
 * - in a conversation about a file (its pages are the request's sources): the passages of the file
 *   under "From your file", each with a link to its page (`[p. 3](#page=3)`), and anything else (saved
 *   content, other files, the glossary) under "General knowledge"; or plainly that the file does not
 *   cover the question. A page's text is only ever quoted, never acted on;
 * - in a conversation about a course lesson (its sections are the request's sources), the same with
 *   the lesson: its sections under "From the lesson", each with a link to the section
 *   (`[§ Heading](#section=s1)`), and anything else under "General knowledge";
 * - translate: the glossary's curriculum terms found in a reply, as a table, and a plain statement
 *   that a full translation needs the AI provider;
 * - a photo: its text is read (OCR) and used as the question.
 *
 * Hint-first turns a free question's answer into hints (where to look, a fill-in-the-blank sentence,
 * terms to recall); asking again after a hint about the same question gives the full quote (reply
 * actions are not hinted: they ask about a reply already given).
 *
 * Language: the question's (Arabic-letter ratio), else the interface's; a reply action without words
 * of the student's own speaks the language of the reply it is about, and a translation the other one.
 * The reply is built at once and streamed sentence by sentence; an abort ends it quietly.
 */
import type { Logger } from '../../logger.ts';
import { TutorError } from '../errors.ts';
import type { Glossary, GlossaryEntry } from '../glossary.ts';
import { detectLanguage } from '../offline/language.ts';
import {
  HINT_CLOSING,
  MESSAGES,
  inline,
  listWords,
  pageLink,
  sectionLink,
  sourceLabel,
  sourceName,
  subjectName,
} from '../offline/messages.ts';
import {
  answerExcerpt,
  cloze,
  excerpt,
  exampleSentences,
  overlap,
  questionTerms,
  quote,
  retrieve,
  sharedWords,
} from '../offline/retrieval.ts';
import { bulletList, summarize } from '../offline/summarize.ts';
import { searchWords } from '../../search-text.ts';
import { searchTerms, wordTerms } from '../offline/terms.ts';
import {
  KEY_TERMS_SECTION as KEY_TERMS_PART,
  WORKED_EXAMPLE_SECTION as WORKED_EXAMPLE_PART,
  withoutLessonWords,
} from '../knowledge/lessons.ts';
import { curriculumCitation } from '../knowledge/curriculum.ts';
import { comparedSides, mentions, sideWords } from '../offline/compare.ts';
import { intentOf } from '../offline/intents.ts';
import { solveMaths, unsolvedKind } from '../offline/maths/index.ts';
import { quizReply, type CreateQuiz } from '../offline/quiz-tool.ts';
import type {
  KnowledgeBase,
  Locale,
  Passage,
  PassageSource,
  ProviderInfo,
  StudentProfile,
  TutorImage,
  TutorProvider,
  TutorRequest,
} from '../types.ts';

export interface OfflineProviderDeps {
  /** The student's material to search (saved content; files and lessons later). */
  knowledge: KnowledgeBase[];
  glossary: Glossary;
  /** Reads the text of a photo (../offline/ocr.ts); without it photos cannot be read. */
  readImage?: (image: TutorImage, signal: AbortSignal) => Promise<string>;
  logger: Logger;
  /** Called by the provider's close() (e.g. the image reader's close, to end its worker). */
  close?: () => Promise<void>;
  /** The written course lessons (knowledge/curriculum.ts): every conversation draws on them. */
  curriculum?: CurriculumSearch;
  /** Builds a quiz through the quiz engine ("Quiz me on …"); without it the engine says it cannot. */
  createQuiz?: CreateQuiz;
}

/** The course lessons as the engine searches them (knowledge/curriculum.ts behind it). */
export interface CurriculumSearch {
  search(
    query: string,
    options: { userId: string; lang: Locale; student: StudentProfile; limit: number; signal?: AbortSignal },
  ): Promise<Passage[]>;
  /** The written lessons nearest to a question nothing answered, as Markdown links. */
  nearest(
    query: string,
    options: { lang: Locale; student: StudentProfile; limit: number },
  ): Promise<string[]>;
  /** A written lesson's parts in one language, in order (sections, key terms, worked example). */
  lesson?(lessonId: string, lang: Locale): Passage[] | undefined;
}

/** Lesson passages quoted in a plain answer at most (the best, and a second close one). */
const LESSON_PASSAGES = 2;
/** A second lesson passage is quoted only when it scores at least this share of the first. */
const SECOND_PASSAGE_SHARE = 0.6;
/** A passage that names both sides of a comparison comes first from this share of the best score. */
const BOTH_SIDES_SHARE = 0.5;
/**
 * A lesson section up to this long is quoted whole; a longer one, its paragraphs that answer up to this
 * long (retrieval.ts answerExcerpt). About one section of the year 2-3 lessons: measured with the
 * tutor evaluation (bench/tutor-eval.mjs), 900 characters left out the fact asked for in a quarter of
 * the grade 11-12 questions (years23: 70.3% at 900, 81.3% at 1200, 87.5% at 1600).
 */
const WHOLE_PASSAGE_CHARS = 1600;

export const OFFLINE_PROVIDER_INFO: ProviderInfo = { kind: 'offline', model: 'nibras-offline' };

/** Words that ask for the answer again after a hint ("again", "the full answer", "أعطني الحل كاملًا"). */
const REVEAL_WORDS = new Set(
  searchWords(
    'again full complete whole show reveal solution answer tell me the rest more ok okay yes please ' +
      'مره اخري أخرى ثانيه ثانية كامله كاملة كاملا كاملًا الكامله الكاملة اعرض أظهر اظهر الحل حل الإجابة الاجابه الجواب نعم حسنا طيب',
  ),
);
/** Greetings and asking what the engine can do. */
const GREETING_WORDS = new Set(
  searchWords(
    'hi hello hey salam greeting greetings thanks thank help start capabilities ' +
      'مرحبا أهلا اهلا السلام عليكم سلام شكرا مساعده مساعدة ساعدني تستطيع تقدر تفعل',
  ),
);

/** Words that name the file itself ("summarize this file", "ما في الملف"): not a topic to look for in it. */
const FILE_WORDS = new Set(
  searchTerms('file files document documents pdf page pages ملف ملفي ملفات مستند مستندات صفحة صفحات'),
);

/** The question without the words that name the file. */
function withoutFileWords(text: string): string {
  return searchWords(text)
    .filter((word) => !wordTerms(word).some((term) => FILE_WORDS.has(term)))
    .join(' ');
}

/** The file a conversation is about: the source of its first file passage. */
function fileOf(sources: readonly Passage[]): PassageSource | undefined {
  return sources.find((passage) => passage.source.kind === 'file')?.source;
}

/** The lesson a conversation is about: the source of its first lesson passage. */
function lessonOf(sources: readonly Passage[]): PassageSource | undefined {
  return sources.find((passage) => passage.source.kind === 'lesson')?.source;
}

/**
 * What a grounded conversation is about (a file or a lesson), as its answer names it: its own
 * passages, the heading over them, the line when it does not cover the question, and how a passage
 * is cited (a page or a section link).
 */
interface Subject {
  owns(passage: Passage): boolean;
  heading: string;
  notCovered: string;
  /** "On [p. 3](#page=3):" or "In [§ Heading](#section=s1):"; null without a page or section. */
  cite(passage: Passage): string | null;
  /** The subject named for a hint: "Your file “x” ([p. 3](#page=3))". */
  where(passage: Passage): string;
}

function fileSubject(file: PassageSource, lang: Locale): Subject {
  const title = inline(file.title);
  return {
    owns: (passage) => passage.source.kind === 'file' && passage.source.id === file.id,
    heading: MESSAGES.fileHeading[lang](title),
    notCovered: MESSAGES.fileNotCovered[lang](title),
    cite: ({ source }) =>
      source.page === undefined ? null : MESSAGES.onPage[lang](pageLink(source.page, lang, source.pageUnit)),
    where: ({ source }) =>
      source.page === undefined
        ? sourceName(source, lang)
        : MESSAGES.fileWhere[lang](title, pageLink(source.page, lang, source.pageUnit)),
  };
}

function lessonSubject(lesson: PassageSource, lang: Locale): Subject {
  const title = inline(lesson.title);
  const link = (source: PassageSource) =>
    source.sectionId === undefined ? null : sectionLink(source.section ?? '', source.sectionId);
  return {
    owns: (passage) => passage.source.kind === 'lesson' && passage.source.id === lesson.id,
    heading: MESSAGES.lessonHeading[lang](title),
    notCovered: MESSAGES.lessonNotCovered[lang](title),
    cite: ({ source }) => {
      const cited = link(source);
      return cited === null ? null : MESSAGES.inSection[lang](cited);
    },
    where: ({ source }) => {
      const cited = link(source);
      return cited === null ? sourceName(source, lang) : MESSAGES.lessonWhere[lang](title, cited);
    },
  };
}

/** Splits the reply into chunks at sentence ends and line breaks (their concatenation is the reply). */
export function replyChunks(text: string): string[] {
  const chunks: string[] = [];
  let last = 0;
  for (const match of text.matchAll(/[.!?؟؛](?=[ \t\n])[ \t]*|\n+/g)) {
    const end = match.index + match[0].length;
    if (end > last) chunks.push(text.slice(last, end));
    last = end;
  }
  if (last < text.length) chunks.push(text.slice(last));
  return chunks;
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'AbortError');
}

/** True when a reply quoted (part of) the passage: its first words appear in it. */
function quotedIn(reply: string, passage: Passage): boolean {
  if (reply === '') return false;
  const { kind, id, sectionId } = passage.source;
  // A lesson part is cited by its link (a key-terms part may have been quoted a line at a time).
  if (kind === 'lesson' && sectionId !== undefined && reply.includes(`#lesson=${id}&section=${sectionId})`))
    return true;
  const words = searchWords(passage.text).slice(0, 12).join(' ');
  return words !== '' && searchWords(reply).join(' ').includes(words);
}

/** Meaningful words of a question (no grammar, asking or reveal words). */
function topicWords(text: string): string[] {
  return [...questionTerms(text)].filter((term) => !REVEAL_WORDS.has(term));
}

function glossaryLine(entry: GlossaryEntry, lang: Locale): string {
  const [term, other] = lang === 'ar' ? [entry.ar, entry.en] : [entry.en, entry.ar];
  const definition = entry.definition?.[lang];
  return `- **${inline(term)}** (${inline(other)})${definition ? `: ${definition}` : ''}`;
}

function glossaryBlock(entries: readonly GlossaryEntry[], lang: Locale): string {
  return [MESSAGES.glossaryHeading[lang], ...entries.map((entry) => glossaryLine(entry, lang))].join('\n');
}

function translationTable(entries: readonly GlossaryEntry[], from: Locale, lang: Locale): string {
  const header = MESSAGES.tableHeader[lang];
  const cell = (text: string) => inline(text);
  const rows = entries.map((entry) => {
    const [term, translation] = from === 'ar' ? [entry.ar, entry.en] : [entry.en, entry.ar];
    return `| ${cell(term)} | ${cell(translation)} | ${cell(subjectName(entry.subject, lang))} |`;
  });
  return [
    `| ${header.term} | ${header.translation} | ${header.subject} |`,
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** Glossary entries of a text, without repeats, at most `max`. */
function glossaryTerms(glossary: Glossary, text: string, max: number): GlossaryEntry[] {
  const seen = new Set<string>();
  const entries: GlossaryEntry[] = [];
  for (const entry of glossary.find(text)) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    entries.push(entry);
    if (entries.length >= max) break;
  }
  return entries;
}

/** The offline study engine: see the module comment. */
export function createOfflineProvider(deps: OfflineProviderDeps): TutorProvider {
  const { glossary, logger } = deps;

  function summaryReply(target: string, lang: Locale): string {
    const summary = summarize(target);
    if (summary.total === 0) return MESSAGES.summaryEmpty[lang];
    if (summary.total <= 2) return `${MESSAGES.summaryShort[lang]}\n\n${bulletList(summary.sentences)}`;
    return [
      MESSAGES.summaryLead[lang](summary.sentences.length, summary.total),
      bulletList(summary.sentences),
      MESSAGES.summaryNote[lang],
    ].join('\n\n');
  }

  function translateReply(target: string, from: Locale, lang: Locale): string {
    const entries = glossaryTerms(glossary, target, 40);
    if (entries.length === 0) return `${MESSAGES.translateNone[lang]}\n\n${MESSAGES.translateFull[lang]}`;
    return [
      MESSAGES.translateLead[lang],
      translationTable(entries, from, lang),
      MESSAGES.translateFull[lang],
    ].join('\n\n');
  }

  function nothingFound(
    lang: Locale,
    hadSources: boolean,
    glossaryEntries: GlossaryEntry[],
    lead?: string,
    nearest: readonly string[] = [],
  ): string {
    const parts = [
      lead ?? (hadSources ? MESSAGES.nothingFoundWithSources[lang] : MESSAGES.nothingFound[lang]),
    ];
    if (nearest.length > 0)
      parts.push([MESSAGES.nearestLessons[lang], ...nearest.map((link) => `- ${link}`)].join('\n'));
    if (glossaryEntries.length > 0) {
      parts.push(
        [MESSAGES.glossaryOnly[lang], ...glossaryEntries.map((entry) => glossaryLine(entry, lang))].join(
          '\n',
        ),
      );
    }
    parts.push(MESSAGES.offlineLimit[lang]);
    return parts.join('\n\n');
  }

  function quotedPassages(passages: readonly Passage[], terms: ReadonlySet<string>, lang: Locale): string[] {
    return passages.map(
      (passage) => `${sourceLabel(passage.source, lang)}:\n\n${quote(excerpt(passage, terms).text)}`,
    );
  }

  function hintReply(
    question: string,
    passages: readonly Passage[],
    entries: GlossaryEntry[],
    lang: Locale,
    /** Names the passage with its link in a conversation about a file or a lesson. */
    subject?: Subject,
  ): string {
    const terms = questionTerms(question);
    const [first] = passages;
    const hints: string[] = [];
    if (first) {
      const shared = sharedWords(question, first.text).map((word) => `**${inline(word)}**`);
      const where = subject ? subject.where(first) : sourceName(first.source, lang);
      hints.push(MESSAGES.hintWhere[lang](where, listWords(shared, lang)));
      const best = excerpt(first, terms).best;
      const blank = best ? cloze(best.text, terms) : null;
      if (blank) hints.push(MESSAGES.hintBlank[lang](blank.text));
    }
    for (const entry of entries.slice(0, 2)) {
      const [term, other] = lang === 'ar' ? [entry.ar, entry.en] : [entry.en, entry.ar];
      hints.push(MESSAGES.hintRecall[lang](`**${inline(term)}** (${inline(other)})`));
    }
    hints.push(MESSAGES.hintOwnWords[lang]);
    return [MESSAGES.hintLead[lang], hints.map((hint) => `- ${hint}`).join('\n'), HINT_CLOSING[lang]].join(
      '\n\n',
    );
  }

  /** A passage of the conversation's file or lesson: "On [p. 3](#page=3):" and the quote. */
  function quotedCited(subject: Subject, passage: Passage, body: string): string {
    const cited = subject.cite(passage);
    return cited === null ? quote(body) : `${cited}\n\n${quote(body)}`;
  }

  /**
   * The answer in a conversation about a file or a lesson: its passages under "From your file" /
   * "From the lesson" with page or section links, then anything else under "General knowledge"; or
   * plainly that the file or lesson does not cover it.
   */
  function groundedAnswer(
    subject: Subject,
    question: string,
    passages: readonly Passage[],
    entries: GlossaryEntry[],
    terms: ReadonlySet<string>,
    lang: Locale,
    mode: 'question' | 'explain' | 'examples',
    hint: boolean,
  ): string {
    const own = passages.filter((p) => subject.owns(p));
    const other = passages.filter((p) => !own.includes(p));
    const beyond = [
      ...quotedPassages(other, terms, lang),
      ...(entries.length > 0 ? [glossaryBlock(entries, lang)] : []),
    ];
    const general = beyond.length > 0 ? [MESSAGES.generalKnowledge[lang], ...beyond] : [];
    const { heading } = subject;
    if (own.length === 0) {
      return [subject.notCovered, ...general, MESSAGES.offlineLimit[lang]].join('\n\n');
    }
    if (hint) return hintReply(question, own, entries, lang, subject);
    if (mode === 'examples') {
      const examples = own
        .map((passage) => ({ passage, sentences: exampleSentences(passage, terms) }))
        .filter((entry) => entry.sentences.length > 0);
      if (examples.length > 0) {
        return [
          heading,
          MESSAGES.examplesInFile[lang],
          ...examples.map((entry) => quotedCited(subject, entry.passage, bulletList(entry.sentences))),
          ...general,
        ].join('\n\n');
      }
      return [
        heading,
        MESSAGES.noExamplesInFile[lang],
        ...own.map((passage) => quotedCited(subject, passage, excerpt(passage, terms).text)),
        ...general,
      ].join('\n\n');
    }
    return [
      heading,
      ...own.map((passage) => quotedCited(subject, passage, excerpt(passage, terms).text)),
      ...general,
    ].join('\n\n');
  }

  /** The question a hint was about, when the student now asks again for the full answer. */
  function askedAgain(request: TutorRequest, question: string): string | null {
    const history = request.history;
    const previousReply = history[history.length - 1];
    const previousQuestion = history[history.length - 2];
    if (!previousReply || previousReply.role !== 'assistant' || previousQuestion?.role !== 'user')
      return null;
    if (!previousReply.text.includes(HINT_CLOSING.en) && !previousReply.text.includes(HINT_CLOSING.ar))
      return null;
    const now = topicWords(question);
    if (now.length === 0) return previousQuestion.text;
    const before = new Set(topicWords(previousQuestion.text));
    const shared = now.filter((term) => before.has(term)).length;
    return shared / now.length >= 0.5 ? `${previousQuestion.text}\n${question}` : null;
  }

  async function answer(
    request: TutorRequest,
    question: string,
    lang: Locale,
    mode: 'question' | 'explain' | 'examples',
  ): Promise<string> {
    const repeated = mode === 'question' && request.hintFirst ? askedAgain(request, question) : null;
    const query = repeated ?? question;
    const file = fileOf(request.sources);
    const lesson = file ? undefined : lessonOf(request.sources);
    // In a file conversation "summarize this file" looks for what the file says, not for "file";
    // in a lesson conversation, the same for "lesson".
    const searched = file ? withoutFileWords(query) : lesson ? withoutLessonWords(query) : query;
    const passages = await retrieve({
      userId: request.userId,
      query: searched,
      sources: request.sources,
      knowledge: deps.knowledge,
      signal: request.signal,
      logger,
    });
    const entries = glossaryTerms(glossary, query, mode === 'question' ? 3 : 5);
    const terms = questionTerms(searched);
    const hadSources = request.sources.length > 0;

    if (file || lesson) {
      const subject = file ? fileSubject(file, lang) : lessonSubject(lesson as PassageSource, lang);
      const hint = mode === 'question' && request.hintFirst && repeated === null;
      return groundedAnswer(subject, question, passages, entries, terms, lang, mode, hint);
    }

    // A plain conversation: the course lessons first, then the student's own material.
    const sides = request.replacing ? null : comparedSides(query);
    // Regenerating: more of them, so the next best are there once those quoted are skipped; comparing:
    // more, so each side's section is among them.
    const found = await searchLessons(
      request,
      query,
      lang,
      LESSON_PASSAGES + (request.replacing ? 4 : sides ? 6 : 1),
    );
    const chosen = chooseLessons(found, request);
    const lessons = withTeachingSection(
      sides ? await bothSides(chosen, found, sides, request, lang) : chosen,
      terms,
      lang,
      request.replacing,
    );
    if (lessons.length > 0 || passages.length > 0) {
      // Regenerated with nothing new to quote: the same passages, worded the other way round.
      const again = Boolean(request.replacing) && lessons.every((p) => quotedIn(request.replacing ?? '', p));
      return plainAnswer(
        request,
        question,
        again ? [...lessons].reverse() : lessons,
        passages,
        entries,
        terms,
        lang,
        mode,
        repeated !== null,
        again,
      );
    }
    const nearest = await nearestLessons(request, query, lang);
    return nothingFound(
      lang,
      hadSources,
      entries,
      mode === 'explain'
        ? MESSAGES.explainNothing[lang]
        : mode === 'examples'
          ? MESSAGES.examplesNothing[lang]
          : undefined,
      nearest,
    );
  }

  /** The lessons' passages for a question (none without a curriculum or when it fails). */
  async function searchLessons(
    request: TutorRequest,
    query: string,
    lang: Locale,
    limit: number,
  ): Promise<Passage[]> {
    if (!deps.curriculum) return [];
    try {
      return await deps.curriculum.search(query, {
        userId: request.userId,
        lang,
        student: request.student,
        limit,
        signal: request.signal,
      });
    } catch (error) {
      if (isAbort(error, request.signal)) throw error;
      logger.warn({ err: error }, 'offline tutor: the curriculum search failed');
      return [];
    }
  }

  async function nearestLessons(request: TutorRequest, query: string, lang: Locale): Promise<string[]> {
    if (!deps.curriculum) return [];
    try {
      return await deps.curriculum.nearest(query, { lang, student: request.student, limit: 3 });
    } catch (error) {
      logger.warn({ err: error }, 'offline tutor: the nearest lessons could not be found');
      return [];
    }
  }

  /**
   * The lesson passages worth quoting: the best, and a second one from another section when it scores
   * close to it. A regenerated reply skips what the reply it replaces quoted (the next best passages).
   */
  function chooseLessons(found: readonly Passage[], request: TutorRequest): Passage[] {
    const replaced = request.replacing ?? '';
    const fresh = found.filter((passage) => !quotedIn(replaced, passage));
    const pool = fresh.length > 0 ? fresh : [...found];
    const [best, ...rest] = pool;
    if (!best) return [];
    const chosen = [best];
    // For the second place a section that teaches beats the key-terms list when they score alike.
    const weight = (passage: Passage) =>
      (passage.score ?? 0) * (passage.source.sectionId === KEY_TERMS_PART ? 0.95 : 1);
    rest.sort((a, b) => weight(b) - weight(a));
    for (const passage of rest) {
      if (chosen.length >= LESSON_PASSAGES) break;
      const close = (passage.score ?? 0) >= SECOND_PASSAGE_SHARE * (best.score ?? 0);
      const sameSection =
        passage.source.id === best.source.id && passage.source.sectionId === best.source.sectionId;
      if (close && !sameSection) chosen.push(passage);
    }
    return chosen;
  }

  /**
   * A comparison quotes what the lessons say of both sides (compare.ts), in this order of preference:
   * - the sections of each side, when the best passage's heading names one side and another found
   *   passage's heading names the other (gymnosperms, then angiosperms);
   * - else the passage that names both sides most (the lesser of its two counts), scoring at least
   *   BOTH_SIDES_SHARE of the best, first: one section often treats the two together (a table of
   *   wave types, "for" and "since");
   * - else, when the chosen passages name only one side, the best passage that names the other (found
   *   with the question, else by a search for that side alone).
   */
  async function bothSides(
    chosen: Passage[],
    found: readonly Passage[],
    sides: [string, string],
    request: TutorRequest,
    lang: Locale,
  ): Promise<Passage[]> {
    const [best] = chosen;
    if (!best) return chosen;
    const [first, second] = sideWords(sides);
    if (first.size === 0 || second.size === 0) return chosen;
    const same = (a: Passage, b: Passage) =>
      a.source.id === b.source.id && a.source.sectionId === b.source.sectionId;
    const text = (passage: Passage) =>
      deps.curriculum?.lesson?.(passage.source.id, lang)?.find((part) => same(part, passage))?.text ??
      passage.text;
    const heading = (passage: Passage) => passage.source.section ?? '';
    const headed = (passage: Passage, words: ReadonlySet<string>) => mentions(heading(passage), words) > 0;
    const onlyOne = (passage: Passage) =>
      headed(passage, first) !== headed(passage, second) ? (headed(passage, first) ? first : second) : null;

    // Each side's own section.
    const side = onlyOne(best);
    if (side) {
      const other = side === first ? second : first;
      const own = found.find((passage) => !same(passage, best) && onlyOne(passage) === other);
      if (own) return [best, own];
    }
    // The passage that treats both together.
    const together = (passage: Passage) =>
      Math.min(mentions(text(passage), first), mentions(text(passage), second));
    const floor = BOTH_SIDES_SHARE * (best.score ?? 0);
    const both = found
      .filter((passage) => (passage.score ?? 0) >= floor && together(passage) > 0)
      .sort((a, b) => together(b) - together(a) || (b.score ?? 0) - (a.score ?? 0))[0];
    if (both && (same(both, best) || together(both) > together(best))) {
      return [both, ...chosen.filter((passage) => !same(passage, both))].slice(0, LESSON_PASSAGES);
    }
    // The other side, from another passage.
    const named = mentions(text(best), first) > 0 ? second : mentions(text(best), second) > 0 ? first : null;
    if (!named || chosen.some((passage) => passage !== best && mentions(text(passage), named) > 0))
      return chosen;
    let other = found.find((passage) => !same(passage, best) && mentions(text(passage), named) > 0);
    if (!other) {
      const words = named === first ? sides[0] : sides[1];
      other = (await searchLessons(request, words, lang, 3)).find(
        (passage) => !same(passage, best) && mentions(text(passage), named) > 0,
      );
    }
    return other ? [best, other] : chosen;
  }

  /**
   * A key term answers "what is X?" in a line; the section that teaches X says more. With a key-terms
   * hit, the lines that hold the question's words, then that section (the lesson's part that holds the
   * most of them, other than the key terms and the worked example).
   */
  function withTeachingSection(
    chosen: Passage[],
    terms: ReadonlySet<string>,
    lang: Locale,
    replaced = '',
  ): Passage[] {
    const [best] = chosen;
    if (!best || best.source.sectionId !== KEY_TERMS_PART || !deps.curriculum?.lesson) return chosen;
    const lines = best.text.split('\n').filter((line) => overlap(line, terms) > 0);
    const definition = { ...best, text: (lines.length > 0 ? lines.slice(0, 2) : [best.text]).join('\n') };
    if (
      chosen.some(
        (p) => p !== best && p.source.id === best.source.id && p.source.sectionId !== KEY_TERMS_PART,
      )
    )
      return [definition, ...chosen.slice(1)];
    const parts = deps.curriculum.lesson(best.source.id, lang) ?? [];
    const teaching = parts
      .filter(
        (part) => part.source.sectionId !== KEY_TERMS_PART && part.source.sectionId !== WORKED_EXAMPLE_PART,
      )
      // A regenerated reply does not quote again the section its predecessor quoted.
      .filter((part) => !quotedIn(replaced, part))
      .map((part, order) => ({ part, order, hits: overlap(part.text, terms) }))
      .filter((entry) => entry.hits > 0)
      .sort((a, b) => b.hits - a.hits || a.order - b.order)[0]?.part;
    return teaching ? [definition, teaching] : [definition, ...chosen.slice(1)];
  }

  /**
   * A lesson passage as quoted. A section is quoted from its whole text (the search found one part of
   * it; the sentences that answer may be in another): whole when short, else the sentences that
   * answer (retrieval.ts answerExcerpt). Key terms and the worked example: whole when short or a
   * table, else their best part.
   */
  function lessonQuote(passage: Passage, terms: ReadonlySet<string>, lang: Locale): string {
    const text = passage.text.trim();
    const { id, sectionId } = passage.source;
    if (sectionId !== KEY_TERMS_PART && sectionId !== WORKED_EXAMPLE_PART) {
      const section = deps.curriculum
        ?.lesson?.(id, lang)
        ?.find((part) => part.source.sectionId === sectionId);
      return answerExcerpt(section?.text ?? text, terms, WHOLE_PASSAGE_CHARS);
    }
    if (text.length <= WHOLE_PASSAGE_CHARS || /^\s*\|.*\|\s*$/m.test(text)) return text;
    return excerpt(passage, terms).text;
  }

  /** The answer of a plain conversation: lessons (cited with links), then the student's material. */
  function plainAnswer(
    request: TutorRequest,
    question: string,
    lessons: readonly Passage[],
    passages: readonly Passage[],
    entries: GlossaryEntry[],
    terms: ReadonlySet<string>,
    lang: Locale,
    mode: 'question' | 'explain' | 'examples',
    repeated: boolean,
    again = false,
  ): string {
    const all = [...lessons, ...passages];
    if (mode === 'question' && request.hintFirst && !repeated) return hintReply(question, all, entries, lang);
    if (mode === 'examples') {
      const examples = all
        .map((passage) => ({ passage, sentences: exampleSentences(passage, terms) }))
        .filter((entry) => entry.sentences.length > 0);
      if (examples.length > 0) {
        return [
          MESSAGES.examplesLead[lang],
          ...examples.map(
            (entry) => `${sourceLabel(entry.passage.source, lang)}:\n\n${quote(bulletList(entry.sentences))}`,
          ),
        ].join('\n\n');
      }
      return [MESSAGES.examplesNoneExplicit[lang], ...quotedPassages(all, terms, lang)].join('\n\n');
    }
    const parts: string[] = [];
    if (lessons.length > 0) {
      parts.push(
        mode === 'explain'
          ? MESSAGES.explainLead[lang]
          : again
            ? MESSAGES.lessonsLeadAgain[lang]
            : MESSAGES.lessonsLead[lang],
      );
      for (const passage of lessons)
        parts.push(
          `${curriculumCitation(passage.source, lang)}\n\n${quote(lessonQuote(passage, terms, lang))}`,
        );
    }
    if (passages.length > 0) {
      parts.push(
        lessons.length > 0
          ? MESSAGES.alsoInMaterial[lang]
          : mode === 'explain'
            ? MESSAGES.explainLead[lang]
            : MESSAGES.answerLead[lang],
      );
      parts.push(...quotedPassages(passages.slice(0, lessons.length > 0 ? 1 : 3), terms, lang));
    }
    // The glossary's bilingual terms beside the student's own material (a lesson defines its own).
    if (entries.length > 0 && lessons.length === 0) parts.push(glossaryBlock(entries, lang));
    return parts.join('\n\n');
  }

  /** After a maths hint, a request for the rest ("show me the solution") gets the whole solution. */
  function revealedMaths(request: TutorRequest, question: string) {
    const history = request.history;
    const previousReply = history[history.length - 1];
    const previousQuestion = history[history.length - 2];
    if (previousReply?.role !== 'assistant' || previousQuestion?.role !== 'user') return null;
    const asksForMore =
      topicWords(question).length === 0 && searchWords(question).some((word) => REVEAL_WORDS.has(word));
    if (!asksForMore) return null;
    const lang = detectLanguage(previousQuestion.text, request.uiLocale);
    const hinted = solveMaths(previousQuestion.text, { lang, hintFirst: true });
    // Only when the previous reply was that very hint.
    if (!hinted || !previousReply.text.includes(hinted.markdown.slice(0, 40))) return null;
    return solveMaths(previousQuestion.text, { lang, hintFirst: false });
  }

  /**
   * "Summarize this file": the key sentences of the whole file (every page sent is weighed together,
   * so a page counts by what it shares with the rest), in order, each with a link to its page.
   */
  function fileSummary(file: PassageSource, sources: readonly Passage[], lang: Locale): string {
    const pages = sources.filter(
      (passage) => passage.source.kind === 'file' && passage.source.id === file.id,
    );
    const wanted = Math.min(10, Math.max(3, Math.ceil(pages.length / 2)));
    const summary = summarize(pages.map((page) => page.text).join('\n\n'), {
      maxSentences: wanted,
      minSentences: Math.min(3, wanted),
      keepFirst: true,
    });
    if (summary.total === 0) return MESSAGES.summaryEmpty[lang];
    const lines = summary.sentences.map((sentence) => {
      const source = pages.find((passage) => passage.text.includes(sentence.text))?.source;
      const text = sentence.text.replace(/\s*\n\s*/g, ' ');
      return source?.page === undefined
        ? `- ${text}`
        : `- ${text} (${pageLink(source.page, lang, source.pageUnit)})`;
    });
    return [
      MESSAGES.fileSummaryLead[lang](inline(file.title), pages.length),
      lines.join('\n'),
      MESSAGES.fileSummaryNote[lang],
    ].join('\n\n');
  }

  /**
   * "Summarize this lesson" in the lesson's own conversation: each section in a sentence or two, with
   * the § link that shows it beside the chat. Null when the sources hold no section of it.
   */
  function conversationLessonSummary(
    lesson: PassageSource,
    sources: readonly Passage[],
    lang: Locale,
  ): string | null {
    const sections = sources.filter(
      (passage) =>
        passage.source.kind === 'lesson' &&
        passage.source.id === lesson.id &&
        passage.source.sectionId !== KEY_TERMS_PART &&
        passage.source.sectionId !== WORKED_EXAMPLE_PART,
    );
    if (sections.length === 0) return null;
    const lines = sections.map((part) => {
      const { sentences } = summarize(part.text, { maxSentences: 2 });
      const link = sectionLink(part.source.section ?? '', part.source.sectionId ?? '');
      return `- ${link}: ${sentences.map((sentence) => sentence.text.replace(/\s*\n\s*/g, ' ')).join(' ')}`;
    });
    return [
      MESSAGES.lessonSummaryLead[lang](
        `«${inline(lesson.title)}»`.replace(/^«(.*)»$/, lang === 'ar' ? '«$1»' : '“$1”'),
      ),
      lines.join('\n'),
      MESSAGES.lessonSummaryNote[lang],
    ].join('\n\n');
  }

  /** "Summarize this: <text>": its key sentences, in order. */
  function textSummary(text: string, lang: Locale): string {
    const summary = summarize(text, { keepFirst: true, minSentences: 3 });
    if (summary.total === 0) return MESSAGES.summaryEmpty[lang];
    if (summary.total <= 2) return `${MESSAGES.textShort[lang]}\n\n${bulletList(summary.sentences)}`;
    return [
      MESSAGES.textSummaryLead[lang](summary.sentences.length, summary.total),
      bulletList(summary.sentences),
      MESSAGES.textSummaryNote[lang],
    ].join('\n\n');
  }

  /**
   * "Summarize the lesson on X" in a plain conversation: the lesson that best matches, each of its
   * sections in a sentence or two with a link to it. Null when no lesson matches (the question is then
   * answered as any other).
   */
  async function lessonSummary(request: TutorRequest, topic: string, lang: Locale): Promise<string | null> {
    if (!deps.curriculum || topic === '') return null;
    const [best] = await searchLessons(request, topic, lang, 1);
    if (!best) return null;
    const lesson = deps.curriculum.lesson?.(best.source.id, lang);
    if (!lesson || lesson.length === 0) return null;
    const lines = lesson
      .filter((part) => part.source.sectionId !== 'key-terms' && part.source.sectionId !== 'worked-example')
      .map((part) => {
        const { sentences } = summarize(part.text, { maxSentences: 2 });
        const link = curriculumCitation(
          { ...part.source, course: undefined, unit: undefined, title: '' },
          lang,
        );
        return `- ${link}: ${sentences.map((sentence) => sentence.text).join(' ')}`;
      });
    const first = lesson[0] as Passage;
    return [
      MESSAGES.lessonSummaryLead[lang](
        curriculumCitation({ ...first.source, section: undefined, sectionId: undefined }, lang),
      ),
      lines.join('\n'),
      MESSAGES.lessonSummaryNote[lang],
    ].join('\n\n');
  }

  /** "Quiz me on …": a quiz from the conversation's lesson or file, else from what matches the topic. */
  async function quizAnswer(request: TutorRequest, topic: string, lang: Locale): Promise<string> {
    if (!deps.createQuiz) return `${MESSAGES.quizUnavailable[lang]}`;
    const subject = fileOf(request.sources) ?? lessonOf(request.sources);
    let passages: Passage[];
    if (subject && topic === '') {
      passages = [{ source: subject, text: '' }];
    } else if (topic === '') {
      passages = [];
    } else {
      const lessons = await searchLessons(request, topic, lang, 3);
      const own = await retrieve({
        userId: request.userId,
        query: topic,
        sources: request.sources,
        knowledge: deps.knowledge,
        signal: request.signal,
        logger,
      });
      passages = [...own.filter((p) => subject && p.source.id === subject.id), ...lessons, ...own];
    }
    return quizReply({
      createQuiz: deps.createQuiz,
      userId: request.userId,
      topic,
      passages,
      lang,
      signal: request.signal,
    });
  }

  async function readPhoto(image: TutorImage, signal: AbortSignal): Promise<string | null> {
    if (!deps.readImage) return null;
    try {
      return await deps.readImage(image, signal);
    } catch (error) {
      if (isAbort(error, signal)) throw error;
      logger.warn({ err: error }, 'offline tutor: the photo could not be read');
      throw new TutorError('unreadableImage', { cause: error });
    }
  }

  async function compose(request: TutorRequest): Promise<string> {
    const typed = request.question.text.trim();
    let question = typed;
    let preface = '';
    if (request.question.image) {
      const fallbackLang = detectLanguage(typed, request.uiLocale);
      const read = await readPhoto(request.question.image, request.signal);
      if (read === null)
        return `${MESSAGES.photoUnavailable[fallbackLang]}\n\n${MESSAGES.capabilities[fallbackLang]}`;
      const photoText = read.trim();
      if (!/[\p{L}\p{N}]/u.test(photoText)) return MESSAGES.photoUnclear[fallbackLang];
      const lang = detectLanguage(/\p{L}/u.test(typed) ? typed : photoText, request.uiLocale);
      preface = `${MESSAGES.photoRead[lang]}\n\n${quote(photoText)}\n\n`;
      question = typed === '' ? photoText : `${typed}\n${photoText}`;
    }

    const action = request.action;
    if (action) {
      const targetLang = detectLanguage(action.target, request.uiLocale);
      // Without words of the student's own, the reply speaks the reply's language; a translation, the other.
      const own = /\p{L}/u.test(typed) ? detectLanguage(typed, request.uiLocale) : null;
      const lang = own ?? targetLang;
      switch (action.kind) {
        case 'summarize':
          return summaryReply(action.target, lang);
        case 'translate':
          return translateReply(action.target, targetLang, own ?? (targetLang === 'ar' ? 'en' : 'ar'));
        case 'explain':
        case 'examples':
          return answer(request, action.target, lang, action.kind);
      }
    }

    const lang = detectLanguage(question, request.uiLocale);
    // A calculation is solved, not searched (and after a hint, "show me the solution" solves it whole).
    const revealed = request.hintFirst ? revealedMaths(request, question) : null;
    const maths = revealed ?? solveMaths(question, { lang, hintFirst: request.hintFirst });
    if (maths) return `${preface}${maths.markdown}`;
    // A calculation of a kind not worked out here (a limit, a series…): said plainly, then the lessons.
    const unsolved = unsolvedKind(question, lang);
    const intent = intentOf(question);
    if (intent?.kind === 'summarize-text') return `${preface}${textSummary(intent.text, lang)}`;
    if (intent?.kind === 'quiz') return `${preface}${await quizAnswer(request, intent.topic, lang)}`;
    const file = fileOf(request.sources);
    if (intent?.kind === 'summarize-subject' && file && intent.target !== 'lesson' && intent.topic === '') {
      return `${preface}${fileSummary(file, request.sources, lang)}`;
    }
    const lesson = file ? undefined : lessonOf(request.sources);
    if (intent?.kind === 'summarize-subject' && lesson && intent.target !== 'file' && intent.topic === '') {
      const summary = conversationLessonSummary(lesson, request.sources, lang);
      if (summary) return `${preface}${summary}`;
    }
    if (intent?.kind === 'summarize-subject' && !file && !lesson) {
      const summary = await lessonSummary(request, intent.topic, lang);
      if (summary) return `${preface}${summary}`;
    }
    const topic = topicWords(question).filter((term) => !GREETING_WORDS.has(term));
    if (topic.length === 0 && !(request.hintFirst && askedAgain(request, question))) {
      const greeted = searchWords(question).some((word) => GREETING_WORDS.has(word));
      const intro = greeted || question === '' ? '' : `${MESSAGES.askAboutTopic[lang]}\n\n`;
      return `${preface}${intro}${MESSAGES.capabilities[lang]}`;
    }
    const lead = unsolved ? `${MESSAGES.notStepByStep[lang](unsolved)}\n\n` : '';
    return `${preface}${lead}${await answer(request, question, lang, 'question')}`;
  }

  async function* reply(request: TutorRequest): AsyncGenerator<string> {
    const { signal } = request;
    if (signal.aborted) return;
    let text: string;
    try {
      text = await compose(request);
    } catch (error) {
      if (isAbort(error, signal)) return;
      throw error;
    }
    for (const chunk of replyChunks(text)) {
      if (signal.aborted) return;
      yield chunk;
      // Let a stop (another request) land between two sentences.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  return {
    info: OFFLINE_PROVIDER_INFO,
    reply,
    async close() {
      await deps.close?.();
    },
  };
}
