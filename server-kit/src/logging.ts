/**
 * The one log line per request, for both servers, written when the answer is sent: method, URL
 * (query values redacted, cut at 2 KB: redact.ts), status and time. No headers, no bodies, no
 * cookies. Fastify's own two lines per request are switched off (`loggerOptions`, with
 * `disableRequestLogging`). A server may raise a request's line to an error with what went wrong
 * (`problemOf`: the mock server's unexpected failures and contract violations).
 */
import { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { redactedUrl } from './redact.js';

/** Paths pino must never print, should a header ever be logged. */
export const redactedPaths = ['req.headers.authorization', 'headers.authorization', 'authorization'];

/** Fastify's logger settings for `logger` (false, true or pino options), and its request lines off. */
export function loggerOptions(
  logger: boolean | Record<string, unknown> | undefined,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: logger ? { level: 'info', ...(logger === true ? {} : logger), redact: redactedPaths } : false,
    logController: new LogController({ disableRequestLogging: true }),
  };
}

export interface LoggingOptions {
  /** What went wrong with a request, if anything: its line is then an error with these fields. */
  problemOf?: (request: FastifyRequest) => { fields: Record<string, unknown>; message: string } | undefined;
}

export const loggingPlugin = fp<LoggingOptions>(
  async (app, { problemOf }) => {
    // The level cannot change while the server runs: with `info` off (LOG_LEVEL=warn, silent, tests
    // without a logger), an ordinary answer builds no line at all. (Pino's loggers have
    // isLevelEnabled; Fastify's type leaves it out, and its no-op logger lacks it.)
    const logger = app.log as { isLevelEnabled?: (level: string) => boolean };
    const infoOn = logger.isLevelEnabled?.('info') ?? false;

    app.addHook('onResponse', (request, reply, done) => {
      const problem = problemOf?.(request);
      if (!infoOn && !problem) return done();
      const line = {
        method: request.method,
        url: redactedUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      };
      if (problem) request.log.error({ ...line, ...problem.fields }, problem.message);
      else request.log.info(line, 'request');
      done();
    });
  },
  { name: 'logging' },
);
