import type { ComponentType } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { NotFound, useRemote } from '@nibras/shared-ui';
import HomePage from './pages/HomePage';
import PricingPage from './pages/PricingPage';
import AboutPage from './pages/AboutPage';
import FaqsPage from './pages/FaqsPage';
import LegalPage from './pages/LegalPage';
import './marketing.css';

const PrivacyPage = () => <LegalPage id="privacy" />;
const TermsPage = () => <LegalPage id="terms" />;

/** The public pages, under the locale prefix (see routes.ts). */
const PAGES: ReadonlyArray<{ path: string; Page: ComponentType }> = [
  { path: '/', Page: HomePage },
  { path: '/pricing', Page: PricingPage },
  { path: '/about', Page: AboutPage },
  { path: '/faqs', Page: FaqsPage },
  { path: '/privacy-policy', Page: PrivacyPage },
  { path: '/terms-of-services', Page: TermsPage },
];

export default function MarketingRoot() {
  const { basename } = useRemote();
  const navigate = useNavigate();
  return (
    <Routes>
      {PAGES.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<NotFound homeHref={basename} onHome={() => void navigate('/')} />} />
    </Routes>
  );
}
