/** The parts of openapi.yaml a route needs, with every local `$ref` already resolved. */
import type { ApiTable } from 'server-kit/api-paths';
import type { ErrorFamily } from 'server-kit/error-body';
import type { JsonSchema } from './resolve.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface OperationContract {
  operationId: string;
  method: HttpMethod;
  /** The path as openapi.yaml spells it: `/product-api/get-products/{page}/{limit}`. */
  path: string;
  /** The same path in Fastify's syntax: `/product-api/get-products/:page/:limit`. */
  route: string;
  tags: string[];
  /** True when the operation declares the bearer security scheme. */
  requiresAuth: boolean;
  /** `x-mock-only: true`: the mock server's own call, one the hosted API does not have. */
  mockOnly: boolean;
  /** An object schema of the path parameters, or undefined when there are none. */
  params?: JsonSchema;
  /** The header parameters (names lower-cased, as Node gives them); other headers pass. */
  headers?: JsonSchema;
  /** An object schema of the query parameters, or undefined when there are none. */
  query?: JsonSchema;
  /** The application/json request body schema, or undefined when there is no body. */
  body?: JsonSchema;
  /** Response schemas: status code ('200', '404', 'default') -> media type -> schema. */
  responses: Map<string, Map<string, JsonSchema>>;
  /** Derived from the `default` response: the body family of every error answer (server-kit/error-body). */
  errorFamily: ErrorFamily;
}

export interface Contract {
  /** The parsed openapi.yaml, refs unresolved, as /docs serves it. */
  document: object;
  /**
   * The API's paths as both servers read them (server-kit/api-paths): which URLs are the API's
   * (`isApiPath`: under an operation's first path segment, the dev tools' `/dev` aside), and so on.
   */
  api: ApiTable;
  operations: Map<string, OperationContract>;
  /** Looks up an operation; throws if openapi.yaml has no such operationId. */
  operation(operationId: string): OperationContract;
  /** A component schema by name, resolved (e.g. 'Product'). */
  schema(name: string): JsonSchema;
}
