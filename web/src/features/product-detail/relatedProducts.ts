/**
 * The products of the detail page's carousels, all from the general product list: Similar Products
 * (same category), Both Together (other categories), Recently Viewed (the shopper's history).
 * Without categories (hosted data) the first two take the products that follow this one.
 */
import type { Product } from '../../lib/api';

export const CAROUSEL_SIZE = 12;

function following(products: readonly Product[], current: Product, skip: number): Product[] {
  const others = products.filter((p) => p._id !== current._id);
  const at = Math.max(
    0,
    products.findIndex((p) => p._id === current._id),
  );
  const start = (at + skip) % Math.max(1, others.length);
  return [...others.slice(start), ...others.slice(0, start)].slice(0, CAROUSEL_SIZE);
}

export function similarProducts(products: readonly Product[], current: Product): Product[] {
  if (!current.category) return following(products, current, 0);
  return products.filter((p) => p._id !== current._id && p.category === current.category).slice(0, CAROUSEL_SIZE);
}

export function boughtTogether(products: readonly Product[], current: Product): Product[] {
  if (!current.category) return following(products, current, CAROUSEL_SIZE);
  return products.filter((p) => p.category && p.category !== current.category).slice(0, CAROUSEL_SIZE);
}

/** The viewed ids, newest first, that the list holds. */
export function viewedProducts(products: readonly Product[], ids: readonly string[]): Product[] {
  const byId = new Map(products.map((p) => [p._id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
