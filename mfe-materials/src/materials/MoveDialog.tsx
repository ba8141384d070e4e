// Move a folder or a file: the student's sections and folders as a tree of radios (indented by
// level; arrow keys move between them), where the node itself, anything inside it and its current
// place cannot be chosen, nor a folder that would make the tree too deep. Moves with PATCH
// /files/{id} {parentId}; the API's refusal (a cycle, the depth) shows as its own message.
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, GENERIC_ERROR, toast, useRemote } from '@nibras/shared-ui';
import { Modal } from '@nibras/shared-ui/extra';
import { MATERIAL_LIMITS, updateNode, type MaterialNode } from './api';
import { FolderIcon, SectionIcon } from './icons';
import { moveTargets } from './tree';
import { localized } from './useUploads';

export interface MoveDialogProps {
  /** The node to move (null: closed) and the section or folder it is in now. */
  moving: { node: MaterialNode; parentId: string | null } | null;
  tree: readonly MaterialNode[];
  onClose(): void;
  /** After the API moved it into `to`. */
  onMoved(node: MaterialNode, to: string): void;
}

export function MoveDialog({ moving, tree, onClose, onMoved }: MoveDialogProps) {
  const { t } = useTranslation('materials');
  const { api } = useRemote();
  const name = `move-${useId().replace(/:/g, '')}`;
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(moving);
  if (moving && moving !== shown) {
    setShown(moving);
    setTarget(null);
  }
  const current = moving ?? shown;

  const targets = useMemo(
    () => (current ? moveTargets(tree, current.node, current.parentId, MATERIAL_LIMITS.depth) : []),
    [tree, current],
  );

  const close = () => {
    if (!busy) onClose();
  };

  const move = async () => {
    if (!current || !target) return;
    setBusy(true);
    try {
      const node = await updateNode(api, current.node._id, { parentId: target });
      const to = targets.find((x) => x.node._id === target)?.node.name ?? '';
      toast.success(localized('toast.moved', { name: `\u2068${to}\u2069` }));
      onMoved(node, target);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={moving !== null}
      title={current ? t('move.title', { name: `\u2068${current.node.name}\u2069` }) : ''}
      onCancel={close}
      closable={!busy}
      keyboard={!busy}
      mask={{ closable: !busy }}
      centered
      width={520}
      rootClassName="materials-dialog"
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={busy} data-testid="move-dialog-cancel">
          {t('dialog.cancel')}
        </Button>,
        <Button
          key="move"
          type="primary"
          loading={busy}
          disabled={!target}
          onClick={() => void move()}
          data-testid="move-dialog-submit"
        >
          {t('move.submit')}
        </Button>,
      ]}
    >
      <fieldset className="materials-move" data-testid="move-dialog" disabled={busy}>
        <legend className="materials-move__legend">{t('move.legend')}</legend>
        <div className="materials-move__list">
          {targets.map(({ node, depth, blocked }) => {
            const Icon = node.kind === 'section' ? SectionIcon : FolderIcon;
            return (
              <label
                key={node._id}
                className="materials-move__option"
                style={{ paddingInlineStart: `${0.5 + (depth - 1) * 1.25}rem` }}
                data-testid="move-target"
                data-node-id={node._id}
                data-blocked={blocked ?? undefined}
              >
                <input
                  type="radio"
                  name={name}
                  value={node._id}
                  checked={target === node._id}
                  disabled={blocked !== null}
                  onChange={() => setTarget(node._id)}
                />
                <span className="materials-move__chip" style={{ background: node.color }} aria-hidden="true">
                  <Icon size={16} />
                </span>
                <span className="materials-move__name">
                  <bdi>{node.name}</bdi>
                </span>
                {blocked && <span className="materials-move__why">{t(`move.blocked.${blocked}`)}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
    </Modal>
  );
}
