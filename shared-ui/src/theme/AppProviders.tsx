// The providers at the root of the shell and of every remote (a parcel is its own
// React root, so it wraps itself): antd ConfigProvider with direction, locale and
// theme, and the shared i18next instance. Exactly one root is the toast host.
import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, message } from '../ui';
import enUS from 'antd/es/locale/en_US';
import arEG from 'antd/es/locale/ar_EG';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../types';
import { i18n, dirOf } from '../i18n';
import { registerToastRenderer } from '../toast';
import { buildTheme } from './theme';
import { useEffectiveAccessibility } from './accessibility';

const ANTD_LOCALES = { en: enUS, ar: arEG } as const;

/** The effective display mode is dark (the setting, or the system's when it says "system"). */
export function useIsDark(): boolean {
  return useEffectiveAccessibility().dark;
}

function ToastHost() {
  const [api, holder] = message.useMessage({ maxCount: 1 });
  useEffect(
    () =>
      registerToastRenderer(
        {
          show(kind, text, durationMs) {
            api.destroy();
            void api.open({ type: kind, content: text, duration: durationMs / 1000 });
          },
        },
        (text) => {
          const lng = i18n.language === 'ar' ? 'ar' : 'en';
          return typeof text === 'string' ? i18n.t(text, { lng }) : text[lng];
        },
      ),
    [api],
  );
  return holder;
}

export interface AppProvidersProps {
  locale: Locale;
  children: ReactNode;
  /** True for the one root that draws toasts (the shell, or a standalone harness). */
  toastHost?: boolean;
}

export function AppProviders({ locale, children, toastHost = false }: AppProvidersProps) {
  const a11y = useEffectiveAccessibility();
  const theme = buildTheme({
    locale,
    dark: a11y.dark,
    highContrast: a11y.highContrast,
    textSize: a11y.textSize,
    reduceMotion: a11y.reduceMotion,
  });
  return (
    <ConfigProvider direction={dirOf(locale)} locale={ANTD_LOCALES[locale]} theme={theme}>
      <I18nextProvider i18n={i18n}>
        {toastHost && <ToastHost />}
        {children}
      </I18nextProvider>
    </ConfigProvider>
  );
}
