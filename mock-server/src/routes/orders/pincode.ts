/**
 * GET /order-api/pincode/{pincode}: where a pincode is and what delivery it gets (store/pincodes).
 * Public, like the catalogue: the cart's pincode dialog and the product page ask before sign-in.
 */
import type { FastifyInstance } from 'fastify';
import type { PincodeCheck } from '../../contract/api-types.js';
import { operation } from '../../http/operation.js';
import { messages } from '../../messages.js';
import { checkDelivery } from '../../store/pincodes/delivery.js';
import { pincodeDirectory } from '../../store/pincodes/directory.js';

export default async function pincodeRoutes(app: FastifyInstance) {
  app.route<{ Params: { pincode: string } }>({
    ...operation(app, 'checkPincode'),
    async handler(request, reply) {
      const { pincode } = request.params;
      const entry = (await pincodeDirectory()).lookup(pincode);
      if (!entry) return reply.code(404).send({ status: false, msg: messages.orders.unknownPincode(pincode) });
      const check = checkDelivery(entry, request.store.now());
      const common = { status: true as const, pincode, place: check.place, codLimit: app.checkout.cod.max };
      if (!check.serviceable) {
        return { ...common, serviceable: false, codAvailable: false, msg: check.reason } satisfies PincodeCheck;
      }
      return {
        ...common,
        serviceable: true,
        deliveryDate: check.deliveryDate,
        distanceKm: check.distanceKm,
        codAvailable: check.codAvailable,
      } satisfies PincodeCheck;
    },
  });
}
