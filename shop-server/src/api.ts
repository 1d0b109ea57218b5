/**
 * Same origin for the browser: every API path of openapi.yaml is answered here, so the shop never
 * makes a cross-origin call (no CORS preflight on a slow network).
 * - Public catalogue reads (server-kit/api-paths) come from the catalogue cache.
 * - Everything else goes to the upstream as it came, bounded by the upstream's time and line, with
 *   server-kit/upstream's allow list of request headers (never Cookie, Host or the client's own
 *   X-Forwarded-*): X-Forwarded-For names the client as this server sees it (TRUST_PROXY decides
 *   whom to believe). When the upstream is the mock server (DEV_PORT set), a call that carries
 *   X-Mock-Session or Prefer (its fault injection) goes, with them, to the mock's developer-tools
 *   port, the one that honours a sandbox (the mock judges the client named in X-Forwarded-For: only
 *   this machine's get one), and never touches the cache, so sandboxes never mix.
 * - Otherwise never Prefer (server-kit/upstream): with it one client held every upstream call it
 *   liked (issue 48).
 * - Each client (its address as TRUST_PROXY names it, an IPv6 /64 as one) has a share of the
 *   upstream's line of its own, `perClient` running and waiting: past it that client gets a 503 with
 *   Retry-After at once, and nobody else waits for it. The catalogue cache fills through an upstream
 *   client of its own (app.ts), so forwarded calls never hold its fills up.
 * - POST /send-email is not forwarded as it came: the shop sends only its own reset mail
 *   (reset-mail.ts), and refuses any other with a 400.
 * - Of the upstream's answer only the body's own headers come back (type, encoding, Retry-After,
 *   WWW-Authenticate): never Set-Cookie, never its security or caching headers. Personal answers
 *   are `private, no-store`.
 * - The upstream down, slow or full: a 502 or 503 in the operation's error body (openapi.yaml's).
 *   An upstream 5xx keeps its status, but its body (a stack trace, say) goes to the log, and the
 *   client gets the operation's error body.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiTable } from 'server-kit/api-paths';
import { clientGone } from 'server-kit/client-gone';
import { pickCopy } from 'server-kit/compress';
import { rateLimitClient } from 'server-kit/client-key';
import { failureMessages, failureStatus, type Failure } from 'server-kit/error-body';
import { redactedUrl } from 'server-kit/redact';
import { createClientSlots, full } from 'server-kit/slots';
import { forwardedRequestHeaders, isJson, type Upstream } from 'server-kit/upstream';
import type { CatalogueCache } from './catalogue-cache.js';
import type { ResetMailSender } from './reset-mail.js';

const returnedAnswerHeaders = ['content-type', 'content-encoding', 'retry-after', 'www-authenticate'] as const;
/**
 * The mock server's developer headers: its sandbox (X-Mock-Session) and its fault injection (Prefer:
 * `delay=`, `code=`, `payment=declined`). They leave only for the mock's tools port (DEV_PORT set:
 * the offline shop on a developer's machine); in front of any other upstream, never (issue 48: a
 * client's `Prefer: delay=10000` held the upstream line).
 */
const mockHeaders = ['x-mock-session', 'prefer'] as const;

/** How long a shared cache may keep a catalogue answer, and serve it stale while it asks again. */
export const catalogueCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400';

export interface ApiOptions {
  table: ApiTable;
  upstream: Upstream;
  catalogue: CatalogueCache;
  /** The mock server's developer-tools port (DEV_PORT): where calls in a sandbox go, their header with them. */
  sandboxUpstream?: Upstream | undefined;
  /** One client's share of the forwarded calls: at once, and waiting. */
  perClient: { running: number; waiting: number };
  /** The one mail POST /send-email sends. */
  resetMail: ResetMailSender;
}

/** How much of an upstream's failing answer the log keeps. */
const loggedBodyChars = 1024;

export async function apiRoutes(
  app: FastifyInstance,
  { table, upstream, catalogue, sandboxUpstream, perClient, resetMail }: ApiOptions,
) {
  const shares = createClientSlots(perClient.running, perClient.waiting);
  // Bodies go upstream as they came, unparsed (up to the app's body limit).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const failed = (reply: FastifyReply, path: string, reason: Failure) => {
    const status = failureStatus(reason);
    if (status === 503) reply.header('retry-after', '10');
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .send(table.errorBodyFor(path, failureMessages[reason]));
  };

  async function fromCatalogue(request: FastifyRequest, reply: FastifyReply, path: string, signal: AbortSignal) {
    const read = await catalogue.read(request.url, signal);
    if (read.source === 'failed') return failed(reply, path, read.reason);
    reply.code(read.status).type(read.contentType).header('vary', 'accept-encoding');
    reply.header('cache-control', read.status === 200 ? catalogueCacheControl : 'no-store');
    const copy = pickCopy(request, read.encoded);
    return copy ? reply.header('content-encoding', copy.encoding).send(copy.bytes) : reply.send(read.body);
  }

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? request.url;
    // What reaches the upstream stays under its API paths: no dot segments, encoded or not.
    if (/(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\/i.test(path))
      return reply.code(400).send(table.errorBodyFor(path, 'This address is not one of the shop’s API paths.'));
    const signal = clientGone(request, reply);
    const asksTheMock = mockHeaders.some((name) => request.headers[name] !== undefined);
    const sandbox = sandboxUpstream && asksTheMock ? sandboxUpstream : undefined;
    if (!sandbox && table.isPublicRead(request.method, request.url)) return fromCatalogue(request, reply, path, signal);

    const headers: Record<string, string | string[]> = {};
    for (const name of sandbox ? [...forwardedRequestHeaders, ...mockHeaders] : forwardedRequestHeaders) {
      const value = request.headers[name];
      if (value !== undefined) headers[name] = value;
    }
    headers['x-forwarded-for'] = request.ip;
    let body = Buffer.isBuffer(request.body) ? request.body : undefined;
    let target = request.url;
    if (path === resetMail.path || path.startsWith(`${resetMail.path}/`)) {
      const mail = resetMail.take(request, body);
      if (!mail.ok) {
        request.log.warn(
          { url: redactedUrl(request.url), status: mail.status, reason: mail.msg },
          'send-email refused',
        );
        if (mail.status === 429) reply.header('retry-after', String(mail.retryAfterSeconds));
        return reply
          .code(mail.status)
          .header('cache-control', 'no-store')
          .send(table.errorBodyFor(resetMail.path, mail.msg));
      }
      // The mail built here, never the bytes that came.
      body = mail.body;
      target = resetMail.path;
      headers['content-type'] = 'application/json';
    }

    let upstreamAnswer;
    try {
      const call = () => (sandbox ?? upstream).send({ method: request.method, path: target, headers, body, signal });
      upstreamAnswer = await shares.run(rateLimitClient(request.ip), call, signal);
    } catch {
      // The client left while its call waited in its line.
      return failed(reply, path, 'abandoned');
    }
    if (upstreamAnswer === full) return failed(reply, path, 'busy');
    if (!upstreamAnswer.ok) return failed(reply, path, upstreamAnswer.reason);
    // The API speaks JSON: anything else (an HTML error page, a script) is not passed on at this origin.
    const type = upstreamAnswer.headers['content-type'];
    if (upstreamAnswer.body.length > 0 && !isJson(Array.isArray(type) ? (type[0] ?? '') : (type ?? '')))
      return failed(reply, path, 'not-json');
    const retryAfter = upstreamAnswer.headers['retry-after'];
    if (upstreamAnswer.status >= 500) {
      // What failed, and how, is the operator's to read; the client gets the operation's error body.
      request.log.warn(
        {
          path: redactedUrl(request.url),
          upstreamStatus: upstreamAnswer.status,
          upstreamBody: upstreamAnswer.body.toString('utf8', 0, loggedBodyChars),
        },
        'the upstream failed: its answer’s body replaced by the operation’s error body',
      );
      if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
      return reply
        .code(upstreamAnswer.status)
        .header('cache-control', 'no-store')
        .send(table.errorBodyFor(path, failureMessages['upstream-error']));
    }
    for (const name of returnedAnswerHeaders) {
      const value = upstreamAnswer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.code(upstreamAnswer.status).header('cache-control', 'private, no-store').send(upstreamAnswer.body);
  }

  for (const prefix of table.prefixes) {
    app.all(prefix, answer);
    app.all(`${prefix}/*`, answer);
  }
}
