// Example values for the interactions: real records of the hosted API (copied from
// ../shared/data/hosted-api-products.json so this package stands on its own). One has offer labels,
// one has none, as on the hosted API.
import type { Product } from '../../web/src/lib/api/types';
import hostedProducts from '../fixtures/hosted-products.json' with { type: 'json' };

const products: Product[] = hostedProducts;

function pick(index: number): Product {
  const product = products[index];
  if (!product) throw new Error(`fixtures/hosted-products.json has no record ${index}`);
  return product;
}

/** A hosted product with `content.other` offer labels. */
export const productWithOffers = pick(0);
/** A hosted product without `content.other`. */
export const productWithoutOffers = pick(1);

/** An id no catalogue uses (24 hex characters, so it passes the id check and reaches the lookup). */
export const MISSING_PRODUCT_ID = '000000000000000000000000';
