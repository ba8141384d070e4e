// The year-1 curriculum beyond its first unit (issue 20), as a grade-10 student meets it in both
// languages: for each subject, a lesson of a later unit is read (sections, worked example, key terms),
// that unit's quiz is taken from the quiz setup and submitted, and the tutor answers a question about
// the lesson in a plain conversation with a link to it (support/curriculum.ts).
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { readQuizAsk, writtenLesson } from '../support/curriculum';
import { TMP } from '../support/env';
import { ShellPage, type Locale } from '../pages/ShellPage';

/** A lesson of a later unit in each year-1 subject. */
const LESSONS = [
  ['y1-physics-1', 'u2-l1'],
  ['y1-chemistry-1', 'u2-l1'],
  ['y1-biology-1', 'u8-l2'],
  ['y1-mathematics', 'u2-l1'],
  ['y1-english', 'u2-l1'],
].map(([courseId, lessonId]) => writtenLesson(courseId!, lessonId!));

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
        await readQuizAsk(page, student!.token, locale, entry, { grade: 10, shot: 'year1' });
      });
    }
  });
}
