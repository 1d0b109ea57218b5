/**
 * Cash on Delivery's fee and limit (docs/decisions/031, COD_FEE, COD_FEE_BELOW, COD_MAX): the shop
 * reads them from GET /order-api/checkout-terms to show the fee before the shopper chooses, and the
 * server charges exactly that, refusing a total without it.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, call } from '../helpers.js';
import { orderOf, place, rupeesOf, shopperWithCart } from './orderClient.js';

const cod = { method: 'cod' };

/** The first product of the catalogue whose price `fits`. */
function indexWhere(app: FastifyInstance, fits: (rupees: number) => boolean): number {
  const index = app.store.catalog.list().findIndex((product) => fits(rupeesOf(product)));
  if (index < 0) throw new Error('no such product in the catalogue');
  return index;
}

describe('GET /order-api/checkout-terms', () => {
  it('answers the defaults, public', async () => {
    const app = await buildTestApp();
    expect((await call(app, { url: '/order-api/checkout-terms' })).body).toEqual({
      status: true,
      cod: { fee: 10, feeBelow: 500, max: 50_000 },
      upi: { payeeVpa: 'rupeestorefront@upi', payeeName: 'Rupee Storefront', pendingMinutes: 5 },
    });
  });

  it('answers the configuration, and the pincode check’s COD limit follows it', async () => {
    const app = await buildTestApp({ checkout: { cod: { fee: 25, max: 20_000 }, upi: { payeeVpa: 'x.y@upi' } } });
    const terms = (await call(app, { url: '/order-api/checkout-terms' })).body;
    expect(terms).toMatchObject({ cod: { fee: 25, feeBelow: 500, max: 20_000 }, upi: { payeeVpa: 'x.y@upi' } });
    expect((await call(app, { url: '/order-api/pincode/560001' })).body).toMatchObject({ codLimit: 20_000 });
  });
});

describe('placing a COD order', () => {
  it('below the threshold charges the fee the shop showed, and refuses a total without it (409)', async () => {
    const app = await buildTestApp();
    const index = indexWhere(app, (rupees) => rupees < 500);
    const { token, oneUnit, price } = await shopperWithCart(app, [index]);

    const withoutFee = await place(app, token, { ...oneUnit, payment: cod });
    expect(withoutFee).toMatchObject({
      status: 409,
      body: {
        status: false,
        msg: `Cash on Delivery adds a fee of ₹10 to this order: the total is ₹${price(0) + 10}. Please check your order again.`,
      },
    });
    const placed = await place(app, token, { ...oneUnit, expectedTotal: price(0) + 10, payment: cod });
    expect(placed.status).toBe(201);
    expect(orderOf(placed)).toMatchObject({
      codFee: 10,
      total: price(0) + 10,
      payment: { method: 'cod', state: 'cod' },
    });
  });

  it('at or above the threshold charges no fee, and a UPI order never does', async () => {
    const app = await buildTestApp();
    const cheap = indexWhere(app, (rupees) => rupees < 500);
    const dear = indexWhere(app, (rupees) => rupees >= 500 && rupees <= 50_000);
    const { token, products, price } = await shopperWithCart(app, [dear, cheap]);
    const codOrder = await place(app, token, {
      lines: [{ productId: products[0]?._id, quantity: 1 }],
      expectedTotal: price(0),
      payment: cod,
    });
    expect(orderOf(codOrder)).toMatchObject({ codFee: 0, total: price(0) });
    const upiOrder = await place(app, token, {
      lines: [{ productId: products[1]?._id, quantity: 1 }],
      expectedTotal: price(1),
    });
    expect(orderOf(upiOrder)).toMatchObject({ codFee: 0, total: price(1) });
  });

  it('above COD_MAX is refused with a sentence saying so (422), and UPI still takes it', async () => {
    const app = await buildTestApp({ checkout: { cod: { max: 1_000 } } });
    const index = indexWhere(app, (rupees) => rupees > 1_000);
    const { token, oneUnit } = await shopperWithCart(app, [index]);
    const refused = await place(app, token, { ...oneUnit, payment: cod });
    expect(refused).toMatchObject({
      status: 422,
      body: { status: false, msg: 'Cash on Delivery is offered for orders up to ₹1,000. Please pay by UPI.' },
    });
    expect((await place(app, token, oneUnit)).status).toBe(201);
  });
});
