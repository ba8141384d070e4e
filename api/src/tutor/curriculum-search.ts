/**
 * The course lessons as the tutor searches them in every conversation: for the offline engine
 * (`offlineCurriculum`: search with the student's grade and enrolments, suggestions, a lesson's parts)
 * and, with the AI provider, the grounding of a plain conversation (`plainGroundingFor`). Kept apart
 * from index.ts so the app can use it without loading the providers (OCR, the OpenAI SDK).
 */
import type { Logger } from 'pino';
import { tutorLessons, type Catalogue } from '../courses/catalogue.ts';
import { materialSearchFor } from '../materials/search-index.ts';
import type { Store } from '../store/index.ts';
import { curriculumFor } from './knowledge/curriculum.ts';
import { isWritten, lessonPassages } from './knowledge/lessons.ts';
import { createMaterialsKnowledge } from './knowledge/materials.ts';
import { createSavedContentKnowledge } from './knowledge/saved-content.ts';
import { detectLanguage } from './offline/language.ts';
import { retrieve } from './offline/retrieval.ts';
import type { CurriculumSearch } from './providers/offline.ts';
import type { Locale, Passage, StudentProfile } from './types.ts';

/** The course lessons for the offline engine: search, suggestions and a lesson's parts (curriculum.ts). */
export function offlineCurriculum(store: Store, catalogue: Catalogue): CurriculumSearch {
  const curriculum = curriculumFor(catalogue);
  const lessons = tutorLessons(catalogue);
  const enrolled = async (userId: string) =>
    (await store.enrolments.listForUser(userId)).map((enrolment) => enrolment.courseId);
  return {
    async search(query, { userId, lang, student, limit, signal }) {
      return curriculum.search(query, {
        lang,
        student,
        enrolledCourseIds: await enrolled(userId),
        limit,
        ...(signal ? { signal } : {}),
      });
    },
    async nearest(query, { lang, student, limit }) {
      return (await curriculum.nearestLessons(query, { lang, student, limit })).map((lesson) => lesson.link);
    },
    lesson(lessonId, lang) {
      const lesson = lessons(lessonId);
      const entry = catalogue.lesson(lessonId);
      if (!lesson || !entry || !isWritten(lesson)) return undefined;
      return lessonPassages(lesson, { question: '', locale: lang }).map((passage) => ({
        ...passage,
        source: { ...passage.source, course: entry.course.title[lang], unit: entry.unit.title[lang] },
      }));
    },
  };
}

/**
 * The grounding of a plain conversation for the AI provider (service.ts `plainGrounding`): the lessons
 * that answer the question, then the student's saved content and files, as the offline engine finds them.
 */
export function plainGroundingFor(store: Store, catalogue: Catalogue, logger: Logger) {
  const curriculum = offlineCurriculum(store, catalogue);
  const knowledge = [
    createSavedContentKnowledge(store.savedContents),
    createMaterialsKnowledge(() => materialSearchFor(store.materials)),
  ];
  return async (query: {
    userId: string;
    question: string;
    student: StudentProfile;
    locale: Locale;
    signal: AbortSignal;
  }): Promise<Passage[]> => {
    const lang = detectLanguage(query.question, query.locale);
    const [lessons, own] = await Promise.all([
      curriculum.search(query.question, { ...query, lang, limit: 3 }),
      retrieve({
        userId: query.userId,
        query: query.question,
        sources: [],
        knowledge,
        signal: query.signal,
        logger,
      }),
    ]);
    return [...lessons, ...own];
  };
}
