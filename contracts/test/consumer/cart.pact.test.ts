import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { storefrontClient } from '../../src/client';
import { EXAMPLE_TOKEN } from '../../src/examples';
import { productWithOffers } from '../../src/fixtures';
import { bearer, eachLike, message, productLike, sentProductLike } from '../../src/matchers';
import { storefrontPact, type RequestBuilder } from '../../src/pact';
import { SHOPPER, STATE } from '../../src/states';

const { fromProviderState } = MatchersV3;
const pact = storefrontPact();
const product = productWithOffers;
const productState = { ...SHOPPER, id: product._id };
/** What addToCart sends: the product nested as { prod: { prod } }, with the id the provider chose. */
const addToCartBody: RequestBuilder = (req) =>
  req.headers(bearer(EXAMPLE_TOKEN)).jsonBody({
    prod: { prod: { ...sentProductLike(product), _id: fromProviderState('${productId}', product._id) } },
  });

describe('cart', () => {
  it('getCart reads an empty cart', async () => {
    await pact
      .addInteraction()
      .given(STATE.emptyCart, SHOPPER)
      .uponReceiving('a request for an empty cart')
      .withRequest('GET', '/cart-api/get-all-carts', (req) => req.headers(bearer(EXAMPLE_TOKEN)))
      .willRespondWith(200, (res) => res.jsonBody({ status: true, prods: [] }))
      .executeTest(async (server) => {
        const { body } = await storefrontClient(server.url, EXAMPLE_TOKEN).getCart();
        expect(body).toEqual({ status: true, prods: [] });
      });
  });

  it('getCart lists the products in the cart', async () => {
    await pact
      .addInteraction()
      .given(STATE.productInCart, productState)
      .uponReceiving('a request for a cart holding a product')
      .withRequest('GET', '/cart-api/get-all-carts', (req) => req.headers(bearer(EXAMPLE_TOKEN)))
      .willRespondWith(200, (res) => res.jsonBody({ status: true, prods: eachLike(productLike(product)) }))
      .executeTest(async (server) => {
        const { body } = await storefrontClient(server.url, EXAMPLE_TOKEN).getCart();
        expect(body).toMatchObject({ status: true, prods: [{ _id: product._id }] });
      });
  });

  it('addToCart sends the product nested as { prod: { prod } } and is told it was added', async () => {
    await pact
      .addInteraction()
      .given(STATE.emptyCart, SHOPPER)
      .given(STATE.productExists, { id: product._id })
      .uponReceiving('a request to add a product to an empty cart')
      .withRequest('POST', '/cart-api/add-to-cart', addToCartBody)
      .willRespondWith(200, (res) => res.jsonBody({ status: true, msg: message('Successfull added...') }))
      .executeTest(async (server) => {
        const { body } = await storefrontClient(server.url, EXAMPLE_TOKEN).addToCart(product);
        expect(body).toEqual({ status: true, msg: 'Successfull added...' });
      });
  });

  it('addToCart of a product already in the cart answers the hosted "already exists" message', async () => {
    await pact
      .addInteraction()
      .given(STATE.productInCart, productState)
      .uponReceiving('a request to add a product that is already in the cart')
      .withRequest('POST', '/cart-api/add-to-cart', addToCartBody)
      .willRespondWith(200, (res) => res.jsonBody({ status: true, msg: message('Cart is Already Exixts..') }))
      .executeTest(async (server) => {
        const { body } = await storefrontClient(server.url, EXAMPLE_TOKEN).addToCart(product);
        expect(body).toEqual({ status: true, msg: 'Cart is Already Exixts..' });
      });
  });

  it('removeFromCart removes a product in the cart', async () => {
    await pact
      .addInteraction()
      .given(STATE.productInCart, productState)
      .uponReceiving('a request to remove a product from the cart')
      .withRequest(
        'DELETE',
        fromProviderState('/cart-api/remove-from-cart/${productId}', `/cart-api/remove-from-cart/${product._id}`),
        (req) => req.headers(bearer(EXAMPLE_TOKEN)),
      )
      .willRespondWith(200, (res) => res.jsonBody({ status: true, msg: message('Successfull removed...') }))
      .executeTest(async (server) => {
        const { body } = await storefrontClient(server.url, EXAMPLE_TOKEN).removeFromCart(product._id);
        expect(body).toEqual({ status: true, msg: 'Successfull removed...' });
      });
  });
});
