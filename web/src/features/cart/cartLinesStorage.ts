/**
 * The cart's client-only state kept in localStorage, because the hosted cart stores products but
 * no quantity, no "saved for later" and no delivery pincode. Whatever is stored is re-validated on
 * load: another tab, an old version or a hand edit must not break the cart.
 */
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

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser: the cart still works, it just forgets
  }
}

export function loadCartLines(storage: Storage | undefined = browserStorage()): CartLinesState {
  const raw = storage?.getItem(CART_LINES_STORAGE_KEY);
  if (!raw) return emptyCartLines();
  try {
    const stored = JSON.parse(raw) as Partial<Record<keyof CartLinesState, unknown>>;
    return {
      quantities: quantityMap(stored.quantities),
      savedForLater: stringList(stored.savedForLater),
      warranties: stringList(stored.warranties),
      pincode: typeof stored.pincode === 'string' && isPincode(stored.pincode) ? stored.pincode : null,
    };
  } catch {
    return emptyCartLines();
  }
}

export function saveCartLines(state: CartLinesState, storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.setItem(CART_LINES_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // quota full or storage disabled: keep working with the in-memory state
  }
}
