/**
 * Route options for an openapi.yaml operation, looked up by operationId: method, URL, request
 * schemas and config all come from the contract. A route module only adds its handler:
 *
 *   app.route<{ Body: SignupRequest }>({ ...operation(app, 'signup'), handler })
 */
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

export function operation(app: FastifyInstance, operationId: string) {
  const contract = app.contract.operation(operationId);
  const schema: FastifySchema = {
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.headers ? { headers: contract.headers } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
  };
  return {
    method: contract.method as HTTPMethods,
    url: contract.route,
    schema,
    config: {
      operationId,
      errorFamily: contract.errorFamily,
      auth: contract.requiresAuth,
      faults: !contract.tags.includes('dev'),
    },
  };
}
