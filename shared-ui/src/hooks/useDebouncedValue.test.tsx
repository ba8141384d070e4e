import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows the value only after it has been still for the delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 400), {
      initialProps: { v: '' },
    });
    rerender({ v: 'a' });
    act(() => jest.advanceTimersByTime(300));
    rerender({ v: 'al' });
    act(() => jest.advanceTimersByTime(399));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('al');
  });
});
