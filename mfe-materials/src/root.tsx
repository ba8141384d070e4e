// The materials remote: the student's study materials (/uploaded-materials), under the locale.
import type { ComponentType } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { NotFound, useRemote } from '@nibras/shared-ui';
import { MaterialsPage } from './materials/MaterialsPage';
import { MATERIALS_ROUTES, type MaterialsPageId } from './routes';

/** The component of each page of routes.ts (its root element has the test id `page-materials-<pageId>`). */
const PAGES: Record<MaterialsPageId, ComponentType> = { 'uploaded-materials': MaterialsPage };

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
