import type { ComponentType } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFound, useRemote } from '@nibras/shared-ui';
import { PlaceholderPage } from '@nibras/shared-ui/extra';
import { MATERIALS_ROUTES, type MaterialsPageId } from './routes';

/** Keys under `uploaded.coming`: what the page will offer. */
const COMING = ['upload', 'organize', 'chat'] as const;

function UploadedMaterialsPage() {
  const { t } = useTranslation('materials');
  return (
    <PlaceholderPage
      pageId="materials-uploaded-materials"
      title={t('uploaded.title')}
      description={t('uploaded.description')}
      upcoming={COMING.map((item) => t(`uploaded.coming.${item}`))}
    ></PlaceholderPage>
  );
}

/** The component of each page of routes.ts. */
const PAGES: Record<MaterialsPageId, ComponentType> = { 'uploaded-materials': UploadedMaterialsPage };

export default function MaterialsRoot() {
  const { basename } = useRemote();
  const navigate = useNavigate();
  return (
    <Routes>
      {MATERIALS_ROUTES.map(({ path, pageId }) => {
        const Page = PAGES[pageId];
        return <Route key={path} path={path} element={<Page />} />;
      })}
      <Route path="*" element={<NotFound homeHref={basename} onHome={() => void navigate('/')} />} />
    </Routes>
  );
}
