import { describe, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import type { Product } from '../../../web/src/lib/api/types';
import { productCalls } from '../../../web/src/entities/catalogue/productCalls';
import {
  runInteraction,
  type ClientCall,
  type InteractionSpec,
  type ShopAnswer,
  type ShopCall,
} from '../../src/interaction';
import { MISSING_PRODUCT_ID, productWithOffers, productWithoutOffers } from '../../src/fixtures';
import { productLike, productsLike } from '../../src/matchers';
import { storefrontPact } from '../../src/pact';
import { STATE } from '../../src/states';

const { fromProviderState } = MatchersV3;
const pact = storefrontPact();
/** The storefront's page size. */
const PAGE_SIZE = 40;
/** Past the end of any catalogue (CATALOG_SIZE is at most 100,000; the hosted one holds 135). */
const PAGE_PAST_THE_END = 100_000;

/** A read of the catalogue at `path`, through the functions the listing screens use. */
const catalogueRead = (
  uponReceiving: string,
  path: string,
  use: ShopCall['use'],
  answer: ShopAnswer,
): InteractionSpec => ({
  given: [[STATE.catalogue]],
  uponReceiving,
  request: { method: 'GET', path },
  use,
  ...answer,
});

/** A listing holding products like `product`: the shop's list of products, holding it. */
const listing = (product: Product): ShopAnswer => ({
  response: { status: 200, body: productsLike(product) },
  gives: { data: [{ _id: product._id }] },
});

describe('products', () => {
  it('getProducts lists the whole catalogue', () =>
    runInteraction(
      pact,
      catalogueRead(
        'a request for the whole catalogue',
        '/product-api/get-products',
        (client) => productCalls(client).getProducts(),
        listing(productWithOffers),
      ),
    ));

  it('getProductsPage reads the first page', () =>
    runInteraction(
      pact,
      catalogueRead(
        'a request for the first page of the catalogue',
        `/product-api/get-products/1/${PAGE_SIZE}`,
        (client) => productCalls(client).getProductsPage({ page: 1, limit: PAGE_SIZE }),
        listing(productWithoutOffers),
      ),
    ));

  it('getProductsPage answers an empty list past the end (the infinite scroll stops there)', () =>
    runInteraction(
      pact,
      catalogueRead(
        'a request for a page past the end of the catalogue',
        `/product-api/get-products/${PAGE_PAST_THE_END}/${PAGE_SIZE}`,
        (client) => productCalls(client).getProductsPage({ page: PAGE_PAST_THE_END, limit: PAGE_SIZE }),
        { response: { status: 200, body: { prod: [] } }, gives: { data: [] } },
      ),
    ));
});

/** What the shop relies on in a product: its id and its price as shown. */
const shownAs = (product: Product) => ({
  _id: product._id,
  content: { price: { sell_price: product.content.price.sell_price } },
});

/** How a lookup is read, given the id asked for and what the shop relies on in the answer (null: no product). */
type LookupRead = (
  id: string,
  shown: ReturnType<typeof shownAs> | null,
) => Pick<ShopCall, 'use' | 'gives'> | (Pick<ClientCall, 'call'> & ({ reads: unknown } | { answers: unknown }));

/**
 * A lookup at `path` answered under `key`: of `product` (found, `productLike` it), or of an id no
 * product has (missing, `null`), each read by `read`. Each takes its interaction's description.
 */
function lookup(path: string, key: string, product: Product, read: LookupRead) {
  return {
    found: (uponReceiving: string): InteractionSpec => ({
      given: [[STATE.productExists, { id: product._id }]],
      uponReceiving,
      request: { method: 'GET', path: fromProviderState(`${path}/\${productId}`, `${path}/${product._id}`) },
      response: { status: 200, body: { [key]: productLike(product) } },
      ...read(product._id, shownAs(product)),
    }),
    missing: (uponReceiving: string): InteractionSpec => ({
      given: [[STATE.productMissing, { id: MISSING_PRODUCT_ID }]],
      uponReceiving,
      request: { method: 'GET', path: `${path}/${MISSING_PRODUCT_ID}` },
      response: { status: 200, body: { [key]: null } },
      ...read(MISSING_PRODUCT_ID, null),
    }),
  };
}

describe('getProductDetail, through the product page read', () => {
  const { found, missing } = lookup('/product-api/get-product-detail', 'prod', productWithoutOffers, (id, shown) => ({
    use: (client) => productCalls(client).getProductDetail(id),
    gives: { data: shown },
  }));

  it('reads one product as { prod }', () => runInteraction(pact, found('a request for one product')));

  it('answers { prod: null } for an unknown id: the shop has no product (null)', () =>
    runInteraction(pact, missing('a request for a product that does not exist')));
});

/**
 * The hosted API's second one-product lookup: the same question answered under `{ prods }`. No
 * screen uses it, so the typed client reads it directly: the part the shop relies on of a product
 * found, the whole answer of one missing.
 */
describe("getProductById (the hosted API's second lookup)", () => {
  const { found, missing } = lookup('/product-api/get-product', 'prods', productWithOffers, (id, shown) => ({
    call: (client) => client.getProductById(id),
    ...(shown ? { reads: { prods: shown } } : { answers: { prods: null } }),
  }));

  it('reads one product as { prods }', () => runInteraction(pact, found('a request for one product by id')));

  it('answers { prods: null } for an unknown id', () =>
    runInteraction(pact, missing('a request by id for a product that does not exist')));
});
