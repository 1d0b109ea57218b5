/**
 * Orders (the mock server's own extension, `x-mock-only` in openapi.yaml): place one from the cart,
 * list them, read one (a shop waiting on a UPI payment polls it), cancel one before it ships, read
 * its invoice. Per account, behind a bearer token, like the cart. The pincode check and the
 * checkout terms are public.
 */
import type { FastifyInstance } from 'fastify';
import type { PlaceOrderRequest } from '../../contract/api-types.js';
import { accountOf } from '../../http/auth.js';
import { operation } from '../../http/operation.js';
import { withinRateLimit } from '../../http/rate-limits.js';
import { messages } from '../../messages.js';
import { formatRupees } from '../../store/catalog/price.js';
import { invoiceOf } from '../../store/invoice.js';
import { orderAnswer } from '../../store/orders.js';
import { isConfirmed, paymentStateOf } from '../../store/payments.js';
import { pincodeDirectory } from '../../store/pincodes/directory.js';
import { placeOrder } from './place-order.js';
import pincodeRoutes from './pincode.js';
import { preferredPayment } from './prefer-payment.js';
import termsRoutes from './terms.js';

type OrderParams = { Params: { order_id: string } };

export default async function orderRoutes(app: FastifyInstance) {
  await app.register(pincodeRoutes);
  await app.register(termsRoutes);

  app.route({
    ...operation(app, 'listOrders'),
    handler(request) {
      const now = request.store.now();
      const orders = request.store.orders.list(accountOf(request)).map((order) => orderAnswer(order, now));
      return { status: true, orders };
    },
  });

  app.route<OrderParams>({
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
        preferred: preferredPayment(request.headers.prefer),
        settings: app.checkout,
      });
      if ('refused' in outcome) return reply.code(outcome.refused).send({ status: false, msg: outcome.msg });
      return reply
        .code(outcome.replayed ? 200 : 201)
        .send({ status: true, order: orderAnswer(outcome.placed, request.store.now()) });
    },
  });

  app.route<OrderParams>({
    ...operation(app, 'cancelOrder'),
    async handler(request, reply) {
      const outcome = request.store.orders.cancel(accountOf(request), request.params.order_id);
      if ('refused' in outcome) {
        if (outcome.refused === 'unknown')
          return reply.code(404).send({ status: false, msg: messages.orders.noSuchOrder });
        return reply.code(409).send({ status: false, msg: messages.orders.cancelRefused[outcome.refused] });
      }
      const order = orderAnswer(outcome.cancelled, request.store.now());
      const msg =
        order.payment.state === 'refunded'
          ? messages.orders.cancelledRefund(formatRupees(order.total))
          : messages.orders.cancelled;
      return { status: true, order, msg };
    },
  });

  app.route<OrderParams>({
    ...operation(app, 'getInvoice'),
    async handler(request, reply) {
      const order = request.store.orders.get(accountOf(request), request.params.order_id);
      if (!order) return reply.code(404).send({ status: false, msg: messages.orders.noSuchOrder });
      const state = paymentStateOf(order, request.store.now());
      const missing =
        state === 'pending'
          ? 'pending'
          : !isConfirmed(state)
            ? 'not-placed'
            : order.cancelledAtMs !== undefined
              ? 'cancelled'
              : null;
      if (missing) return reply.code(409).send({ status: false, msg: messages.orders.noInvoice[missing] });
      const categoryOf = (productId: string) => request.store.catalog.byId(productId)?.category;
      return { status: true, invoice: invoiceOf(order, app.checkout.seller, categoryOf) };
    },
  });
}
