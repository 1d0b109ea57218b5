import type { Product } from '../../lib/api';
import { RAIL_SIZE, type Rail } from './data/rails';

function onePerBrand(products: readonly Product[]): Product[] {
  const seen = new Set<string>();
  const picked: Product[] = [];
  for (const product of products) {
    if (!product.brand || seen.has(product.brand)) continue;
    seen.add(product.brand);
    picked.push(product);
    if (picked.length === RAIL_SIZE) break;
  }
  return picked;
}

/** The `index`-th slice of the list, wrapping around: rails over uncategorised (hosted) products. */
function slice(products: readonly Product[], index: number): Product[] {
  if (products.length <= RAIL_SIZE) return [...products];
  const start = (index * RAIL_SIZE) % products.length;
  const picked = products.slice(start, start + RAIL_SIZE);
  return picked.length === RAIL_SIZE ? picked : [...picked, ...products.slice(0, RAIL_SIZE - picked.length)];
}

/** The products of rail number `index`: its categories', or a slice of the list when it has none. */
export function pickRailProducts(products: readonly Product[], rail: Rail, index: number): Product[] {
  const wanted = new Set(rail.categories.map((c) => c.toLowerCase()));
  const picked =
    wanted.size === 0
      ? onePerBrand(products)
      : products.filter((p) => p.category && wanted.has(p.category.toLowerCase())).slice(0, RAIL_SIZE);
  return picked.length > 0 ? picked : slice(products, index);
}
