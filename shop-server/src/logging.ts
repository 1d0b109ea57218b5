/**
 * One log line per request, written when the answer is sent: method, URL (query values redacted,
 * cut at 2 KB), status, time, and for a navigation answered with the frame, why it was not
 * rendered (`page`). No headers, no bodies, no cookies.
 */
import fp from 'fastify-plugin';
import { redactedUrl } from 'server-kit/redact';

declare module 'fastify' {
  interface FastifyRequest {
    /** Why a navigation got the frame instead of its rendered screen. */
    pageNote: string | null;
  }
}

export const loggingPlugin = fp(
  async (app) => {
    app.decorateRequest('pageNote', null);
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: redactedUrl(request.url),
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          ...(request.pageNote ? { page: request.pageNote } : {}),
        },
        'request',
      );
      done();
    });
  },
  { name: 'logging' },
);
