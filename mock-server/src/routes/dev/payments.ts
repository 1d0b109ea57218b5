/**
 * POST /dev/payments/{order_id}: settle a pending UPI payment now, as the bank would, so a developer
 * or a test chooses paid, failed or expired without waiting (store/orders.ts `settle`). In the
 * request's store: its X-Mock-Session sandbox, or the main one.
 */
import type { FastifyInstance } from 'fastify';
import type { operations } from '../../../../generated/openapi.js';
import { operation } from '../../http/operation.js';
import { messages } from '../../messages.js';
import { orderAnswer } from '../../store/orders.js';

type Settle = {
  Params: { order_id: string };
  Body: operations['settlePayment']['requestBody']['content']['application/json'];
};

export default async function paymentRoutes(app: FastifyInstance) {
  app.route<Settle>({
    ...operation(app, 'settlePayment'),
    handler(request, reply) {
      const outcome = request.store.orders.settle(request.params.order_id, request.body.outcome);
      if ('settled' in outcome) return { status: true, order: orderAnswer(outcome.settled, request.store.now()) };
      if (outcome.refused === 'unknown')
        return reply.code(404).send({ status: false, msg: messages.orders.noSuchOrder });
      return reply.code(409).send({ status: false, msg: messages.dev.paymentNotPending(outcome.state) });
    },
  });
}
