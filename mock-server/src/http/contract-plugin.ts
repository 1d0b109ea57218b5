/**
 * Makes openapi.yaml the judge of every request and (outside production) every response.
 *
 * Requests: Fastify's default Ajv would coerce types and drop unknown fields without a word. Bodies
 * here are validated as sent (see contract/ajv.ts), so missing, extra or wrong-typed fields are 400s.
 *
 * Responses: when `validateResponses` is on, an onSend hook parses each API answer and checks it
 * against the schema of its status code. A mismatch replaces the answer with a 500 in the
 * operation's error family and logs why, so a handler that drifts from the contract fails its tests.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Readable } from 'node:stream';
import { createValidators, type ContractValidators } from '../contract/ajv.js';
import { createResponseChecker } from '../contract/checks.js';
import { errorBody } from 'server-kit/error-body';

export interface ContractPluginOptions {
  validateResponses: boolean;
  validators?: ContractValidators;
}

function parseBody(payload: unknown, contentType: string): { body: unknown } | { error: string } {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  if (text === null) return { error: 'the body is a stream that was not checked' };
  if (!contentType.includes('json')) return { body: text };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { error: 'the body is not valid JSON' };
  }
}

export const contractPlugin = fp<ContractPluginOptions>(
  async (app, options) => {
    const validators = options.validators ?? createValidators();
    app.setValidatorCompiler(({ schema, httpPart }) =>
      (httpPart === 'body' ? validators.body : validators.params).compile(schema),
    );
    app.decorateReply('contractChecked', false);
    app.decorateRequest('contractViolation', null);
    if (!options.validateResponses) return;

    const checker = createResponseChecker(app.contract, validators);
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const { operationId, errorFamily = 'status' } = request.routeOptions.config;
      if (!operationId || reply.contractChecked) return payload;
      const contentType = String(reply.getHeader('content-type') ?? '');
      const parsed = parseBody(payload, contentType);
      const problem =
        'error' in parsed ? parsed.error : checker.check(operationId, reply.statusCode, contentType, parsed.body);
      if (problem === null) return payload;

      if (payload instanceof Readable) payload.destroy();
      request.contractViolation = `${operationId}: ${problem}`;
      reply.code(500).header('content-type', 'application/json; charset=utf-8').removeHeader('content-length');
      return JSON.stringify(
        errorBody(errorFamily, 'The server answered outside its contract (openapi.yaml); see the server log.'),
      );
    });
  },
  { name: 'contract' },
);
