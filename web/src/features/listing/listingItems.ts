/**
 * The loaded catalogue, read once for listing: prices and discounts parsed from their display
 * strings, the listing date, and each product's place in the catalogue. Filtering, sorting and
 * counting then work on plain numbers, which keeps a 10,000-product listing quick.
 */
import type { Product } from '../../lib/api';
import { parseDiscountPercent, parseRupees } from '../../lib/money';

export interface ListingItem {
  product: Product;
  /** Place in the catalogue; stands in for the listing date when the API sends none (hosted data). */
  position: number;
  price: number;
  discount: number;
  /** Milliseconds since the epoch, or NaN when unknown. */
  listedAt: number;
}

export function toListingItems(products: readonly Product[]): ListingItem[] {
  return products.map((product, position) => ({
    product,
    position,
    price: parseRupees(product.content.price.sell_price),
    discount: parseDiscountPercent(product.content.price.discount),
    listedAt: product.createdAt ? Date.parse(product.createdAt) : Number.NaN,
  }));
}
