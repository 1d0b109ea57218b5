/**
 * The request headers the proxy sends upstream: an allow list, not "everything but a few". A
 * browser sends every cookie of localhost, whatever the port, with every request: other local
 * apps' sessions and the shop's own cookies would all reach a third-party upstream. So only what
 * an API call needs goes (the media types, the credential, Prism's Prefer, the user agent and the
 * shop's X-Login-Token); never Cookie, Host, X-Mock-Session or the client's own X-Forwarded-*.
 * Content-Length is recomputed by undici from the body sent.
 */
import type { FastifyRequest } from 'fastify';

export const forwardedRequestHeaders: readonly string[] = [
  'accept',
  'accept-encoding',
  'accept-language',
  'authorization',
  'content-type',
  'prefer',
  'user-agent',
  'x-login-token',
];

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
