/**
 * The lesson tutor's tests read the real course catalogue (api/content/courses): a written lesson, an
 * outline-only one, and questions made from the lesson's own text (a word only one section holds), so
 * the tests follow the content when a teacher corrects it.
 */
import { loadCatalogue, tutorLessons } from '../../courses/catalogue.ts';
import { searchWords } from '../../search-text.ts';
import { lessonParts, type TutorLesson } from '../knowledge/lessons.ts';
import { QUERY_WORDS } from '../offline/stopwords.ts';
import { searchTerms, wordTerms } from '../offline/terms.ts';
import type { Locale } from '../types.ts';

/** A written lesson of the catalogue (the first one: its course's first unit). */
export function writtenLesson(): TutorLesson {
  const catalogue = loadCatalogue();
  const entry = catalogue.courses.flatMap((course) => course.lessons).find((lesson) => lesson.written);
  if (!entry) throw new Error('The catalogue has no written lesson');
  return tutorLessons(catalogue)(entry.id) as TutorLesson;
}

/** The full id of an outline-only lesson (no text yet). */
export function outlineLessonId(): string {
  const entry = loadCatalogue()
    .courses.flatMap((course) => course.lessons)
    .find((lesson) => !lesson.written);
  if (!entry) throw new Error('The catalogue has no outline lesson');
  return entry.id;
}

/**
 * A word of one section of the lesson (in `lang`) that no other part of the lesson holds (its search
 * terms included), with that section's id and heading: a question about it should be grounded in
 * that section first.
 */
export function distinctiveWord(
  lesson: TutorLesson,
  lang: Locale,
): { word: string; sectionId: string; heading: string } {
  const parts = lessonParts(lesson, lang);
  const termsOf = parts.map((part) => new Set(searchTerms(`${part.heading}\n${part.body}`)));
  for (const [i, part] of lesson.sections.entries()) {
    const others = termsOf.filter((_, j) => j !== i);
    const word = searchWords(part.body[lang]).find((candidate) => {
      const terms = wordTerms(candidate);
      return (
        candidate.length >= 6 &&
        /^\p{L}+$/u.test(candidate) &&
        !QUERY_WORDS.has(candidate) &&
        terms.length > 0 &&
        terms.every((term) => others.every((set) => !set.has(term)))
      );
    });
    if (word) return { word, sectionId: part.id, heading: part.heading[lang] };
  }
  throw new Error(`No section of ${lesson.id} has a word of its own in ${lang}`);
}
