// The year-1 curriculum beyond its first unit (issue 20), as a grade-10 student meets it in both
// languages: for each subject, a lesson of a later unit is read (sections, worked example, key terms),
// that unit's quiz is taken from the quiz setup and submitted, and the tutor answers a question about
// the lesson in a plain conversation with a link to it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { anyAnswer, studentApi, type AttemptQuestion } from '../support/quiz';
import { ROOT, TMP } from '../support/env';
import { ChatPage } from '../pages/ChatPage';
import { ShellPage, type Locale } from '../pages/ShellPage';

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

const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as T;

/** A lesson of a later unit in each year-1 subject. */
const LESSONS = [
  ['y1-physics-1', 'u2-l1'],
  ['y1-chemistry-1', 'u2-l1'],
  ['y1-biology-1', 'u8-l2'],
  ['y1-mathematics', 'u2-l1'],
  ['y1-english', 'u2-l1'],
].map(([courseId, lessonId]) => {
  const outline = read<Outline>(`api/content/courses/${courseId}.json`);
  const unit = outline.units.find((u) => u.lessons.some((l) => l.id === lessonId))!;
  return {
    courseId: courseId!,
    lessonId: lessonId!,
    unitId: unit.id,
    course: outline.title,
    title: unit.lessons.find((l) => l.id === lessonId)!.title,
    lesson: read<LessonFile>(`api/content/lessons/${courseId}/${lessonId}.json`),
  };
});

const ASK: Record<Locale, (term: string) => string> = {
  en: (term) => `What is ${term.replace(/\s*\(.*\)$/, '')}?`,
  ar: (term) => `ما ${term.replace(/\s*\(.*\)$/, '')}؟`,
};

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`year 1 beyond the first unit (${locale})`, () => {
    test.use({ session: 'onboarded' });

    test('the navbar search finds a lesson by its topic and opens it', async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto(locale, '/home');
      await shell.navItem('search').click();
      await page.getByTestId('search-input').fill(locale === 'en' ? 'photosynthesis' : 'البناء الضوئي');
      const hit = page
        .locator('[data-testid="search-option"][data-group="lessons"]')
        .filter({ hasText: locale === 'en' ? 'Photosynthesis' : 'البناء الضوئي' })
        .first();
      await expect(hit).toBeVisible();
      await page.screenshot({ path: path.join(TMP, `year1-search-${locale}.png`) });
      await hit.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/courses/y1-biology-1/lessons/u8-l2`));
      await expect(page.getByTestId('page-learning-lesson')).toBeVisible();
    });

    for (const entry of LESSONS) {
      test(`${entry.courseId} ${entry.lessonId}: read the lesson, take its unit's quiz, ask the tutor`, async ({
        page,
        student,
      }) => {
        const token = student!.token;
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
          path: path.join(TMP, `year1-${entry.courseId}-${entry.lessonId}-${locale}.png`),
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
      });
    }
  });
}
