import { Route, Routes, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFound, useRemote } from '@nibras/shared-ui';
import { PlaceholderPage } from '@nibras/shared-ui/extra';

interface PageDef {
  path: string;
  /** `learning-<pageId>` is the page's test id. */
  pageId: string;
  /** The page's key in the `learning` namespace. */
  key: string;
  /** Keys under `<key>.coming`: what the page will offer. */
  coming: readonly string[];
}

const PAGES: readonly PageDef[] = [
  { path: '/home', pageId: 'home', key: 'home', coming: ['continue', 'plan', 'streak'] },
  { path: '/courses', pageId: 'courses', key: 'courses', coming: ['browse', 'enroll', 'tutor'] },
  { path: '/courses/ai', pageId: 'courses-ai', key: 'coursesAi', coming: ['explain', 'ask', 'check'] },
  { path: '/quiz', pageId: 'quiz', key: 'quiz', coming: ['questions', 'review', 'score'] },
  { path: '/leaderboard', pageId: 'leaderboard', key: 'leaderboard', coming: ['views', 'place', 'badges'] },
  { path: '/dashboard', pageId: 'dashboard', key: 'dashboard', coming: ['hours', 'quizzes', 'focus'] },
];

function Page({ page }: { page: PageDef }) {
  const { t } = useTranslation('learning');
  return (
    <PlaceholderPage
      pageId={`learning-${page.pageId}`}
      title={t(`${page.key}.title`)}
      description={t(`${page.key}.description`)}
      upcoming={page.coming.map((item) => t(`${page.key}.coming.${item}`))}
    ></PlaceholderPage>
  );
}

export default function LearningRoot() {
  const { basename } = useRemote();
  const navigate = useNavigate();
  return (
    <Routes>
      {PAGES.map((p) => (
        <Route key={p.pageId} path={p.path} element={<Page page={p} />} />
      ))}
      <Route path="*" element={<NotFound homeHref={basename} onHome={() => void navigate('/')} />} />
    </Routes>
  );
}
