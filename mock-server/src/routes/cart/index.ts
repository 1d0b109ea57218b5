/**
 * One cart per account, behind a bearer token (checked by http/auth.ts before these handlers run).
 * Adding stores only the product id: a cart always shows the catalogue's own copy, whatever price or
 * title the client sent.
 */
import type { FastifyInstance } from 'fastify';
import type { AddToCartRequest, StatusMessage } from '../../contract/api-types.js';
import type { operations } from '../../../../generated/openapi.js';
import { accountOf } from '../../http/auth.js';
import { jsonPart, sendJsonParts } from '../../http/json.js';
import { operation } from '../../http/operation.js';
import { withinRateLimit } from '../../http/rate-limits.js';
import { messages } from '../../messages.js';

type RemoveParams = operations['removeFromCart']['parameters']['path'];

const cartHead = jsonPart('{"status":true,"prods":[');
const cartTail = jsonPart(']}');
const comma = jsonPart(',');

export default async function cartRoutes(app: FastifyInstance) {
  const catalog = app.catalogBodies;

  app.route({
    ...operation(app, 'getCart'),
    handler(request, reply) {
      const origin = request.publicOrigin();
      const products = request.store.carts
        .productIds(accountOf(request))
        .map((id) => catalog.productJson(id, origin))
        .filter((parts) => parts !== undefined);
      const items = products.flatMap((parts, i) => (i === 0 ? parts : [comma, ...parts]));
      return sendJsonParts(reply, [cartHead, ...items, cartTail]);
    },
  });

  app.route<{ Body: AddToCartRequest }>({
    ...operation(app, 'addToCart'),
    async handler(request, reply) {
      if (!withinRateLimit(request, reply, 'addToCart')) return reply;
      const result = request.store.carts.add(accountOf(request), request.body.prod.prod._id);
      if (result === 'unknown-product')
        return reply.code(404).send({ status: false, msg: messages.cart.unknownProduct });
      return {
        status: true,
        msg: result === 'added' ? messages.cart.added : messages.cart.exists,
      } satisfies StatusMessage;
    },
  });

  app.route<{ Params: RemoveParams }>({
    ...operation(app, 'removeFromCart'),
    async handler(request, reply) {
      if (!request.store.carts.remove(accountOf(request), request.params.prod_id)) {
        return reply.code(404).send({ status: false, msg: messages.cart.notInCart });
      }
      return { status: true, msg: messages.cart.removed } satisfies StatusMessage;
    },
  });
}
