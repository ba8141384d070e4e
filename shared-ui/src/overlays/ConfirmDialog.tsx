// The confirmation before a destructive action (delete a conversation, a saved item, a section,
// folder or file): a question, Cancel, and a red confirm button. While the action runs (`busy`) the
// dialog cannot be closed (no close button, no Escape, no click outside), Cancel is disabled and
// the confirm button shows it is working; what happens on success or failure is the caller's.
import type { CSSProperties, ReactNode } from 'react';
import { Button } from '../ui';
import { Modal } from '../ui-extra';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The action is running: nothing closes the dialog until it ends. */
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
  cancelText: ReactNode;
  confirmText: ReactNode;
  /** Test ids of the buttons: `<testId>-cancel` and `<testId>-confirm`. */
  testId: string;
  width?: number;
  rootClassName?: string;
  rootStyle?: CSSProperties;
  children: ReactNode;
}

export function ConfirmDialog({
  open,
  title,
  busy,
  onCancel,
  onConfirm,
  cancelText,
  confirmText,
  testId,
  width = 440,
  rootClassName,
  rootStyle,
  children,
}: ConfirmDialogProps) {
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={cancel}
      closable={!busy}
      keyboard={!busy}
      mask={{ closable: !busy }}
      centered
      width={width}
      rootClassName={rootClassName}
      rootStyle={rootStyle}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={cancel} disabled={busy} data-testid={`${testId}-cancel`}>
          {cancelText}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          danger
          loading={busy}
          onClick={onConfirm}
          data-testid={`${testId}-confirm`}
        >
          {confirmText}
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}
