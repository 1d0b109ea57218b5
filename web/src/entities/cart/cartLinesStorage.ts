/**
 * The cart's client-only state kept in localStorage, because the hosted cart stores products but
 * no quantity, no "saved for later" and no delivery pincode. Whatever is stored is re-validated on
 * load: another tab, an old version or a hand edit must not break the cart.
 */
import { browserValue, stored as storedHelpers } from '../../lib/deviceStorage';
import { clampQuantity } from './cartRules';
import { isPincode } from '../delivery/pincode';

export interface CartLinesState {
  /** Quantity per product id; a missing id means 1. */
  quantities: Record<string, number>;
  /** Product ids moved out of the cart into "Saved for later". */
  savedForLater: string[];
  /** Product ids with the extended warranty added. */
  warranties: string[];
  pincode: string | null;
}

export function emptyCartLines(): CartLinesState {
  return { quantities: {}, savedForLater: [], warranties: [], pincode: null };
}

function quantityMap(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object') return {};
  const quantities: Record<string, number> = {};
  for (const [id, quantity] of Object.entries(value)) {
    if (typeof quantity === 'number') quantities[id] = clampQuantity(quantity);
  }
  return quantities;
}

function parseCartLines(stored: unknown): CartLinesState {
  if (!stored || typeof stored !== 'object') return emptyCartLines();
  const { quantities, savedForLater, warranties, pincode } = stored as Partial<Record<keyof CartLinesState, unknown>>;
  return {
    quantities: quantityMap(quantities),
    savedForLater: storedHelpers.strings(savedForLater),
    warranties: storedHelpers.strings(warranties),
    pincode: typeof pincode === 'string' && isPincode(pincode) ? pincode : null,
  };
}

/** Per browser: the lines stay when the shopper signs out (docs/decisions/010-one-device-storage-module.md). */
export const cartLinesStorage = browserValue({ name: 'cartLines', version: 1, parse: parseCartLines });
export const CART_LINES_STORAGE_KEY = cartLinesStorage.key;

export const loadCartLines = (): CartLinesState => cartLinesStorage.read();
export const saveCartLines = (state: CartLinesState): void => cartLinesStorage.write(state);
