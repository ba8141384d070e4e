// Where a conversation's file is shown: a pane beside the chat on a wide screen, a drawer on a
// narrower one (SidePane.tsx), with the file's viewer in it. The file stays loaded while the pane is
// hidden. This module and the viewers are downloaded only for a conversation that has a file.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfEngine } from './engine';
import FileViewer from './FileViewer';
import { FileIcon } from './icons';
import type { PageRequest } from './PdfViewer';
import { SidePane } from './SidePane';

export { DEFAULT_PANE_WIDTH, MIN_CHAT_WIDTH, MIN_PANE_WIDTH, RESIZE_STEP } from './SidePane';

const WIDTH_KEY = 'nibras.chat.filePaneWidth';

export interface FilePaneProps {
  fileId: string;
  name: string;
  /** A drawer instead of a pane: from the bottom (phones) or from the inline end (tablets). */
  drawer: 'bottom' | 'side' | null;
  open: boolean;
  onClose(): void;
  target: PageRequest | null;
  /** The id of the pane (the header's button controls it). */
  paneId: string;
  /** The chat's style variables (the drawer is drawn outside the chat's element). */
  rootStyle: CSSProperties;
  pdfEngine?: () => Promise<PdfEngine>;
}

export default function FilePane({
  fileId,
  name,
  drawer,
  open,
  onClose,
  target,
  paneId,
  rootStyle,
  pdfEngine,
}: FilePaneProps) {
  const { t } = useTranslation('chat');
  return (
    <SidePane
      title={name}
      icon={<FileIcon size={18} />}
      drawer={drawer}
      open={open}
      onClose={onClose}
      paneId={paneId}
      rootStyle={rootStyle}
      widthKey={WIDTH_KEY}
      labels={{
        pane: t('viewer.pane.label', { name }),
        resize: t('viewer.pane.resize'),
        hide: t('viewer.pane.hide'),
      }}
      testIds={{ pane: 'viewer-pane', hide: 'viewer-pane-hide', resizer: 'viewer-resizer' }}
    >
      <FileViewer fileId={fileId} name={name} target={target} pdfEngine={pdfEngine} />
    </SidePane>
  );
}
