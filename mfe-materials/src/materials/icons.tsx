// The materials page's own line icons (24x24, stroked in the text colour, decorative: the control
// or the text beside them carries the name). Directional ones are mirrored in right-to-left text.
import { defineIcon } from '@nibras/shared-ui';

/** A section: stacked layers. */
export const SectionIcon = defineIcon(
  <>
    <path d="m12 3 9 5-9 5-9-5Z" />
    <path d="m3 13 9 5 9-5" />
  </>,
);
export const FolderIcon = defineIcon(
  <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" />,
);
export const FolderOpenIcon = defineIcon(
  <path d="M3 17V7a2 2 0 0 1 2-2h4l2 2h7a2 2 0 0 1 2 2v1M3 17l2.6-6.2A2 2 0 0 1 7.4 9.6H21l-3 7.7a2 2 0 0 1-1.9 1.3H5a2 2 0 0 1-2-1.6Z" />,
);
/** A PDF: a page with a folded corner and "PDF" lines. */
export const PdfIcon = defineIcon(
  <>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9Z" />
    <path d="M14 3v6h6" />
    <path d="M8 13h2.5a1.5 1.5 0 0 1 0 3H8v-3Zm0 3v2M14 13v5M14 13h2M14 15.5h1.5" />
  </>,
);
/** A Word document: a page with lines of text. */
export const DocumentFileIcon = defineIcon(
  <>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9Z" />
    <path d="M14 3v6h6" />
    <path d="M8 13h8M8 16h8M8 10h3" />
  </>,
);
/** A presentation: a slide on a stand. */
export const SlidesFileIcon = defineIcon(
  <>
    <rect x="3" y="4" width="18" height="12" rx="1.5" />
    <path d="M12 16v4M8 20h8M7 8h6M7 11h10" />
  </>,
);
/** A picture: a frame with a hill and the sun. */
export const ImageFileIcon = defineIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="9.5" r="1.8" />
    <path d="m21 16-5-5-9 9" />
  </>,
);
/** Plain text: a page with lines. */
export const TextFileIcon = defineIcon(
  <>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9Z" />
    <path d="M14 3v6h6" />
    <path d="M8 13h8M8 17h5" />
  </>,
);
/** Points to the end of the line (a closed branch): mirrored in right-to-left text. */
export const ChevronEndIcon = defineIcon(<path d="m9 6 6 6-6 6" />, { mirrored: true });
export const ChevronDownIcon = defineIcon(<path d="m6 9 6 6 6-6" />);
/** "More actions": three dots. */
export const MoreIcon = defineIcon(
  <>
    <circle cx="12" cy="5" r="1.2" fill="currentColor" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    <circle cx="12" cy="19" r="1.2" fill="currentColor" />
  </>,
);
export const UploadIcon = defineIcon(<path d="M12 16V4M7 9l5-5 5 5M4 20h16" />);
export const DownloadIcon = defineIcon(<path d="M12 4v12M7 11l5 5 5-5M4 20h16" />);
export const PlusIcon = defineIcon(<path d="M12 5v14M5 12h14" />);
export const FolderPlusIcon = defineIcon(
  <>
    <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" />
    <path d="M12 10v6M9 13h6" />
  </>,
);
export const EditIcon = defineIcon(
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </>,
);
export const PaletteIcon = defineIcon(
  <>
    <path d="M12 3a9 9 0 0 0 0 18c1.4 0 2-1 2-2 0-1.5-1-2-1-3s.8-2 2-2h2a4 4 0 0 0 4-4c0-4-4-7-9-7Z" />
    <circle cx="7.5" cy="11" r="1" fill="currentColor" />
    <circle cx="10" cy="7" r="1" fill="currentColor" />
    <circle cx="15" cy="7.5" r="1" fill="currentColor" />
  </>,
);
/** Move: an arrow into a folder, pointing to the end of the line (mirrored in right-to-left text). */
export const MoveIcon = defineIcon(
  <>
    <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" />
    <path d="M8 13h7M12.5 10.5 15 13l-2.5 2.5" />
  </>,
  { mirrored: true },
);
export const TrashIcon = defineIcon(
  <>
    <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
    <path d="M10 11v5M14 11v5" />
  </>,
);
/** Open: an arrow leaving a box towards the end of the line (mirrored in right-to-left text). */
export const OpenIcon = defineIcon(
  <>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </>,
  { mirrored: true },
);
export const ChatIcon = defineIcon(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12Z" />);
export const RetryIcon = defineIcon(
  <>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </>,
);
export const CloseIcon = defineIcon(<path d="M6 6l12 12M18 6 6 18" />);
export const AlertIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </>,
);
