// Learning, part 1, as a student goes through it in both languages: the catalogue filtered to
// grade 10, enrol, read a lesson, ask the lesson's tutor (its answer cites a section of the lesson),
// take the lesson's 10-question quiz with one question unanswered (refused with the spec's message),
// submit, review and follow a source link; and a quiz generated from an uploaded PDF.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { anyAnswer, studentApi, type AttemptQuestion } from '../support/quiz';
import { API_URL } from '../support/accounts';
import { ROOT } from '../support/env';
import { makePdf } from '../support/pdf';
import { ChatPage } from '../pages/ChatPage';
import type { Locale } from '../pages/ShellPage';

type Messages = Record<string, unknown>;
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Messages;
const TEXTS: Record<Locale, Messages> = {
  en: {
    quiz: read('mfe-learning/src/locales/en/quiz.json'),
    common: read('shared-ui/src/i18n/common.en.json'),
  },
  ar: {
    quiz: read('mfe-learning/src/locales/ar/quiz.json'),
    common: read('shared-ui/src/i18n/common.ar.json'),
  },
};
function text(locale: Locale, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Messages)?.[part], TEXTS[locale]);
  if (typeof value !== 'string') throw new Error(`no ${locale} text at ${key}`);
  return value;
}

const PHYSICS = read('api/content/courses/y1-physics-1.json') as {
  title: { en: string; ar: string };
  units: { lessons: { id: string; title: { en: string; ar: string } }[] }[];
};
const LESSON = PHYSICS.units[0]!.lessons[0]!;
const QUESTION = {
  en: 'What are the base units of the SI system?',
  ar: 'ما الوحدات الأساسية في النظام الدولي؟',
};

/** Answers the question on screen through the page, whatever its type. */
async function answerOnScreen(page: Page) {
  const card = page.getByTestId('quiz-question');
  if ((await card.getByRole('radio').count()) > 0)
    return card.getByRole('radio').first().check({ force: true });
  if ((await card.getByRole('checkbox').count()) > 0)
    return card.getByRole('checkbox').first().check({ force: true });
  if ((await card.getByTestId('quiz-numeric').count()) > 0) return card.getByTestId('quiz-numeric').fill('1');
  if ((await card.getByTestId('quiz-short').count()) > 0) return card.getByTestId('quiz-short').fill('x');
  const selects = card.getByTestId('quiz-matching-select');
  if ((await selects.count()) > 0) {
    for (let i = 0; i < (await selects.count()); i += 1) await selects.nth(i).selectOption({ index: 1 });
    return;
  }
  await card.getByTestId('quiz-ordering-keep').click();
}

/** Answers every question but the last through the API, then reloads: the quiz resumes. */
async function answerAllButLast(page: Page, token: string) {
  const attemptId = new URL(page.url()).searchParams.get('attempt')!;
  const { attempt } = await studentApi<{ attempt: { questions: AttemptQuestion[] } }>(
    token,
    'GET',
    `/quiz-attempts/${attemptId}`,
  );
  expect(attempt.questions).toHaveLength(10);
  for (const q of attempt.questions.slice(0, -1)) {
    await studentApi(token, 'PUT', `/quiz-attempts/${attemptId}/answers/${q.id}`, { answer: anyAnswer(q) });
  }
  await page.reload();
  await expect(page.getByTestId('quiz-take')).toBeVisible();
}

async function submit(page: Page) {
  await page.getByTestId('quiz-submit').click();
  await page.getByTestId('quiz-submit-confirm').click();
  await expect(page.getByTestId('quiz-review')).toBeVisible();
  await expect(page.getByTestId('quiz-score')).toBeVisible();
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`learning (${locale})`, () => {
    test.use({ session: 'onboarded' });

    test('grade 10: enrol, read a lesson, ask its tutor, a 10-question quiz refused then submitted and reviewed', async ({
      page,
      student,
    }, testInfo) => {
      test.setTimeout(120_000);
      const toast = page.locator('.ant-message-notice');
      await page.goto(`/${locale}/courses`);
      await page.getByTestId('catalogue-chip-grade10').click();
      const card = page.getByTestId('course-card').filter({ hasText: PHYSICS.title[locale] });
      await expect(card).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`catalogue-${locale}.png`) });
      await card.getByTestId('course-card-link').click();

      await page.getByTestId('course-enrol').click();
      await expect(toast.filter({ hasText: text(locale, 'common.toast.enrolled') })).toBeVisible();
      await expect(page.getByTestId('course-enrolled')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`course-${locale}.png`) });

      await page
        .getByTestId('lesson-row')
        .filter({ hasText: LESSON.title[locale] })
        .getByRole('link')
        .click();
      await expect(page.getByTestId('page-learning-lesson')).toBeVisible();
      await expect(page.getByTestId('lesson-section').first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`lesson-${locale}.png`), fullPage: true });
      // Reaching the end marks the lesson read. (A click on "Mark as read" raced that: scrolling to
      // the button brings the end into view. The button is covered by the lesson page's jest tests.)
      await page.getByTestId('lesson-end').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('lesson-read-done')).toBeVisible();

      // The lesson's tutor: the answer cites a section, which the lesson beside the chat shows.
      await page.getByTestId('lesson-tutor-link').first().click();
      await page.waitForURL(/\/ai-engine\/conversation\/[^/?]+/);
      await expect(page.getByTestId('lesson-pane')).toBeVisible();
      const chat = new ChatPage(page, locale);
      await chat.ask(QUESTION[locale]);
      const cite = (await chat.lastReplyDone()).getByTestId('reply-cite-section').first();
      await expect(cite).toBeVisible();
      const section = await cite.getAttribute('data-section');
      await cite.click();
      await expect(
        page.locator(`[data-testid="lesson-part"][data-section-id="${section}"]`),
      ).toBeInViewport();
      await page.screenshot({ path: testInfo.outputPath(`lesson-tutor-${locale}.png`) });

      // The lesson's quiz: ten questions, one left unanswered is refused, then submitted and reviewed.
      await page.goto(`/${locale}/quiz?lesson=${PHYSICS_ID}.${LESSON.id}`);
      await page.waitForURL(/[?&]attempt=/);
      await answerAllButLast(page, student!.token);
      await page.getByTestId('quiz-submit').click();
      await expect(toast.filter({ hasText: text(locale, 'quiz.submit.unanswered') })).toBeVisible();
      await expect(page.getByTestId('quiz-submit-confirm')).toHaveCount(0);
      await answerOnScreen(page);
      await expect(page.getByTestId('quiz-saved')).toBeVisible();
      await submit(page);
      await page.screenshot({ path: testInfo.outputPath(`quiz-review-${locale}.png`), fullPage: true });
      const source = page.getByTestId('quiz-source-link').first();
      await expect(source).toHaveAttribute('data-source-kind', 'lesson');
      await source.click();
      await expect(page.getByTestId('page-learning-lesson')).toBeVisible();
    });

    test('a quiz generated from an uploaded PDF links back to its page', async ({
      page,
      browser,
      student,
    }) => {
      const token = student!.token;
      const { node: sectionNode } = await studentApi<{ node: { _id: string } }>(
        token,
        'POST',
        '/files/sections',
        {
          name: 'Notes',
        },
      );
      const pages =
        locale === 'en'
          ? [
              'Photosynthesis takes place in the chloroplasts of plant cells. Chlorophyll absorbs light energy. The plant makes glucose from carbon dioxide and water and releases oxygen.',
              'Respiration releases energy from glucose in the mitochondria. Cells use this energy to grow, move and repair themselves. Carbon dioxide and water are its products.',
            ]
          : [
              'يحدث البناء الضوئي في البلاستيدات الخضراء في الخلايا النباتية. يمتص الكلوروفيل الطاقة الضوئية. يصنع النبات الجلوكوز من ثاني أكسيد الكربون والماء ويطلق الأكسجين.',
              'يطلق التنفس الخلوي الطاقة من الجلوكوز في الميتوكوندريا. تستعمل الخلايا هذه الطاقة في النمو والحركة وإصلاح نفسها. وناتجاه ثاني أكسيد الكربون والماء.',
            ];
      const pdf = await makePdf(browser, pages, locale === 'ar' ? 'rtl' : 'ltr');
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'notes.pdf');
      const uploaded = await fetch(`${API_URL}/files/${sectionNode._id}/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const fileId = ((await uploaded.json()) as { files: { _id: string }[] }).files[0]!._id;
      await expect
        .poll(
          async () =>
            (await studentApi<{ pages: unknown[] }>(token, 'GET', `/files/${fileId}/pages`)).pages.length,
          {
            timeout: 30_000,
          },
        )
        .toBeGreaterThan(0);

      await page.goto(`/${locale}/quiz?file=${fileId}`);
      await page.waitForURL(/[?&]attempt=/);
      await expect(page.getByTestId('quiz-generated')).toBeVisible();
      const attemptId = new URL(page.url()).searchParams.get('attempt')!;
      const { attempt } = await studentApi<{ attempt: { questions: AttemptQuestion[] } }>(
        token,
        'GET',
        `/quiz-attempts/${attemptId}`,
      );
      for (const q of attempt.questions) {
        await studentApi(token, 'PUT', `/quiz-attempts/${attemptId}/answers/${q.id}`, {
          answer: anyAnswer(q),
        });
      }
      await page.reload();
      await submit(page);
      const source = page.getByTestId('quiz-source-link').first();
      await expect(source).toHaveAttribute('data-source-kind', 'file');
      await page.screenshot({ path: testInfo().outputPath(`quiz-file-${locale}.png`), fullPage: true });
      await source.click();
      await page.waitForURL(/\/ai-engine\/conversation\/[^/?]+\?page=\d+/);
      await expect(page.getByTestId('viewer-pdf')).toBeVisible();
    });
  });
}

const PHYSICS_ID = 'y1-physics-1';
const testInfo = () => test.info();
