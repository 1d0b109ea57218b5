import { useMemo } from 'react';
import { cartTotals, type CartLine, type CartTotals } from './cartTotals';

/** The price details of the lines on screen, recomputed only when a line changes. */
export function useCartTotals(lines: readonly CartLine[]): CartTotals {
  return useMemo(() => cartTotals(lines), [lines]);
}
