/**
 * Reads openapi.yaml and turns each operation into what a Fastify route needs: method, URL, request
 * schemas (path params, JSON body) and response schemas per status code and media type. Routes look
 * their contract up by operationId, so no schema is ever copied by hand into the server.
 */
import { readFileSync, statSync } from 'node:fs';
import { apiTable } from 'server-kit/api-paths';
import { errorFamilyOf, type ErrorFamily } from 'server-kit/error-body';
import { parse } from 'yaml';
import { ContractError, resolveRefs, type JsonSchema } from './resolve.js';
import type { Contract, HttpMethod, OperationContract } from './types.js';

const methods: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  operationId?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  'x-mock-only'?: boolean;
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

type PathItem = Partial<Record<Lowercase<HttpMethod>, OperationObject>> & { parameters?: ParameterObject[] };

interface OpenApiDocument {
  security?: Record<string, unknown>[];
  paths?: Record<string, PathItem>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** The header parameters (names lower-cased, as Node gives them); other headers pass. */
function headersSchema(parameters: ParameterObject[]): JsonSchema | undefined {
  const inHeader = parameters.filter((p) => p.in === 'header');
  if (inHeader.length === 0) return undefined;
  return {
    type: 'object',
    required: inHeader.filter((p) => p.required).map((p) => p.name.toLowerCase()),
    properties: Object.fromEntries(inHeader.map((p) => [p.name.toLowerCase(), p.schema ?? {}])),
  };
}

/** An object schema of the parameters in `where` (path or query), or undefined when there are none. */
function parametersSchema(parameters: ParameterObject[], where: 'path' | 'query'): JsonSchema | undefined {
  const unsupported = parameters.find((p) => p.in !== 'path' && p.in !== 'query' && p.in !== 'header');
  if (unsupported) throw new ContractError(`Parameter "${unsupported.name}" in ${unsupported.in} is not supported yet`);
  const selected = parameters.filter((p) => p.in === where);
  if (selected.length === 0) return undefined;
  return {
    type: 'object',
    additionalProperties: false,
    required: selected.filter((p) => where === 'path' || p.required).map((p) => p.name),
    properties: Object.fromEntries(selected.map((p) => [p.name, p.schema ?? {}])),
  };
}

/** The error family, read from the required properties of the operation's `default` answer (server-kit/error-body). */
function errorFamilyFor(operationId: string, responses: Map<string, Map<string, JsonSchema>>): ErrorFamily {
  const schema = responses.get('default')?.get('application/json');
  const family = errorFamilyOf(Array.isArray(schema?.required) ? (schema.required as string[]) : []);
  if (!family) throw new ContractError(`Operation ${operationId} has no recognisable default (error) response`);
  return family;
}

function toOperation(
  document: OpenApiDocument,
  path: string,
  method: HttpMethod,
  operation: OperationObject,
  pathParameters: ParameterObject[],
): OperationContract {
  const { operationId } = operation;
  if (!operationId) throw new ContractError(`${method} ${path} has no operationId`);

  const responses = new Map<string, Map<string, JsonSchema>>();
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const media = new Map<string, JsonSchema>();
    for (const [type, content] of Object.entries(response.content ?? {})) media.set(type, content.schema ?? {});
    responses.set(status, media);
  }

  const security = operation.security ?? document.security ?? [];
  const parameters = [...pathParameters, ...(operation.parameters ?? [])];
  const params = parametersSchema(parameters, 'path');
  const query = parametersSchema(parameters, 'query');
  const headers = headersSchema(parameters);
  const body = operation.requestBody?.content?.['application/json']?.schema;

  return {
    operationId,
    method,
    path,
    route: path.replace(/\{([^}]+)\}/g, ':$1'),
    tags: operation.tags ?? [],
    requiresAuth: security.some((requirement) => 'bearerAuth' in requirement),
    mockOnly: operation['x-mock-only'] === true,
    ...(params ? { params } : {}),
    ...(headers ? { headers } : {}),
    ...(query ? { query } : {}),
    ...(body ? { body } : {}),
    responses,
    errorFamily: errorFamilyFor(operationId, responses),
  };
}

export function parseContract(text: string): Contract {
  const document = parse(text) as OpenApiDocument;
  const resolved = resolveRefs(document, document);
  const operations = new Map<string, OperationContract>();

  for (const [path, item] of Object.entries(resolved.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method.toLowerCase() as Lowercase<HttpMethod>];
      if (!operation) continue;
      const contract = toOperation(resolved, path, method, operation, item.parameters ?? []);
      if (operations.has(contract.operationId))
        throw new ContractError(`Duplicate operationId ${contract.operationId}`);
      operations.set(contract.operationId, contract);
    }
  }

  return {
    document,
    api: apiTable(document as Record<string, unknown>),
    operations,
    operation(operationId) {
      const found = operations.get(operationId);
      if (!found) throw new ContractError(`openapi.yaml has no operation "${operationId}"`);
      return found;
    },
    schema(name) {
      const found = resolved.components?.schemas?.[name];
      if (!found) throw new ContractError(`openapi.yaml has no schema "${name}"`);
      return found;
    },
  };
}

const loaded = new Map<string, { mtimeMs: number; contract: Contract }>();

/**
 * Loads (and caches) the contract at `path`. A contract is immutable once parsed, so apps built
 * from the same unchanged file share one; tests that build an app per test then compile each schema
 * once instead of once per app. An edited file is read again.
 */
export function loadContract(path: string): Contract {
  const { mtimeMs } = statSync(path);
  const cached = loaded.get(path);
  if (cached?.mtimeMs === mtimeMs) return cached.contract;
  const contract = parseContract(readFileSync(path, 'utf8'));
  loaded.set(path, { mtimeMs, contract });
  return contract;
}
