/**
 * HTML or JSON by the Accept header, negotiated by @fastify/accepts (registered in app.ts). A page
 * goes only to a client that ranks text/html first (a browser does); curl and fetch send "*\/*" and
 * get JSON, the first type offered. See docs/decisions/013-server-plumbing-from-libraries.md.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** For the dev pages: HTML when the client ranks text/html above application/json. */
function prefersHtml(request: FastifyRequest): boolean {
  return request.accepts().type(['application/json', 'text/html']) === 'text/html';
}

/**
 * For `/`: any client that takes HTML, "*\/*" too (curl, a readiness loop), gets its page; only one
 * that names another type alone (application/json) does not.
 */
export function takesHtml(request: FastifyRequest): boolean {
  return request.accepts().type(['text/html']) === 'text/html';
}

/** A dev page's answer: never cached, varies by Accept, a page for a browser or `json` for tools. */
export function pageOrJson<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  renderPage: () => string,
  json: T,
): T | FastifyReply {
  reply.header('cache-control', 'no-store').header('vary', 'accept');
  if (prefersHtml(request)) return reply.type('text/html; charset=utf-8').send(renderPage());
  return json;
}
