// Each subject's icon and colour (the course cards, the course page, the start page). A subject
// the list does not know gets a book and a colour of the palette chosen from its name, so a new
// course file needs no code.
import type { CSSProperties, ComponentType } from 'react';
import { defineIcon, type IconProps } from '@nibras/shared-ui';

const MathIcon = defineIcon(
  <>
    <path d="M18 5H7l5 7-5 7h11" />
  </>,
);
const AtomIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="1.5" />
    <ellipse cx="12" cy="12" rx="10" ry="4" />
    <ellipse cx="12" cy="12" rx="10" ry="4" transform="rotate(60 12 12)" />
    <ellipse cx="12" cy="12" rx="10" ry="4" transform="rotate(120 12 12)" />
  </>,
);
const FlaskIcon = defineIcon(
  <>
    <path d="M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3" />
    <path d="M7 15h10" />
  </>,
);
const LeafIcon = defineIcon(
  <>
    <path d="M11 20A7 7 0 0 1 4 13C4 7 9 4 20 4c0 11-3 16-9 16z" />
    <path d="M4 20c4-5 7-8 11-11" />
  </>,
);
const LanguageIcon = defineIcon(
  <>
    <path d="M4 5h8M8 3v2M6 5c0 4 2.5 7 6 8.5M10 5c-.5 3.5-3 6.5-6 8" />
    <path d="M13 21l4-9 4 9M14.5 18h5" />
  </>,
);
const ComputerIcon = defineIcon(
  <>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </>,
);
const GlobeIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);
export const BookOpenIcon = defineIcon(
  <>
    <path d="M2 5h6a4 4 0 0 1 4 4v11a3 3 0 0 0-3-3H2z" />
    <path d="M22 5h-6a4 4 0 0 0-4 4v11a3 3 0 0 1 3-3h7z" />
  </>,
);

interface SubjectLook {
  Icon: ComponentType<IconProps>;
  /** The colour of the subject's badge and bars (readable white icon on it). */
  color: string;
}

const SUBJECTS: Record<string, SubjectLook> = {
  mathematics: { Icon: MathIcon, color: '#2563eb' },
  physics: { Icon: AtomIcon, color: '#7c3aed' },
  chemistry: { Icon: FlaskIcon, color: '#0f766e' },
  biology: { Icon: LeafIcon, color: '#15803d' },
  english: { Icon: LanguageIcon, color: '#c2410c' },
  'computer-science': { Icon: ComputerIcon, color: '#0369a1' },
  computing: { Icon: ComputerIcon, color: '#0369a1' },
  'digital-technology': { Icon: ComputerIcon, color: '#0369a1' },
  'earth-science': { Icon: GlobeIcon, color: '#a16207' },
};

const PALETTE = ['#be185d', '#4338ca', '#047857', '#b45309', '#0e7490', '#6d28d9'];

/** The icon and colour of a subject. */
export function subjectLook(subject: string): SubjectLook {
  const known = SUBJECTS[subject];
  if (known) return known;
  let hash = 0;
  for (const ch of subject) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return { Icon: BookOpenIcon, color: PALETTE[hash % PALETTE.length] ?? '#4338ca' };
}

/** The subject's badge: its icon on its colour (decorative: the title beside it names the course). */
export function SubjectBadge({ subject, size = 44 }: { subject: string; size?: number }) {
  const { Icon, color } = subjectLook(subject);
  return (
    <span
      className="learning-subject"
      style={{ '--subject-color': color, inlineSize: size, blockSize: size } as CSSProperties}
      data-subject={subject}
      aria-hidden="true"
    >
      <Icon size={Math.round(size * 0.55)} />
    </span>
  );
}
