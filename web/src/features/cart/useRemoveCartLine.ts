/**
 * REMOVE: asks the server to drop the product, then takes the line out of the cached cart at once
 * (the header badge reads the same cache, so it follows in place) while the invalidated 'Cart' tag
 * refetches to confirm. A failure is shown to the shopper, not swallowed as the spec's client did.
 */
import { useState } from 'react';
import { useAppDispatch } from '../../app/store';
import type { Product } from '../../lib/api';
import { cartApi, useRemoveFromCartMutation } from '../../lib/api/cartApi';
import type { ApiFailure } from '../../lib/api/shopApi';
import { lineForgotten } from './cartLinesSlice';

function failureMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'msg' in error) return String((error as ApiFailure).msg);
  return 'Something went wrong.';
}

export function useRemoveCartLine() {
  const dispatch = useAppDispatch();
  const [removeFromCart] = useRemoveFromCartMutation();
  const [removing, setRemoving] = useState<ReadonlySet<string>>(() => new Set());
  const [failure, setFailure] = useState<string | null>(null);

  const mark = (prodId: string, busy: boolean) =>
    setRemoving((current) => {
      const next = new Set(current);
      if (busy) next.add(prodId);
      else next.delete(prodId);
      return next;
    });

  async function remove(product: Product) {
    const prodId = product._id;
    setFailure(null);
    mark(prodId, true);
    try {
      await removeFromCart(prodId).unwrap();
      dispatch(
        cartApi.util.updateQueryData('getCart', undefined, (cart) => {
          cart.prods = (cart.prods ?? []).filter((item) => item._id !== prodId);
        }),
      );
      dispatch(lineForgotten(prodId));
    } catch (error) {
      setFailure(`Could not remove "${product.content.title}" from your cart. ${failureMessage(error)}`);
    } finally {
      mark(prodId, false);
    }
  }

  return { remove, removing, failure, dismissFailure: () => setFailure(null) };
}
