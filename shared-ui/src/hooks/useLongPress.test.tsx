import { act, fireEvent, render } from '@testing-library/react';
import { LONG_PRESS_MS, useLongPress, type ContextMenuPoint } from './useLongPress';

function Target({ onOpen }: { onOpen: (p: ContextMenuPoint) => void }) {
  const handlers = useLongPress(onOpen);
  return (
    <div data-testid="target" tabIndex={0} {...handlers}>
      message
    </div>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useLongPress', () => {
  it('opens after 700 ms of touch, not before', () => {
    const onOpen = jest.fn();
    const { getByTestId } = render(<Target onOpen={onOpen} />);
    fireEvent.touchStart(getByTestId('target'), { touches: [{ clientX: 5, clientY: 6 }] });
    act(() => jest.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(onOpen).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onOpen).toHaveBeenCalledWith({ x: 5, y: 6 });
    expect(LONG_PRESS_MS).toBe(700);
  });

  it('a short tap or a scroll does not open', () => {
    const onOpen = jest.fn();
    const { getByTestId } = render(<Target onOpen={onOpen} />);
    const el = getByTestId('target');
    fireEvent.touchStart(el, { touches: [{ clientX: 0, clientY: 0 }] });
    act(() => jest.advanceTimersByTime(300));
    fireEvent.touchEnd(el);
    fireEvent.touchStart(el, { touches: [{ clientX: 0, clientY: 0 }] });
    fireEvent.touchMove(el, { touches: [{ clientX: 0, clientY: 40 }] });
    act(() => jest.advanceTimersByTime(1000));
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('right-click opens at once and suppresses the browser menu; a long press opens only once', () => {
    const onOpen = jest.fn();
    const { getByTestId } = render(<Target onOpen={onOpen} />);
    const el = getByTestId('target');
    const notPrevented = fireEvent.contextMenu(el, { clientX: 10, clientY: 20 });
    expect(notPrevented).toBe(false);
    expect(onOpen).toHaveBeenLastCalledWith({ x: 10, y: 20 });
    fireEvent.touchStart(el, { touches: [{ clientX: 1, clientY: 1 }] });
    act(() => jest.advanceTimersByTime(LONG_PRESS_MS));
    fireEvent.contextMenu(el, { clientX: 1, clientY: 1 });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('the keyboard opens it with the ContextMenu key or Shift+F10', () => {
    const onOpen = jest.fn();
    const { getByTestId } = render(<Target onOpen={onOpen} />);
    fireEvent.keyDown(getByTestId('target'), { key: 'ContextMenu' });
    fireEvent.keyDown(getByTestId('target'), { key: 'F10', shiftKey: true });
    fireEvent.keyDown(getByTestId('target'), { key: 'F10' });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
