// Self-hosted fonts from npm packages (no CDN): Inter for Latin, Noto Sans Arabic for Arabic.
// Each @font-face carries a unicode-range, so a page downloads only the subsets it uses. Noto Sans
// Arabic comes subset to the weights and letters the apps use (fonts/, made by build/fonts.mjs
// from @fontsource-variable/noto-sans-arabic): an Arabic page downloads 84 KB of it, not 197 KB.
import '@fontsource-variable/inter/index.css';
import './fonts/noto-sans-arabic.css';
import './base.css';

export const FONT_FAMILY = {
  en: "'Inter Variable', 'Noto Sans Arabic Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
  ar: "'Noto Sans Arabic Variable', 'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
} as const;
