import { describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  call,
  expectNoInternals,
  fakeClock,
  injectOrigin,
  requests,
  signUp,
} from '../helpers.js';

const addBody = (product: unknown) => ({ prod: { prod: product } });
/** The cart calls as the shop sends them, signed in with `token`. */
const addToCart = (token: string, product: unknown) => ({
  method: 'POST' as const,
  url: '/cart-api/add-to-cart',
  headers: bearer(token),
  payload: addBody(product),
});
const getCart = (token: string) => ({ url: '/cart-api/get-all-carts', headers: bearer(token) });
const removeFromCart = (token: string, productId: string) => ({
  method: 'DELETE' as const,
  url: `/cart-api/remove-from-cart/${productId}`,
  headers: bearer(token),
});

describe('cart: one per account, bearer token required', () => {
  it('adds the catalogue’s own copy, reads it back, and removes it', async () => {
    const app = await buildTestApp();
    const { token } = await signUp(app);
    const product = app.store.catalog.at(0, injectOrigin);
    if (!product) throw new Error('empty catalogue');

    // A client that tampers with the price and title it sends gets the catalogue's anyway.
    const tampered = {
      ...product,
      content: {
        ...product.content,
        title: 'Cheap!',
        price: { sell_price: '₹1', org_price: '₹2', discount: '50% off' },
      },
    };
    const added = await call(app, addToCart(token, tampered));
    expect(added).toMatchObject({ status: 200, body: { status: true, msg: 'Successfull added...' } });

    const cart = await call(app, getCart(token));
    expect(cart.status).toBe(200);
    expect(cart.body).toEqual({ status: true, prods: [product] });

    const removed = await call(app, removeFromCart(token, product._id));
    expect(removed).toMatchObject({ status: 200, body: { status: true, msg: 'Successfull removed...' } });
    expect((await call(app, getCart(token))).body).toEqual({
      status: true,
      prods: [],
    });
  });

  it('keeps the order products were added in', async () => {
    const app = await buildTestApp();
    const { token } = await signUp(app);
    const [a, b, c] = [
      app.store.catalog.at(9, injectOrigin),
      app.store.catalog.at(2, injectOrigin),
      app.store.catalog.at(5, injectOrigin),
    ];
    for (const p of [a, b, c]) await call(app, addToCart(token, p));
    const { body } = await call(app, getCart(token));
    expect((body.prods as { _id: string }[]).map((p) => p._id)).toEqual([a?._id, b?._id, c?._id]);
  });

  it('answers the hosted "already exists" message when adding a product twice', async () => {
    const app = await buildTestApp();
    const { token } = await signUp(app);
    const product = app.store.catalog.at(1, injectOrigin);
    await call(app, addToCart(token, product));
    const again = await call(app, addToCart(token, product));
    expect(again).toMatchObject({ status: 200, body: { status: true, msg: 'Cart is Already Exixts..' } });
    expect((await call(app, getCart(token))).body.prods).toHaveLength(1);
  });

  it('answers 404 for a product that is not in the catalogue, and for removing one not in the cart', async () => {
    const app = await buildTestApp();
    const { token } = await signUp(app);
    const product = app.store.catalog.at(0, injectOrigin);
    const unknown = { ...product, _id: '0123456789abcdef01234567' };
    expect(await call(app, addToCart(token, unknown))).toMatchObject({
      status: 404,
      body: { status: false, msg: 'No such product in the catalogue' },
    });
    expect(await call(app, removeFromCart(token, product?._id ?? ''))).toMatchObject({
      status: 404,
      body: { status: false, msg: 'Product is not in the cart' },
    });
  });

  it('keeps each account’s cart to itself', async () => {
    const app = await buildTestApp();
    const asha = await signUp(app);
    const ravi = await signUp(app, { firstname: 'Ravi' });
    const product = app.store.catalog.at(4, injectOrigin);
    await call(app, addToCart(asha.token, product));

    expect((await call(app, getCart(ravi.token))).body).toEqual({
      status: true,
      prods: [],
    });
    // Ravi cannot remove Asha's item: for him it is simply not in the cart.
    expect((await call(app, removeFromCart(ravi.token, product?._id ?? ''))).status).toBe(404);
    expect((await call(app, getCart(asha.token))).body).toEqual({
      status: true,
      prods: [product],
    });
  });

  it.each([
    ['no token', {}, 'Please log in to continue'],
    ['a malformed header', { authorization: 'Token abc' }, 'Please log in to continue'],
    [
      'an unknown token',
      { authorization: 'Bearer not-a-real-token' },
      'Your session is not valid. Please log in again',
    ],
  ])('answers 401 { status: false, msg } with %s', async (_case, headers, msg) => {
    const app = await buildTestApp();
    for (const request of [
      { method: 'GET' as const, url: '/cart-api/get-all-carts' },
      {
        method: 'POST' as const,
        url: '/cart-api/add-to-cart',
        payload: addBody(app.store.catalog.at(0, injectOrigin)),
      },
      {
        method: 'DELETE' as const,
        url: `/cart-api/remove-from-cart/${app.store.catalog.at(0, injectOrigin)?._id ?? ''}`,
      },
    ]) {
      expect(await call(app, { ...request, headers })).toMatchObject({ status: 401, body: { status: false, msg } });
    }
  });

  it('answers 401 once the token has expired (4 days)', async () => {
    const clock = fakeClock();
    const app = await buildTestApp({ now: clock.now });
    const { token } = await signUp(app);
    clock.advance(4 * 24 * 60 * 60 * 1000 - 1000);
    expect((await call(app, getCart(token))).status).toBe(200);
    clock.advance(1000);
    expect(await call(app, getCart(token))).toMatchObject({
      status: 401,
      body: { status: false, msg: 'Your session has expired. Please log in again' },
    });
  });

  it('answers 401 for a login token whose one-time code is not verified yet', async () => {
    const app = await buildTestApp();
    const { form } = await signUp(app);
    const login = await call(app, requests.login(form.email, form.password));
    expect(await call(app, getCart(login.body.token as string))).toMatchObject({
      status: 401,
      body: { status: false, msg: 'Please verify the one-time code sent to your email first' },
    });
  });

  it.each([
    ['a missing product', {}, /must have required property 'prod'/],
    [
      'a malformed id',
      {
        prod: {
          prod: {
            _id: 'xyz',
            url: '/a',
            content: { title: 't', clrTitle: 'c', price: { sell_price: '1', org_price: '2', discount: '3' } },
            __v: 0,
          },
        },
      },
      /_id must be a 24-character hex id/,
    ],
    ['an extra field', { prod: { prod: {} }, quantity: 2 }, /unexpected property 'quantity'/],
    [
      'a flat product (not nested twice)',
      { prod: { _id: 'a' } },
      /must have required property 'prod'|unexpected property/,
    ],
  ])('refuses %s with 400', async (_case, payload, message) => {
    const app = await buildTestApp();
    const { token } = await signUp(app);
    const { status, body, response } = await call(app, {
      method: 'POST',
      url: '/cart-api/add-to-cart',
      headers: bearer(token),
      payload,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ status: false, msg: expect.stringMatching(message) });
    expectNoInternals(response.body);
  });

  it('refuses a malformed id on remove with 400', async () => {
    const app = await buildTestApp();
    const { token } = await signUp(app);
    expect(
      await call(app, { method: 'DELETE', url: '/cart-api/remove-from-cart/nope', headers: bearer(token) }),
    ).toMatchObject({
      status: 400,
      body: { status: false, msg: 'params/prod_id must be a 24-character hex id' },
    });
  });
});
