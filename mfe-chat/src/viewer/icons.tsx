// The viewer's line icons (24x24, stroked in the text colour, decorative: the button around them
// carries the name). Pages run top to bottom in every language, so the page arrows point up and
// down and are never mirrored.
import { defineIcon } from '@nibras/shared-ui';

export const PreviousPageIcon = defineIcon(<path d="m6 15 6-6 6 6" />);
export const NextPageIcon = defineIcon(<path d="m6 9 6 6 6-6" />);
export const ZoomInIcon = defineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4M8 11h6M11 8v6" />
  </>,
);
export const ZoomOutIcon = defineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4M8 11h6" />
  </>,
);
/** Fit to width: arrows out to both sides. */
export const FitWidthIcon = defineIcon(<path d="M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4" />);
/** A document with a folded corner (the file beside the chat). */
export const FileIcon = defineIcon(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </>,
);
