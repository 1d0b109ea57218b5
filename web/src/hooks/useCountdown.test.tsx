import { act, render, screen } from '@testing-library/react';
import { formatTimeLeft, useCountdown } from './useCountdown';

function Clock({ ms }: { ms: number }) {
  return <p>{formatTimeLeft(useCountdown(ms))}</p>;
}

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at the given duration and counts down each second', () => {
    render(<Clock ms={14 * 3600_000} />);
    expect(screen.getByText('14 hours, 0 minutes, 0 seconds Left')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('13 hours, 59 minutes, 59 seconds Left')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByText('13 hours, 58 minutes, 58 seconds Left')).toBeInTheDocument();
  });

  it('stops at zero', () => {
    render(<Clock ms={2000} />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText('0 hours, 0 minutes, 0 seconds Left')).toBeInTheDocument();
  });
});
