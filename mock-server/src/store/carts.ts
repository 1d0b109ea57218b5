/**
 * One cart per user: the product ids in the order they were added (no quantity, like the hosted
 * cart). The products themselves are always the catalogue's own copy, read when the cart is read,
 * so a client can never put its own price or title into a cart. A cart is charged to the server's
 * budget for carts and orders (./account-data.ts); when its turn comes it is emptied.
 */
import type { Product } from '../contract/api-types.js';
import type { AccountDataCharges } from './account-data.js';
import type { Catalog } from './catalog/index.js';

export type AddResult = 'added' | 'exists' | 'unknown-product';

export interface Carts {
  add(userId: string, productId: string): AddResult;
  /** False when the product was not in the cart. */
  remove(userId: string, productId: string): boolean;
  productIds(userId: string): string[];
  products(userId: string): Product[];
  clearFor(userId: string): void;
}

/** What a cart costs: its Set and Map entry, and each id (UTF-16, the catalogue's ids are alike) with the Set's slot. */
const cartBytes = (cart: Set<string>, id: string) => 64 + cart.size * (2 * id.length + 48);

export function createCarts(catalog: Catalog, charges: AccountDataCharges): Carts {
  const carts = new Map<string, Set<string>>();
  const charge = (userId: string, cart: Set<string>, id: string) => {
    if (cart.size === 0) return clearFor(userId);
    charges.charge(userId, cartBytes(cart, id), () => carts.delete(userId));
  };
  const clearFor = (userId: string) => {
    carts.delete(userId);
    charges.forget(userId);
  };

  return {
    add(userId, productId) {
      if (!catalog.has(productId)) return 'unknown-product';
      let cart = carts.get(userId);
      if (!cart) {
        cart = new Set();
        carts.set(userId, cart);
      }
      if (cart.has(productId)) return 'exists';
      cart.add(productId);
      charge(userId, cart, productId);
      return 'added';
    },
    remove(userId, productId) {
      const cart = carts.get(userId);
      if (!cart?.delete(productId)) return false;
      charge(userId, cart, productId);
      return true;
    },
    productIds: (userId) => [...(carts.get(userId) ?? [])],
    products: (userId) => [...(carts.get(userId) ?? [])].flatMap((id) => catalog.byId(id) ?? []),
    clearFor,
  };
}
