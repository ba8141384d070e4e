// The student's sections, folders and files as a virtualized tree: only the rows in view (and a
// few around them) are in the page, each at its place in a box as tall as every row together, so
// a tree of thousands of nodes scrolls as smoothly as a short one. The WAI-ARIA tree pattern:
// role="tree" with one treeitem per row (level, position and size of its set, expanded, selected),
// one row in the tab order (the selected one, kept in the page even when scrolled away), arrows
// move and open or close (mirrored in right-to-left text), Home and End, Enter opens, F2 renames,
// Delete deletes, Shift+F10 or the ContextMenu key opens the menu. Each row also opens its menu by
// right-click, by a long press (700 ms) and by its "more" button; files can be dropped on a
// section or folder row (or on a file, for its folder).
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLongPress, useRemote, type ContextMenuPoint, type Locale } from '@nibras/shared-ui';
import { Progress } from '@nibras/shared-ui/extra';
import { failureText, type MaterialNode } from './api';
import { formatBytes, formatNumber, formatPercent, kindOf } from './files';
import {
  ChevronDownIcon,
  ChevronEndIcon,
  FolderIcon,
  FolderOpenIcon,
  DocumentFileIcon,
  ImageFileIcon,
  SlidesFileIcon,
  MoreIcon,
  PdfIcon,
  RetryIcon,
  SectionIcon,
  TextFileIcon,
  UploadIcon,
} from './icons';
import { isContainer, rowKey, type TreeRow } from './tree';

/** Rows drawn beyond each edge of the view. */
const OVERSCAN = 8;
/** Used until the browser has laid the tree out (and in test pages, which lay nothing out). */
const FALLBACK_ROW_PX = 44;
const FALLBACK_VIEW_PX = 640;

export type TreeKeyAction = 'rename' | 'delete';

export interface MaterialsTreeProps {
  rows: readonly TreeRow[];
  selectedId: string | null;
  /** The tree's accessible name. */
  label: string;
  /** Asks the tree to move the focus to the selected row (after a keyboard move, a dialog). */
  focusRequest: number;
  onSelect(id: string): void;
  onToggle(id: string, open?: boolean): void;
  /** Enter or a double click on a file. */
  onOpenFile(node: MaterialNode): void;
  onMenu(node: MaterialNode, point: ContextMenuPoint, from: HTMLElement): void;
  onKeyAction(action: TreeKeyAction, node: MaterialNode): void;
  onRetry(node: MaterialNode): void;
  /** Files dropped on a row: the section or folder they go into. */
  onDropFiles(parentId: string, files: File[]): void;
}

const rowDomId = (id: string) => `material-row-${id}`;

function NodeIcon({ node, open }: { node: MaterialNode; open: boolean }) {
  if (node.kind === 'section') return <SectionIcon size={18} />;
  if (node.kind === 'folder') return open ? <FolderOpenIcon size={18} /> : <FolderIcon size={18} />;
  const kind = kindOf(node);
  if (kind === 'pdf') return <PdfIcon size={18} />;
  if (kind === 'image') return <ImageFileIcon size={18} />;
  if (kind === 'document') return <DocumentFileIcon size={18} />;
  if (kind === 'slides') return <SlidesFileIcon size={18} />;
  return <TextFileIcon size={18} />;
}

/** A file's extraction, as the row says it. */
function FileStatus({ node, locale, statusId }: { node: MaterialNode; locale: Locale; statusId: string }) {
  const { t } = useTranslation('materials');
  const size = formatBytes(node.size ?? 0, locale);
  switch (node.status) {
    case 'queued':
      return (
        <span id={statusId} className="materials-row__status materials-row__status--queued">
          <span className="materials-row__badge">{t('status.queued')}</span>
          <span className="materials-row__size">{size}</span>
        </span>
      );
    case 'processing': {
      const percent = Math.round(node.progress ?? 0);
      return (
        <span id={statusId} className="materials-row__status materials-row__status--processing">
          <span className="materials-row__badge">
            {t('status.processing', { percent: formatPercent(percent, locale) })}
          </span>
          <Progress
            className="materials-row__progress"
            percent={percent}
            size="small"
            showInfo={false}
            aria-label={t('status.progressLabel', { name: node.name })}
            data-testid="extraction-progress"
          />
        </span>
      );
    }
    case 'failed':
      return (
        <span id={statusId} className="materials-row__status materials-row__status--failed">
          <span className="materials-row__badge">{t('status.failed')}</span>
          <span className="materials-row__reason" data-testid="failure-reason">
            {failureText(node.failure, locale)}
          </span>
        </span>
      );
    default:
      return (
        <span id={statusId} className="materials-row__status materials-row__status--ready">
          <span className="materials-row__badge">{t('status.ready')}</span>
          {node.pageCount ? (
            <span className="materials-row__size">
              {t('status.pages', { pages: formatNumber(node.pageCount, locale) })}
            </span>
          ) : null}
          <span className="materials-row__size">{size}</span>
        </span>
      );
  }
}

interface RowProps {
  row: TreeRow;
  top: number;
  selected: boolean;
  tabbable: boolean;
  dropping: boolean;
  locale: Locale;
  onRowKeyDown(event: KeyboardEvent<HTMLElement>, row: TreeRow): void;
  onSelect(id: string): void;
  onToggle(id: string, open?: boolean): void;
  onOpenFile(node: MaterialNode): void;
  onMenu(node: MaterialNode, point: ContextMenuPoint, from: HTMLElement): void;
  onRetry(node: MaterialNode): void;
  onDragTarget(id: string | null): void;
  onDropFiles(parentId: string, files: File[]): void;
  register(id: string, element: HTMLElement | null): void;
}

const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/** Drag-and-drop handlers for a row that takes files into `parentId`. */
function dropHandlers(
  parentId: string,
  onDragTarget: RowProps['onDragTarget'],
  onDropFiles: RowProps['onDropFiles'],
) {
  return {
    onDragOver(event: DragEvent<HTMLElement>) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'copy';
      onDragTarget(parentId);
    },
    onDragLeave(event: DragEvent<HTMLElement>) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onDragTarget(null);
    },
    onDrop(event: DragEvent<HTMLElement>) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      onDragTarget(null);
      const files = [...event.dataTransfer.files];
      if (files.length > 0) onDropFiles(parentId, files);
    },
  };
}

const NodeRow = memo(function NodeRow(props: RowProps & { row: Extract<TreeRow, { type: 'node' }> }) {
  const { row, top, selected, tabbable, dropping, locale } = props;
  const { node, depth, expanded } = row;
  const { t } = useTranslation('materials');
  const container = isContainer(node);
  const self = useRef<HTMLDivElement>(null);
  const { onMenu, register } = props;
  const openMenu = useCallback(
    (point: ContextMenuPoint) => {
      if (self.current) onMenu(node, point, self.current);
    },
    [node, onMenu],
  );
  const press = useLongPress(openMenu);
  const nameId = `${rowDomId(node._id)}-name`;
  const statusId = `${rowDomId(node._id)}-status`;
  const dropInto = container ? node._id : row.parentId;
  const drop = dropInto ? dropHandlers(dropInto, props.onDragTarget, props.onDropFiles) : {};

  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      self.current = element;
      register(node._id, element);
    },
    [node._id, register],
  );

  return (
    <div
      ref={setRef}
      role="treeitem"
      id={rowDomId(node._id)}
      aria-level={depth}
      aria-setsize={row.siblings}
      aria-posinset={row.position}
      aria-expanded={container ? expanded : undefined}
      aria-selected={selected}
      aria-labelledby={nameId}
      aria-describedby={node.kind === 'file' ? statusId : undefined}
      tabIndex={tabbable ? 0 : -1}
      className={[
        'materials-row',
        `materials-row--${node.kind}`,
        selected ? 'materials-row--selected' : '',
        dropping ? 'materials-row--drop' : '',
      ].join(' ')}
      style={{ transform: `translateY(${top}px)` }}
      data-testid="material-node"
      data-node-id={node._id}
      data-kind={node.kind}
      data-color={node.color}
      data-status={node.status}
      onClick={() => props.onSelect(node._id)}
      onDoubleClick={() => (container ? props.onToggle(node._id) : props.onOpenFile(node))}
      onKeyDown={(event) => {
        press.onKeyDown(event);
        if (!event.defaultPrevented) props.onRowKeyDown(event, row);
      }}
      onContextMenu={(event) => {
        props.onSelect(node._id);
        press.onContextMenu(event);
      }}
      onTouchStart={press.onTouchStart}
      onTouchMove={press.onTouchMove}
      onTouchEnd={press.onTouchEnd}
      onTouchCancel={press.onTouchCancel}
      {...drop}
    >
      <span className="materials-row__indent" style={{ inlineSize: `${(depth - 1) * 1.25}rem` }} />
      <span
        className="materials-row__twisty"
        aria-hidden="true"
        onClick={
          container
            ? (event: MouseEvent) => {
                event.stopPropagation();
                props.onSelect(node._id);
                props.onToggle(node._id);
              }
            : undefined
        }
        data-testid={container ? 'node-toggle' : undefined}
      >
        {container && (expanded ? <ChevronDownIcon size={16} /> : <ChevronEndIcon size={16} />)}
      </span>
      <span className="materials-row__chip" style={{ background: node.color }} aria-hidden="true">
        <NodeIcon node={node} open={expanded} />
      </span>
      <span className="materials-row__text">
        <span id={nameId} className="materials-row__name" data-testid="node-name">
          <bdi>{node.name}</bdi>
        </span>
        {node.kind === 'file' && <FileStatus node={node} locale={locale} statusId={statusId} />}
      </span>
      {node.kind === 'file' && node.status === 'failed' && (
        <button
          type="button"
          className="materials-row__retry"
          tabIndex={tabbable ? 0 : -1}
          onClick={(event) => {
            event.stopPropagation();
            props.onRetry(node);
          }}
          data-testid="node-retry"
        >
          <RetryIcon size={16} />
          <span>{t('status.retry')}</span>
        </button>
      )}
      <button
        type="button"
        className="materials-row__more"
        tabIndex={tabbable ? 0 : -1}
        aria-haspopup="menu"
        aria-label={t('menu.more', { name: node.name })}
        onClick={(event) => {
          event.stopPropagation();
          props.onSelect(node._id);
          const rect = event.currentTarget.getBoundingClientRect();
          openMenu({ x: locale === 'ar' ? rect.left : rect.right, y: rect.bottom });
        }}
        onKeyDown={(event) => event.stopPropagation()}
        data-testid="node-more"
      >
        <MoreIcon size={18} />
      </button>
    </div>
  );
});

const EmptyRow = memo(function EmptyRow(props: RowProps & { row: Extract<TreeRow, { type: 'empty' }> }) {
  const { row, top, dropping } = props;
  const { t } = useTranslation('materials');
  const drop = dropHandlers(row.parent._id, props.onDragTarget, props.onDropFiles);
  return (
    <div
      role="none"
      className={`materials-row materials-row--empty${dropping ? ' materials-row--drop' : ''}`}
      style={{ transform: `translateY(${top}px)` }}
      data-testid="empty-folder"
      data-parent-id={row.parent._id}
      {...drop}
    >
      <span className="materials-row__indent" style={{ inlineSize: `${(row.depth - 1) * 1.25}rem` }} />
      <span className="materials-row__empty-icon" aria-hidden="true">
        <UploadIcon size={16} />
      </span>
      <span className="materials-row__empty-text">{t('tree.emptyFolder')}</span>
    </div>
  );
});

/** The height of one row in pixels, followed as the text size changes (a probe styled as a row). */
function useRowHeight(probe: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(FALLBACK_ROW_PX);
  useLayoutEffect(() => {
    const element = probe.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().height;
      setHeight(measured > 0 ? measured : FALLBACK_ROW_PX);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [probe]);
  return height;
}

export function MaterialsTree(props: MaterialsTreeProps) {
  const { rows, selectedId, label, focusRequest, onSelect, onToggle, onOpenFile, onKeyAction } = props;
  const { locale } = useRemote();
  const scroller = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLDivElement>(null);
  const rowHeight = useRowHeight(probe);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(FALLBACK_VIEW_PX);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const frame = useRef(0);

  const register = useCallback((id: string, element: HTMLElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  }, []);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setViewHeight(element.clientHeight > 0 ? element.clientHeight : FALLBACK_VIEW_PX);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(scroller.current?.scrollTop ?? 0));
  };

  const selectedIndex = selectedId
    ? rows.findIndex((r) => r.type === 'node' && r.node._id === selectedId)
    : -1;
  const tabbableIndex = selectedIndex >= 0 ? selectedIndex : rows.findIndex((r) => r.type === 'node');

  // A keyboard move (or a dialog closing) brings the selected row into view and gives it the focus.
  const lastFocusRequest = useRef(focusRequest);
  useEffect(() => {
    if (focusRequest === lastFocusRequest.current) return;
    lastFocusRequest.current = focusRequest;
    const element = scroller.current;
    if (!element || tabbableIndex < 0) return;
    const top = tabbableIndex * rowHeight;
    const view = element.clientHeight || viewHeight;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + rowHeight > element.scrollTop + view) element.scrollTop = top + rowHeight - view;
    const row = rows[tabbableIndex];
    const id = row?.type === 'node' ? row.node._id : null;
    // The row is in the page after this render (the selected row always is).
    const focus = () => (id ? elements.current.get(id)?.focus({ preventScroll: true }) : undefined);
    focus();
    requestAnimationFrame(focus);
  }, [focusRequest, tabbableIndex, rowHeight, viewHeight, rows]);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(rows.length - 1, Math.ceil((scrollTop + viewHeight) / rowHeight) + OVERSCAN);
  const shown: number[] = [];
  for (let i = first; i <= last; i++) shown.push(i);
  if (tabbableIndex >= 0 && (tabbableIndex < first || tabbableIndex > last)) shown.push(tabbableIndex);

  const onRowKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, row: TreeRow) => {
      if (row.type !== 'node' || event.target !== event.currentTarget) return;
      const { node } = row;
      const index = rows.indexOf(row);
      const nodes = rows.flatMap((r, i) => (r.type === 'node' ? [i] : []));
      const at = nodes.indexOf(index);
      const go = (i: number | undefined) => {
        const target = i === undefined ? undefined : rows[i];
        if (target?.type === 'node') onSelect(target.node._id);
      };
      const rtl = locale === 'ar';
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const back = rtl ? 'ArrowRight' : 'ArrowLeft';
      const handled = () => {
        event.preventDefault();
        event.stopPropagation();
      };
      switch (event.key) {
        case 'ArrowDown':
          handled();
          go(nodes[Math.min(at + 1, nodes.length - 1)]);
          return;
        case 'ArrowUp':
          handled();
          go(nodes[Math.max(at - 1, 0)]);
          return;
        case 'Home':
          handled();
          go(nodes[0]);
          return;
        case 'End':
          handled();
          go(nodes.at(-1));
          return;
        case forward:
          handled();
          if (!isContainer(node)) return;
          if (!row.expanded) onToggle(node._id, true);
          else if (node.children.length > 0) go(index + 1);
          return;
        case back:
          handled();
          if (isContainer(node) && row.expanded) onToggle(node._id, false);
          else if (row.parentId) onSelect(row.parentId);
          return;
        case 'Enter':
          handled();
          if (isContainer(node)) onToggle(node._id);
          else onOpenFile(node);
          return;
        case 'F2':
          handled();
          onKeyAction('rename', node);
          return;
        case 'Delete':
          handled();
          onKeyAction('delete', node);
          return;
      }
    },
    [rows, locale, onSelect, onToggle, onOpenFile, onKeyAction],
  );

  const rowProps = {
    locale,
    onRowKeyDown,
    onSelect,
    onToggle,
    onOpenFile,
    onMenu: props.onMenu,
    onRetry: props.onRetry,
    onDragTarget: setDropTarget,
    onDropFiles: props.onDropFiles,
    register,
  };

  return (
    <div
      ref={scroller}
      className="materials-tree"
      onScroll={onScroll}
      style={{ blockSize: rows.length * rowHeight }}
      data-testid="materials-tree"
      data-rows={rows.length}
    >
      <div ref={probe} className="materials-row materials-row--probe" aria-hidden="true" />
      <div
        role="tree"
        aria-label={label}
        className="materials-tree__rows"
        style={{ blockSize: rows.length * rowHeight }}
      >
        {shown.map((i) => {
          const row = rows[i]!;
          const key = rowKey(row);
          const common = {
            ...rowProps,
            top: i * rowHeight,
            selected: row.type === 'node' && row.node._id === selectedId,
            tabbable: i === tabbableIndex,
            dropping:
              dropTarget !== null &&
              (row.type === 'node' ? row.node._id === dropTarget : row.parent._id === dropTarget),
          };
          return row.type === 'node' ? (
            <NodeRow key={key} {...common} row={row} />
          ) : (
            <EmptyRow key={key} {...common} row={row} />
          );
        })}
      </div>
    </div>
  );
}
