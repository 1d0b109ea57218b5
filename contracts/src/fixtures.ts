// Example values for the interactions: real records of the hosted API (fixtures/ at the repository
// root, shared with the other packages). One has offer labels, one has none, as on the hosted API.
import type { Product } from 'web/api/types';
import hostedProducts from '../../fixtures/hosted-api-products.json' with { type: 'json' };

const products: Product[] = hostedProducts;

function first(description: string, matches: (product: Product) => boolean): Product {
  const product = products.find(matches);
  if (!product) throw new Error(`fixtures/hosted-api-products.json has no ${description}`);
  return product;
}

/** A hosted product with `content.other` offer labels. */
export const productWithOffers = first(
  'product with offer labels',
  (product) => (product.content.other?.length ?? 0) > 0,
);
/** A hosted product without `content.other`. */
export const productWithoutOffers = first(
  'product without offer labels',
  (product) => product.content.other === undefined,
);

/** An id no catalogue uses (24 hex characters, so it passes the id check and reaches the lookup). */
export const MISSING_PRODUCT_ID = '000000000000000000000000';
