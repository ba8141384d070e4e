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
  cloze,
  excerpt,
  exampleSentences,
  questionTerms,
  quote,
  retrieve,
  sharedWords,
} from '../offline/retrieval.ts';
import { bulletList, summarize } from '../offline/summarize.ts';
import { searchWords } from '../../search-text.ts';
import { searchTerms, wordTerms } from '../offline/terms.ts';
import { withoutLessonWords } from '../knowledge/lessons.ts';
import type {
  KnowledgeBase,
  Locale,
  Passage,
  PassageSource,
  ProviderInfo,
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
}

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
      source.page === undefined ? null : MESSAGES.onPage[lang](pageLink(source.page, lang)),
    where: ({ source }) =>
      source.page === undefined
        ? sourceName(source, lang)
        : MESSAGES.fileWhere[lang](title, pageLink(source.page, lang)),
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
  ): string {
    const parts = [
      lead ?? (hadSources ? MESSAGES.nothingFoundWithSources[lang] : MESSAGES.nothingFound[lang]),
    ];
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

    if (mode === 'examples') {
      const examples = passages
        .map((passage) => ({ passage, sentences: exampleSentences(passage, terms) }))
        .filter((entry) => entry.sentences.length > 0);
      if (examples.length > 0) {
        return [
          MESSAGES.examplesLead[lang],
          ...examples.map(
            (entry) => `${sourceLabel(entry.passage.source, lang)}:\n\n${quote(bulletList(entry.sentences))}`,
          ),
          ...(entries.length > 0 ? [glossaryBlock(entries, lang)] : []),
        ].join('\n\n');
      }
      if (passages.length === 0)
        return nothingFound(lang, hadSources, entries, MESSAGES.examplesNothing[lang]);
      return [MESSAGES.examplesNoneExplicit[lang], ...quotedPassages(passages, terms, lang)].join('\n\n');
    }

    if (passages.length === 0) {
      return nothingFound(
        lang,
        hadSources,
        entries,
        mode === 'explain' ? MESSAGES.explainNothing[lang] : undefined,
      );
    }
    if (mode === 'question' && request.hintFirst && repeated === null) {
      return hintReply(question, passages, entries, lang);
    }
    return [
      mode === 'explain' ? MESSAGES.explainLead[lang] : MESSAGES.answerLead[lang],
      ...quotedPassages(passages, terms, lang),
      ...(entries.length > 0 ? [glossaryBlock(entries, lang)] : []),
    ].join('\n\n');
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
    const topic = topicWords(question).filter((term) => !GREETING_WORDS.has(term));
    if (topic.length === 0 && !(request.hintFirst && askedAgain(request, question))) {
      const greeted = searchWords(question).some((word) => GREETING_WORDS.has(word));
      const intro = greeted || question === '' ? '' : `${MESSAGES.askAboutTopic[lang]}\n\n`;
      return `${preface}${intro}${MESSAGES.capabilities[lang]}`;
    }
    return `${preface}${await answer(request, question, lang, 'question')}`;
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
