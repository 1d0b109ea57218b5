/**
 * Writes every API call into the journal when its answer is sent (onResponse): calls of an
 * openapi.yaml operation other than the dev routes, and whatever the proxy forwarded. Files, docs
 * and the dev routes themselves are not API calls and are not journaled.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { redactedUrl } from 'server-kit/redact';
import { addRouteHook } from '../http/route-hooks.js';
import { journalHeaders, type Journal } from './journal.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The last API calls (GET /dev/requests). */
    journal: Journal;
  }
}

export const journalPlugin = fp<{ journal: Journal }>(
  async (app, { journal }) => {
    app.decorate('journal', journal);
    app.decorateRequest('answeredBy', 'mock');

    const record = (request: FastifyRequest, reply: FastifyReply, operationId: string | null) =>
      journal.record({
        at: app.store.now(),
        operationId,
        method: request.method,
        path: redactedUrl(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        session: request.mockSession,
        answeredBy: request.answeredBy,
        headers: journalHeaders(request.headers),
      });

    // An operation's calls, dev routes aside: the operation is known when its route is registered.
    const devOperations = new Set(
      [...app.contract.operations.values()].filter((op) => op.tags.includes('dev')).map((op) => op.operationId),
    );
    addRouteHook(app, 'onResponse', ({ operationId }) => {
      if (!operationId || devOperations.has(operationId)) return undefined;
      return (request, reply, done) => {
        record(request, reply, operationId);
        done();
      };
    });
    // Whatever else the proxy forwarded (a path openapi.yaml lacks): the mock answers no such call.
    app.addHook('onResponse', (request, reply, done) => {
      if (request.answeredBy !== 'mock' && !request.routeOptions.config.operationId) record(request, reply, null);
      done();
    });
  },
  { name: 'journal', dependencies: ['mock-session'] },
);
