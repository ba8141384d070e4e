// Years 2 and 3 of secondary school (issue 21), as a grade-11 and a grade-12 student meet them in both
// languages: a lesson of each of two subjects read, its unit's quiz taken and submitted, and the tutor
// asked about it in a plain conversation, answering with a link to it (support/curriculum.ts).
import { test } from '../support/fixtures';
import { readQuizAsk, writtenLesson } from '../support/curriculum';
import type { Locale } from '../pages/ShellPage';

const YEARS = [
  {
    grade: 11,
    lessons: [writtenLesson('y2-physics-2', 'u3-l1'), writtenLesson('y2-biology', 'u8-l4')],
  },
  {
    grade: 12,
    lessons: [writtenLesson('y3-mathematics', 'u8-l4'), writtenLesson('y3-physics', 'u5-l1')],
  },
] as const;

for (const locale of ['en', 'ar'] as Locale[]) {
  for (const { grade, lessons } of YEARS) {
    test.describe(`grade ${grade} (${locale})`, () => {
      test.use({ session: 'onboarded' });
      for (const entry of lessons) {
        test(`${entry.courseId} ${entry.lessonId}: read the lesson, take its unit's quiz, ask the tutor`, async ({
          page,
          student,
        }) => {
          await readQuizAsk(page, student!.token, locale, entry, { grade, shot: `grade${grade}` });
        });
      }
    });
  }
}
