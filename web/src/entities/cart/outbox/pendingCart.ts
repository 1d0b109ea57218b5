/**
 * The cart as the shopper should see it: the server's products with the changes still waiting in
 * the outbox applied in order, and which lines are pending. Offline, the server's part is whatever
 * this page last read (nothing, after a reload: a cart is never cached on the device).
 */
import { useMemo } from 'react';
import { useAppSelector } from '../../../hooks/storeHooks';
import { useShopperCart } from '../cartApi';
import type { Product } from '../../../lib/api/types';
import type { CartChange } from './cartChange';
import { pendingChangesOf } from './outboxState';

export interface PendingCart {
  prods: Product[];
  /** Ids of products whose add is still waiting to be sent. */
  pendingIds: ReadonlySet<string>;
}

export function applyPendingChanges(serverProds: readonly Product[], changes: readonly CartChange[]): PendingCart {
  let prods = [...serverProds];
  const pendingIds = new Set<string>();
  for (const { kind, product } of changes) {
    const inCart = prods.some((item) => item._id === product._id);
    if (kind === 'add' && !inCart) {
      prods = [...prods, product];
      pendingIds.add(product._id);
    } else if (kind === 'remove') {
      prods = prods.filter((item) => item._id !== product._id);
      pendingIds.delete(product._id);
    }
  }
  return { prods, pendingIds };
}

const noProducts: Product[] = [];

/** useShopperCart with the outbox applied: what the cart page and the header badge show. */
export function useShopperCartWithChanges() {
  const cart = useShopperCart();
  const changes = useAppSelector(pendingChangesOf);
  const serverProds = cart.data?.prods ?? noProducts;
  const view = useMemo(() => applyPendingChanges(serverProds, changes), [serverProds, changes]);
  return { ...cart, ...view, waiting: changes.length };
}
