/**
 * The X-Mock-Session header: a request that carries it works in that session's own sandbox
 * (store/sandboxes.ts); without it, in the server's main store, as before. Every route reads its
 * mutable state from `request.store`, set here before auth and before any handler runs.
 */
import fp from 'fastify-plugin';
import { sessionNamePattern, type Sandboxes } from '../store/sandboxes.js';
import { errorBody } from './families.js';

export const mockSessionHeader = 'x-mock-session';

export const mockSessionPlugin = fp<{ sandboxes: Sandboxes }>(
  async (app, { sandboxes }) => {
    app.decorate('sandboxes', sandboxes);
    app.decorateRequest('store', null as never);
    app.decorateRequest('mockSession', null);

    app.addHook('onRequest', async (request, reply) => {
      const name = request.headers[mockSessionHeader];
      if (name === undefined) {
        request.store = app.store;
        return;
      }
      const family = request.routeOptions.config.errorFamily ?? 'status';
      if (!sandboxes.enabled)
        return reply
          .code(400)
          .send(errorBody(family, 'Mock sessions are switched off on this server (MOCK_SESSIONS_MAX=0)'));
      if (typeof name !== 'string' || !sessionNamePattern.test(name)) {
        return reply.code(400).send(errorBody(family, 'X-Mock-Session must be 1-64 letters, digits, ".", "_" or "-"'));
      }
      request.mockSession = name;
      request.store = sandboxes.storeFor(name);
    });
  },
  { name: 'mock-session' },
);
