import { Route, Routes, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFound, PlaceholderPage, useRemote } from '@nibras/shared-ui';

const PAGES = [
  { path: '/', id: 'home' },
  { path: '/pricing', id: 'pricing' },
  { path: '/about', id: 'about' },
  { path: '/faqs', id: 'faqs' },
  { path: '/privacy-policy', id: 'privacy' },
  { path: '/terms-of-services', id: 'terms' },
] as const;

function Page({ id }: { id: (typeof PAGES)[number]['id'] }) {
  const { t } = useTranslation('marketing');
  return (
    <PlaceholderPage
      pageId={`marketing-${id}`}
      title={t(`${id}.title`)}
      description={t(`${id}.description`)}
    />
  );
}

export default function MarketingRoot() {
  const { basename } = useRemote();
  const navigate = useNavigate();
  return (
    <Routes>
      {PAGES.map((p) => (
        <Route key={p.id} path={p.path} element={<Page id={p.id} />} />
      ))}
      <Route path="*" element={<NotFound homeHref={basename} onHome={() => void navigate('/')} />} />
    </Routes>
  );
}
