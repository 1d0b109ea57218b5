import { describe, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import type { ApiClient } from '../../../web/src/lib/api/client';
import type { Product } from '../../../web/src/lib/api/types';
import { runInteraction, type Answer, type InteractionSpec } from '../../src/interaction';
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

/** A read of the whole catalogue at `path`. */
const catalogueRead = (
  uponReceiving: string,
  path: string,
  call: InteractionSpec['call'],
  answer: Answer,
): InteractionSpec => ({
  given: [[STATE.catalogue]],
  uponReceiving,
  request: { method: 'GET', path },
  call,
  ...answer,
});

/** A listing holding products like `product`, the shop finding it there. */
const listing = (product: Product): Answer => ({
  response: { status: 200, body: productsLike(product) },
  reads: { prod: [{ _id: product._id }] },
});

describe('products', () => {
  it('getProducts lists the whole catalogue', () =>
    runInteraction(
      pact,
      catalogueRead(
        'a request for the whole catalogue',
        '/product-api/get-products',
        (client) => client.getProducts(),
        listing(productWithOffers),
      ),
    ));

  it('getProductsPage reads the first page', () =>
    runInteraction(
      pact,
      catalogueRead(
        'a request for the first page of the catalogue',
        `/product-api/get-products/1/${PAGE_SIZE}`,
        (client) => client.getProductsPage(1, PAGE_SIZE),
        listing(productWithoutOffers),
      ),
    ));

  it('getProductsPage answers an empty list past the end (the infinite scroll stops there)', () =>
    runInteraction(
      pact,
      catalogueRead(
        'a request for a page past the end of the catalogue',
        `/product-api/get-products/${PAGE_PAST_THE_END}/${PAGE_SIZE}`,
        (client) => client.getProductsPage(PAGE_PAST_THE_END, PAGE_SIZE),
        { response: { status: 200, body: { prod: [] } }, answers: { prod: [] } },
      ),
    ));
});

/**
 * The hosted API's two one-product lookups: the same question, answered under another key
 * (`{ prod }` or `{ prods }`), and `null` under it for an id no product has.
 */
describe.each([
  {
    lookup: 'getProductDetail',
    path: '/product-api/get-product-detail',
    key: 'prod',
    product: productWithoutOffers,
    found: 'a request for one product',
    missing: 'a request for a product that does not exist',
    call: (client: ApiClient, id: string) => client.getProductDetail(id),
  },
  {
    lookup: "getProductById (the hosted API's second lookup)",
    path: '/product-api/get-product',
    key: 'prods',
    product: productWithOffers,
    found: 'a request for one product by id',
    missing: 'a request by id for a product that does not exist',
    call: (client: ApiClient, id: string) => client.getProductById(id),
  },
] as const)('$lookup', ({ path, key, product, found, missing, call }) => {
  it(`reads one product as { ${key} }`, () =>
    runInteraction(pact, {
      given: [[STATE.productExists, { id: product._id }]],
      uponReceiving: found,
      request: { method: 'GET', path: fromProviderState(`${path}/\${productId}`, `${path}/${product._id}`) },
      call: (client) => call(client, product._id),
      response: { status: 200, body: { [key]: productLike(product) } },
      reads: { [key]: { _id: product._id, content: { price: { sell_price: product.content.price.sell_price } } } },
    }));

  it(`answers { ${key}: null } for an unknown id`, () =>
    runInteraction(pact, {
      given: [[STATE.productMissing, { id: MISSING_PRODUCT_ID }]],
      uponReceiving: missing,
      request: { method: 'GET', path: `${path}/${MISSING_PRODUCT_ID}` },
      call: (client) => call(client, MISSING_PRODUCT_ID),
      response: { status: 200, body: { [key]: null } },
      answers: { [key]: null },
    }));
});
