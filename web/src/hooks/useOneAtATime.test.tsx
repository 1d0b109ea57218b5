import { act, renderHook } from '@testing-library/react';
import { useOneAtATime } from './useOneAtATime';

describe('useOneAtATime', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws one more region after each task until all are drawn', () => {
    const { result } = renderHook(() => useOneAtATime(3));
    const seen = [result.current];
    for (let task = 0; task < 4; task += 1) {
      act(() => vi.advanceTimersToNextTimer());
      seen.push(result.current);
    }
    expect(seen).toEqual([0, 1, 2, 3, 3]);
  });

  it('draws nothing when there is nothing to draw', () => {
    const { result } = renderHook(() => useOneAtATime(0));
    act(() => vi.runAllTimers());
    expect(result.current).toBe(0);
  });
});
