// The routes this remote owns, under the locale prefix: the one list its root (<Routes>), its
// standalone harness and the shell's route test (shell/src/routes.test.ts) read.

export interface LearningPage {
  path: string;
  /** `learning-<pageId>` is the page's test id. */
  pageId: string;
  /** The page's key in the `learning` namespace. */
  key: string;
  /** Keys under `<key>.coming`: what the page will offer. */
  coming: readonly string[];
}

export const LEARNING_ROUTES: readonly LearningPage[] = [
  { path: '/home', pageId: 'home', key: 'home', coming: ['continue', 'plan', 'streak'] },
  { path: '/courses', pageId: 'courses', key: 'courses', coming: ['browse', 'enroll', 'tutor'] },
  { path: '/courses/ai', pageId: 'courses-ai', key: 'coursesAi', coming: ['explain', 'ask', 'check'] },
  { path: '/quiz', pageId: 'quiz', key: 'quiz', coming: ['questions', 'review', 'score'] },
  { path: '/leaderboard', pageId: 'leaderboard', key: 'leaderboard', coming: ['views', 'place', 'badges'] },
  { path: '/dashboard', pageId: 'dashboard', key: 'dashboard', coming: ['hours', 'quizzes', 'focus'] },
];
