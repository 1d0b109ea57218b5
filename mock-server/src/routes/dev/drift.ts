/** GET /dev/drift: the validating proxy's mismatches, as JSON or (for a browser) as a page. */
import type { FastifyInstance } from 'fastify';
import { pageOrJson } from '../../http/accept.js';
import { operation } from '../../http/operation.js';
import { renderDriftPage } from './drift-page.js';
import { devOrigin } from './page.js';

export default async function driftRoutes(app: FastifyInstance) {
  app.route({
    ...operation(app, 'readDrift'),
    handler(request, reply) {
      const report = app.drift.report();
      return pageOrJson(request, reply, () => renderDriftPage(report, devOrigin(request)), report);
    },
  });
}
