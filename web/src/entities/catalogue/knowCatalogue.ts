/**
 * The catalogue as the shop understands it. Products that lack a category or a brand (the hosted
 * API sends neither) get them from what they do carry: the category from the picture's path
 * (knowledge/pictureKinds.ts), the brand from the title, learned over the whole catalogue
 * (knowledge/brands.ts). A product that has them (the mock's generated data) keeps its own. Read
 * once per catalogue by productsApi, so the listing, its facets and search all see the same.
 */
import type { Product } from '../../lib/api/types';
import { learnBrands } from './knowledge/brands';
import { pictureKind } from './knowledge/pictureKinds';

export function knowCatalogue(products: readonly Product[]): Product[] {
  if (products.every((product) => product.category && product.brand)) return products as Product[];
  const brandOf = learnBrands(products.map((product) => product.content.title));
  return products.map((product) => {
    if (product.category && product.brand) return product;
    const category = product.category ?? pictureKind(product.url)?.category;
    const brand = product.brand ?? brandOf(product.content.title);
    return { ...product, ...(category ? { category } : {}), ...(brand ? { brand } : {}) };
  });
}

export const knowProduct = (product: Product): Product => knowCatalogue([product])[0]!;
