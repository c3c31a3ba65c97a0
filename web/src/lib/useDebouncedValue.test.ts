import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows the value only once it has settled', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'to' },
    });
    expect(result.current).toBe('to');
    rerender({ value: 'toy' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'toyo' });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('to');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('toyo');
  });
});
