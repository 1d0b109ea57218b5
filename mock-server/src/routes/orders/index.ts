/**
 * Orders (the mock server's own extension, `x-mock-only` in openapi.yaml): place one from the cart,
 * list them, read one. Per account, behind a bearer token, like the cart.
 */
import type { FastifyInstance } from 'fastify';
import type { PlaceOrderRequest } from '../../contract/api-types.js';
import { accountOf } from '../../http/auth.js';
import { operation } from '../../http/operation.js';
import { withinRateLimit } from '../../http/rate-limits.js';
import { messages } from '../../messages.js';
import { orderAnswer } from '../../store/orders.js';
import { pincodeDirectory } from '../../store/pincodes/directory.js';
import { placeOrder } from './place-order.js';
import pincodeRoutes from './pincode.js';

/** `Prefer: payment=declined`, in the Prefer header's list like `code=` and `delay=` (http/faults.ts). */
export function prefersDeclinedPayment(header: string | string[] | undefined): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text.split(/[,;]/).some((part) => /^\s*payment\s*=\s*"?declined"?\s*$/i.test(part));
}

export default async function orderRoutes(app: FastifyInstance) {
  await app.register(pincodeRoutes);

  app.route({
    ...operation(app, 'listOrders'),
    handler(request) {
      const now = request.store.now();
      const orders = request.store.orders.list(accountOf(request)).map((order) => orderAnswer(order, now));
      return { status: true, orders };
    },
  });

  app.route<{ Params: { order_id: string } }>({
    ...operation(app, 'getOrder'),
    async handler(request, reply) {
      const order = request.store.orders.get(accountOf(request), request.params.order_id);
      if (!order) return reply.code(404).send({ status: false, msg: messages.orders.noSuchOrder });
      return { status: true, order: orderAnswer(order, request.store.now()) };
    },
  });

  app.route<{ Body: PlaceOrderRequest }>({
    ...operation(app, 'placeOrder'),
    async handler(request, reply) {
      if (!withinRateLimit(request, reply, 'placeOrder')) return reply;
      // Loaded before any check: from here on nothing awaits until the order is kept.
      const directory = await pincodeDirectory();
      const outcome = placeOrder(request.store, directory, {
        userId: accountOf(request),
        body: request.body,
        origin: request.publicOrigin(),
        declineUpi: prefersDeclinedPayment(request.headers.prefer),
      });
      if ('refused' in outcome) return reply.code(outcome.refused).send({ status: false, msg: outcome.msg });
      return reply
        .code(outcome.replayed ? 200 : 201)
        .send({ status: true, order: orderAnswer(outcome.placed, request.store.now()) });
    },
  });
}
