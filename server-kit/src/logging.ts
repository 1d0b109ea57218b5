/**
 * The one log line per request, for both servers, written when the answer is sent: method, URL
 * (query values redacted, cut at 2 KB: redact.ts), status and time. No headers, no bodies, no
 * cookies. Fastify's own two lines per request are switched off (`loggerOptions`, with
 * `disableRequestLogging`). A server may raise a request's line to an error with what went wrong
 * (`problemOf`: the mock server's unexpected failures and contract violations).
 *
 * Every line written while an OpenTelemetry span is active (a server that traces: the shop server's
 * tracing.ts) names it, `trace_id` and `span_id`, so a request's lines are found from its trace and
 * the trace from its lines; without a tracer (the mock server, tests) lines carry neither. A request
 * id a proxy in front gave (`X-Request-Id`, nginx's `$request_id`) is the line's `reqId` when it
 * looks like one (`requestIdFrom`).
 */
import { isSpanContextValid, trace } from '@opentelemetry/api';
import { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { redactedUrl } from './redact.js';

/** Paths pino must never print, should a header ever be logged. */
export const redactedPaths = ['req.headers.authorization', 'headers.authorization', 'authorization'];

/** The active span's ids, for a log line: nothing when no span (or only an invalid one) is active. */
export function traceFields(): { trace_id: string; span_id: string } | Record<string, never> {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? { trace_id: context.traceId, span_id: context.spanId } : {};
}

/** Fastify's logger settings for `logger` (false, true or pino options), and its request lines off. */
export function loggerOptions(
  logger: boolean | Record<string, unknown> | undefined,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: logger
      ? { level: 'info', mixin: traceFields, ...(logger === true ? {} : logger), redact: redactedPaths }
      : false,
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** A request id as a proxy writes one (nginx's `$request_id`: 32 hex digits; a UUID): letters, digits, dashes. */
const requestIdPattern = /^[\w-]{1,64}$/;

/**
 * Fastify's `genReqId`: the `X-Request-Id` a proxy in front sent, when it looks like one (anything
 * else, or none, gets a number of this process's own), so a request's line names the id the
 * proxy's access log does.
 */
export function requestIdFrom(): (request: IncomingMessage) => string {
  let next = 0;
  return (request) => {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && requestIdPattern.test(given) ? given : `req-${(next++).toString(36)}`;
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
