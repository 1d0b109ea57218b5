/** GET /dev/requests (the journal, filtered by operation and session) and DELETE /dev/requests. */
import type { FastifyInstance } from 'fastify';
import type { operations } from '../../../../generated/openapi.js';
import type { StatusMessage } from '../../contract/api-types.js';
import { operation } from '../../http/operation.js';
import { messages } from '../../messages.js';

type ListQuery = NonNullable<operations['listRequests']['parameters']['query']>;
type ClearQuery = NonNullable<operations['clearRequests']['parameters']['query']>;

export default async function requestRoutes(app: FastifyInstance) {
  app.route<{ Querystring: ListQuery }>({
    ...operation(app, 'listRequests'),
    handler(request, reply) {
      reply.header('cache-control', 'no-store');
      return { capacity: app.journal.capacity, requests: app.journal.list(request.query) };
    },
  });

  app.route<{ Querystring: ClearQuery }>({
    ...operation(app, 'clearRequests'),
    handler(request) {
      app.journal.clear(request.query.session);
      return { status: true, msg: messages.dev.journalCleared } satisfies StatusMessage;
    },
  });
}
