/**
 * Whether a request is a browser's navigation, by its Accept header as @fastify/accepts (which the
 * server registers) negotiates it: a navigation names text/html itself; curl and fetch send "*\/*"
 * and are no navigation. Both servers answer a navigation with the shop, anything else with JSON.
 */
import '@fastify/accepts';
import type { FastifyRequest } from 'fastify';

export function asksForHtml(request: FastifyRequest): boolean {
  // Without arguments, types() lists what the client accepts (quality above 0), best first.
  const accepted = request.accepts().types();
  return Array.isArray(accepted) && accepted.some((type) => type.toLowerCase() === 'text/html');
}
