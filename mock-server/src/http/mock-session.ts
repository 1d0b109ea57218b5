/**
 * The X-Mock-Session header: a request that carries it works in that session's own sandbox
 * (store/sandboxes.ts); without it, in the server's main store, as before. Every route reads its
 * mutable state from `request.store`, set here before auth and before any handler runs.
 *
 * The header is a developer tool, like /dev: only the /dev audience (this machine or
 * DEV_ROUTES_FROM, judged on every hop by http/dev-audience.ts) may send it, and CORS never lets
 * another origin send it (app.ts lists the allowed request headers). Anyone else gets a 403: a
 * stranger must not mint fresh sandboxes, evict a test worker's, or fill memory with outboxes.
 * (Rate limits are the server's whatever the sandbox, see http/rate-limits.ts.)
 */
import fp from 'fastify-plugin';
import { sessionNamePattern, type Sandboxes } from '../store/sandboxes.js';
import { messages } from '../messages.js';
import { errorBody } from 'server-kit/error-body';

const mockSessionHeader = 'x-mock-session';

export const mockSessionPlugin = fp<{ sandboxes: Sandboxes }>(
  async (app, { sandboxes }) => {
    app.decorate('sandboxes', sandboxes);
    app.decorateRequest('store', null as never);
    app.decorateRequest('mockSession', null);

    app.addHook('onRequest', (request, reply, done) => {
      const name = request.headers[mockSessionHeader];
      if (name === undefined) {
        request.store = app.store;
        return done();
      }
      const family = request.routeOptions.config.errorFamily ?? 'status';
      if (!sandboxes.enabled)
        return void reply
          .code(400)
          .send(errorBody(family, 'Mock sessions are switched off on this server (MOCK_SESSIONS_MAX=0)'));
      const refusal = app.devRefusal(request);
      if (refusal) return void reply.code(403).send(errorBody(family, `${messages.mockSession.devOnly} ${refusal}`));
      if (typeof name !== 'string' || !sessionNamePattern.test(name)) {
        return void reply
          .code(400)
          .send(errorBody(family, 'X-Mock-Session must be 1-64 letters, digits, ".", "_" or "-"'));
      }
      request.mockSession = name;
      request.store = sandboxes.storeFor(name);
      done();
    });
  },
  { name: 'mock-session', dependencies: ['dev-guard'] },
);
