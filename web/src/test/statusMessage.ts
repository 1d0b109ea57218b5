import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * The form's status Alert says `text` for `ms` and then nothing (the password screens' 5 s, the code
 * step's 4 s): still there 100 ms before the time is up, gone when it is. Needs fake timers.
 */
export function expectStatusFor(text: string, ms: number) {
  expect(screen.getByRole('status')).toHaveTextContent(text);
  act(() => {
    vi.advanceTimersByTime(ms - 100);
  });
  expect(screen.getByRole('status')).toHaveTextContent(text);
  act(() => {
    vi.advanceTimersByTime(100);
  });
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
}
