/**
 * Exactly one log line per request, written when the answer is sent: method, URL (query values
 * redacted, cut at 2 KB: http/redact.ts), status and time.
 * Fastify's own two lines per request are switched off (disableRequestLogging). No headers or bodies
 * are logged; an unexpected error or a contract violation rides on the same line.
 */
import fp from 'fastify-plugin';
import { redactedUrl } from 'server-kit/redact';

export const loggingPlugin = fp(
  async (app) => {
    app.decorateRequest('failure', null);
    app.decorateRequest('contractViolation', null);

    // The level cannot change while the server runs: with `info` off (LOG_LEVEL=warn, silent, tests
    // without a logger), an ordinary answer builds no line at all.
    // (Pino's loggers have isLevelEnabled; Fastify's type leaves it out, and its no-op logger lacks it.)
    const logger = app.log as { isLevelEnabled?: (level: string) => boolean };
    const infoOn = logger.isLevelEnabled?.('info') ?? false;

    app.addHook('onResponse', (request, reply, done) => {
      if (!infoOn && !request.failure && !request.contractViolation) return done();
      const line = {
        method: request.method,
        url: redactedUrl(request.url), // a query value can be a code or a token
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      };
      if (request.failure) request.log.error({ ...line, err: request.failure }, 'request failed');
      else if (request.contractViolation)
        request.log.error({ ...line, contractViolation: request.contractViolation }, 'response outside the contract');
      else request.log.info(line, 'request');
      done();
    });
  },
  { name: 'logging' },
);

/** Paths pino must never print, should a header ever be logged. */
export const redactedPaths = ['req.headers.authorization', 'headers.authorization', 'authorization'];
