// The routes this remote owns, under the locale prefix: the one list its root (<Routes>), its
// standalone harness and the shell's route test (shell/src/routes.test.ts) read.

export interface LearningPage {
  /** A react-router path (`:courseId` is a parameter). */
  path: string;
  /** A path that matches `path`, for a route with parameters (the harness links to it). */
  sample?: string;
  /** `page-learning-<pageId>` is the test id of the page's root element. */
  pageId: string;
  /** The page's key in the `learning` namespace (`<key>.title`). */
  key: string;
  /** A page still to be built (root.tsx draws a placeholder): keys under `<key>.coming`. */
  coming?: readonly string[];
}

export const LEARNING_ROUTES: readonly LearningPage[] = [
  { path: '/home', pageId: 'home', key: 'home' },
  { path: '/courses', pageId: 'courses', key: 'courses.catalogue' },
  { path: '/courses/:courseId', sample: '/courses/y1-physics-1', pageId: 'course', key: 'courses.course' },
  {
    path: '/courses/:courseId/lessons/:lessonId',
    sample: '/courses/y1-physics-1/lessons/u1-l1',
    pageId: 'lesson',
    key: 'courses.lesson',
  },
  { path: '/quiz', pageId: 'quiz', key: 'quiz' },
  { path: '/leaderboard', pageId: 'leaderboard', key: 'leaderboard' },
  { path: '/dashboard', pageId: 'dashboard', key: 'dashboard' },
];
