/**
 * The one error handler. Client mistakes get a clear 4xx in the operation's error family; anything
 * else is a 500 with a generic message. Error details (stack, internal messages) only go to the log,
 * never to the caller.
 */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { PasswordQueueFull } from '../store/index.js';
import { errorBody } from 'server-kit/error-body';

export const genericFailureMessage = 'Something went wrong on our side. Please try again.';
export const busyMessage = 'The server is busy checking passwords. Please try again in a moment.';

/** Fastify's own client-error codes, with messages that say what to fix. */
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is invalid',
};

function clientMessage(error: FastifyError): string {
  if (error.validation) return error.message;
  return clientErrorMessages[error.code] ?? 'The request could not be understood';
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.decorateRequest('failure', null);
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const family = request.routeOptions.config.errorFamily ?? 'status';
      if (error instanceof PasswordQueueFull) {
        // A flood of password checks: say so, and when to come back, instead of queueing without end.
        return reply.code(503).header('retry-after', '1').send(errorBody(family, busyMessage));
      }
      const status = error.validation ? 400 : (error.statusCode ?? 500);
      if (status >= 400 && status < 500) {
        return reply.code(status).send(errorBody(family, clientMessage(error)));
      }
      request.failure = error;
      return reply.code(500).send(errorBody(family, genericFailureMessage));
    });
  },
  { name: 'error-handler' },
);

/** Fastify's validation message, plus the name of an unexpected field and a friendlier id message. */
export function formatSchemaErrors(
  errors: readonly {
    instancePath: string;
    message?: string | undefined;
    keyword: string;
    params: Record<string, unknown>;
  }[],
  dataVar: string,
): Error {
  const text = errors
    .map((e) => {
      const where = `${dataVar}${e.instancePath}`;
      if (e.keyword === 'additionalProperties')
        return `${where} must NOT have the unexpected property '${String(e.params.additionalProperty)}'`;
      if (e.keyword === 'pattern' && e.params.pattern === '^[0-9a-f]{24}$')
        return `${where} must be a 24-character hex id`;
      return `${where} ${e.message ?? 'is invalid'}`;
    })
    .join(', ');
  return new Error(text);
}
