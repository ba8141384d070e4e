// Test helper: renders shell UI with the shared providers, the shell's translations and
// a memory router, and shows the current location for assertions.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  AppProviders,
  addNamespace,
  initI18n,
  registerToastRenderer,
  useSettingsStore,
  type Locale,
  type ToastKind,
} from '@nibras/shared-ui';
import en from '../locales/en.json';
import ar from '../locales/ar.json';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface ShownToast {
  kind: ToastKind;
  text: string;
}

export async function renderShell(ui: ReactNode, { locale = 'en', path }: { locale?: Locale; path: string }) {
  await initI18n(locale);
  addNamespace('shell', { en, ar });
  // No animations (antd's motion would update components after the test's last act()).
  useSettingsStore.setState((s) => ({
    settings: { ...s.settings, accessibility: { ...s.settings.accessibility, reduceMotion: true } },
  }));
  const toasts: ShownToast[] = [];
  const offToasts = registerToastRenderer({ show: (kind, text) => toasts.push({ kind, text }) }, (text) =>
    typeof text === 'string' ? text : text[locale],
  );
  const result = render(
    <MemoryRouter initialEntries={[`/${locale}${path}`]}>
      <AppProviders locale={locale}>
        <LocationProbe />
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
  const location = () => result.getByTestId('location').textContent;
  return { ...result, toasts, location, offToasts };
}

/** antd's modal measures the scrollbar with getComputedStyle(el, pseudo), which jsdom lacks. */
export function patchGetComputedStyle(): () => void {
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => original(element);
  return () => {
    window.getComputedStyle = original;
  };
}
