/**
 * The request headers the proxy sends upstream: the allow list both servers share
 * (server-kit/upstream; never Cookie, Host, X-Mock-Session or the client's own X-Forwarded-*).
 */
import type { FastifyRequest } from 'fastify';
import { forwardedRequestHeaders } from 'server-kit/upstream';

/**
 * The allowed headers of `request`, plus X-Forwarded-For naming the client as this server sees it:
 * the connection's address, or the forwarded client when TRUST_PROXY trusts the proxy in between
 * (Fastify's `request.ip`). A client-chosen X-Forwarded-For is never passed on.
 */
export function forwardedHeaders(request: FastifyRequest): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const name of forwardedRequestHeaders) {
    const value = request.headers[name];
    if (value !== undefined) kept[name] = value;
  }
  if (request.ip) kept['x-forwarded-for'] = request.ip;
  return kept;
}
