/**
 * A change to the server cart: add or remove one product. Made online it is sent at once; made
 * offline it waits in the outbox (./cartOutboxSlice) and is sent in order on reconnection.
 */
import { createAction } from '@reduxjs/toolkit';
import type { Product } from '../../../lib/api/types';

export interface CartChange {
  kind: 'add' | 'remove';
  /** The whole product: add-to-cart sends it, and a pending line shows it. */
  product: Product;
}

/** The server accepted `change` (features forget what they kept for a removed line). */
export const cartChangeConfirmed = createAction<CartChange>('cartOutbox/changeConfirmed');

function isProduct(value: unknown): value is Product {
  if (!value || typeof value !== 'object') return false;
  const product = value as Partial<Product>;
  return (
    typeof product._id === 'string' && typeof product.url === 'string' && typeof product.content?.title === 'string'
  );
}

export function isCartChange(value: unknown): value is CartChange {
  if (!value || typeof value !== 'object') return false;
  const change = value as Partial<CartChange>;
  return (change.kind === 'add' || change.kind === 'remove') && isProduct(change.product);
}
