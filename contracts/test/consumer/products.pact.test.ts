import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { storefrontClient } from '../../src/client';
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

describe('products', () => {
  it('getProducts lists the whole catalogue', async () => {
    await pact
      .addInteraction()
      .given(STATE.catalogue)
      .uponReceiving('a request for the whole catalogue')
      .withRequest('GET', '/product-api/get-products')
      .willRespondWith(200, (res) => res.jsonBody(productsLike(productWithOffers)))
      .executeTest(async (server) => {
        const { ok, body } = await storefrontClient(server.url).getProducts();
        expect(ok).toBe(true);
        expect(body).toMatchObject({ prod: [{ _id: productWithOffers._id }] });
      });
  });

  it('getProductsPage reads the first page', async () => {
    await pact
      .addInteraction()
      .given(STATE.catalogue)
      .uponReceiving('a request for the first page of the catalogue')
      .withRequest('GET', `/product-api/get-products/1/${PAGE_SIZE}`)
      .willRespondWith(200, (res) => res.jsonBody(productsLike(productWithoutOffers)))
      .executeTest(async (server) => {
        const { body } = await storefrontClient(server.url).getProductsPage(1, PAGE_SIZE);
        expect(body).toMatchObject({ prod: [{ _id: productWithoutOffers._id }] });
      });
  });

  it('getProductsPage answers an empty list past the end (the infinite scroll stops there)', async () => {
    await pact
      .addInteraction()
      .given(STATE.catalogue)
      .uponReceiving('a request for a page past the end of the catalogue')
      .withRequest('GET', `/product-api/get-products/${PAGE_PAST_THE_END}/${PAGE_SIZE}`)
      .willRespondWith(200, (res) => res.jsonBody({ prod: [] }))
      .executeTest(async (server) => {
        const { body } = await storefrontClient(server.url).getProductsPage(PAGE_PAST_THE_END, PAGE_SIZE);
        expect(body).toEqual({ prod: [] });
      });
  });

  it('getProductDetail reads one product', async () => {
    const id = productWithoutOffers._id;
    await pact
      .addInteraction()
      .given(STATE.productExists, { id })
      .uponReceiving('a request for one product')
      .withRequest(
        'GET',
        fromProviderState('/product-api/get-product-detail/${productId}', `/product-api/get-product-detail/${id}`),
      )
      .willRespondWith(200, (res) => res.jsonBody({ prod: productLike(productWithoutOffers) }))
      .executeTest(async (server) => {
        const { body } = await storefrontClient(server.url).getProductDetail(id);
        expect(body).toMatchObject({ prod: { _id: id, content: { price: { sell_price: '₹1,218' } } } });
      });
  });

  it('getProductDetail answers { prod: null } for an unknown id', async () => {
    await pact
      .addInteraction()
      .given(STATE.productMissing, { id: MISSING_PRODUCT_ID })
      .uponReceiving('a request for a product that does not exist')
      .withRequest('GET', `/product-api/get-product-detail/${MISSING_PRODUCT_ID}`)
      .willRespondWith(200, (res) => res.jsonBody({ prod: null }))
      .executeTest(async (server) => {
        const { ok, body } = await storefrontClient(server.url).getProductDetail(MISSING_PRODUCT_ID);
        expect(ok).toBe(true);
        expect(body).toEqual({ prod: null });
      });
  });

  it("getProductById reads one product as { prods } (the hosted API's second lookup)", async () => {
    const id = productWithOffers._id;
    await pact
      .addInteraction()
      .given(STATE.productExists, { id })
      .uponReceiving('a request for one product by id')
      .withRequest('GET', fromProviderState('/product-api/get-product/${productId}', `/product-api/get-product/${id}`))
      .willRespondWith(200, (res) => res.jsonBody({ prods: productLike(productWithOffers) }))
      .executeTest(async (server) => {
        const { ok, body } = await storefrontClient(server.url).getProductById(id);
        expect(ok).toBe(true);
        expect(body).toMatchObject({
          prods: { _id: id, content: { price: { sell_price: productWithOffers.content.price.sell_price } } },
        });
      });
  });

  it('getProductById answers { prods: null } for an unknown id', async () => {
    await pact
      .addInteraction()
      .given(STATE.productMissing, { id: MISSING_PRODUCT_ID })
      .uponReceiving('a request by id for a product that does not exist')
      .withRequest('GET', `/product-api/get-product/${MISSING_PRODUCT_ID}`)
      .willRespondWith(200, (res) => res.jsonBody({ prods: null }))
      .executeTest(async (server) => {
        const { ok, body } = await storefrontClient(server.url).getProductById(MISSING_PRODUCT_ID);
        expect(ok).toBe(true);
        expect(body).toEqual({ prods: null });
      });
  });
});
