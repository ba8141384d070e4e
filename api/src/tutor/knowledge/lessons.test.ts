/**
 * The grounding of a lesson conversation, over a real written lesson of the catalogue: the sections
 * that answer the question (in its language), else those of the previous question, else the whole
 * lesson in order; each passage names the lesson, the section's heading and its id.
 */
import { distinctiveWord, writtenLesson } from '../testing/lessons.ts';
import {
  KEY_TERMS_SECTION,
  LESSON_SOURCES,
  WORKED_EXAMPLE_SECTION,
  lessonParts,
  lessonPassages,
  withoutLessonWords,
} from './lessons.ts';

const lesson = writtenLesson();

describe('lessonPassages', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, sends the section that holds the question’s words first, named with its heading and id',
    (lang) => {
      const { word, sectionId, heading } = distinctiveWord(lesson, lang);
      const question = lang === 'en' ? `What does ${word} mean?` : `ما معنى ${word}؟`;
      // The interface language does not matter: the question's does.
      const passages = lessonPassages(lesson, { question, locale: lang === 'en' ? 'ar' : 'en' });
      expect(passages.length).toBeGreaterThan(0);
      expect(passages.length).toBeLessThanOrEqual(LESSON_SOURCES);
      expect(passages[0]).toMatchObject({
        source: { kind: 'lesson', id: lesson.id, title: lesson.title[lang], section: heading, sectionId },
        text: lesson.sections.find((s) => s.id === sectionId)?.body[lang],
        score: expect.any(Number) as number,
      });
    },
  );

  it('falls back on the previous question for a follow-up, then on the whole lesson in order', () => {
    const { word, sectionId } = distinctiveWord(lesson, 'en');
    const followUp = lessonPassages(lesson, {
      question: 'And why is that?',
      previousQuestion: `What is ${word}?`,
      locale: 'en',
    });
    expect(followUp[0]?.source.sectionId).toBe(sectionId);

    // "Summarize this lesson": nothing to look for but the lesson itself.
    const whole = lessonPassages(lesson, { question: 'Summarize this lesson', locale: 'en' });
    expect(whole.map((p) => p.source.sectionId)).toEqual([
      ...lesson.sections.map((s) => s.id),
      KEY_TERMS_SECTION,
      WORKED_EXAMPLE_SECTION,
    ]);
    expect(whole.every((p) => p.score === undefined)).toBe(true);
    // The same in Arabic, with the Arabic text.
    const arabic = lessonPassages(lesson, { question: 'لخّص هذا الدرس', locale: 'en' });
    expect(arabic[0]?.text).toBe(lesson.sections[0]?.body.ar);
  });

  it('makes the key terms and the worked example parts of their own', () => {
    const parts = lessonParts(lesson, 'ar');
    const terms = parts.find((p) => p.id === KEY_TERMS_SECTION);
    expect(terms?.heading).toBe('المصطلحات الرئيسة');
    for (const entry of lesson.keyTerms ?? []) expect(terms?.body).toContain(entry.term.ar);
    const example = parts.find((p) => p.id === WORKED_EXAMPLE_SECTION);
    expect(example?.body).toContain(lesson.workedExample?.answer.ar);
  });

  it('does not look for the words that name the lesson', () => {
    expect(withoutLessonWords('Explain this lesson section')).toBe('explain this');
    expect(withoutLessonWords('اشرح الدرس')).toBe('اشرح');
  });
});
