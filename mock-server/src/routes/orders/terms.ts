/**
 * GET /order-api/checkout-terms: the COD fee and limit and the UPI payee, from the configuration
 * (store/checkout.ts), so the shop shows the COD fee before the shopper chooses. Public, like the
 * pincode check.
 */
import type { FastifyInstance } from 'fastify';
import type { components } from '../../../../generated/openapi.js';
import { operation } from '../../http/operation.js';
import { upiPendingMs } from '../../store/checkout.js';

type CheckoutTerms = components['schemas']['CheckoutTerms'];

export default async function termsRoutes(app: FastifyInstance) {
  const { cod, upi } = app.checkout;
  const terms: CheckoutTerms = {
    status: true,
    cod: { fee: cod.fee, feeBelow: cod.feeBelow, max: cod.max },
    upi: { payeeVpa: upi.payeeVpa, payeeName: upi.payeeName, pendingMinutes: upiPendingMs / 60_000 },
  };
  app.route({ ...operation(app, 'getCheckoutTerms'), handler: () => terms });
}
