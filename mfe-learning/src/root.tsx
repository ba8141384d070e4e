import { Route, Routes, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFound, useRemote } from '@nibras/shared-ui';
import { PlaceholderPage } from '@nibras/shared-ui/extra';
import { LEARNING_ROUTES, type LearningPage } from './routes';

function Page({ page }: { page: LearningPage }) {
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
      {LEARNING_ROUTES.map((p) => (
        <Route key={p.pageId} path={p.path} element={<Page page={p} />} />
      ))}
      <Route path="*" element={<NotFound homeHref={basename} onHome={() => void navigate('/')} />} />
    </Routes>
  );
}
