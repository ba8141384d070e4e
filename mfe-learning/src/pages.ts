// Each built page of routes.ts with its code loaded when first shown (lazyPage), and what the remote
// starts as it mounts on a page (the remote's `preload`): the page's code and its first API answers,
// beside the remote's root and messages, so a first visit to /dashboard or /home waits for one round
// of downloads instead of three in a row.
import { matchPath } from 'react-router-dom';
import { lazyPage, type LazyPage, type RemoteProps } from '@nibras/shared-ui';
import { getHome } from './courses/api';
import { getDashboard } from './dashboard/api';
import { getLeaderboard } from './leaderboard/api';
import { prefetch } from './prefetch';
import { getReviewQueue } from './review/api';
import { LEARNING_ROUTES } from './routes';

/** The page of each built route (by pageId); the others are placeholders (root.tsx). */
export const PAGES: Partial<Record<string, LazyPage>> = {
  home: lazyPage(
    () => import('./home/HomePage'),
    (m) => m.HomePage,
  ),
  courses: lazyPage(
    () => import('./courses/CataloguePage'),
    (m) => m.CataloguePage,
  ),
  course: lazyPage(
    () => import('./courses/CoursePage'),
    (m) => m.CoursePage,
  ),
  lesson: lazyPage(
    () => import('./courses/LessonPage'),
    (m) => m.LessonPage,
  ),
  quiz: lazyPage(
    () => import('./quiz/QuizPage'),
    (m) => m.QuizPage,
  ),
  dashboard: lazyPage(
    () => import('./dashboard/DashboardPage'),
    (m) => m.DashboardPage,
  ),
  leaderboard: lazyPage(
    () => import('./leaderboard/LeaderboardPage'),
    (m) => m.LeaderboardPage,
  ),
};

/** The first API answers of a page, asked for with its code (the keys its loads take them by). */
const FIRST_ANSWERS: Partial<Record<string, (props: RemoteProps) => void>> = {
  home: ({ api }) => {
    prefetch('home', () => getHome(api));
    prefetch('review', () => getReviewQueue(api));
  },
  dashboard: ({ api }) => {
    prefetch('dashboard', () => getDashboard(api));
    prefetch('review', () => getReviewQueue(api));
  },
  leaderboard: ({ api }) => prefetch('leaderboard', () => getLeaderboard(api)),
};

/** The remote's `preload`: the code and first answers of the page it mounts on. */
export function preloadFor(props: RemoteProps): Promise<unknown> {
  const path = props.location.pathname.slice(props.basename.length) || '/';
  const page = LEARNING_ROUTES.find((route) => matchPath(route.path, path));
  if (!page) return Promise.resolve();
  FIRST_ANSWERS[page.pageId]?.(props);
  return PAGES[page.pageId]?.preload() ?? Promise.resolve();
}
