import { act, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { bus } from '@nibras/shared-ui';
import { Layout } from './Layout';
import { patchGetComputedStyle, renderShell } from '../testing/renderShell';

let restore: () => void;
beforeAll(() => {
  restore = patchGetComputedStyle();
});
afterAll(() => {
  restore();
  bus.close();
});

const page = (path: string) => (
  <Layout locale="en" path={path}>
    <p>content</p>
  </Layout>
);

const layout = () => screen.getByTestId('layout');

describe('Layout follows the layout table', () => {
  it.each([
    ['/pricing', 'true', 'true', 'true', 'background'],
    ['/', 'true', 'true', 'false', 'background'],
    ['/quiz', 'true', 'false', 'true', 'background'],
    ['/auth', 'true', 'false', 'false', 'centred'],
    ['/auth/success', 'false', 'false', 'false', 'centred'],
  ])('%s: navbar %s, footer %s, contained %s, %s shapes', async (path, navbar, footer, contained, shapes) => {
    await renderShell(page(path), { path });
    expect(layout().dataset).toMatchObject({ navbar, footer, contained, layout: shapes });
    expect(screen.queryAllByTestId('navbar')).toHaveLength(navbar === 'true' ? 1 : 0);
    expect(screen.queryAllByTestId('footer')).toHaveLength(footer === 'true' ? 1 : 0);
    expect(screen.getByTestId('main').classList.contains('nibras-main--contained')).toBe(
      contained === 'true',
    );
    expect(screen.getByTestId('shapes').dataset.shapes).toBe(shapes);
    // Floating shapes (five) on the centred layout, three still ones elsewhere.
    expect(screen.getByTestId('shapes').children).toHaveLength(shapes === 'centred' ? 5 : 3);
  });
});

describe('fullscreen mode (bus event layout:fullscreen)', () => {
  // The layout of the current location, with a way to navigate from the test.
  let navigate: NavigateFunction = () => undefined;
  function Routed() {
    navigate = useNavigate();
    const path = useLocation().pathname.slice('/en'.length) || '/';
    return page(path);
  }
  const go = (path: string) => act(() => void navigate(`/en${path}`));

  it('hides the navbar while the page is fullscreen, and only the navbar', async () => {
    await renderShell(<Routed />, { path: '/ai-engine/conversation/1' });
    expect(screen.getByTestId('navbar')).toBeTruthy();
    act(() => bus.emit('layout:fullscreen', { fullscreen: true }));
    expect(screen.queryByTestId('navbar')).toBeNull();
    expect(layout().dataset.fullscreen).toBe('true');
    expect(layout().dataset).toMatchObject({ navbar: 'false', footer: 'false', contained: 'false' });
    act(() => bus.emit('layout:fullscreen', { fullscreen: false }));
    expect(screen.getByTestId('navbar')).toBeTruthy();
    expect(layout().dataset.fullscreen).toBeUndefined();
  });

  it('stays on within the area that asked and ends when the student leaves it', async () => {
    await renderShell(<Routed />, { path: '/ai-engine/conversation/1' });
    act(() => bus.emit('layout:fullscreen', { fullscreen: true }));
    go('/ai-engine/conversation/2');
    expect(screen.queryByTestId('navbar')).toBeNull();
    go('/pricing');
    expect(screen.getByTestId('navbar')).toBeTruthy();
    go('/ai-engine/conversation/2');
    expect(screen.getByTestId('navbar')).toBeTruthy();
  });

  it('ignores the event from another tab', async () => {
    await renderShell(<Routed />, { path: '/ai-engine' });
    const arrived: boolean[] = [];
    const off = bus.on('layout:fullscreen', (_payload, { fromOtherTab }) => arrived.push(fromOtherTab));
    const other = new BroadcastChannel('nibras');
    try {
      other.postMessage({ type: 'layout:fullscreen', payload: { fullscreen: true } });
      // Once the event has reached this tab's bus (and the layout's listener with it), the layout has
      // had its chance to react: it did not.
      await waitFor(() => expect(arrived).toEqual([true]));
      await act(async () => undefined);
    } finally {
      other.close();
      off();
    }
    expect(screen.getByTestId('navbar')).toBeTruthy();
  });
});
