/**
 * Writes every API call into the journal when its answer is sent (onResponse): calls of an
 * openapi.yaml operation other than the dev routes, and whatever the proxy forwarded. Files, docs
 * and the dev routes themselves are not API calls and are not journaled.
 */
import fp from 'fastify-plugin';
import { redactedUrl } from '../http/redact.js';
import { journalHeaders, type Journal } from './journal.js';

export const journalPlugin = fp<{ journal: Journal }>(
  async (app, { journal }) => {
    app.decorate('journal', journal);
    app.decorateRequest('answeredBy', 'mock');
    const devOperations = new Set(
      [...app.contract.operations.values()].filter((op) => op.tags.includes('dev')).map((op) => op.operationId),
    );

    app.addHook('onResponse', async (request, reply) => {
      const { operationId } = request.routeOptions.config;
      const isApiCall = operationId ? !devOperations.has(operationId) : request.answeredBy !== 'mock';
      if (!isApiCall) return;
      journal.record({
        time: new Date(app.store.now()).toISOString(),
        operationId: operationId ?? null,
        method: request.method,
        path: redactedUrl(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        session: request.mockSession,
        answeredBy: request.answeredBy,
        headers: journalHeaders(request.headers),
      });
    });
  },
  { name: 'journal', dependencies: ['mock-session'] },
);
