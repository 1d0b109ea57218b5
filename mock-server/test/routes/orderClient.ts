/**
 * A shopper of the order calls, as the order tests drive them: signed up with some of the
 * catalogue's products in the cart, placing orders (UPI collect by default), reading and cancelling
 * them, and the developer's settle call.
 */
import type { FastifyInstance } from 'fastify';
import { bearer, call, deliveryAddress, injectOrigin, signUp } from '../helpers.js';

let keys = 0;
export const newKey = () => `test-key-${String((keys += 1)).padStart(8, '0')}`;

export const rupeesOf = (product: { content: { price: { sell_price: string } } }) =>
  Number(product.content.price.sell_price.replace(/[^0-9]/g, ''));

/**
 * A signed-up shopper with the catalogue's products `indexes` in the cart; `price` reads one's selling
 * price, and `oneUnit` is the order most tests place: one unit of the first product, at its price.
 */
export async function shopperWithCart(app: FastifyInstance, indexes: number[] = [0]) {
  const { token, user } = await signUp(app);
  const products = indexes.map((index) => {
    const product = app.store.catalog.at(index, injectOrigin);
    if (!product) throw new Error('no such product');
    app.store.carts.add(user._id, product._id);
    return product;
  });
  const price = (index: number) => rupeesOf(products[index]!);
  const oneUnit = { lines: [{ productId: products[0]?._id, quantity: 1 }], expectedTotal: price(0) };
  return { token, user, products, price, oneUnit };
}

export function place(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return call(app, {
    method: 'POST',
    url: '/order-api/orders',
    headers: { ...bearer(token), ...headers },
    payload: {
      idempotencyKey: newKey(),
      address: deliveryAddress,
      payment: { method: 'upi', upiId: 'asha@okbank' },
      ...body,
    },
  });
}

export type OrderBody = {
  id: string;
  status: string;
  history: { status: string; at: string }[];
  deliveryDate: string;
  total: number;
  codFee: number;
  payment: { method: string; state: string; upiIntent?: string; expiresAt?: string; settledAt?: string };
};

export const orderOf = (answer: { body: Record<string, unknown> }) => answer.body.order as OrderBody;

export async function readOrder(app: FastifyInstance, token: string, orderId: string) {
  return orderOf(await call(app, { url: `/order-api/orders/${orderId}`, headers: bearer(token) }));
}

export const cancel = (app: FastifyInstance, token: string, orderId: string) =>
  call(app, { method: 'POST', url: `/order-api/orders/${orderId}/cancel`, headers: bearer(token), payload: {} });

export const settle = (app: FastifyInstance, orderId: string, outcome: 'paid' | 'failed' | 'expired') =>
  call(app, { method: 'POST', url: `/dev/payments/${orderId}`, payload: { outcome } });

export async function cartIds(app: FastifyInstance, token: string): Promise<string[]> {
  const { body } = await call(app, { url: '/cart-api/get-all-carts', headers: bearer(token) });
  return (body.prods as { _id: string }[]).map((product) => product._id);
}
