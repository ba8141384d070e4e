// The offline study engine in a plain conversation (issue 19): a curriculum question answered from our
// own lessons with a link that opens the lesson at its section, an equation solved step by step (KaTeX,
// right to left in Arabic), and "quiz me" opening a quiz on /quiz.
import { expect, test } from '../support/fixtures';
import { ChatPage } from '../pages/ChatPage';
import type { Locale } from '../pages/ShellPage';
import { TMP } from '../support/env';
import path from 'node:path';

const ASK = {
  en: {
    curriculum: 'What are the SI base units?',
    sectionHeading: 'SI base units',
    equation: 'How do I solve 2x + 3 = 11?',
    answer: 'x = 4',
    quiz: 'Quiz me on accuracy and precision',
    start: 'Start the quiz',
  },
  ar: {
    curriculum: 'ما الفرق بين الدقة والضبط؟',
    sectionHeading: 'الدقة والضبط',
    equation: 'حل المعادلة 5س - 7 = 18',
    answer: '\\text{س} = 5',
    quiz: 'اختبرني في الدقة والضبط',
    start: 'ابدأ الاختبار',
  },
} as const;

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`the tutor knows the curriculum (${locale})`, () => {
    test.use({ session: 'onboarded' });

    test('a lesson question cites the lesson and its link opens the section; an equation is solved; quiz me opens a quiz', async ({
      page,
    }) => {
      const ask = ASK[locale];
      const chat = new ChatPage(page, locale);
      await chat.startConversation();

      // 1. A question our lessons answer: quoted, with a link to the lesson's section.
      await chat.ask(ask.curriculum);
      const lessonReply = await chat.lastReplyDone();
      const lessonLink = lessonReply.locator('a[href*="/courses/"][href*="/lessons/"]').first();
      await expect(lessonLink).toBeVisible();
      await expect(lessonLink).toHaveAttribute(
        'href',
        new RegExp(`^/${locale}/courses/y1-physics-1/lessons/u1-l\\d#section=s\\d$`),
      );
      await page.screenshot({ path: path.join(TMP, `tutor-curriculum-lesson-${locale}.png`) });

      // 2. An equation: steps drawn with KaTeX, the answer and its check; right to left in Arabic.
      await chat.ask(ask.equation);
      const maths = await chat.lastReplyDone();
      await expect(maths.locator('.katex').first()).toBeVisible();
      expect(await maths.locator('.katex').count()).toBeGreaterThan(2);
      await expect(maths).toContainText(ask.answer);
      await expect(maths).toContainText(locale === 'ar' ? 'التحقق' : 'Check');
      const direction = await maths.evaluate((element) => getComputedStyle(element).direction);
      expect(direction).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      await maths.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(TMP, `tutor-curriculum-maths-${locale}.png`) });

      // 3. Quiz me: a link that opens the quiz built from the lesson.
      await chat.ask(ask.quiz);
      const quizReply = await chat.lastReplyDone();
      const start = quizReply.getByRole('link', { name: ask.start });
      await expect(start).toHaveAttribute('href', new RegExp(`^/${locale}/quiz\\?attempt=`));
      await page.screenshot({ path: path.join(TMP, `tutor-curriculum-quiz-${locale}.png`) });
      await start.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/quiz\\?attempt=`));
      await expect(page.getByTestId('page-learning-quiz')).toBeVisible();

      // 4. Back in the conversation, the lesson link opens the lesson at that section.
      await page.goBack();
      const again = page.locator('a[href*="/courses/"][href*="/lessons/"]').first();
      await expect(again).toBeVisible();
      const href = (await again.getAttribute('href')) ?? '';
      await again.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[?#]/g, '\\$&')}$`));
      await expect(page.getByRole('heading', { name: ask.sectionHeading }).first()).toBeVisible();
      await page.screenshot({ path: path.join(TMP, `tutor-curriculum-section-${locale}.png`) });
    });
  });
}
