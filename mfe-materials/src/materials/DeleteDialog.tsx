// Delete a section, folder or file after a confirmation that names it and says what goes with it
// (the folders and files inside, at any depth). DELETE /files/{id}; "Folder deleted" (or the
// section's or file's own toast) on success, the API's message on a failure.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, GENERIC_ERROR, toast, useRemote } from '@nibras/shared-ui';
import { Modal } from '@nibras/shared-ui/extra';
import { deleteNode, type MaterialNode } from './api';
import { formatNumber } from './files';
import { contentsOf } from './tree';
import { localized } from './useUploads';

export interface DeleteDialogProps {
  node: MaterialNode | null;
  onClose(): void;
  onDeleted(node: MaterialNode): void;
}

export function DeleteDialog({ node, onClose, onDeleted }: DeleteDialogProps) {
  const { t } = useTranslation('materials');
  const { api, locale } = useRemote();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(node);
  if (node && node !== shown) setShown(node);
  const current = node ?? shown;

  const close = () => {
    if (!busy) onClose();
  };

  const confirm = async () => {
    if (!current) return;
    setBusy(true);
    try {
      await deleteNode(api, current._id);
      if (current.kind === 'folder') toast.success('toast.folderDeleted');
      else toast.success(localized(`toast.${current.kind}Deleted`));
      onDeleted(current);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
    } finally {
      setBusy(false);
    }
  };

  const kind = current?.kind ?? 'folder';
  const name = `\u2068${current?.name ?? ''}\u2069`;
  const inside = current && kind !== 'file' ? contentsOf(current) : null;

  return (
    <Modal
      open={node !== null}
      title={t(`delete.title.${kind}`)}
      onCancel={close}
      closable={!busy}
      keyboard={!busy}
      mask={{ closable: !busy }}
      centered
      width={460}
      rootClassName="materials-dialog"
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={busy} data-testid="delete-dialog-cancel">
          {t('dialog.cancel')}
        </Button>,
        <Button
          key="delete"
          type="primary"
          danger
          loading={busy}
          onClick={() => void confirm()}
          data-testid="delete-dialog-confirm"
        >
          {t('delete.confirm')}
        </Button>,
      ]}
    >
      <div data-testid="delete-dialog">
        <p data-testid="delete-dialog-body">{t(`delete.body.${kind}`, { name })}</p>
        {inside && (
          <p data-testid="delete-dialog-inside">
            {inside.folders + inside.files === 0
              ? t('delete.emptyInside')
              : t('delete.inside', {
                  folders: formatNumber(inside.folders, locale),
                  files: formatNumber(inside.files, locale),
                })}
          </p>
        )}
        <p className="materials-dialog__note">{t(kind === 'file' ? 'delete.noteFile' : 'delete.note')}</p>
      </div>
    </Modal>
  );
}
