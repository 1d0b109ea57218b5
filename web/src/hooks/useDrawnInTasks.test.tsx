import { act, renderHook } from '@testing-library/react';
import { useDrawnInTasks } from './useDrawnInTasks';

function drawnAfterEachTask(result: { current: number }, tasks: number): number[] {
  const seen = [result.current];
  for (let task = 0; task < tasks; task += 1) {
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    seen.push(result.current);
  }
  return seen;
}

describe('useDrawnInTasks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws one batch at once, then one more after each task until all are drawn', () => {
    const { result } = renderHook(() => useDrawnInTasks(10, 4));
    expect(drawnAfterEachTask(result, 3)).toEqual([4, 8, 10, 10]);
  });

  it('starts again from one batch when the items change', () => {
    const first = ['a'];
    const { result, rerender } = renderHook(({ items }) => useDrawnInTasks(3, 1, items), {
      initialProps: { items: first },
    });
    expect(drawnAfterEachTask(result, 2)).toEqual([1, 2, 3]);
    rerender({ items: ['b'] });
    expect(drawnAfterEachTask(result, 2)).toEqual([1, 2, 3]);
  });

  it('draws nothing when there is nothing to draw', () => {
    const { result } = renderHook(() => useDrawnInTasks(0, 4));
    act(() => {
      vi.runAllTimers();
    });
    expect(result.current).toBe(0);
  });
});
