/**
 * A course lesson for the tutor (the lesson tutor, `/courses/ai?lesson=`): the grounding of a
 * conversation about one lesson (`lessonId` on the conversation).
 *
 * A written lesson is small (3 to 5 sections, its key terms and a worked example), so its parts are
 * ranked by simple scoring rather than an index: the question's search terms (normalizeForSearch and
 * the offline engine's light stemming, offline/retrieval.ts) counted in each part's body, twice in
 * its heading. The passages sent are the parts most relevant to the question; else to the student's
 * previous question (a follow-up such as "and its unit?"); else (a question like "summarize this
 * lesson") the whole lesson in order, so the reply always rests on the lesson.
 *
 * Each passage is in one language: the language of the question (its Arabic-letter ratio), else the
 * student's interface language. Its source is `{kind: 'lesson', id, title, section, sectionId}`:
 * the section's heading names it, its id makes the citation `[§ heading](#section=<sectionId>)` that
 * the chat turns into a button opening the lesson beside it at that section. The key terms and the
 * worked example are parts too, with the ids `key-terms` and `worked-example`.
 */
import { detectLanguage } from '../offline/language.ts';
import { overlap, questionTerms } from '../offline/retrieval.ts';
import { searchTerms, wordTerms } from '../offline/terms.ts';
import { searchWords } from '../../search-text.ts';
import type { Locale, Passage } from '../types.ts';

/** Both languages of a text of the course content. */
export interface LessonText {
  en: string;
  ar: string;
}

/** What the tutor reads of a lesson: the course content's written lesson (docs/learning-plan.md). */
export interface TutorLesson {
  /** The full id, `courseId.lessonId` (`y1-physics-1.u1-l1`). */
  id: string;
  title: LessonText;
  /** Empty for an outline-only lesson (no text yet). */
  sections: readonly { id: string; heading: LessonText; body: LessonText }[];
  keyTerms?: readonly { term: LessonText; definition: LessonText }[];
  workedExample?: { problem: LessonText; steps: readonly LessonText[]; answer: LessonText };
}

/** Finds a lesson by its full id; undefined when there is none. */
export type LessonLookup = (lessonId: string) => TutorLesson | undefined;

/** The section id of the key terms and of the worked example (the lesson pane's anchors too). */
export const KEY_TERMS_SECTION = 'key-terms';
export const WORKED_EXAMPLE_SECTION = 'worked-example';

/** Parts sent with a question that matches some of them. */
export const LESSON_SOURCES = 3;
/** Characters of the whole lesson sent when nothing in it matches (a written lesson is well below). */
export const WHOLE_LESSON_CHARS = 16_000;

export const LESSON_PART_HEADINGS = {
  keyTerms: { en: 'Key terms', ar: 'المصطلحات الرئيسة' },
  workedExample: { en: 'Worked example', ar: 'مثال محلول' },
  steps: { en: 'Steps', ar: 'الخطوات' },
  answer: { en: 'Answer', ar: 'الإجابة' },
} as const;

/** Words that name the lesson itself ("summarize this lesson", "ما في الدرس"): not a topic to look for. */
const LESSON_WORDS = new Set(
  searchTerms('lesson lessons section sections unit course درس الدرس دروس قسم أقسام اقسام وحدة مقرر'),
);

/** The question without the words that name the lesson. */
export function withoutLessonWords(text: string): string {
  return searchWords(text)
    .filter((word) => !wordTerms(word).some((term) => LESSON_WORDS.has(term)))
    .join(' ');
}

/** A written lesson has sections; an outline-only one has none. */
export function isWritten(lesson: TutorLesson): boolean {
  return lesson.sections.length > 0;
}

interface Part {
  id: string;
  heading: string;
  body: string;
}

/** The lesson's parts in one language, in the lesson's order: sections, key terms, worked example. */
export function lessonParts(lesson: TutorLesson, lang: Locale): Part[] {
  const parts: Part[] = lesson.sections.map((section) => ({
    id: section.id,
    heading: section.heading[lang],
    body: section.body[lang],
  }));
  if (lesson.keyTerms && lesson.keyTerms.length > 0) {
    parts.push({
      id: KEY_TERMS_SECTION,
      heading: LESSON_PART_HEADINGS.keyTerms[lang],
      body: lesson.keyTerms.map((entry) => `- **${entry.term[lang]}**: ${entry.definition[lang]}`).join('\n'),
    });
  }
  const example = lesson.workedExample;
  if (example) {
    parts.push({
      id: WORKED_EXAMPLE_SECTION,
      heading: LESSON_PART_HEADINGS.workedExample[lang],
      body: [
        example.problem[lang],
        `${LESSON_PART_HEADINGS.steps[lang]}:`,
        example.steps.map((step, i) => `${i + 1}. ${step[lang]}`).join('\n'),
        `${LESSON_PART_HEADINGS.answer[lang]}: ${example.answer[lang]}`,
      ].join('\n\n'),
    });
  }
  return parts;
}

function passageOf(lesson: TutorLesson, part: Part, lang: Locale, score?: number): Passage {
  return {
    source: {
      kind: 'lesson',
      id: lesson.id,
      title: lesson.title[lang],
      section: part.heading,
      sectionId: part.id,
    },
    text: part.body,
    ...(score !== undefined && score > 0 ? { score } : {}),
  };
}

/** The parts that hold the query's terms, best first (heading words count twice), at most `limit`. */
function ranked(parts: readonly Part[], query: string, limit: number): { part: Part; score: number }[] {
  const terms = questionTerms(withoutLessonWords(query));
  if (terms.size === 0) return [];
  return parts
    .map((part, order) => ({
      part,
      order,
      score: 2 * overlap(part.heading, terms) + overlap(part.body, terms),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit);
}

/** The grounding passages of a conversation about `lesson`: see the module comment. */
export function lessonPassages(
  lesson: TutorLesson,
  request: { question: string; previousQuestion?: string; locale: Locale },
): Passage[] {
  const lang = detectLanguage(request.question, request.locale);
  const parts = lessonParts(lesson, lang);
  for (const query of [request.question, request.previousQuestion ?? '']) {
    if (query.trim() === '') continue;
    const best = ranked(parts, query, LESSON_SOURCES);
    if (best.length > 0) return best.map(({ part, score }) => passageOf(lesson, part, lang, score));
  }
  const whole: Passage[] = [];
  let used = 0;
  for (const part of parts) {
    used += part.body.length;
    if (whole.length > 0 && used > WHOLE_LESSON_CHARS) break;
    whole.push(passageOf(lesson, part, lang));
  }
  return whole;
}
