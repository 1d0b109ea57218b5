/**
 * Orders that move (docs/decisions/031): a dated history on the mock's clock, walked by POST
 * /dev/clock, and cancellation until the order ships, with a refund for one paid by UPI.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, call, fakeClock } from '../helpers.js';
import { cancel, orderOf, place, readOrder, settle, shopperWithCart } from './orderClient.js';

const hour = 3_600_000;
const cod = { method: 'cod' };

/** A shopper's COD order of one dear product (no COD fee), placed at 10:00 UTC (15:30 in India) on 15 January. */
async function codOrder() {
  const clock = fakeClock(Date.UTC(2026, 0, 15, 10, 0, 0));
  const app = await buildTestApp({ now: clock.now });
  const index = app.store.catalog.list().findIndex((product) => {
    const rupees = Number(product.content.price.sell_price.replace(/[^0-9]/g, ''));
    return rupees >= 500 && rupees <= 50_000;
  });
  const shopper = await shopperWithCart(app, [index]);
  const placed = await place(app, shopper.token, { ...shopper.oneUnit, payment: cod });
  expect(placed.status).toBe(201);
  const moveClock = (byMs: number) => app.inject({ method: 'POST', url: '/dev/clock', payload: { byMs } });
  return { app, moveClock, ...shopper, order: orderOf(placed) };
}

const statuses = (order: { history: { status: string }[] }) => order.history.map((step) => step.status);

describe('an order’s history on the mock’s clock', () => {
  it('walks Ordered, Packed, Shipped, Out for delivery and Delivered as POST /dev/clock moves', async () => {
    const { app, token, order, moveClock } = await codOrder();
    expect(order.deliveryDate).toBe('2026-01-17');
    const at = async (byMs: number) => {
      await moveClock(byMs);
      return readOrder(app, token, order.id);
    };
    expect((await at(4 * hour - 1)).status).toBe('ordered');
    expect((await at(1)).status).toBe('packed');
    expect((await at(20 * hour)).status).toBe('shipped');
    // 08:00 in India on the delivery date is 02:30 UTC: 16.5 hours after the shipping step.
    expect((await at(16.5 * hour)).status).toBe('out-for-delivery');
    const delivered = await at(10 * hour);
    expect(delivered.status).toBe('delivered');
    expect(delivered.history).toEqual([
      { status: 'ordered', at: '2026-01-15T10:00:00.000Z' },
      { status: 'packed', at: '2026-01-15T14:00:00.000Z' },
      { status: 'shipped', at: '2026-01-16T10:00:00.000Z' },
      { status: 'out-for-delivery', at: '2026-01-17T02:30:00.000Z' },
      { status: 'delivered', at: '2026-01-17T12:30:00.000Z' },
    ]);
    const list = await call(app, { url: '/order-api/orders', headers: bearer(token) });
    expect(list.body.orders).toEqual([delivered]);
  });
});

describe('POST /order-api/orders/{order_id}/cancel', () => {
  it('cancels a packed COD order: it says so everywhere, the clock moves it no further, a retry answers it again', async () => {
    const { app, token, order, moveClock } = await codOrder();
    await moveClock(5 * hour);
    const cancelled = await cancel(app, token, order.id);
    expect(cancelled).toMatchObject({
      status: 200,
      body: {
        status: true,
        msg: 'Your order is cancelled.',
        order: { status: 'cancelled', payment: { state: 'cod' } },
      },
    });
    expect(statuses(orderOf(cancelled))).toEqual(['ordered', 'packed', 'cancelled']);

    // Past the delivery date (a session lasts 4 days).
    await moveClock(3 * 24 * hour);
    const later = await readOrder(app, token, order.id);
    expect(later).toEqual(orderOf(cancelled));
    expect((await call(app, { url: '/order-api/orders', headers: bearer(token) })).body.orders).toEqual([later]);
    expect(await cancel(app, token, order.id)).toMatchObject({ status: 200, body: { order: later } });
    const invoice = await call(app, { url: `/order-api/orders/${order.id}/invoice`, headers: bearer(token) });
    expect(invoice).toMatchObject({ status: 409, body: { msg: 'A cancelled order has no invoice.' } });
  });

  it('refunds an order paid by UPI, and says so with the amount', async () => {
    const app: FastifyInstance = await buildTestApp({ checkout: { upi: { settleMs: 0 } } });
    const { token, oneUnit, price } = await shopperWithCart(app);
    const placed = orderOf(await place(app, token, { ...oneUnit, payment: { method: 'upi', flow: 'intent' } }));
    const cancelled = await cancel(app, token, placed.id);
    const amount = `₹${price(0).toLocaleString('en-IN')}`;
    expect(cancelled).toMatchObject({
      status: 200,
      body: {
        msg: `Your order is cancelled. The ${amount} you paid by UPI goes back to your account within 5 to 7 working days.`,
        order: { status: 'cancelled', payment: { state: 'refunded' } },
      },
    });
  });

  it('refuses once shipped, while the payment is pending, and when the payment failed (409); 404 for no such order', async () => {
    const { app, token, order, moveClock } = await codOrder();
    await moveClock(24 * hour);
    expect(await cancel(app, token, order.id)).toMatchObject({
      status: 409,
      body: { msg: 'This order has left our warehouse, so it can no longer be cancelled.' },
    });
    expect((await cancel(app, token, 'OD000000000000000000')).status).toBe(404);

    const upi = await shopperWithCart(app);
    const pending = orderOf(await place(app, upi.token, upi.oneUnit, { prefer: 'payment=expired' }));
    expect(await cancel(app, upi.token, pending.id)).toMatchObject({
      status: 409,
      body: { msg: expect.stringMatching(/still being confirmed/) },
    });
    await settle(app, pending.id, 'failed');
    expect(await cancel(app, upi.token, pending.id)).toMatchObject({
      status: 409,
      body: { msg: expect.stringMatching(/did not go through/) },
    });
  });
});
