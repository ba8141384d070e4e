import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore, type Locale } from '@nibras/shared-ui';
import { layoutRules } from '../layoutRules';
import { Navbar } from './Navbar';
import { Footer } from './Footer';
import { Shapes } from './Shapes';
import { OnboardingGateProvider } from './OnboardingGate';
import './layout.css';

export function Layout({ locale, path, children }: { locale: Locale; path: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const rules = layoutRules(path);
  const reduceMotion = useSettingsStore((s) => s.settings.accessibility.reduceMotion);
  return (
    <OnboardingGateProvider>
      <div
        className={`nibras-layout nibras-layout--${rules.variant}`}
        data-layout={rules.variant}
        data-reduce-motion={reduceMotion || undefined}
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
