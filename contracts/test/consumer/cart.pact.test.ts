import { describe, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { EXAMPLE_TOKEN } from '../../src/examples';
import { productWithOffers } from '../../src/fixtures';
import { cartCalls } from '../../../web/src/entities/cart/cartCalls';
import { runInteraction, told, type InteractionSpec, type ShopAnswer } from '../../src/interaction';
import { bearer, eachLike, productLike, sentProductLike } from '../../src/matchers';
import { storefrontPact, type RequestBuilder } from '../../src/pact';
import { SHOPPER, STATE } from '../../src/states';

const { fromProviderState } = MatchersV3;
const pact = storefrontPact();
const product = productWithOffers;
const productState = { ...SHOPPER, id: product._id };
const signedIn = (req: Parameters<RequestBuilder>[0]) => req.headers(bearer(EXAMPLE_TOKEN));
/** What addToCart sends: the product nested as { prod: { prod } }, with the id the provider chose. */
const addToCartBody: RequestBuilder = (req) =>
  signedIn(req).jsonBody({
    prod: { prod: { ...sentProductLike(product), _id: fromProviderState('${productId}', product._id) } },
  });
/** addToCart of the example product, with the provider state `given` holding. */
const addToCart = (given: InteractionSpec['given'], uponReceiving: string, answer: ShopAnswer): InteractionSpec => ({
  given,
  uponReceiving,
  request: { method: 'POST', path: '/cart-api/add-to-cart', build: addToCartBody },
  use: (client) => cartCalls(client).addToCart(product),
  ...answer,
});

const interactions: Record<string, InteractionSpec> = {
  'getCart reads an empty cart': {
    given: [[STATE.emptyCart, SHOPPER]],
    uponReceiving: 'a request for an empty cart',
    request: { method: 'GET', path: '/cart-api/get-all-carts', build: signedIn },
    response: { status: 200, body: { status: true, prods: [] } },
    use: (client) => cartCalls(client).getCart(),
    gives: { data: { status: true, prods: [] } },
  },
  'getCart lists the products in the cart': {
    given: [[STATE.productInCart, productState]],
    uponReceiving: 'a request for a cart holding a product',
    request: { method: 'GET', path: '/cart-api/get-all-carts', build: signedIn },
    response: { status: 200, body: { status: true, prods: eachLike(productLike(product)) } },
    use: (client) => cartCalls(client).getCart(),
    gives: { data: { status: true, prods: [{ _id: product._id }] } },
  },
  'addToCart sends the product nested as { prod: { prod } } and is told it was added': addToCart(
    [
      [STATE.emptyCart, SHOPPER],
      [STATE.productExists, { id: product._id }],
    ],
    'a request to add a product to an empty cart',
    told(true, 'Successfull added...'),
  ),
  'addToCart of a product already in the cart answers the hosted "already exists" message': addToCart(
    [[STATE.productInCart, productState]],
    'a request to add a product that is already in the cart',
    told(true, 'Cart is Already Exixts..'),
  ),
  'removeFromCart removes a product in the cart': {
    given: [[STATE.productInCart, productState]],
    uponReceiving: 'a request to remove a product from the cart',
    request: {
      method: 'DELETE',
      path: fromProviderState('/cart-api/remove-from-cart/${productId}', `/cart-api/remove-from-cart/${product._id}`),
      build: signedIn,
    },
    use: (client) => cartCalls(client).removeFromCart(product._id),
    ...told(true, 'Successfull removed...'),
  },
};

describe('cart', () => {
  for (const [name, interaction] of Object.entries(interactions)) {
    it(name, () => runInteraction(pact, { ...interaction, token: EXAMPLE_TOKEN }));
  }
});
