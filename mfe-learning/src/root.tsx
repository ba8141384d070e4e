// The learning remote: the start page (/home), the courses (/courses, a course, a lesson), and the
// pages still to come (placeholders), under the locale.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, LoadBoundary, NotFound, Skeleton, useRemote } from '@nibras/shared-ui';
import { PlaceholderPage } from '@nibras/shared-ui/extra';
import { LEARNING_ROUTES, type LearningPage } from './routes';

/**
 * The page of each built route of routes.ts (by pageId); the others are placeholders. Each page's code
 * (the lesson's Markdown and math, the quiz's renderers) loads when the page is visited, so the
 * catalogue does not carry the lesson's and the quiz's.
 */
const PAGES: Partial<Record<string, ComponentType>> = {
  home: lazy(() => import('./home/HomePage').then((m) => ({ default: m.HomePage }))),
  courses: lazy(() => import('./courses/CataloguePage').then((m) => ({ default: m.CataloguePage }))),
  course: lazy(() => import('./courses/CoursePage').then((m) => ({ default: m.CoursePage }))),
  lesson: lazy(() => import('./courses/LessonPage').then((m) => ({ default: m.LessonPage }))),
  quiz: lazy(() => import('./quiz/QuizPage').then((m) => ({ default: m.QuizPage }))),
  dashboard: lazy(() => import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage }))),
  leaderboard: lazy(() =>
    import('./leaderboard/LeaderboardPage').then((m) => ({ default: m.LeaderboardPage })),
  ),
};

/** While a page's code arrives. */
function PageLoading() {
  return (
    <div style={{ paddingBlock: 24 }} data-testid="learning-page-loading">
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

/** A page whose code could not arrive (the network dropped, or a new deployment replaced it). */
function PageFailed() {
  const { t } = useTranslation('common');
  return (
    <div role="alert" style={{ paddingBlock: 24 }} data-testid="learning-page-failed">
      <p>{t('remote.unavailableBody')}</p>
      <Button onClick={() => window.location.reload()}>{t('remote.retry')}</Button>
    </div>
  );
}

function Placeholder({ page }: { page: LearningPage }) {
  const { t } = useTranslation('learning');
  return (
    <PlaceholderPage
      pageId={`learning-${page.pageId}`}
      title={t(`${page.key}.title`)}
      description={t(`${page.key}.description`)}
      upcoming={(page.coming ?? []).map((item) => t(`${page.key}.coming.${item}`))}
    ></PlaceholderPage>
  );
}

export default function LearningRoot() {
  const { basename } = useRemote();
  const navigate = useNavigate();
  return (
    <Routes>
      {LEARNING_ROUTES.map((page) => {
        const Page = PAGES[page.pageId];
        return (
          <Route
            key={page.path}
            path={page.path}
            element={
              Page ? (
                <LoadBoundary fallback={<PageFailed />}>
                  <Suspense fallback={<PageLoading />}>
                    <Page />
                  </Suspense>
                </LoadBoundary>
              ) : (
                <Placeholder page={page} />
              )
            }
          />
        );
      })}
      <Route path="*" element={<NotFound homeHref={basename} onHome={() => void navigate('/')} />} />
    </Routes>
  );
}
