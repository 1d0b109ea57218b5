// The cart's numbers: quantity 1 to 10, extended warranty at ₹399.
import { msg } from '@lingui/core/macro';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;
export const WARRANTY_PRICE = 399;
export const WARRANTY_TERM = msg`1 Year`;

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(quantity)));
}
