/**
 * The one table of the API's paths, read from openapi.yaml: "is this an API path?", "is this a
 * public catalogue read?" and "which error body does this path answer?" are all answered here, by
 * both servers, from the contract itself (never a hand-written list).
 *
 * - `prefixes`: the first path segment of every operation that is the API's (`/product-api`, ...);
 *   `devPrefixes`: those of the mock server's developer tools only (tag `dev`: `/dev`).
 * - A public read is a GET of an operation anyone may call (`security: []`), without a query: every
 *   shopper gets the same answer, so it may be cached and drawn into a shared page. A path
 *   parameter is 1 to 64 word characters or dashes.
 * - The error family is the operation's `default` answer's (error-body.ts), for the path's
 *   operation, else the first operation under the same prefix.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { errorBody, errorFamilyOf, type ErrorBody, type ErrorFamily } from './error-body.js';

type Json = Record<string, unknown>;

export interface ApiOperation {
  method: string;
  /** As written in openapi.yaml, e.g. `/product-api/get-product/{prod_id}`. */
  path: string;
  operationId: string;
  dev: boolean;
  publicRead: boolean;
  errorFamily: ErrorFamily;
  /** Matches the path (no query) of a call to this operation. */
  matches: RegExp;
}

export interface ApiTable {
  operations: readonly ApiOperation[];
  prefixes: readonly string[];
  devPrefixes: readonly string[];
  /** Whether a URL (path, with or without its query) lies under one of the API's prefixes. */
  isApiPath: (url: string) => boolean;
  /** Whether it lies under a prefix of the developer tools only. */
  isDevPath: (url: string) => boolean;
  /** Whether `method` on `url` (path and query) is a public catalogue read. */
  isPublicRead: (method: string, url: string) => boolean;
  /** The error body of the operation answering `path`, with `msg`. */
  errorBodyFor: (path: string, msg: string) => ErrorBody;
  /** The operation answering `method` on `url` (path, with or without its query), if any. */
  operationFor: (method: string, url: string) => ApiOperation | undefined;
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** `#/components/...` followed through the document, as often as the references chain. */
function resolved(document: Json, value: unknown): Json | undefined {
  let current = value;
  for (let hops = 0; hops < 16; hops++) {
    const ref = (current as Json | undefined)?.$ref;
    if (typeof ref !== 'string') return current as Json | undefined;
    if (!ref.startsWith('#/')) throw new Error(`openapi: only local references are read, not ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Json | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
        document,
      );
  }
  throw new Error('openapi: a reference chain longer than 16');
}

const prefixOf = (path: string) => `/${path.split('/')[1] ?? ''}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const underOne = (prefixes: readonly string[]) => (url: string) =>
  prefixes.some((prefix) => {
    if (!url.startsWith(prefix)) return false;
    const next = url[prefix.length];
    return next === undefined || next === '/' || next === '?';
  });

function operationOf(document: Json, path: string, method: string, operation: Json): ApiOperation {
  const operationId =
    typeof operation.operationId === 'string' ? operation.operationId : `${method.toUpperCase()} ${path}`;
  const responses = resolved(document, operation.responses) ?? {};
  const fallback = resolved(document, responses.default);
  const content = resolved(document, fallback?.content) ?? {};
  const schema = resolved(document, (content['application/json'] as Json | undefined)?.schema);
  const required = Array.isArray(schema?.required) ? (schema.required as string[]) : [];
  const errorFamily = errorFamilyOf(required);
  if (!errorFamily) throw new Error(`openapi: ${operationId} has no recognisable default (error) answer`);
  const security = (operation.security ?? document.security ?? []) as unknown[];
  const tags = Array.isArray(operation.tags) ? (operation.tags as string[]) : [];
  const pattern = path
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[\\w-]{1,64}' : escape(part)))
    .join('');
  return {
    method: method.toUpperCase(),
    path,
    operationId,
    dev: tags.includes('dev'),
    publicRead: method === 'get' && security.length === 0,
    errorFamily,
    matches: new RegExp(`^${pattern}$`),
  };
}

/** The table of a parsed openapi document. */
export function apiTable(document: Json): ApiTable {
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>))
    for (const method of methods)
      if (item[method]) operations.push(operationOf(document, path, method, item[method] as Json));

  const api = new Set(operations.filter((operation) => !operation.dev).map((operation) => prefixOf(operation.path)));
  const prefixes = [...api];
  const devPrefixes = [...new Set(operations.filter((op) => op.dev).map((op) => prefixOf(op.path)))].filter(
    (prefix) => !api.has(prefix),
  );
  const publicReads = operations.filter((operation) => operation.publicRead && !operation.dev);
  const byMethod = new Map<string, ApiOperation[]>();
  for (const operation of operations)
    byMethod.set(operation.method, [...(byMethod.get(operation.method) ?? []), operation]);

  return {
    operations,
    prefixes,
    devPrefixes,
    isApiPath: underOne(prefixes),
    isDevPath: underOne(devPrefixes),
    isPublicRead: (method, url) =>
      (method === 'GET' || method === 'HEAD') && publicReads.some((operation) => operation.matches.test(url)),
    errorBodyFor(path, msg) {
      const exact = operations.find((operation) => operation.matches.test(path));
      const family = exact ?? operations.find((operation) => prefixOf(operation.path) === prefixOf(path));
      return errorBody(family?.errorFamily ?? 'status', msg);
    },
    operationFor(method, url) {
      const path = url.split('?')[0] ?? url;
      const verb = method.toUpperCase();
      // A HEAD is answered as its GET.
      const candidates = byMethod.get(verb) ?? (verb === 'HEAD' ? byMethod.get('GET') : undefined) ?? [];
      return candidates.find((operation) => operation.matches.test(path));
    },
  };
}

/** The table of the openapi.yaml at `openapiPath`. */
export function readApiTable(openapiPath: string): ApiTable {
  return apiTable(parse(readFileSync(openapiPath, 'utf8')) as Json);
}
