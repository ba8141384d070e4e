import { Route, Routes, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFound, useRemote } from '@nibras/shared-ui';
import { PlaceholderPage } from '@nibras/shared-ui/extra';

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

export default function MaterialsRoot() {
  const { basename } = useRemote();
  const navigate = useNavigate();
  return (
    <Routes>
      <Route path="/uploaded-materials" element={<UploadedMaterialsPage />} />
      <Route path="*" element={<NotFound homeHref={basename} onHome={() => void navigate('/')} />} />
    </Routes>
  );
}
