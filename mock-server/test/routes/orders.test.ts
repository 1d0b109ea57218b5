import { describe, expect, it } from 'vitest';
import { devExtensionOf } from '../../src/store/index.js';
import {
  bearer,
  buildTestApp,
  call,
  deliveryAddress,
  expectNoInternals,
  fakeClock,
  injectOrigin,
  signUp,
} from '../helpers.js';
import { newKey, place, shopperWithCart } from './orderClient.js';

const address = deliveryAddress;

describe('POST /order-api/orders: the server prices the cart and places one order', () => {
  it('places an order, empties those lines from the cart, and lists and reads it', async () => {
    const clock = fakeClock(Date.UTC(2026, 0, 15, 10, 0, 0));
    const app = await buildTestApp({ now: clock.now });
    const { token, products, price } = await shopperWithCart(app, [0, 1]);
    const lines = [
      { productId: products[0]?._id, quantity: 2, warranty: true },
      { productId: products[1]?._id, quantity: 1 },
    ];
    const expectedTotal = (price(0) + 399) * 2 + price(1);

    const placed = await place(app, token, { lines, expectedTotal });
    expect(placed.status).toBe(201);
    const order = placed.body.order as Record<string, unknown>;
    expect(order).toMatchObject({
      status: 'ordered',
      total: expectedTotal,
      address,
      place: { office: 'Bangalore', state: 'Karnataka' },
      payment: { method: 'upi', upiId: 'asha@okbank' },
      deliveryDate: '2026-01-17',
      placedAt: '2026-01-15T10:00:00.000Z',
    });
    expect(order.id).toMatch(/^OD\d{18}$/);
    expect(order.lines).toEqual([
      expect.objectContaining({ productId: products[0]?._id, quantity: 2, warranty: true, unitPrice: price(0) }),
      expect.objectContaining({ productId: products[1]?._id, quantity: 1, warranty: false, lineTotal: price(1) }),
    ]);

    expect((await call(app, { url: '/cart-api/get-all-carts', headers: bearer(token) })).body.prods).toEqual([]);
    const list = await call(app, { url: '/order-api/orders', headers: bearer(token) });
    expect(list.body).toEqual({ status: true, orders: [order] });
    const one = await call(app, { url: `/order-api/orders/${String(order.id)}`, headers: bearer(token) });
    expect(one.body).toEqual({ status: true, order });

    // The status follows the clock: shipped a day later, out for delivery on the day, then delivered.
    const statusAfter = async (ms: number) => {
      clock.advance(ms);
      return (await call(app, { url: `/order-api/orders/${String(order.id)}`, headers: bearer(token) })).body.order;
    };
    expect(await statusAfter(86_400_000)).toMatchObject({ status: 'shipped' });
    expect(await statusAfter(86_400_000)).toMatchObject({ status: 'out-for-delivery' });
    expect(await statusAfter(86_400_000)).toMatchObject({ status: 'delivered' });
  });

  it('answers the same order for a key sent twice (a double click)', async () => {
    const app = await buildTestApp();
    const { token, oneUnit } = await shopperWithCart(app);
    const body = { idempotencyKey: newKey(), ...oneUnit };
    const [first, second] = await Promise.all([place(app, token, body), place(app, token, body)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.order).toEqual(second.body.order);
    expect((await call(app, { url: '/order-api/orders', headers: bearer(token) })).body.orders).toHaveLength(1);
  });

  it('answers a retry after a lost answer with the order placed, whatever the cart and the request hold now', async () => {
    const app = await buildTestApp();
    const { token, user, products, oneUnit } = await shopperWithCart(app, [0, 1]);
    const key = newKey();
    const placed = await place(app, token, { idempotencyKey: key, ...oneUnit });
    expect(placed.status).toBe(201);
    // The cart now holds something else, and the retry asks for other lines and another payment.
    app.store.carts.remove(user._id, products[1]!._id);
    const retry = await place(app, token, {
      idempotencyKey: key,
      lines: [{ productId: products[1]?._id, quantity: 3 }],
      expectedTotal: 1,
      payment: { method: 'cod' },
    });
    expect(retry).toMatchObject({ status: 200, body: { status: true, order: placed.body.order } });
    expect((await call(app, { url: '/order-api/orders', headers: bearer(token) })).body.orders).toHaveLength(1);
  });

  it('refuses Cash on Delivery far from the warehouse, and above ₹50,000', async () => {
    const app = await buildTestApp();
    // A product under the limit whose ten units are over it.
    const index = app.store.catalog.list().findIndex((product) => {
      const rupees = Number(product.content.price.sell_price.replace(/[^0-9]/g, ''));
      return rupees > 5_000 && rupees <= 50_000;
    });
    const { token, products, price } = await shopperWithCart(app, [index]);
    const lines = [{ productId: products[0]?._id, quantity: 1 }];
    const cod = { method: 'cod' };
    const far = await place(app, token, {
      lines,
      expectedTotal: price(0),
      address: { ...address, pincode: '110001' },
      payment: cod,
    });
    expect(far).toMatchObject({
      status: 422,
      body: { msg: 'Cash on Delivery is not offered at 110001. Please pay by UPI.' },
    });
    const big = await place(app, token, {
      lines: [{ productId: products[0]?._id, quantity: 10 }],
      expectedTotal: price(0) * 10,
      payment: cod,
    });
    expect(big).toMatchObject({ status: 422, body: { msg: expect.stringMatching(/up to ₹50,000/) } });
    const near = await place(app, token, { lines, expectedTotal: price(0), payment: cod });
    expect(near).toMatchObject({ status: 201, body: { order: { payment: cod } } });
  });

  it('declines UPI under Prefer: payment=declined, keeping the cart, and the same key then succeeds', async () => {
    const app = await buildTestApp();
    const { token, oneUnit } = await shopperWithCart(app);
    const body = { idempotencyKey: newKey(), ...oneUnit };
    const declined = await place(app, token, body, { prefer: 'payment=declined' });
    expect(declined).toMatchObject({ status: 402, body: { status: false, msg: expect.stringMatching(/declined/) } });
    expect((await call(app, { url: '/cart-api/get-all-carts', headers: bearer(token) })).body.prods).toHaveLength(1);
    expect((await place(app, token, body)).status).toBe(201);
  });

  it('refuses a changed cart: a price the server does not agree with, a product no longer in it, an empty cart', async () => {
    const app = await buildTestApp();
    const { token, products, price } = await shopperWithCart(app);
    const lines = [{ productId: products[0]?._id, quantity: 1 }];
    const cheaper = await place(app, token, { lines, expectedTotal: price(0) - 1 });
    expect(cheaper).toMatchObject({ status: 409, body: { msg: expect.stringMatching(/^Prices changed.*₹/) } });

    const other = app.store.catalog.at(5, injectOrigin);
    const notInCart = await place(app, token, { lines: [{ productId: other?._id, quantity: 1 }], expectedTotal: 1 });
    expect(notInCart).toMatchObject({ status: 409, body: { msg: expect.stringMatching(/no longer in it/) } });

    await place(app, token, { lines, expectedTotal: price(0) });
    const empty = await place(app, token, { lines, expectedTotal: price(0) });
    expect(empty).toMatchObject({ status: 409, body: { msg: 'Your cart is empty: there is nothing to order.' } });
  });

  it('refuses pincodes with no post office or no delivery', async () => {
    const app = await buildTestApp();
    const { token, oneUnit } = await shopperWithCart(app);
    const unknown = await place(app, token, { ...oneUnit, address: { ...address, pincode: '999999' } });
    expect(unknown).toMatchObject({ status: 422, body: { msg: expect.stringMatching(/No post office/) } });
    const island = await place(app, token, { ...oneUnit, address: { ...address, pincode: '744101' } });
    expect(island).toMatchObject({ status: 422, body: { msg: expect.stringMatching(/do not deliver/) } });
  });

  it.each([
    ['a quantity above 10', { lines: [{ productId: 'baac33b7c26893fcad35e0d5', quantity: 11 }] }, /quantity/],
    ['a quantity of 0', { lines: [{ productId: 'baac33b7c26893fcad35e0d5', quantity: 0 }] }, /quantity/],
    ['no lines', { lines: [] }, /lines/],
    ['an address without a pincode', { address: { ...address, pincode: undefined } }, /pincode/],
    ['a malformed UPI ID', { payment: { method: 'upi', upiId: 'not-an-upi-id' } }, /upiId|payment/],
    ['an unknown payment method', { payment: { method: 'card' } }, /payment/],
    ['a short idempotency key', { idempotencyKey: 'abc' }, /idempotencyKey/],
    ['a fractional total', { expectedTotal: 10.5 }, /expectedTotal/],
  ])('answers 400 for %s', async (_name, override, message) => {
    const app = await buildTestApp();
    const { token, oneUnit } = await shopperWithCart(app);
    const { status, body, response } = await place(app, token, { ...oneUnit, ...override });
    expect(status).toBe(400);
    expect(body.status).toBe(false);
    expect(body.msg).toMatch(message);
    expectNoInternals(response.body);
  });

  it('answers 400 for a product listed twice', async () => {
    const app = await buildTestApp();
    const { token, products, price } = await shopperWithCart(app);
    const line = { productId: products[0]?._id, quantity: 1 };
    const { status, body } = await place(app, token, { lines: [line, line], expectedTotal: price(0) * 2 });
    expect(status).toBe(400);
    expect(body.msg).toMatch(/only once/);
  });

  it('needs a session for every order call', async () => {
    const app = await buildTestApp();
    for (const request of [
      { method: 'GET' as const, url: '/order-api/orders' },
      { method: 'GET' as const, url: '/order-api/orders/OD100000000000000001' },
      { method: 'POST' as const, url: '/order-api/orders', payload: {} },
    ]) {
      const { status, body } = await call(app, request);
      expect(status).toBe(401);
      expect(body.status).toBe(false);
    }
  });

  it('takes Prefer faults and is journalled, like the cart (the route hooks read each route’s config)', async () => {
    const app = await buildTestApp();
    const { token, user, oneUnit } = await shopperWithCart(app);
    expect(await place(app, token, oneUnit, { prefer: 'code=503' })).toMatchObject({
      status: 503,
      body: { status: false },
    });
    // The fault short-circuits the order: nothing kept, the cart untouched.
    expect(app.store.orders.list(user._id)).toEqual([]);
    expect(app.store.carts.productIds(user._id)).toHaveLength(1);
    expect((await call(app, { url: '/order-api/pincode/560001', headers: { prefer: 'code=500' } })).status).toBe(500);
    await call(app, { url: '/order-api/orders', headers: bearer(token) });
    const { requests } = (await call(app, { url: '/dev/requests' })).body as {
      requests: { operationId: string | null; status: number }[];
    };
    expect(requests.slice(0, 3).map((r) => [r.operationId, r.status])).toEqual([
      ['listOrders', 200],
      ['checkPincode', 500],
      ['placeOrder', 503],
    ]);
  });
});

describe('GET /order-api/orders/{order_id}', () => {
  it('answers 404 for another account’s order and 400 for a malformed id', async () => {
    const app = await buildTestApp();
    const asha = await shopperWithCart(app);
    const placed = await place(app, asha.token, asha.oneUnit);
    const orderId = String((placed.body.order as { id: string }).id);
    const ravi = await signUp(app);
    const theirs = await call(app, { url: `/order-api/orders/${orderId}`, headers: bearer(ravi.token) });
    expect(theirs).toMatchObject({ status: 404, body: { status: false, msg: 'No such order' } });
    expect((await call(app, { url: '/order-api/orders', headers: bearer(ravi.token) })).body.orders).toEqual([]);
    const malformed = await call(app, { url: '/order-api/orders/12345', headers: bearer(ravi.token) });
    expect(malformed.status).toBe(400);
  });

  it('forgets orders on POST /dev/reset and keeps each sandbox’s own', async () => {
    const app = await buildTestApp();
    const { token, user, oneUnit } = await shopperWithCart(app);
    await place(app, token, oneUnit);
    expect(app.store.orders.list(user._id)).toHaveLength(1);
    const sandbox = devExtensionOf(app.store).fork();
    expect(sandbox.orders.list(user._id)).toEqual([]);
    await devExtensionOf(app.store).reset();
    expect(app.store.orders.list(user._id)).toEqual([]);
  });
});
