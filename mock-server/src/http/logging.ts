/**
 * What raises a request's one log line (server-kit/logging) to an error: an unexpected failure
 * (http/errors.ts) or an answer outside the contract (http/contract-plugin.ts), with what went wrong.
 */
import type { FastifyRequest } from 'fastify';
import type { LoggingOptions } from 'server-kit/logging';

export const problemOf: NonNullable<LoggingOptions['problemOf']> = (request: FastifyRequest) => {
  if (request.failure) return { fields: { err: request.failure }, message: 'request failed' };
  if (request.contractViolation)
    return { fields: { contractViolation: request.contractViolation }, message: 'response outside the contract' };
  return undefined;
};
