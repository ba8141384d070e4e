// /uploaded-materials: the student's study materials. Sections hold folders, folders hold folders
// and files, each in its colour; each file shows its text extraction (queued, processing with its
// percentage, ready, or failed with the reason and a Retry), read again every 1.5 s while one is
// under way. Create sections and folders, upload by the button or by dropping files on a section
// or folder (several at once, each with its progress bar), and a menu on every node (right-click,
// long press, its "more" button, Shift+F10): open (the chat with the file beside it), rename,
// colour, move, download (a file, or a folder as a zip), delete. States: a skeleton while
// loading, "Error" with a retry, and empty states that teach what to do.
import { useCallback, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  Button,
  GENERIC_ERROR,
  Skeleton,
  toast,
  usePageMeta,
  useRemote,
  type ContextMenuPoint,
} from '@nibras/shared-ui';
import { MATERIAL_LIMITS, retryExtraction, type MaterialNode } from './api';
import { DeleteDialog } from './DeleteDialog';
import { fetchDownload, saveBlob } from './download';
import { ACCEPT_ATTRIBUTE } from './files';
import { FolderPlusIcon, PlusIcon, SectionIcon, UploadIcon } from './icons';
import { MaterialsTree, type TreeKeyAction } from './MaterialsTree';
import { MoveDialog } from './MoveDialog';
import { NodeDialog, type NodeDialogMode } from './NodeDialog';
import { NodeMenu, type MenuRequest, type NodeAction } from './NodeMenu';
import { indexTree, isContainer, pathTo, visibleRows } from './tree';
import { StorageUsage, UploadList } from './UploadPanel';
import { useMaterials } from './useMaterials';
import { useMaterialsStyle } from './useMaterialsStyle';
import { localized, useUploads } from './useUploads';
import './materials.css';

const SKELETON_ROWS = 6;

function LoadingState() {
  const { t } = useTranslation('materials');
  return (
    <div className="materials-loading" data-testid="materials-loading">
      <p role="status" className="nibras-visually-hidden">
        {t('loading')}
      </p>
      <div aria-hidden="true">
        <Skeleton
          active
          title={{ width: '45%' }}
          paragraph={{ rows: SKELETON_ROWS, width: ['80%', '65%', '70%', '55%', '75%', '60%'] }}
        />
      </div>
    </div>
  );
}

function ErrorState({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('materials');
  return (
    <section className="materials-error" role="alert" data-testid="materials-error">
      <h2 className="materials-error__title">{t('error.title')}</h2>
      <p>{t('error.body')}</p>
      <Button onClick={onRetry} data-testid="materials-retry">
        {t('error.retry')}
      </Button>
    </section>
  );
}

/** No section yet: what sections, folders and files are for, and the first step. */
function EmptyState({ onCreate }: { onCreate(): void }) {
  const { t } = useTranslation('materials');
  const steps = ['section', 'folder', 'file'] as const;
  return (
    <section
      className="materials-empty"
      data-testid="materials-empty"
      aria-labelledby="materials-empty-title"
    >
      <span className="materials-empty__icon" aria-hidden="true">
        <SectionIcon size={36} />
      </span>
      <h2 id="materials-empty-title" className="materials-empty__title">
        {t('empty.title')}
      </h2>
      <p className="materials-empty__body">{t('empty.body')}</p>
      <ol className="materials-empty__steps">
        {steps.map((step) => (
          <li key={step}>
            <strong>{t(`empty.steps.${step}.title`)}</strong> {t(`empty.steps.${step}.body`)}
          </li>
        ))}
      </ol>
      <Button
        type="primary"
        size="large"
        icon={<PlusIcon size={18} />}
        onClick={onCreate}
        data-testid="materials-create-first-section"
      >
        {t('empty.action')}
      </Button>
    </section>
  );
}

const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

export function MaterialsPage() {
  const { t } = useTranslation('materials');
  const remote = useRemote();
  const { api, locale, location } = remote;
  const navigate = useNavigate();
  const style = useMaterialsStyle();
  const materials = useMaterials();
  const { tree, usage, status, refresh } = materials;

  usePageMeta({
    title: `${t('uploaded.title')} · ${t('common:app.name')}`,
    description: t('uploaded.description'),
    path: location.pathname,
    locale,
  });

  /** Sections start open, folders closed; the student's choices override that. */
  const [opened, setOpened] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [menu, setMenu] = useState<MenuRequest | null>(null);
  const [dialog, setDialog] = useState<NodeDialogMode | null>(null);
  const [moving, setMoving] = useState<{ node: MaterialNode; parentId: string | null } | null>(null);
  const [deleting, setDeleting] = useState<MaterialNode | null>(null);
  const [pageDrop, setPageDrop] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  /** Where the file picker's files go (the toolbar's target, or the menu's node). */
  const pickerTarget = useRef<MaterialNode | null>(null);

  const index = useMemo(() => indexTree(tree), [tree]);
  const isExpanded = useCallback(
    (node: MaterialNode) => opened.get(node._id) ?? node.kind === 'section',
    [opened],
  );
  const rows = useMemo(() => visibleRows(tree, isExpanded), [tree, isExpanded]);

  const selected = selectedId ? (index.get(selectedId) ?? null) : null;
  /** Where new folders and uploads go: the selected section or folder, or the selected file's. */
  const target = selected ? (isContainer(selected.node) ? selected.node : selected.parent) : null;
  const targetPath = target
    ? pathTo(index, target._id)
        .map((id) => index.get(id)?.node.name ?? '')
        .join(' › ')
    : null;

  const setOpen = useCallback((id: string, open: boolean) => {
    setOpened((before) => new Map(before).set(id, open));
  }, []);
  const toggle = useCallback(
    (id: string, open?: boolean) => {
      setOpened((before) => {
        const place = index.get(id);
        if (!place) return before;
        const now = before.get(id) ?? place.node.kind === 'section';
        return new Map(before).set(id, open ?? !now);
      });
    },
    [index],
  );
  /** Opens every section and folder down to a node. */
  const reveal = useCallback(
    (id: string) => {
      setOpened((before) => {
        const next = new Map(before);
        for (const step of pathTo(index, id).slice(0, -1)) next.set(step, true);
        return next;
      });
    },
    [index],
  );

  const select = useCallback((id: string) => {
    setSelectedId(id);
    setFocusRequest((n) => n + 1);
  }, []);

  const focusTree = () => setFocusRequest((n) => n + 1);

  const uploads = useUploads({
    maxFileBytes: usage?.maxFileBytes ?? MATERIAL_LIMITS.fileBytes,
    onUploaded: useCallback(
      (parentId: string) => {
        setOpen(parentId, true);
        void refresh();
      },
      [setOpen, refresh],
    ),
  });

  const openFile = useCallback(
    (node: MaterialNode) => void navigate(`/ai-engine?file=${encodeURIComponent(node._id)}`),
    [navigate],
  );

  const addUploads = uploads.add;
  const sendTo = useCallback(
    (parentId: string, files: File[]) => {
      const parent = index.get(parentId)?.node;
      if (parent && files.length > 0) addUploads(files, parent);
    },
    [index, addUploads],
  );

  const pickFiles = (parent: MaterialNode) => {
    pickerTarget.current = parent;
    fileInput.current?.click();
  };

  const download = async (node: MaterialNode) => {
    toast.info(localized('toast.downloadStarting'));
    try {
      const { blob, fileName, missingFiles } = await fetchDownload(remote, node);
      saveBlob(blob, fileName);
      if (missingFiles > 0) toast.error('toast.someFilesNotDownloaded');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.status === 422) toast.error('toast.folderEmpty');
      else toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
    }
  };

  const retry = useCallback(
    async (node: MaterialNode) => {
      try {
        await retryExtraction(api, node._id);
        await refresh();
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401))
          toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
      }
    },
    [api, refresh],
  );

  const retryRow = useCallback((node: MaterialNode) => void retry(node), [retry]);

  const onAction = (action: NodeAction, node: MaterialNode) => {
    const place = index.get(node._id);
    switch (action) {
      case 'open':
        if (node.kind === 'file') openFile(node);
        else {
          setOpen(node._id, true);
          select(node._id);
        }
        return;
      case 'chat':
        openFile(node);
        return;
      case 'new-folder':
        setDialog({ kind: 'create-folder', parent: node });
        return;
      case 'upload':
        pickFiles(node);
        return;
      case 'retry':
        void retry(node);
        return;
      case 'rename':
        setDialog({ kind: 'rename', node });
        return;
      case 'color':
        setDialog({ kind: 'color', node });
        return;
      case 'move':
        setMoving({ node, parentId: place?.parent?._id ?? null });
        return;
      case 'download':
        void download(node);
        return;
      case 'delete':
        setDeleting(node);
        return;
    }
  };

  const onMenu = useCallback((node: MaterialNode, point: ContextMenuPoint, from: HTMLElement) => {
    setSelectedId(node._id);
    setMenu({ node, point, returnFocus: from });
  }, []);

  const onKeyAction = useCallback((action: TreeKeyAction, node: MaterialNode) => {
    if (action === 'rename') setDialog({ kind: 'rename', node });
    else setDeleting(node);
  }, []);

  const onDialogDone = async (node: MaterialNode, mode: NodeDialogMode) => {
    if (mode.kind === 'create-folder') setOpen(mode.parent._id, true);
    setSelectedId(node._id);
    await refresh();
    focusTree();
  };

  const onDeleted = async (node: MaterialNode) => {
    const parent = index.get(node._id)?.parent ?? null;
    if (selectedId && pathTo(index, selectedId).includes(node._id)) setSelectedId(parent?._id ?? null);
    await refresh();
    focusTree();
  };

  // Files dropped on the page outside a row go into the selected section or folder.
  const pageDropHandlers =
    status === 'ready' && tree.length > 0
      ? {
          onDragOver(event: DragEvent<HTMLElement>) {
            if (!hasFiles(event)) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = target ? 'copy' : 'none';
            setPageDrop(true);
          },
          onDragLeave(event: DragEvent<HTMLElement>) {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPageDrop(false);
          },
          onDrop(event: DragEvent<HTMLElement>) {
            if (!hasFiles(event)) return;
            event.preventDefault();
            setPageDrop(false);
            const files = [...event.dataTransfer.files];
            if (target) uploads.add(files, target);
            else toast.info(localized('upload.chooseTarget'));
          },
        }
      : {};

  let body: ReactNode;
  if (status === 'loading') body = <LoadingState />;
  else if (status === 'error') body = <ErrorState onRetry={materials.retry} />;
  else if (tree.length === 0) body = <EmptyState onCreate={() => setDialog({ kind: 'create-section' })} />;
  else
    body = (
      <MaterialsTree
        rows={rows}
        selectedId={selectedId}
        label={t('tree.label')}
        focusRequest={focusRequest}
        onSelect={select}
        onToggle={toggle}
        onOpenFile={openFile}
        onMenu={onMenu}
        onKeyAction={onKeyAction}
        onRetry={retryRow}
        onDropFiles={sendTo}
      />
    );

  const ready = status === 'ready';

  return (
    <section
      className={`materials-page${pageDrop ? ' materials-page--drop' : ''}`}
      style={style}
      data-testid="page-materials-uploaded-materials"
      aria-labelledby="materials-page-title"
      {...pageDropHandlers}
    >
      <header className="materials-page__header">
        <h1 id="materials-page-title" className="materials-page__title">
          {t('uploaded.title')}
        </h1>
        <p className="materials-page__description">{t('uploaded.description')}</p>
      </header>

      {ready && (
        <div className="materials-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
          <Button
            icon={<PlusIcon size={18} />}
            onClick={() => setDialog({ kind: 'create-section' })}
            data-testid="materials-new-section"
          >
            {t('toolbar.newSection')}
          </Button>
          {tree.length > 0 && (
            <>
              <Button
                icon={<FolderPlusIcon size={18} />}
                disabled={!target}
                onClick={() => target && setDialog({ kind: 'create-folder', parent: target })}
                data-testid="materials-new-folder"
              >
                {t('toolbar.newFolder')}
              </Button>
              <Button
                type="primary"
                icon={<UploadIcon size={18} />}
                disabled={!target}
                onClick={() => target && pickFiles(target)}
                data-testid="materials-upload"
              >
                {t('toolbar.upload')}
              </Button>
            </>
          )}
        </div>
      )}
      {ready && tree.length > 0 && (
        <p className="materials-target" data-testid="materials-target" aria-live="polite">
          {target && targetPath !== null ? (
            <>
              {t('toolbar.target')}{' '}
              <bdi className="materials-target__path" dir="auto">
                {targetPath}
              </bdi>
            </>
          ) : (
            t('toolbar.noTarget')
          )}
        </p>
      )}
      <input
        ref={fileInput}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        className="nibras-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="materials-file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          const parent = pickerTarget.current;
          event.target.value = '';
          if (parent && files.length > 0) uploads.add(files, parent);
        }}
      />

      <div className="materials-layout">
        <div className="materials-layout__main">{body}</div>
        {ready && usage && (
          <aside className="materials-layout__side">
            <UploadList
              entries={uploads.entries}
              busy={uploads.busy}
              onCancel={uploads.cancel}
              onClear={uploads.clear}
            />
            <StorageUsage usage={usage} />
          </aside>
        )}
      </div>

      <NodeMenu request={menu} style={style} onClose={() => setMenu(null)} onAction={onAction} />
      <NodeDialog
        mode={dialog}
        onClose={() => {
          setDialog(null);
          focusTree();
        }}
        onDone={(node, mode) => void onDialogDone(node, mode)}
      />
      <MoveDialog
        moving={moving}
        tree={tree}
        onClose={() => {
          setMoving(null);
          focusTree();
        }}
        onMoved={(node, to) => {
          reveal(to);
          setOpen(to, true);
          setSelectedId(node._id);
          void refresh();
        }}
      />
      <DeleteDialog
        node={deleting}
        onClose={() => {
          setDeleting(null);
          focusTree();
        }}
        onDeleted={(node) => void onDeleted(node)}
      />
    </section>
  );
}

export default MaterialsPage;
