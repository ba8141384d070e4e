// Delete a section, folder or file after a confirmation that names it and says what goes with it
// (the folders and files inside, at any depth). DELETE /files/{id}; "Folder deleted" (or the
// section's or file's own toast) on success, the API's message on a failure.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, GENERIC_ERROR, toast, useRemote } from '@nibras/shared-ui';
import { ConfirmDialog } from '@nibras/shared-ui/extra';
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
    <ConfirmDialog
      open={node !== null}
      title={t(`delete.title.${kind}`)}
      busy={busy}
      onCancel={close}
      onConfirm={() => void confirm()}
      cancelText={t('dialog.cancel')}
      confirmText={t('delete.confirm')}
      testId="delete-dialog"
      width={460}
      rootClassName="materials-dialog"
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
    </ConfirmDialog>
  );
}
