import type { ComponentType } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { NotFound, useRemote } from '@nibras/shared-ui';
import HomePage from './pages/HomePage';
import PricingPage from './pages/PricingPage';
import AboutPage from './pages/AboutPage';
import FaqsPage from './pages/FaqsPage';
import LegalPage from './pages/LegalPage';
import { MARKETING_ROUTES, type MarketingPageId } from './routes';
import './marketing.css';

const PrivacyPage = () => <LegalPage id="privacy" />;
const TermsPage = () => <LegalPage id="terms" />;

/** The component of each page of routes.ts. */
const PAGES: Record<MarketingPageId, ComponentType> = {
  home: HomePage,
  pricing: PricingPage,
  about: AboutPage,
  faqs: FaqsPage,
  privacy: PrivacyPage,
  terms: TermsPage,
};

export default function MarketingRoot() {
  const { basename } = useRemote();
  const navigate = useNavigate();
  return (
    <Routes>
      {MARKETING_ROUTES.map(({ path, pageId }) => {
        const Page = PAGES[pageId];
        return <Route key={path} path={path} element={<Page />} />;
      })}
      <Route path="*" element={<NotFound homeHref={basename} onHome={() => void navigate('/')} />} />
    </Routes>
  );
}
