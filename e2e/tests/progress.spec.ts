// Learning, part 2, as a student goes through it in both languages: a lesson completed through its
// check on the quiz page (a quiz submitted), the first badge arriving live in the navbar, the
// dashboard's charts and totals showing the day, the leaderboard showing the student's place, and a
// spaced-review session run from the dashboard.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { API_URL } from '../support/accounts';
import { ROOT } from '../support/env';
import { SettingsPage } from '../pages/SettingsPage';
import type { Locale } from '../pages/ShellPage';

type Texts = { en: string; ar: string };
type BankQuestion = {
  id: string;
  type: 'single' | 'multiple' | 'truefalse' | 'numeric' | 'short' | 'matching' | 'ordering';
  prompt: Texts;
  options?: Texts[];
  answer?: number | number[] | boolean;
  answers?: Texts[];
  pairs?: { left: Texts; right: Texts }[];
  items?: Texts[];
};
type ShownText = Texts | { text: string };
interface ShownQuestion {
  id: string;
  type: BankQuestion['type'];
  prompt: ShownText;
  options?: ShownText[];
  items?: ShownText[];
  left?: ShownText[];
  right?: ShownText[];
}

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as unknown;
const PHYSICS = read('api/content/courses/y1-physics-1.json') as {
  id: string;
  units: { lessons: { id: string; title: Texts; questions?: BankQuestion[] }[] }[];
};
const LESSON = {
  ...PHYSICS.units[0]!.lessons[0]!,
  // The lesson's text and bank are in its own file.
  ...(read(`api/content/lessons/${PHYSICS.id}/${PHYSICS.units[0]!.lessons[0]!.id}.json`) as {
    questions?: BankQuestion[];
  }),
};
const LESSON_ID = `${PHYSICS.id}.${LESSON.id}`;
const BADGE = {
  en: 'New badge: “First step”. You completed your first lesson.',
  ar: 'حصلت على وسام «الخطوة الأولى». أكملت درسك الأول.',
};
const en = (text: ShownText) => ('en' in text ? text.en : text.text);

async function api<T>(token: string, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${method} ${route}: ${response.status}`).toBe(true);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** The right answer to a shown (shuffled) bank question, found by its texts in the course file. */
function rightAnswer(shown: ShownQuestion): unknown {
  const bank = LESSON.questions!.find((q) => q.prompt.en === en(shown.prompt));
  if (!bank) throw new Error(`no bank question for ${en(shown.prompt)}`);
  const at = (list: ShownText[] | undefined, text: Texts) => (list ?? []).findIndex((t) => en(t) === text.en);
  switch (bank.type) {
    case 'single':
      return at(shown.options, bank.options![bank.answer as number]!);
    case 'multiple':
      return (bank.answer as number[]).map((i) => at(shown.options, bank.options![i]!)).sort();
    case 'truefalse':
      return bank.answer;
    case 'numeric':
      return String(bank.answer);
    case 'short':
      return bank.answers![0]!.en;
    case 'matching':
      return (shown.left ?? []).map((left) => {
        const pair = bank.pairs!.find((p) => p.left.en === en(left))!;
        return at(shown.right, pair.right);
      });
    case 'ordering':
      return bank.items!.map((item) => at(shown.items, item));
  }
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Whether the page is as wide as the screen (nothing to scroll sideways). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Answers a lesson-check attempt rightly through the API. */
async function answerRightly(token: string, attemptId: string) {
  const { attempt } = await api<{ attempt: { questions: ShownQuestion[] } }>(
    token,
    'GET',
    `/quiz-attempts/${attemptId}`,
  );
  for (const q of attempt.questions) {
    await api(token, 'PUT', `/quiz-attempts/${attemptId}/answers/${q.id}`, { answer: rightAnswer(q) });
  }
}

/** The navbar's bell: its unread dot and its list. */
function bell(page: Page) {
  const panel = page.getByTestId('notifications-panel');
  return {
    trigger: page.getByTestId('notifications-trigger'),
    dot: page.getByTestId('notifications-dot'),
    panel,
    items: panel.getByTestId('notification-item'),
  };
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`progress (${locale})`, () => {
    test.use({ session: 'onboarded' });

    test('a lesson and its check completed: a live badge, the dashboard, the leaderboard and a review session', async ({
      page,
      student,
    }, testInfo) => {
      test.setTimeout(150_000);
      const token = student!.token;
      await api(token, 'POST', `/courses/${PHYSICS.id}/enrol`);
      await api(token, 'POST', `/lessons/${LESSON_ID}/read`);
      await api(token, 'POST', '/saved-contents', {
        title: locale === 'en' ? 'Base units' : 'الوحدات الأساسية',
        tag: 'physics',
        color: '#D2E4E2',
        content:
          locale === 'en'
            ? 'The SI has seven base units: metre, kilogram, second, ampere, kelvin, mole and candela.'
            : 'للنظام الدولي سبع وحدات أساسية: المتر والكيلوجرام والثانية والأمبير والكلفن والمول والشمعة.',
      });

      // Home: the saved content is a card due today.
      await page.goto(`/${locale}/home`);
      const homeReview = page.getByTestId('home-review');
      await expect(homeReview.getByTestId('review-due')).toContainText(locale === 'en' ? '1' : 'بطاقة واحدة');
      await page.screenshot({ path: testInfo.outputPath(`home-${locale}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      // The lesson's check on the quiz page: answered (rightly) through the API, submitted on the page.
      await page.goto(`/${locale}/quiz?lesson-check=${LESSON_ID}`);
      await expect(page.getByTestId('quiz-take')).toBeVisible();
      const attemptId = new URL(page.url()).searchParams.get('attempt')!;
      await answerRightly(token, attemptId);
      await page.reload();
      await expect(page.getByTestId('quiz-take')).toBeVisible();
      const notifications = bell(page);
      await page.getByTestId('quiz-submit').click();
      await page.getByTestId('quiz-submit-confirm').click();
      await expect(page.getByTestId('quiz-review')).toBeVisible();

      // The first badge arrives live: the dot, then the message in the list.
      await expect(notifications.dot).toBeVisible();
      await notifications.trigger.click();
      await expect(notifications.items.filter({ hasText: BADGE[locale] })).toBeVisible();
      await page.keyboard.press('Escape');

      // The dashboard: today's lesson and quiz in the totals, the charts' tables and the badge.
      await page.goto(`/${locale}/dashboard`);
      const dashboard = page.getByTestId('page-learning-dashboard');
      await expect(dashboard.getByTestId('dashboard-streak-current')).toContainText(
        locale === 'en' ? '1 day' : 'يوم واحد',
      );
      // Earned: the first lesson (and a perfect check).
      await expect(
        dashboard
          .getByTestId('dashboard-badges-earned')
          .getByTestId('dashboard-badge')
          .filter({
            hasText: locale === 'en' ? 'First step' : 'الخطوة الأولى',
          }),
      ).toHaveCount(1);
      const charts = dashboard.getByTestId('dashboard-activity');
      await expect(charts.locator('svg.recharts-surface')).toHaveCount(3);
      // The charts' tables (for screen readers, or shown on demand): today's row is the last one.
      const today = (chart: string) =>
        charts.getByTestId(`dashboard-${chart}-table`).getByTestId('dashboard-table-row').last();
      await expect(today('lessons')).toContainText(locale === 'en' ? '1' : '١', { useInnerText: false });
      await expect(today('quizzes')).toContainText(locale === 'en' ? '100' : '١٠٠', { useInnerText: false });
      await charts.getByTestId('dashboard-quizzes-toggle').click();
      await expect(charts.getByTestId('dashboard-quizzes-table')).toHaveAttribute('data-shown', 'true');
      await page.screenshot({ path: testInfo.outputPath(`dashboard-${locale}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      // A review session from the dashboard: the saved content is a new card.
      const review = dashboard.getByTestId('review-panel');
      await review.getByTestId('review-start').click();
      const card = review.getByTestId('review-card');
      await expect(card.getByTestId('review-front')).toBeVisible();
      await review.getByTestId('review-show').click();
      await page.screenshot({ path: testInfo.outputPath(`review-${locale}.png`) });
      expect(await axeViolations(page)).toEqual([]);
      await review.getByTestId('review-grade-good').click();
      await expect(review.getByTestId('review-summary')).toBeVisible();
      await expect(review.getByTestId('review-summary-reviewed')).toContainText(
        locale === 'en' ? '1 card' : 'بطاقة واحدة',
      );

      // The leaderboard: the student's own row, marked as theirs, with a place.
      await page.goto(`/${locale}/leaderboard`);
      const board = page.getByTestId('page-learning-leaderboard');
      const mine = board.locator('[data-testid="lb-row"][data-you]');
      await expect(mine).toHaveCount(1);
      await expect(board.getByTestId('lb-my-place')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`leaderboard-${locale}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      // Settings: shown as an anonymous student; the board keeps the place and drops the name.
      const settings = new SettingsPage(page, locale);
      await page.goto(`/${locale}/settings/learning-preferences`);
      await settings.choice('leaderboard', 'anonymous').click();
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/settings') && r.request().method() === 'PUT',
      );
      await page.getByTestId('learning-save').click();
      expect((await saved).status()).toBe(200);
      await page.screenshot({
        path: testInfo.outputPath(`settings-leaderboard-${locale}.png`),
        fullPage: true,
      });
      await page.goto(`/${locale}/leaderboard`);
      await expect(board.getByTestId('lb-anonymous-note')).toBeVisible();
      await expect(mine.getByTestId('lb-name')).not.toContainText('Sara');
    });

    test('on a phone in dark mode: the dashboard and the leaderboard fit the screen and pass axe', async ({
      page,
      student,
    }, testInfo) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme: 'dark' });
      const token = student!.token;
      await api(token, 'POST', `/courses/${PHYSICS.id}/enrol`);
      await api(token, 'POST', `/lessons/${LESSON_ID}/read`);
      await api(token, 'POST', '/learning/activity', { seconds: 60, kind: 'lesson', lessonId: LESSON_ID });
      // The lesson's check passed through the API: the lesson completed, points for the board.
      const { attempt } = await api<{ attempt: { _id: string } }>(token, 'POST', '/quizzes', {
        source: { kind: 'lesson-check', lessonId: LESSON_ID },
      });
      await answerRightly(token, attempt._id);
      await api(token, 'POST', `/quiz-attempts/${attempt._id}/submit`);

      await page.goto(`/${locale}/dashboard`);
      const dashboard = page.getByTestId('page-learning-dashboard');
      const activity = dashboard.getByTestId('dashboard-activity');
      await expect(activity.locator('svg.recharts-surface')).toHaveCount(3);
      await expect(page.locator('html')).toHaveClass(/\bnibras-dark\b/);
      expect(await fitsWidth(page)).toBe(true);
      await page.screenshot({
        path: testInfo.outputPath(`dashboard-phone-dark-${locale}.png`),
        fullPage: true,
      });
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`/${locale}/leaderboard`);
      const board = page.getByTestId('page-learning-leaderboard');
      await expect(board.getByTestId('lb-list')).toBeVisible();
      expect(await fitsWidth(page)).toBe(true);
      await page.screenshot({
        path: testInfo.outputPath(`leaderboard-phone-dark-${locale}.png`),
        fullPage: true,
      });
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
