/**
 * REMOVE: sends the removal, or queues it while offline (the line then leaves the screen at once
 * and the outbox sends it on reconnection). Either way the cart and the header badge follow in
 * place (entities/cart/outbox). A refusal is shown to the shopper, not swallowed.
 */
import { serverMessage } from '../../lib/i18n/serverMessages';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useAppDispatch } from '../../hooks/storeHooks';
import type { Product } from '../../lib/api';
import { changeCart } from './outbox/changeCart';

export function useRemoveCartLine() {
  const dispatch = useAppDispatch();
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
    const outcome = await dispatch(changeCart({ kind: 'remove', product }));
    if (outcome.result === 'refused')
      setFailure(t`Could not remove "${product.content.title}" from your cart. ${serverMessage(outcome.msg)}`);
    mark(prodId, false);
  }

  return { remove, removing, failure, dismissFailure: () => setFailure(null) };
}
