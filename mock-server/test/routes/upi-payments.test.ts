/**
 * UPI payments (docs/decisions/031): an order paid by UPI is pending until it settles by itself
 * (UPI_SETTLE_MS), as `Prefer: payment=…` chose, through POST /dev/payments, or by expiring after 5
 * minutes on the mock's clock. A payment that fails or expires charges nothing and leaves the cart
 * as it was.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, fakeClock } from '../helpers.js';
import { cartIds, orderOf, place, readOrder, settle, shopperWithCart } from './orderClient.js';

const payee = { payeeVpa: 'shop.test@okaxis', payeeName: 'Test Shop & Co', settleMs: 3_000 };
const intent = { method: 'upi', flow: 'intent' };

async function pendingIntentOrder(prefer?: string) {
  const clock = fakeClock();
  const app = await buildTestApp({ now: clock.now, checkout: { upi: payee } });
  const shopper = await shopperWithCart(app, [0, 1]);
  const before = await cartIds(app, shopper.token);
  const placed = await place(app, shopper.token, { ...shopper.oneUnit, payment: intent }, prefer ? { prefer } : {});
  expect(placed.status).toBe(201);
  return { app, clock, ...shopper, before, order: orderOf(placed) };
}

const sorted = (ids: string[]) => [...ids].sort();

describe('UPI by intent (a UPI app, or a QR code of the same link)', () => {
  it('is pending, with a upi://pay link to the shop for exactly the total', async () => {
    const { order, price } = await pendingIntentOrder();
    expect(order).toMatchObject({ status: 'ordered', payment: { method: 'upi', flow: 'intent', state: 'pending' } });
    expect(order.history).toEqual([{ status: 'ordered', at: '2026-01-15T10:00:00.000Z' }]);
    expect(order.payment.expiresAt).toBe('2026-01-15T10:05:00.000Z');

    const link = order.payment.upiIntent ?? '';
    // `@` stays as it is: some UPI apps do not decode %40 in pa.
    expect(link).toMatch(/^upi:\/\/pay\?pa=shop\.test@okaxis&pn=/);
    const params = new URL(link).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      pa: 'shop.test@okaxis',
      pn: 'Test Shop & Co',
      am: `${price(0)}.00`,
      cu: 'INR',
      tr: order.id,
      tn: `Order ${order.id}`,
    });
  });

  it('settles by itself after UPI_SETTLE_MS: paid, the link gone, the products still out of the cart', async () => {
    const { app, clock, token, order, products } = await pendingIntentOrder();
    clock.advance(2_999);
    expect((await readOrder(app, token, order.id)).payment.state).toBe('pending');
    clock.advance(1);
    const paid = await readOrder(app, token, order.id);
    expect(paid.payment).toEqual({
      method: 'upi',
      flow: 'intent',
      state: 'paid',
      settledAt: '2026-01-15T10:00:03.000Z',
    });
    expect(paid.status).toBe('ordered');
    expect(await cartIds(app, token)).toEqual([products[1]?._id]);
  });

  it('under Prefer: payment=failed fails then: the order is cancelled, nothing charged, the cart as it was', async () => {
    const { app, clock, token, order, before } = await pendingIntentOrder('payment=failed');
    clock.advance(3_000);
    // The cart is read first: it has its products back before anyone looked at the order.
    expect(sorted(await cartIds(app, token))).toEqual(sorted(before));
    const failed = await readOrder(app, token, order.id);
    expect(failed).toMatchObject({
      status: 'cancelled',
      payment: { state: 'failed', settledAt: '2026-01-15T10:00:03.000Z' },
    });
    expect(failed.history.map((step) => step.status)).toEqual(['ordered', 'cancelled']);
  });

  it('under Prefer: payment=expired stays pending until 5 minutes on the mock’s clock (POST /dev/clock)', async () => {
    const { app, token, order, before } = await pendingIntentOrder('payment=expired');
    const move = (byMs: number) => app.inject({ method: 'POST', url: '/dev/clock', payload: { byMs } });
    await move(299_999);
    expect((await readOrder(app, token, order.id)).payment.state).toBe('pending');
    await move(1);
    expect(await readOrder(app, token, order.id)).toMatchObject({
      status: 'cancelled',
      payment: { state: 'expired', settledAt: '2026-01-15T10:05:00.000Z' },
    });
    expect(sorted(await cartIds(app, token))).toEqual(sorted(before));
  });

  it('settles at once through POST /dev/payments, once', async () => {
    const { app, token, order, before } = await pendingIntentOrder('payment=expired');
    const failed = await settle(app, order.id, 'failed');
    expect(failed).toMatchObject({ status: 200, body: { status: true, order: { status: 'cancelled' } } });
    expect(sorted(await cartIds(app, token))).toEqual(sorted(before));
    expect(await settle(app, order.id, 'paid')).toMatchObject({
      status: 409,
      body: { status: false, msg: 'This order’s payment is not pending: it is failed.' },
    });
    expect((await settle(app, 'OD000000000000000000', 'paid')).status).toBe(404);
    expect((await settle(app, order.id, 'refunded' as 'paid')).status).toBe(400);
  });

  it('keeps the ordered products out of the cart while pending, so they cannot be ordered twice', async () => {
    const { app, token, oneUnit } = await pendingIntentOrder('payment=expired');
    const again = await place(app, token, { ...oneUnit, payment: intent });
    expect(again).toMatchObject({ status: 409, body: { msg: expect.stringMatching(/no longer in it/) } });
  });
});

describe('UPI by a typed UPI ID (collect)', () => {
  it('is pending too, without a link, and settles the same way', async () => {
    const clock = fakeClock();
    const app: FastifyInstance = await buildTestApp({ now: clock.now, checkout: { upi: { settleMs: 0 } } });
    const { token, oneUnit } = await shopperWithCart(app);
    const placed = orderOf(await place(app, token, oneUnit));
    // A settle delay of 0 settles at placement.
    expect(placed.payment).toEqual({
      method: 'upi',
      flow: 'collect',
      upiId: 'asha@okbank',
      state: 'paid',
      settledAt: '2026-01-15T10:00:00.000Z',
    });
  });

  it('is refused at once under Prefer: payment=declined, by either flow, ordering nothing', async () => {
    const app = await buildTestApp();
    const { token, oneUnit, products } = await shopperWithCart(app);
    for (const payment of [intent, { method: 'upi', upiId: 'asha@okbank', flow: 'collect' }]) {
      const declined = await place(app, token, { ...oneUnit, payment }, { prefer: 'payment=declined' });
      expect(declined).toMatchObject({ status: 402, body: { msg: expect.stringMatching(/declined/) } });
    }
    expect(await cartIds(app, token)).toEqual([products[0]?._id]);
  });

  it('answers 400 for a payment that is neither flow', async () => {
    const app = await buildTestApp();
    const { token, oneUnit } = await shopperWithCart(app);
    const both = await place(app, token, { ...oneUnit, payment: { method: 'upi', flow: 'intent', upiId: 'a@b' } });
    expect(both.status).toBe(400);
    const neither = await place(app, token, { ...oneUnit, payment: { method: 'upi' } });
    expect(neither.status).toBe(400);
  });
});
