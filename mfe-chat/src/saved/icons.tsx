// The saved-content page's own icons, drawn through the shared Icon wrapper (24x24, stroked).
import { defineIcon } from '@nibras/shared-ui';

export const BookmarkIcon = defineIcon(<path d="M19 21l-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />);
export const PencilIcon = defineIcon(
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z" />
  </>,
);
export const TrashIcon = defineIcon(
  <>
    <path d="M3 6h18" />
    <path d="M8 6V4h8v2" />
    <path d="M19 6l-1 14H6L5 6" />
    <path d="M10 11v6M14 11v6" />
  </>,
);
/** Points "forward" (to the conversation): mirrored in right-to-left text. */
export const OpenIcon = defineIcon(<path d="M5 12h14M13 6l6 6-6 6" />, { mirrored: true });
export const ChatBubbleIcon = defineIcon(
  <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.4A8 8 0 1 1 21 12z" />,
);
