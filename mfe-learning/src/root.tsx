// The learning remote: the start page (/home), the courses (/courses, a course, a lesson), and the
// pages still to come (placeholders), under the locale.
import { Suspense, useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, LoadBoundary, NotFound, Skeleton, useRemote } from '@nibras/shared-ui';
import { PlaceholderPage } from '@nibras/shared-ui/extra';
import { PAGES } from './pages';
import { clearPrefetched } from './prefetch';
import { LEARNING_ROUTES, type LearningPage } from './routes';

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
  useEffect(() => clearPrefetched, []);
  return (
    <Routes>
      {LEARNING_ROUTES.map((page) => {
        const Page = PAGES[page.pageId]?.Page;
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
