// The context menu of a section, folder or file: opened by right-click, by a long press (700 ms)
// on touch screens, by the row's "more" button, or by the keyboard (the ContextMenu key or
// Shift+F10). A list of menu items (role="menu"): arrows, Home and End move, Enter picks, Escape
// and Tab close and focus goes back where it was. Beside the pointer on desktop (kept inside the
// window, opening towards the start of the line in right-to-left text); a sheet at the bottom of
// the screen on phones.
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useMediaQuery, useRemote, type ContextMenuPoint, type IconProps } from '@nibras/shared-ui';
import type { MaterialNode } from './api';
import {
  ChatIcon,
  DownloadIcon,
  EditIcon,
  FolderPlusIcon,
  MoveIcon,
  OpenIcon,
  PaletteIcon,
  RetryIcon,
  TrashIcon,
  UploadIcon,
} from './icons';

export type NodeAction =
  'open' | 'chat' | 'new-folder' | 'upload' | 'retry' | 'rename' | 'color' | 'move' | 'download' | 'delete';

const ICONS: Record<NodeAction, ComponentType<IconProps>> = {
  open: OpenIcon,
  chat: ChatIcon,
  'new-folder': FolderPlusIcon,
  upload: UploadIcon,
  retry: RetryIcon,
  rename: EditIcon,
  color: PaletteIcon,
  move: MoveIcon,
  download: DownloadIcon,
  delete: TrashIcon,
};

/** The actions a node offers, in menu order. */
export function actionsFor(node: MaterialNode): NodeAction[] {
  if (node.kind === 'file') {
    return [
      'open',
      'chat',
      ...(node.status === 'failed' ? (['retry'] as const) : []),
      'rename',
      'color',
      'move',
      'download',
      'delete',
    ];
  }
  return [
    'open',
    'new-folder',
    'upload',
    'rename',
    'color',
    ...(node.kind === 'folder' ? (['move'] as const) : []),
    'download',
    'delete',
  ];
}

export interface MenuRequest {
  node: MaterialNode;
  /** Where it opens (the pointer, or the middle of the row for the keyboard). */
  point: ContextMenuPoint;
  /** Gets the focus back when the menu closes without an action that moves it. */
  returnFocus: HTMLElement | null;
}

export interface NodeMenuProps {
  request: MenuRequest | null;
  /** The page's CSS variables (the menu is drawn outside the page, in a portal). */
  style: CSSProperties;
  onClose(): void;
  onAction(action: NodeAction, node: MaterialNode): void;
}

const EDGE = 8;

export function NodeMenu({ request, style, onClose, onAction }: NodeMenuProps) {
  const { t } = useTranslation('materials');
  const { locale } = useRemote();
  const phone = useMediaQuery('(max-width: 575px)');
  const menu = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const rtl = locale === 'ar';

  const close = (refocus: boolean) => {
    const back = request?.returnFocus;
    onClose();
    if (refocus && back?.isConnected) back.focus();
  };
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  // Beside the pointer, inside the window.
  useLayoutEffect(() => {
    if (!request || phone || !menu.current) {
      setPosition(null);
      return;
    }
    const { width, height } = menu.current.getBoundingClientRect();
    const { x, y } = request.point;
    const maxLeft = window.innerWidth - width - EDGE;
    const maxTop = window.innerHeight - height - EDGE;
    const left = Math.max(EDGE, Math.min(rtl ? x - width : x, maxLeft));
    const top = Math.max(EDGE, Math.min(y, maxTop));
    setPosition({ left, top });
  }, [request, phone, rtl]);

  // The first item takes the focus; a press elsewhere, a scroll or a resize closes the menu.
  useEffect(() => {
    if (!request) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent | MouseEvent | TouchEvent) => {
      if (menu.current && !menu.current.contains(event.target as Node)) closeRef.current(false);
    };
    const onResize = () => closeRef.current(false);
    document.addEventListener('mousedown', onPointerDown, true);
    document.addEventListener('touchstart', onPointerDown, true);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('mousedown', onPointerDown, true);
      document.removeEventListener('touchstart', onPointerDown, true);
      window.removeEventListener('resize', onResize);
    };
  }, [request]);

  if (!request) return null;
  const { node } = request;
  const actions = actionsFor(node);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focus(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focus(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focus(0);
        break;
      case 'End':
        event.preventDefault();
        focus(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        event.preventDefault();
        close(true);
        break;
      default:
        // Type-ahead: the next item starting with the letter.
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const letter = event.key.toLocaleLowerCase(locale);
          const start = index + 1;
          for (let step = 0; step < items.length; step++) {
            const item = items[(start + step) % items.length];
            if (item?.textContent?.trim().toLocaleLowerCase(locale).startsWith(letter)) {
              item.focus();
              break;
            }
          }
        }
    }
  };

  const pick = (action: NodeAction) => {
    // Dialogs and navigation take the focus themselves; "open" on a folder gives it back to the row.
    close(action === 'open' && node.kind !== 'file');
    onAction(action, node);
  };

  const label = (action: NodeAction) =>
    action === 'open' && node.kind !== 'file' ? t('menu.openFolder') : t(`menu.${action}`);

  const layer = (
    <div
      className={`materials-menu-layer${phone ? ' materials-menu-layer--sheet' : ''}`}
      dir={rtl ? 'rtl' : 'ltr'}
      lang={locale}
      style={style}
    >
      {phone && <div className="materials-menu-backdrop" aria-hidden="true" onClick={() => close(true)} />}
      <div
        ref={menu}
        role="menu"
        aria-label={t('menu.label', { name: node.name })}
        className="materials-menu"
        data-testid="node-menu"
        data-node-id={node._id}
        style={
          phone
            ? undefined
            : {
                left: position?.left ?? request.point.x,
                top: position?.top ?? request.point.y,
                visibility: position ? 'visible' : 'hidden',
              }
        }
        onKeyDown={onKeyDown}
        onContextMenu={(event) => event.preventDefault()}
      >
        {phone && (
          <p className="materials-menu__title" aria-hidden="true">
            <bdi>{node.name}</bdi>
          </p>
        )}
        {actions.map((action) => {
          const Icon = ICONS[action];
          return (
            <button
              key={action}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`materials-menu__item${action === 'delete' ? ' materials-menu__item--danger' : ''}`}
              data-testid={`menu-${action}`}
              onClick={() => pick(action)}
            >
              <Icon size={18} />
              <span>{label(action)}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
  return createPortal(layer, document.body);
}
