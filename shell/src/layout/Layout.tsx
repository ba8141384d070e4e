import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@nibras/shared-ui';
import { layoutRules } from '../layoutRules';
import { matchRoute } from '../routes';
import { Navbar } from './Navbar';
import { Footer } from './Footer';
import { Shapes } from './Shapes';
import { OnboardingGateProvider } from './OnboardingGate';
import { useFullscreenMode } from './useFullscreenMode';
import './layout.css';

/**
 * The page frame: navbar, main area and footer as the layout table says for this path
 * (layoutRules.ts). The table's answers are also written as data attributes, for tests.
 */
export function Layout({ locale, path, children }: { locale: Locale; path: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const fullscreen = useFullscreenMode(matchRoute(path)?.owner ?? 'none');
  const rules = layoutRules(path, { fullscreen });
  return (
    <OnboardingGateProvider>
      <div
        className={`nibras-layout nibras-layout--${rules.variant}`}
        data-testid="layout"
        data-layout={rules.variant}
        data-navbar={rules.navbar}
        data-footer={rules.footer}
        data-contained={rules.contained}
        data-fullscreen={fullscreen || undefined}
      >
        <a href="#main" className="nibras-skip-link">
          {t('nav.skipToContent')}
        </a>
        <Shapes variant={rules.variant} />
        {rules.navbar && <Navbar locale={locale} path={path} />}
        <main
          id="main"
          tabIndex={-1}
          className={`nibras-main${rules.contained ? ' nibras-main--contained' : ''}`}
          data-testid="main"
        >
          {children}
        </main>
        {rules.footer && <Footer locale={locale} />}
      </div>
    </OnboardingGateProvider>
  );
}
