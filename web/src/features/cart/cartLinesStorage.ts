/**
 * The cart's client-only state kept in localStorage, because the hosted cart stores products but
 * no quantity, no "saved for later" and no delivery pincode. Whatever is stored is re-validated on
 * load: another tab, an old version or a hand edit must not break the cart.
 */
import { readStoredJson, writeStoredJson } from '../../lib/deviceStorage';
import { clampQuantity, isPincode } from './cartRules';

export interface CartLinesState {
  /** Quantity per product id; a missing id means 1. */
  quantities: Record<string, number>;
  /** Product ids moved out of the cart into "Saved for later". */
  savedForLater: string[];
  /** Product ids with the extended warranty added. */
  warranties: string[];
  pincode: string | null;
}

export const CART_LINES_STORAGE_KEY = 'storefront.cartLines.v1';

export function emptyCartLines(): CartLinesState {
  return { quantities: {}, savedForLater: [], warranties: [], pincode: null };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function quantityMap(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object') return {};
  const quantities: Record<string, number> = {};
  for (const [id, quantity] of Object.entries(value)) {
    if (typeof quantity === 'number') quantities[id] = clampQuantity(quantity);
  }
  return quantities;
}

export function loadCartLines(): CartLinesState {
  const stored = readStoredJson(CART_LINES_STORAGE_KEY);
  if (!stored || typeof stored !== 'object') return emptyCartLines();
  const { quantities, savedForLater, warranties, pincode } = stored as Partial<Record<keyof CartLinesState, unknown>>;
  return {
    quantities: quantityMap(quantities),
    savedForLater: stringList(savedForLater),
    warranties: stringList(warranties),
    pincode: typeof pincode === 'string' && isPincode(pincode) ? pincode : null,
  };
}

export function saveCartLines(state: CartLinesState): void {
  writeStoredJson(CART_LINES_STORAGE_KEY, state);
}
