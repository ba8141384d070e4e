// Self-hosted fonts (no CDN): Inter for Latin, Noto Sans Arabic for Arabic, from their fontsource
// packages, subset to the weights and letters the apps use by build/fonts.mjs (fonts/). Each
// @font-face carries a unicode-range, so a page downloads only the faces it uses: an Arabic page
// 84 KB of Noto Sans Arabic (197 KB before the subsetting), an English page 30 KB of Inter (48 KB).
import './fonts/fonts.css';
import './base.css';

export const FONT_FAMILY = {
  en: "'Inter Variable', 'Noto Sans Arabic Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
  ar: "'Noto Sans Arabic Variable', 'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
} as const;
