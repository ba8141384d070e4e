import type { ReactNode } from 'react';
import type { Locale } from '@nibras/shared-ui';
import { Navbar } from './Navbar';
import { Footer } from './Footer';
import './layout.css';

export function Layout({ locale, path, children }: { locale: Locale; path: string; children: ReactNode }) {
  return (
    <div className="nibras-layout">
      <Navbar locale={locale} path={path} />
      <main id="main" className="nibras-main" data-testid="main">
        {children}
      </main>
      <Footer locale={locale} />
    </div>
  );
}
