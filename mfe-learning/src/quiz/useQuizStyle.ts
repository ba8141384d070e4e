// antd's design tokens as CSS variables on the quiz page, so quiz.css follows the theme (dark mode,
// high contrast, text size) without a second set of rules.
import { useMemo, type CSSProperties } from 'react';
import { theme, useIsDark } from '@nibras/shared-ui';

export function useQuizStyle(): CSSProperties {
  const { token } = theme.useToken();
  const dark = useIsDark();
  return useMemo(
    () =>
      ({
        '--quiz-text': token.colorText,
        '--quiz-text-2': token.colorTextSecondary,
        '--quiz-surface': token.colorBgContainer,
        '--quiz-elevated': token.colorBgElevated,
        '--quiz-border': token.colorBorder,
        '--quiz-border-2': token.colorBorderSecondary,
        '--quiz-fill': token.colorFillTertiary,
        '--quiz-primary': token.colorPrimary,
        '--quiz-primary-bg': `color-mix(in srgb, ${token.colorPrimary} ${dark ? 24 : 10}%, ${token.colorBgContainer})`,
        // Small status text: the signal colours mixed with the text colour keep 4.5:1 in both themes.
        '--quiz-success': `color-mix(in srgb, ${token.colorSuccess} 55%, ${token.colorText})`,
        '--quiz-success-bg': `color-mix(in srgb, ${token.colorSuccess} ${dark ? 22 : 10}%, ${token.colorBgContainer})`,
        '--quiz-error': `color-mix(in srgb, ${token.colorError} 55%, ${token.colorText})`,
        '--quiz-error-bg': `color-mix(in srgb, ${token.colorError} ${dark ? 22 : 8}%, ${token.colorBgContainer})`,
        '--quiz-warning': `color-mix(in srgb, ${token.colorWarning} 55%, ${token.colorText})`,
        '--quiz-warning-bg': `color-mix(in srgb, ${token.colorWarning} ${dark ? 22 : 12}%, ${token.colorBgContainer})`,
        '--quiz-radius': `${token.borderRadiusLG}px`,
        '--quiz-shadow': token.boxShadowTertiary,
      }) as CSSProperties,
    [token, dark],
  );
}
