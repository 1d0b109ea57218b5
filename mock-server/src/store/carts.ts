/**
 * One cart per user: the product ids in the order they were added (no quantity, like the hosted
 * cart). The products themselves are always the catalogue's own copy, read when the cart is read,
 * so a client can never put its own price or title into a cart.
 */
import type { Product } from '../contract/api-types.js';
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

export function createCarts(catalog: Catalog): Carts {
  const carts = new Map<string, Set<string>>();

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
      return 'added';
    },
    remove: (userId, productId) => carts.get(userId)?.delete(productId) ?? false,
    productIds: (userId) => [...(carts.get(userId) ?? [])],
    products: (userId) => [...(carts.get(userId) ?? [])].flatMap((id) => catalog.byId(id) ?? []),
    clearFor: (userId) => void carts.delete(userId),
  };
}
