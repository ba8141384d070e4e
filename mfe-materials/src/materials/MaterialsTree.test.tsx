// The tree and its context menu as components, with trees built by the test (no API: what is
// checked here is drawing, virtualization, the keyboard, the pointer and the long press).
import { act, fireEvent, render, within } from '@testing-library/react';
import { useCallback, useMemo, useState } from 'react';
import {
  addNamespace,
  bus,
  createApiClient,
  initI18n,
  LONG_PRESS_MS,
  RemoteFrame,
  useSessionStore,
  type ContextMenuPoint,
  type Locale,
  type RemoteProps,
} from '@nibras/shared-ui';
import { patchComputedStyle, UNUSED_API_URL } from '@nibras/shared-ui/testing';
import type { MaterialNode } from './api';
import { MaterialsTree } from './MaterialsTree';
import { NodeMenu, type MenuRequest, type NodeAction } from './NodeMenu';
import { materialNode as node, MESSAGES, msg } from './test-helpers';
import { countNodes, indexTree, visibleRows } from './tree';

patchComputedStyle();
afterAll(() => bus.close());

interface Calls {
  opened: string[];
  actions: string[];
  retried: string[];
  dropped: Array<{ parentId: string; names: string[] }>;
  menus: Array<{ id: string; point: ContextMenuPoint }>;
}

/** The tree with the page's state around it (selection, open folders, the menu). */
function Harness({ tree, calls }: { tree: MaterialNode[]; calls: Calls }) {
  const [opened, setOpened] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [menu, setMenu] = useState<MenuRequest | null>(null);
  const index = useMemo(() => indexTree(tree), [tree]);
  const isExpanded = useCallback((n: MaterialNode) => opened.get(n._id) ?? n.kind === 'section', [opened]);
  const rows = useMemo(() => visibleRows(tree, isExpanded), [tree, isExpanded]);
  return (
    <>
      <MaterialsTree
        rows={rows}
        selectedId={selectedId}
        label="tree"
        focusRequest={focusRequest}
        onSelect={(id) => {
          setSelectedId(id);
          setFocusRequest((n) => n + 1);
        }}
        onToggle={(id, open) =>
          setOpened((before) => {
            const now = before.get(id) ?? index.get(id)?.node.kind === 'section';
            return new Map(before).set(id, open ?? !now);
          })
        }
        onOpenFile={(n) => calls.opened.push(n._id)}
        onMenu={(n, point, from) => {
          calls.menus.push({ id: n._id, point });
          setMenu({ node: n, point, returnFocus: from });
        }}
        onKeyAction={(action, n) => calls.actions.push(`${action}:${n._id}`)}
        onRetry={(n) => calls.retried.push(n._id)}
        onDropFiles={(parentId, files) => calls.dropped.push({ parentId, names: files.map((f) => f.name) })}
      />
      <NodeMenu
        request={menu}
        style={{}}
        onClose={() => setMenu(null)}
        onAction={(action: NodeAction, n) => calls.actions.push(`${action}:${n._id}`)}
      />
    </>
  );
}

async function show(tree: MaterialNode[], locale: Locale = 'en') {
  await initI18n(locale);
  addNamespace('materials', MESSAGES);
  const props: RemoteProps = {
    basename: `/${locale}`,
    locale,
    location: { pathname: `/${locale}/uploaded-materials`, search: '', hash: '' },
    navigate: () => undefined,
    bus,
    api: createApiClient({ baseUrl: UNUSED_API_URL, getToken: () => null, onUnauthorized: () => undefined }),
    session: useSessionStore,
  };
  const calls: Calls = { opened: [], actions: [], retried: [], dropped: [], menus: [] };
  const view = render(
    <RemoteFrame name="mfe_materials" props={props}>
      <Harness tree={tree} calls={calls} />
    </RemoteFrame>,
  );
  return { ...view, calls };
}

const rowOf = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-node-id="${id}"][role="treeitem"]`)!;
const menu = () => document.body.querySelector<HTMLElement>('[data-testid="node-menu"]');

const STATUS_TREE = () => [
  node('biology', 'section', [
    node('cells', 'folder', [], { color: '#FFD5EA' }),
    node('queued.pdf', 'file', [], { status: 'queued', progress: 0, pageCount: null }),
    node('reading.pdf', 'file', [], { status: 'processing', progress: 42, pageCount: null }),
    node('photo.png', 'file', [], { mime: 'image/png', status: 'ready', pageCount: 1 }),
    node('notes.txt', 'file', [], { mime: 'text/plain', status: 'ready', pageCount: 2 }),
    node('broken.pdf', 'file', [], {
      status: 'failed',
      pageCount: null,
      failure: { en: 'This PDF is damaged', ar: 'ملف PDF هذا تالف' },
    }),
  ]),
];

describe('the materials tree', () => {
  it.each(['en', 'ar'] as const)('in %s, draws each node in its colour with its status', async (locale) => {
    const { container, calls } = await show(STATUS_TREE(), locale);
    const tree = within(container).getByRole('tree');
    expect(tree.getAttribute('aria-label')).toBe('tree');
    expect(rowOf(container, 'cells').dataset.color).toBe('#FFD5EA');
    expect(rowOf(container, 'biology').getAttribute('aria-expanded')).toBe('true');
    expect(rowOf(container, 'cells').getAttribute('aria-expanded')).toBe('false');
    expect(rowOf(container, 'queued.pdf').getAttribute('aria-posinset')).toBe('2');
    expect(rowOf(container, 'queued.pdf').getAttribute('aria-setsize')).toBe('6');

    expect(rowOf(container, 'queued.pdf').textContent).toContain(msg(locale, 'status.queued'));
    const reading = rowOf(container, 'reading.pdf');
    const bar = within(reading).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(reading.textContent).toContain(
      msg(locale, 'status.processing').replace('{{percent}}', locale === 'en' ? '42%' : '٤٢٪'),
    );
    expect(rowOf(container, 'notes.txt').textContent).toContain(
      msg(locale, 'status.pages').replace('{{pages}}', locale === 'en' ? '2' : '٢'),
    );
    const broken = rowOf(container, 'broken.pdf');
    expect(within(broken).getByTestId('failure-reason').textContent).toBe(
      locale === 'en' ? 'This PDF is damaged' : 'ملف PDF هذا تالف',
    );
    // The status describes the row for screen readers.
    expect(broken.getAttribute('aria-describedby')).toBe(broken.querySelector('.materials-row__status')?.id);
    fireEvent.click(within(broken).getByTestId('node-retry'));
    expect(calls.retried).toEqual(['broken.pdf']);

    // One icon per kind (a PDF, a picture, text): three different drawings.
    const drawing = (id: string) => rowOf(container, id).querySelector('.materials-row__chip svg')?.innerHTML;
    expect(new Set([drawing('queued.pdf'), drawing('photo.png'), drawing('notes.txt')]).size).toBe(3);
    // The chevron of a closed folder points to the end of the line (mirrored in Arabic).
    const chevron = rowOf(container, 'cells').querySelector('[data-testid="node-toggle"] svg');
    expect(chevron?.getAttribute('class')).toBe('nibras-icon--mirrored');
  });

  it('keeps a tree of 2,000 nodes to the rows in view, and scrolls to any of them', async () => {
    const sections = Array.from({ length: 20 }, (_, s) =>
      node(
        `s${s}`,
        'section',
        Array.from({ length: 99 }, (_, f) => node(`s${s}-f${f}`, 'file')),
      ),
    );
    expect(countNodes(sections)).toBe(2000);
    // How fast such a tree draws is a benchmark's figure, in a real browser (bench/materials.mjs
    // --only=tree); here, what makes it fast: only the rows in view are in the page.
    const { container } = await show(sections);
    const scroller = within(container).getByTestId('materials-tree');
    expect(scroller.dataset.rows).toBe('2000');
    const drawn = () => container.querySelectorAll('[role="treeitem"]');
    expect(drawn().length).toBeLessThan(40);

    // Scrolled to the end: the last rows are drawn instead of the first.
    scroller.scrollTop = 1999 * 44;
    await act(async () => {
      fireEvent.scroll(scroller);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(rowOf(container, 's19-f98')).toBeTruthy();
    expect(rowOf(container, 's0-f5')).toBeNull();
    // The row in the tab order stays in the page wherever the list is scrolled.
    expect(rowOf(container, 's0').tabIndex).toBe(0);
    expect(drawn().length).toBeLessThan(41);
  });

  it('moves with the arrows (mirrored in Arabic), opens with Enter, renames with F2, deletes with Delete', async () => {
    const tree = [
      node('s', 'section', [node('f', 'folder', [node('inner.pdf', 'file')]), node('a.pdf', 'file')]),
    ];
    const { container, calls } = await show(tree, 'ar');
    const s = rowOf(container, 's');
    expect(s.tabIndex).toBe(0);
    expect(rowOf(container, 'f').tabIndex).toBe(-1);
    fireEvent.keyDown(s, { key: 'ArrowDown' });
    const f = rowOf(container, 'f');
    expect(f.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(f);
    // In Arabic the left arrow opens (it points forward).
    fireEvent.keyDown(f, { key: 'ArrowLeft' });
    expect(f.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(f, { key: 'ArrowLeft' });
    const inner = rowOf(container, 'inner.pdf');
    expect(document.activeElement).toBe(inner);
    fireEvent.keyDown(inner, { key: 'Enter' });
    expect(calls.opened).toEqual(['inner.pdf']);
    fireEvent.keyDown(inner, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(rowOf(container, 'f'));
    fireEvent.keyDown(rowOf(container, 'f'), { key: 'ArrowRight' });
    expect(rowOf(container, 'f').getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(rowOf(container, 'f'), { key: 'End' });
    expect(document.activeElement).toBe(rowOf(container, 'a.pdf'));
    fireEvent.keyDown(rowOf(container, 'a.pdf'), { key: 'F2' });
    fireEvent.keyDown(rowOf(container, 'a.pdf'), { key: 'Delete' });
    expect(calls.actions).toEqual(['rename:a.pdf', 'delete:a.pdf']);
  });

  it('takes files dropped on a folder, or on a file for its folder', async () => {
    const tree = [node('s', 'section', [node('f', 'folder'), node('a.pdf', 'file', [], { parentId: 's' })])];
    const { container, calls } = await show(tree);
    const file = new File(['x'], 'x.txt', { type: 'text/plain' });
    fireEvent.dragOver(rowOf(container, 'f'), { dataTransfer: { types: ['Files'], files: [file] } });
    expect(rowOf(container, 'f').className).toContain('materials-row--drop');
    fireEvent.drop(rowOf(container, 'f'), { dataTransfer: { types: ['Files'], files: [file] } });
    fireEvent.drop(rowOf(container, 'a.pdf'), { dataTransfer: { types: ['Files'], files: [file] } });
    expect(calls.dropped).toEqual([
      { parentId: 'f', names: ['x.txt'] },
      { parentId: 's', names: ['x.txt'] },
    ]);
  });
});

describe('the context menu', () => {
  afterEach(() => jest.useRealTimers());

  it('opens after a long press of 700 ms on touch, not before, and not when the finger moves', async () => {
    const { container, calls } = await show(STATUS_TREE());
    jest.useFakeTimers();
    const row = rowOf(container, 'notes.txt');
    fireEvent.touchStart(row, { touches: [{ clientX: 30, clientY: 40 }] });
    act(() => jest.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(menu()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(menu()).not.toBeNull();
    expect(calls.menus).toEqual([{ id: 'notes.txt', point: { x: 30, y: 40 } }]);
    expect(LONG_PRESS_MS).toBe(700);
    // The phone also fires contextmenu after a long press: the menu opens once.
    fireEvent.contextMenu(row, { clientX: 30, clientY: 40 });
    expect(calls.menus).toHaveLength(1);
    fireEvent.keyDown(menu()!, { key: 'Escape' });
    expect(menu()).toBeNull();

    // A finger that moves more than 10 px is scrolling.
    fireEvent.touchStart(row, { touches: [{ clientX: 30, clientY: 40 }] });
    fireEvent.touchMove(row, { touches: [{ clientX: 30, clientY: 60 }] });
    act(() => jest.advanceTimersByTime(2000));
    expect(menu()).toBeNull();
    // A short tap does not open it either.
    fireEvent.touchStart(row, { touches: [{ clientX: 30, clientY: 40 }] });
    act(() => jest.advanceTimersByTime(300));
    fireEvent.touchEnd(row);
    act(() => jest.advanceTimersByTime(1000));
    expect(menu()).toBeNull();
    expect(calls.menus).toHaveLength(1);
  });

  it('opens by right-click at the pointer with the node’s actions, and closes on Escape with the focus back', async () => {
    const { container, calls } = await show(STATUS_TREE());
    const row = rowOf(container, 'broken.pdf');
    row.focus();
    const allowed = fireEvent.contextMenu(row, { clientX: 120, clientY: 80 });
    expect(allowed).toBe(false); // the browser's own menu does not open
    const opened = menu()!;
    expect(opened.style.left).toBe('120px');
    expect(opened.style.top).toBe('80px');
    expect(opened.getAttribute('aria-label')).toBe('Actions for broken.pdf');
    const items = within(opened).getAllByRole('menuitem');
    expect(items.map((i) => i.dataset.testid)).toEqual([
      'menu-open',
      'menu-chat',
      'menu-retry',
      'menu-rename',
      'menu-color',
      'menu-move',
      'menu-download',
      'menu-delete',
    ]);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(opened, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(opened, { key: 'End' });
    expect(document.activeElement).toBe(items[7]);
    fireEvent.keyDown(opened, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(opened, { key: 'Escape' });
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(row);

    // A ready file has no retry; a section has no "open in chat" and cannot move.
    fireEvent.contextMenu(rowOf(container, 'notes.txt'));
    expect(within(menu()!).queryByTestId('menu-retry')).toBeNull();
    fireEvent.mouseDown(document.body);
    expect(menu()).toBeNull();
    fireEvent.contextMenu(rowOf(container, 'biology'));
    expect(within(menu()!).queryByTestId('menu-chat')).toBeNull();
    expect(within(menu()!).queryByTestId('menu-move')).toBeNull();
    fireEvent.click(within(menu()!).getByTestId('menu-new-folder'));
    expect(menu()).toBeNull();
    expect(calls.actions).toEqual(['new-folder:biology']);
  });

  it('opens from the keyboard (Shift+F10, the ContextMenu key) and from the visible "more" button', async () => {
    const { container, calls } = await show(STATUS_TREE(), 'ar');
    const row = rowOf(container, 'cells');
    fireEvent.keyDown(row, { key: 'F10', shiftKey: true });
    expect(menu()?.dataset.nodeId).toBe('cells');
    expect(menu()?.getAttribute('dir')).toBe(null);
    expect(menu()?.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    fireEvent.keyDown(menu()!, { key: 'Escape' });
    fireEvent.keyDown(row, { key: 'ContextMenu' });
    expect(menu()?.dataset.nodeId).toBe('cells');
    fireEvent.keyDown(menu()!, { key: 'Tab' });
    expect(menu()).toBeNull();

    const more = within(rowOf(container, 'photo.png')).getByTestId('node-more');
    expect(more.getAttribute('aria-label')).toBe(msg('ar', 'menu.more').replace('{{name}}', 'photo.png'));
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(more);
    expect(menu()?.dataset.nodeId).toBe('photo.png');
    fireEvent.click(within(menu()!).getByTestId('menu-chat'));
    expect(calls.actions).toEqual(['chat:photo.png']);
    // The selected row is the one in the tab order, its "more" button too.
    expect(rowOf(container, 'photo.png').tabIndex).toBe(0);
    expect(within(rowOf(container, 'photo.png')).getByTestId('node-more').tabIndex).toBe(0);
    expect(within(rowOf(container, 'cells')).getByTestId('node-more').tabIndex).toBe(-1);
  });

  it('is a sheet at the bottom of the screen on a phone, named after the node', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 575px)',
    })) as typeof window.matchMedia;
    try {
      const { container } = await show(STATUS_TREE(), 'ar');
      fireEvent.click(within(rowOf(container, 'notes.txt')).getByTestId('node-more'));
      const sheet = menu()!;
      expect(sheet.parentElement?.className).toContain('materials-menu-layer--sheet');
      expect(sheet.style.left).toBe('');
      expect(sheet.querySelector('.materials-menu__title')?.textContent).toBe('notes.txt');
      fireEvent.click(document.body.querySelector('.materials-menu-backdrop')!);
      expect(menu()).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
