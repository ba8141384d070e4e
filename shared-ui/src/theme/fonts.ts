// Self-hosted fonts from npm packages (no CDN): Inter for Latin, Noto Sans Arabic for Arabic.
// Each @font-face carries a unicode-range, so a page downloads only the subsets it uses.
import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/noto-sans-arabic/index.css';
import './base.css';

export const FONT_FAMILY = {
  en: "'Inter Variable', 'Noto Sans Arabic Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
  ar: "'Noto Sans Arabic Variable', 'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
} as const;
