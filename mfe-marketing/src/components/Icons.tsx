// Small line icons of the public pages, drawn through shared-ui's one icon wrapper (no icon
// font, no external images), a little finer than the app's (1.8). Decorative: the text beside
// each icon carries the meaning, so every icon is aria-hidden. They stay in this remote: only
// the public pages show them.
import type { ReactNode } from 'react';
import { Icon } from '@nibras/shared-ui';

function MkIcon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <Icon className="mk-icon" size={size} strokeWidth={1.8}>
      {children}
    </Icon>
  );
}

export const ICONS = {
  tutor: () => (
    <MkIcon>
      <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z" />
      <path d="M9 8.5h6M9 11.5h4" />
    </MkIcon>
  ),
  summaries: () => (
    <MkIcon>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M8.5 12.5h7M8.5 16h4.5" />
    </MkIcon>
  ),
  quizzes: () => (
    <MkIcon>
      <path d="m4 6.5 1.5 1.5L8 5.5M4 12.5 5.5 14 8 11.5" />
      <path d="M11 7h9M11 13h9M11 19h9M4.5 18.5h3" />
    </MkIcon>
  ),
  files: () => (
    <MkIcon>
      <path d="M4 8V5.5A1.5 1.5 0 0 1 5.5 4H8M16 4h2.5A1.5 1.5 0 0 1 20 5.5V8M20 16v2.5a1.5 1.5 0 0 1-1.5 1.5H16M8 20H5.5A1.5 1.5 0 0 1 4 18.5V16" />
      <path d="M8 9h8M8 12h8M8 15h5" />
    </MkIcon>
  ),
  courses: () => (
    <MkIcon>
      <path d="M12 6.5C10.5 5 8 4.5 4 4.5v13c4 0 6.5.5 8 2 1.5-1.5 4-2 8-2v-13c-4 0-6.5.5-8 2z" />
      <path d="M12 6.5v13" />
    </MkIcon>
  ),
  leaderboard: () => (
    <MkIcon>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v3.5M8.5 20h7l-1-3.5h-5z" />
    </MkIcon>
  ),
  curriculum: () => (
    <MkIcon>
      <path d="m3 9 9-4.5L21 9l-9 4.5z" />
      <path d="M7 11v4.5c1.5 1.3 3 2 5 2s3.5-.7 5-2V11M21 9v5" />
    </MkIcon>
  ),
  bilingual: () => (
    <MkIcon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.5 5.2 3.5 8.5s-1.2 6.1-3.5 8.5c-2.3-2.4-3.5-5.2-3.5-8.5S9.7 5.9 12 3.5z" />
    </MkIcon>
  ),
  data: () => (
    <MkIcon>
      <path d="M12 3 5 6v5.5c0 4.4 3 7.9 7 9.5 4-1.6 7-5.1 7-9.5V6z" />
      <path d="m9 12 2 2 4-4" />
    </MkIcon>
  ),
  riyadh: () => (
    <MkIcon>
      <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </MkIcon>
  ),
  students: () => (
    <MkIcon>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
    </MkIcon>
  ),
  families: () => (
    <MkIcon>
      <circle cx="8.5" cy="8" r="3" />
      <circle cx="16.5" cy="9.5" r="2.3" />
      <path d="M3 19.5c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5M14.5 14.6c.6-.2 1.3-.3 2-.3 2.3 0 4 1.4 4.5 4.2" />
    </MkIcon>
  ),
  teachers: () => (
    <MkIcon>
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M7 20l2-4M17 20l-2-4M7 8.5h6M7 11.5h9" />
    </MkIcon>
  ),
  honest: () => (
    <MkIcon>
      <path d="M9 17.5h6M10 20.5h4M12 3.5a6 6 0 0 0-3.5 10.9c.3.3.5.7.5 1.1v.5h6v-.5c0-.4.2-.8.5-1.1A6 6 0 0 0 12 3.5z" />
    </MkIcon>
  ),
  privacy: () => (
    <MkIcon>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2.5" />
    </MkIcon>
  ),
  check: () => (
    <MkIcon size={20}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </MkIcon>
  ),
  chevron: () => (
    <MkIcon size={20}>
      <path d="m6 9 6 6 6-6" />
    </MkIcon>
  ),
  mail: () => (
    <MkIcon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </MkIcon>
  ),
  info: () => (
    <MkIcon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5M12 7.8v.2" />
    </MkIcon>
  ),
  arrow: () => (
    <MkIcon size={20}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </MkIcon>
  ),
} as const;

export type IconName = keyof typeof ICONS;

export function NamedIcon({ name }: { name: IconName }) {
  const Draw = ICONS[name];
  return <Draw />;
}
