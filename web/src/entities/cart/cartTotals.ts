/**
 * The price details panel's numbers, from the cart lines. Prices arrive as display strings
 * ("₹1,29,999"); `parseRupees` reads every comma, so lakh-range prices sum right (dropping only the
 * first comma would not). A line whose original price is missing or below its selling price
 * counts no discount rather than a negative one.
 */
import { parseRupees } from '../../lib/money';
import type { Product } from '../../lib/api';
import { WARRANTY_PRICE } from './cartRules';

export interface CartLine {
  product: Product;
  quantity: number;
  warranty: boolean;
}

export interface CartTotals {
  /** Units across all lines (the "Price (N items)" count). */
  itemCount: number;
  /** Original prices times quantities. */
  listPrice: number;
  discount: number;
  /** Extended warranties added, times quantities. */
  warranty: number;
  /** Delivery is free. */
  delivery: 0;
  total: number;
  savings: number;
}

export function unitPrices(product: Product): { sell: number; list: number } {
  const sell = parseRupees(product.content.price.sell_price);
  const list = Math.max(sell, parseRupees(product.content.price.org_price));
  return { sell, list };
}

export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let itemCount = 0;
  let listPrice = 0;
  let sellPrice = 0;
  let warranty = 0;
  for (const { product, quantity, warranty: withWarranty } of lines) {
    const { sell, list } = unitPrices(product);
    itemCount += quantity;
    listPrice += list * quantity;
    sellPrice += sell * quantity;
    if (withWarranty) warranty += WARRANTY_PRICE * quantity;
  }
  const discount = listPrice - sellPrice;
  return { itemCount, listPrice, discount, warranty, delivery: 0, total: sellPrice + warranty, savings: discount };
}
