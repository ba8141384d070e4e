// A student's journey through one written lesson (issues 20 and 21): the lesson read (sections, worked
// example, key terms), its unit's quiz taken from the quiz setup and submitted, and the tutor asked
// about the lesson in a plain conversation, answering with a link to it.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { anyAnswer, studentApi, type AttemptQuestion } from './quiz';
import { ROOT, TMP } from './env';
import { ChatPage } from '../pages/ChatPage';
import type { Locale } from '../pages/ShellPage';

type Text = { en: string; ar: string };
interface LessonFile {
  id: string;
  sections: { id: string; heading: Text }[];
  keyTerms: { term: Text }[];
}
interface Outline {
  title: Text;
  units: { id: string; lessons: { id: string; title: Text }[] }[];
}

export interface WrittenLesson {
  courseId: string;
  lessonId: string;
  unitId: string;
  course: Text;
  title: Text;
  lesson: LessonFile;
}

const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as T;

/** A written lesson with its outline's titles, read from api/content. */
export function writtenLesson(courseId: string, lessonId: string): WrittenLesson {
  const outline = read<Outline>(`api/content/courses/${courseId}.json`);
  const unit = outline.units.find((u) => u.lessons.some((l) => l.id === lessonId))!;
  return {
    courseId,
    lessonId,
    unitId: unit.id,
    course: outline.title,
    title: unit.lessons.find((l) => l.id === lessonId)!.title,
    lesson: read<LessonFile>(`api/content/lessons/${courseId}/${lessonId}.json`),
  };
}

const ASK: Record<Locale, (term: string) => string> = {
  en: (term) => `What is ${term.replace(/\s*\(.*\)$/, '')}?`,
  ar: (term) => `ما ${term.replace(/\s*\(.*\)$/, '')}؟`,
};

/**
 * As a student of `grade` (chosen again at onboarding: the tutor puts that year's lessons first), reads
 * the lesson, takes its unit's quiz and asks the tutor about it (screenshots named by `shot`).
 */
export async function readQuizAsk(
  page: Page,
  token: string,
  locale: Locale,
  entry: WrittenLesson,
  { grade, shot }: { grade: 10 | 11 | 12; shot: string },
): Promise<void> {
  await studentApi(token, 'PUT', '/onboarding', {
    educationLevel: 'school',
    grade,
    voice: 'female',
    ttsSpeed: 1,
  });
  await studentApi(token, 'POST', `/courses/${entry.courseId}/enrol`);
  // 1. The lesson: its sections, key terms and worked example, in the page's language.
  await page.goto(`/${locale}/courses/${entry.courseId}/lessons/${entry.lessonId}`);
  await expect(page.getByTestId('page-learning-lesson')).toBeVisible();
  await expect(page.getByRole('heading', { name: entry.title[locale] }).first()).toBeVisible();
  await expect(page.getByTestId('lesson-section')).toHaveCount(entry.lesson.sections.length);
  await expect(
    page.getByRole('heading', { name: entry.lesson.sections[0]!.heading[locale] }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('lesson-example')).toBeVisible();
  await expect(page.getByTestId('lesson-terms')).toContainText(entry.lesson.keyTerms[0]!.term[locale]);
  await page.screenshot({
    path: path.join(TMP, `${shot}-${entry.courseId}-${entry.lessonId}-${locale}.png`),
    fullPage: true,
  });

  // 2. The unit's quiz, chosen in the setup: started, answered, submitted and scored.
  await page.goto(`/${locale}/quiz`);
  await page.getByTestId('quiz-setup-course').selectOption(entry.courseId);
  await page.getByTestId('quiz-setup-unit').selectOption(entry.unitId);
  // The setup offers the lesson just read; the whole unit is the other choice.
  await page.getByTestId('quiz-setup-lesson').selectOption('unit');
  await page.getByTestId('quiz-start').click();
  await page.waitForURL(/[?&]attempt=/);
  const attemptId = new URL(page.url()).searchParams.get('attempt')!;
  const { attempt } = await studentApi<{ attempt: { questions: AttemptQuestion[] } }>(
    token,
    'GET',
    `/quiz-attempts/${attemptId}`,
  );
  expect(attempt.questions.length).toBeGreaterThanOrEqual(5);
  for (const q of attempt.questions)
    await studentApi(token, 'PUT', `/quiz-attempts/${attemptId}/answers/${q.id}`, {
      answer: anyAnswer(q),
    });
  await page.reload();
  await page.getByTestId('quiz-submit').click();
  await page.getByTestId('quiz-submit-confirm').click();
  await expect(page.getByTestId('quiz-review')).toBeVisible();
  await expect(page.getByTestId('quiz-score')).toBeVisible();

  // 3. The tutor, in a plain conversation: answers from the lesson with a link to it.
  const chat = new ChatPage(page, locale);
  await chat.startConversation();
  await chat.ask(ASK[locale](entry.lesson.keyTerms[0]!.term[locale]));
  const reply = await chat.lastReplyDone();
  await expect(
    reply.locator(`a[href^="/${locale}/courses/${entry.courseId}/lessons/${entry.lessonId}"]`).first(),
  ).toBeVisible();
}
