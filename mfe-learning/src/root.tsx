// The learning remote: the start page (/home), the courses (/courses, a course, a lesson), and the
// pages still to come (placeholders), under the locale.
import type { ComponentType } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFound, useRemote } from '@nibras/shared-ui';
import { PlaceholderPage } from '@nibras/shared-ui/extra';
import { CataloguePage } from './courses/CataloguePage';
import { CoursePage } from './courses/CoursePage';
import { LessonPage } from './courses/LessonPage';
import { HomePage } from './home/HomePage';
import { QuizPage } from './quiz/QuizPage';
import { LEARNING_ROUTES, type LearningPage } from './routes';

/** The page of each built route of routes.ts (by pageId); the others are placeholders. */
const PAGES: Partial<Record<string, ComponentType>> = {
  home: HomePage,
  courses: CataloguePage,
  course: CoursePage,
  lesson: LessonPage,
  quiz: QuizPage,
};

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
          <Route key={page.path} path={page.path} element={Page ? <Page /> : <Placeholder page={page} />} />
        );
      })}
      <Route path="*" element={<NotFound homeHref={basename} onHome={() => void navigate('/')} />} />
    </Routes>
  );
}
