/**
 * The order the checkout sends: the server's cart (saved-for-later lines left out) with this
 * device's quantities and warranties, priced as the cart prices them. The server prices it again
 * and refuses when its total differs, so a price that changed meanwhile never goes through unseen.
 */
import { useMemo } from 'react';
import { useShopperCart } from '../../entities/cart/cartApi';
import type { PlaceOrderRequest, Product } from '../../lib/api';
import { clampQuantity } from '../../entities/cart/cartRules';
import { useCartLines } from '../../entities/cart/useCartLines';
import { useCartTotals } from '../../entities/cart/useCartTotals';

const noProducts: Product[] = [];

export function useCheckoutCart() {
  const { data, isLoading, error } = useShopperCart();
  const { active } = useCartLines(data?.prods ?? noProducts);
  const totals = useCartTotals(active);
  const orderLines: PlaceOrderRequest['lines'] = useMemo(
    () =>
      active.map((line) => ({
        productId: line.product._id,
        quantity: clampQuantity(line.quantity),
        ...(line.warranty ? { warranty: true } : {}),
      })),
    [active],
  );
  return { lines: active, orderLines, totals, isLoading, offline: error !== undefined };
}
