/**
 * Developer-only routes (tag `dev` in openapi.yaml), switched off with DEV_ROUTES=false: the outbox
 * (JSON, or a page for browsers), a reset to the seeded state for tests and provider states (of one
 * X-Mock-Session when the header is sent), the request journal, the validating proxy's drift, the server's clock (moved forward by tests) and settling a pending UPI payment.
 * Everything under /dev is registered here, so a guard added to this plugin covers all of it.
 */
import type { FastifyInstance } from 'fastify';
import type { StatusMessage } from '../../contract/api-types.js';
import { pageOrJson } from '../../http/accept.js';
import { operation } from '../../http/operation.js';
import { forgetClient } from '../../http/rate-limits.js';
import { messages } from '../../messages.js';
import { devExtensionOf } from '../../store/index.js';
import clockRoutes from './clock.js';
import driftRoutes from './drift.js';
import { renderOutboxPage } from './outbox-page.js';
import { devOrigin } from './page.js';
import paymentRoutes from './payments.js';
import requestRoutes from './requests.js';

export default async function devRoutes(app: FastifyInstance) {
  app.route({
    ...operation(app, 'readOutbox'),
    handler(request, reply) {
      const list = request.store.outbox.list();
      return pageOrJson(request, reply, () => renderOutboxPage(list, devOrigin(request)), { messages: list });
    },
  });

  app.route({
    ...operation(app, 'resetState'),
    async handler(request) {
      // With X-Mock-Session, only that session's sandbox and the caller's own rate-limit windows (a
      // test worker's); without, the main store and every window.
      await devExtensionOf(request.store).reset();
      if (request.mockSession) forgetClient(request);
      else app.limits.clear();
      return { status: true, msg: messages.dev.reset } satisfies StatusMessage;
    },
  });

  await app.register(requestRoutes);
  await app.register(driftRoutes);
  await app.register(clockRoutes);
  await app.register(paymentRoutes);
}
