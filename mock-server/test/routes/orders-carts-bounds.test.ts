/**
 * Issue 38, finding 5: orders and carts had no server-wide bound and no attempt limit. Now carts
 * and orders share one byte budget across the main store and every sandbox (the least recently
 * changed account's go first), and add-to-cart and place-order are limited per client and per
 * account with a 429, Retry-After and a clear text.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAccountDataBudget } from '../../src/store/account-data.js';
import { createCarts } from '../../src/store/carts.js';
import { createOrders, type OrderDraft } from '../../src/store/orders.js';
import { createCatalog } from '../../src/store/catalog/index.js';
import { bearer, buildTestApp, call, deliveryAddress, injectOrigin, signUp } from '../helpers.js';

const tooManyCartChanges = 'Too many changes to the cart in a short time. Please wait a moment and try again.';
const tooManyOrders = 'Too many orders tried in a short time. Please wait a moment and try again.';

const catalog = createCatalog({ size: 300 });
const productId = (index: number) => catalog.at(index)?._id ?? '';

function addToCart(app: FastifyInstance, token: string, index: number, remoteAddress = '198.51.100.1') {
  return call(app, {
    method: 'POST',
    url: '/cart-api/add-to-cart',
    remoteAddress,
    headers: bearer(token),
    payload: { prod: { prod: catalog.at(index, injectOrigin) } },
  });
}

function placeOrder(app: FastifyInstance, token: string, remoteAddress = '198.51.100.1') {
  return call(app, {
    method: 'POST',
    url: '/order-api/orders',
    remoteAddress,
    headers: bearer(token),
    payload: {
      idempotencyKey: `key-${Math.random().toString(36).slice(2)}-0000`,
      address: deliveryAddress,
      payment: { method: 'upi', upiId: 'asha@okbank' },
      lines: [{ productId: productId(0), quantity: 1 }],
      expectedTotal: 1,
    },
  });
}

describe('attempt limits on the cart and orders', () => {
  it('one account adds to its cart at most 120 times in 5 minutes, from any number of clients', async () => {
    const app = await buildTestApp();
    const { token } = await signUp(app);
    for (let i = 0; i < 120; i += 1)
      expect((await addToCart(app, token, i % 300, `203.0.113.${i % 200}`)).status).toBe(200);
    const refused = await addToCart(app, token, 7, '192.0.2.99');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: false, msg: tooManyCartChanges });
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('one client adds to carts at most 300 times in 5 minutes, across accounts', async () => {
    const app = await buildTestApp();
    const tokens = [];
    for (let i = 0; i < 3; i += 1) tokens.push((await signUp(app)).token);
    for (let i = 0; i < 300; i += 1) expect((await addToCart(app, tokens[i % 3] ?? '', i % 300)).status).toBe(200);
    expect((await addToCart(app, tokens[0] ?? '', 1)).status).toBe(429);
  });

  it('one account tries at most 20 orders in 5 minutes; one client at most 60', async () => {
    const app = await buildTestApp();
    const tokens = [];
    for (let i = 0; i < 4; i += 1) tokens.push((await signUp(app)).token);
    // Refused orders count too (an empty cart answers 409): trying is what costs.
    for (let i = 0; i < 20; i += 1) expect((await placeOrder(app, tokens[0] ?? '')).status).toBe(409);
    const perAccount = await placeOrder(app, tokens[0] ?? '', '192.0.2.50');
    expect(perAccount.status).toBe(429);
    expect(perAccount.body).toEqual({ status: false, msg: tooManyOrders });
    expect(Number(perAccount.response.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < 40; i += 1) expect((await placeOrder(app, tokens[1 + (i % 3)] ?? '')).status).toBe(409);
    expect((await placeOrder(app, tokens[3] ?? '')).status).toBe(429);
  });
});

describe('one byte budget for carts and orders', () => {
  it('past the budget the least recently changed carts go first, whichever store holds them', async () => {
    const budget = createAccountDataBudget(20_000);
    const main = createCarts(catalog, budget.part());
    const sandbox = createCarts(catalog, budget.part());
    for (let account = 0; account < 40; account += 1) {
      const carts = account % 2 ? sandbox : main;
      for (let i = 0; i < 5; i += 1) carts.add(`user-${account}`, productId(i));
    }
    expect(budget.bytes).toBeLessThanOrEqual(20_000);
    expect(main.productIds('user-0')).toEqual([]);
    expect(sandbox.productIds('user-1')).toEqual([]);
    expect(sandbox.productIds('user-39')).toHaveLength(5);
    expect(main.productIds('user-38')).toHaveLength(5);
    // A cart changed again is the newest: it stays while others go.
    main.add('user-20', productId(9));
    for (let account = 40; account < 60; account += 1) main.add(`user-${account}`, productId(1));
    expect(main.productIds('user-20')).toHaveLength(6);
  });

  it('orders count what they hold, and an emptied cart or a deleted account stops counting', async () => {
    const budget = createAccountDataBudget(200_000);
    const carts = createCarts(catalog, budget.part());
    const orders = createOrders(() => 0, budget.part(), carts);
    const bigLine = {
      productId: productId(0),
      title: 'x'.repeat(400),
      image: 'y'.repeat(400),
      unitPrice: 1,
      quantity: 1,
      warranty: false,
      lineTotal: 1,
    };
    const draft = {
      lines: Array.from({ length: 50 }, () => bigLine),
      codFee: 0,
      total: 50,
      address: deliveryAddress,
      place: 'Pune',
      payment: { method: 'cod' },
      deliveryDate: '2026-01-20',
    } as unknown as OrderDraft;
    for (let account = 0; account < 10; account += 1) orders.add(`user-${account}`, 'key-00000001', draft);
    expect(budget.bytes).toBeLessThanOrEqual(200_000);
    expect(orders.list('user-0')).toEqual([]);
    expect(orders.list('user-9')).toHaveLength(1);

    const before = budget.bytes;
    carts.add('shopper', productId(1));
    expect(budget.bytes).toBeGreaterThan(before);
    carts.remove('shopper', productId(1));
    expect(budget.bytes).toBe(before);
    orders.clearFor('user-9');
    expect(budget.bytes).toBeLessThan(before);
  });

  it('the app keeps carts within accountDataMaxBytes: the oldest idle cart is emptied', async () => {
    const app = await buildTestApp({ accountDataMaxBytes: 2_000 });
    const first = await signUp(app);
    await addToCart(app, first.token, 1);
    let last = '';
    for (let i = 0; i < 20; i += 1) {
      const { token } = await signUp(app);
      last = token;
      expect((await addToCart(app, token, i, `203.0.113.${i}`)).status).toBe(200);
    }
    const cart = (token: string) =>
      call(app, { method: 'GET', url: '/cart-api/get-all-carts', headers: bearer(token) });
    expect((await cart(first.token)).body.prods).toEqual([]);
    expect((await cart(last)).body.prods).toHaveLength(1);
  });
});
