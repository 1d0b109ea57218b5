/**
 * GET /order-api/orders/{order_id}/invoice (docs/decisions/031): GST-inclusive prices with the tax
 * inside each shown, in paise, adding up exactly to the order's total.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, call } from '../helpers.js';
import { orderOf, place, rupeesOf, shopperWithCart } from './orderClient.js';

interface Line {
  description: string;
  productId?: string;
  quantity: number;
  gstRate: number;
  pricePaise: number;
  taxablePaise: number;
  gstPaise: number;
}
interface Invoice {
  number: string;
  orderId: string;
  seller: Record<string, string>;
  buyer: Record<string, string>;
  placeOfSupply: string;
  lines: Line[];
  totals: Record<string, number>;
}

const seller = {
  name: 'Test Shop Pvt Ltd',
  gstin: '29AAACR0000A1ZD',
  address: '1 Test Road, Bengaluru 560001',
  state: 'Karnataka',
};

/** A Fashion product (5%) with the warranty, and another at 18%, by COD (COD_FEE_BELOW 50,000: a fee line too) to `pincode`. */
async function invoicedOrder(app: FastifyInstance, pincode: string) {
  const list = app.store.catalog.list();
  const fashion = list.findIndex((product) => product.category === 'Fashion');
  const other = list.findIndex((product) => product.category === 'Electronics' && rupeesOf(product) < 20_000);
  const { token, products, price } = await shopperWithCart(app, [fashion, other]);
  const itemsTotal = (price(0) + 399) * 2 + price(1);
  const fee = 10;
  const placed = await place(app, token, {
    lines: [
      { productId: products[0]?._id, quantity: 2, warranty: true },
      { productId: products[1]?._id, quantity: 1 },
    ],
    address: {
      name: 'Asha Verma',
      phone: '9876543210',
      pincode,
      address: '1 Some Road',
      city: 'Somewhere',
      state: 'Wherever',
    },
    payment: { method: 'cod' },
    expectedTotal: itemsTotal + fee,
  });
  expect(placed.status).toBe(201);
  const order = orderOf(placed);
  const invoice = await call(app, { url: `/order-api/orders/${order.id}/invoice`, headers: bearer(token) });
  expect(invoice.status).toBe(200);
  return { order, invoice: invoice.body.invoice as Invoice };
}

const sum = (lines: Line[], part: 'pricePaise' | 'taxablePaise' | 'gstPaise') =>
  lines.reduce((total, line) => total + line[part], 0);

describe('an order’s invoice', () => {
  it('adds up: GST-inclusive line prices, each taxable value and GST, the totals and the order’s total', async () => {
    const app = await buildTestApp({ checkout: { seller, cod: { feeBelow: 50_000 } } });
    const { order, invoice } = await invoicedOrder(app, '560001');

    expect(invoice).toMatchObject({
      number: `INV-${order.id.slice(-12)}`,
      orderId: order.id,
      seller,
      buyer: { name: 'Asha Verma', address: '1 Some Road, Somewhere 560001', state: 'Karnataka' },
      placeOfSupply: 'Karnataka',
    });
    expect(invoice.lines.map((line) => [line.gstRate, line.quantity])).toEqual([
      [5, 2],
      [18, 2],
      [18, 1],
      [18, 1],
    ]);
    expect(invoice.lines[3]).toMatchObject({ description: 'Cash on Delivery fee', pricePaise: 1_000 });
    expect(invoice.lines[1]?.description).toMatch(/^Extended warranty: /);
    for (const line of invoice.lines) {
      expect(line.taxablePaise + line.gstPaise).toBe(line.pricePaise);
      expect(line.taxablePaise).toBe(Math.round((line.pricePaise * 100) / (100 + line.gstRate)));
    }
    expect(sum(invoice.lines, 'pricePaise')).toBe(order.total * 100);
    expect(invoice.totals).toEqual({
      pricePaise: order.total * 100,
      taxablePaise: sum(invoice.lines, 'taxablePaise'),
      gstPaise: sum(invoice.lines, 'gstPaise'),
      cgstPaise: Math.ceil(sum(invoice.lines, 'gstPaise') / 2),
      sgstPaise: Math.floor(sum(invoice.lines, 'gstPaise') / 2),
      igstPaise: 0,
    });
  });

  it('charges IGST when the delivery is in another state than the seller', async () => {
    const app = await buildTestApp({ checkout: { cod: { feeBelow: 50_000 } } });
    const { invoice } = await invoicedOrder(app, '400001');
    expect(invoice.placeOfSupply).toBe('Maharashtra');
    expect(invoice.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: invoice.totals.gstPaise });
    expect(invoice.seller).toMatchObject({ gstin: '29AAACR0000A1ZD', state: 'Karnataka' });
  });

  it('is not there while the payment is pending or after it failed (409), nor for another account’s order (404)', async () => {
    const app = await buildTestApp();
    const { token, oneUnit } = await shopperWithCart(app);
    const pending = orderOf(await place(app, token, oneUnit, { prefer: 'payment=expired' }));
    const url = `/order-api/orders/${pending.id}/invoice`;
    expect(await call(app, { url, headers: bearer(token) })).toMatchObject({
      status: 409,
      body: { msg: 'This order has no invoice until its UPI payment is confirmed.' },
    });
    await call(app, { method: 'POST', url: `/dev/payments/${pending.id}`, payload: { outcome: 'expired' } });
    expect((await call(app, { url, headers: bearer(token) })).status).toBe(409);
    const other = await shopperWithCart(app);
    expect((await call(app, { url, headers: bearer(other.token) })).status).toBe(404);
  });
});
