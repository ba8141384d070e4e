// A card of the public pages: the look of antd's Card (surface, border, padding from the theme's
// tokens through marketing.css) without its code. antd's Card brings Tabs, Dropdown and Menu
// with it (its tab list), which the first visit to the site would otherwise download for nothing.
import type { ReactNode } from 'react';

export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={className ? `mk-card ${className}` : 'mk-card'}>
      <div className="mk-card__body">{children}</div>
    </div>
  );
}
