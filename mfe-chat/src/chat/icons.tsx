// The chat's own line icons (24x24, stroked in the text colour, decorative: the button beside or
// around them carries the name). Directional ones are mirrored in right-to-left text.
import { defineIcon } from '@nibras/shared-ui';

/** A paper plane pointing to the end of the line. */
export const SendIcon = defineIcon(
  <>
    <path d="M4 12 20 4l-4 16-4-7Z" />
    <path d="m12 13 8-9" />
  </>,
  { mirrored: true },
);
export const StopIcon = defineIcon(<rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />);
export const AttachIcon = defineIcon(
  <path d="m20.5 11.5-8.6 8.6a5.5 5.5 0 0 1-7.8-7.8l8.6-8.6a3.7 3.7 0 0 1 5.2 5.2l-8.6 8.6a1.8 1.8 0 0 1-2.6-2.6l7.9-7.9" />,
);
export const CopyIcon = defineIcon(
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);
export const BookmarkIcon = defineIcon(<path d="M19 21 12 16l-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2Z" />);
export const ListenIcon = defineIcon(
  <>
    <path d="M11 5 6 9H2v6h4l5 4Z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
  </>,
);
export const ListenStopIcon = defineIcon(
  <>
    <path d="M11 5 6 9H2v6h4l5 4Z" />
    <path d="m16 9 6 6M22 9l-6 6" />
  </>,
);
/** Summarize: lines getting shorter. */
export const SummarizeIcon = defineIcon(<path d="M4 6h16M4 12h11M4 18h6" />);
/** Examples: a light bulb. */
export const ExamplesIcon = defineIcon(
  <>
    <path d="M9 18h6M10 21h4" />
    <path d="M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3Z" />
  </>,
);
/** Explain: a question in a circle. */
export const ExplainIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M9.3 9a2.8 2.8 0 0 1 5.4 1c0 1.9-2.7 2.4-2.7 4" />
    <path d="M12 17.5h.01" />
  </>,
);
/** Translate: two scripts. */
export const TranslateIcon = defineIcon(
  <>
    <path d="M3 5h9M7.5 3v2M10 5c-.8 3.6-3 6.4-6 8M5.5 9c1 1.8 2.6 3.2 4.5 4" />
    <path d="m12 21 4-10 4 10M13.5 17.5h5" />
  </>,
);
export const RegenerateIcon = defineIcon(
  <>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </>,
);
export const FullscreenIcon = defineIcon(<path d="M8 3H3v5M16 3h5v5M3 16v5h5M21 16v5h-5" />);
export const ExitFullscreenIcon = defineIcon(<path d="M3 8h5V3M21 8h-5V3M3 16h5v5M21 16h-5v5" />);
export const DownloadIcon = defineIcon(<path d="M12 3v12M7 10l5 5 5-5M4 21h16" />);
export const PrintIcon = defineIcon(
  <>
    <path d="M6 9V3h12v6" />
    <rect x="3" y="9" width="18" height="8" rx="2" />
    <path d="M6 14h12v7H6Z" />
  </>,
);
/** The side list: a panel at the start of the line. */
export const SidebarIcon = defineIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
  </>,
  { mirrored: true },
);
export const EditIcon = defineIcon(
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </>,
);
export const TrashIcon = defineIcon(
  <>
    <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
    <path d="M10 11v5M14 11v5" />
  </>,
);
export const PlusIcon = defineIcon(<path d="M12 5v14M5 12h14" />);
export const CloseIcon = defineIcon(<path d="M6 6l12 12M18 6 6 18" />);
export const CropIcon = defineIcon(<path d="M6 2v14a2 2 0 0 0 2 2h14M18 22V8a2 2 0 0 0-2-2H2" />);
export const ArrowDownIcon = defineIcon(<path d="M12 5v14M6 13l6 6 6-6" />);
export const InfoIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 11v6M12 7.5h.01" />
  </>,
);
export const ChatIcon = defineIcon(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12Z" />);
export const HintIcon = defineIcon(
  <>
    <path d="M9 18h6M10 21h4" />
    <path d="M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3Z" />
  </>,
);
