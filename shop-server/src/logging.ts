/**
 * One log line per request, written when the answer is sent: method, URL (query values redacted,
 * cut at 2 KB), status and time. No headers, no bodies, no cookies. (A page that could not be
 * rendered adds the renderer's own line saying why.)
 */
import fp from 'fastify-plugin';
import { redactedUrl } from 'server-kit/redact';

export const loggingPlugin = fp(
  async (app) => {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: redactedUrl(request.url),
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
      done();
    });
  },
  { name: 'logging' },
);
