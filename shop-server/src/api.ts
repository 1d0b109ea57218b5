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
 * The forwarding itself (`createForwarder`) also carries a signed-in shopper's page's calls
 * (pages/private.ts), by the same rules.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

export interface ForwarderOptions {
  table: ApiTable;
  upstream: Upstream;
  /** The mock server's developer-tools port (DEV_PORT): where calls in a sandbox go, their header with them. */
  sandboxUpstream?: Upstream | undefined;
  /** One client's share of the forwarded calls: at once, and waiting. */
  perClient: { running: number; waiting: number };
}

/** One call to forward, as a browser's request (or a signed-in page's render, pages/private.ts) makes it. */
export interface ForwardedCall {
  method: string;
  /** Path and query, under the API's paths. */
  url: string;
  headers: FastifyRequest['headers'];
  body?: Buffer | undefined;
  /** The client as TRUST_PROXY names it (request.ip): its share of the line, and X-Forwarded-For. */
  client: string;
  /** The call stops when it aborts (the client left, a page's deadline passed). */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/** The answer to send: the upstream's bytes, or the operation's error body (an object, sent as JSON). */
export interface ForwardedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer | object;
}

/** Forwards a call to the upstream, within its client's share of the line. */
export type Forward = (call: ForwardedCall) => Promise<ForwardedAnswer>;

/** How much of an upstream's failing answer the log keeps. */
const loggedBodyChars = 1024;

/** The operation's error body for `reason`, with its status (a 503 says when to try again). */
function failedAnswer(table: ApiTable, path: string, reason: Failure): ForwardedAnswer {
  const status = failureStatus(reason);
  return {
    status,
    headers: { 'cache-control': 'no-store', ...(status === 503 ? { 'retry-after': '10' } : {}) },
    body: table.errorBodyFor(path, failureMessages[reason]),
  };
}

export function createForwarder({ table, upstream, sandboxUpstream, perClient }: ForwarderOptions): Forward {
  const shares = createClientSlots(perClient.running, perClient.waiting);

  return async function forward({ method, url, headers: asked, body, client, signal, log }) {
    const path = url.split('?')[0] ?? url;
    const asksTheMock = mockHeaders.some((name) => asked[name] !== undefined);
    const sandbox = sandboxUpstream && asksTheMock ? sandboxUpstream : undefined;
    const headers: Record<string, string | string[]> = {};
    for (const name of sandbox ? [...forwardedRequestHeaders, ...mockHeaders] : forwardedRequestHeaders) {
      const value = asked[name];
      if (value !== undefined) headers[name] = value;
    }
    headers['x-forwarded-for'] = client;

    let upstreamAnswer;
    try {
      const call = () => (sandbox ?? upstream).send({ method, path: url, headers, body, signal });
      upstreamAnswer = await shares.run(rateLimitClient(client), call, signal);
    } catch {
      // The client left while its call waited in its line.
      return failedAnswer(table, path, 'abandoned');
    }
    if (upstreamAnswer === full) return failedAnswer(table, path, 'busy');
    if (!upstreamAnswer.ok) return failedAnswer(table, path, upstreamAnswer.reason);
    // The API speaks JSON: anything else (an HTML error page, a script) is not passed on at this origin.
    const type = upstreamAnswer.headers['content-type'];
    if (upstreamAnswer.body.length > 0 && !isJson(Array.isArray(type) ? (type[0] ?? '') : (type ?? '')))
      return failedAnswer(table, path, 'not-json');
    const retryAfter = upstreamAnswer.headers['retry-after'];
    if (upstreamAnswer.status >= 500) {
      // What failed, and how, is the operator's to read; the client gets the operation's error body.
      log.warn(
        {
          path: redactedUrl(url),
          upstreamStatus: upstreamAnswer.status,
          upstreamBody: upstreamAnswer.body.toString('utf8', 0, loggedBodyChars),
        },
        'the upstream failed: its answer’s body replaced by the operation’s error body',
      );
      return {
        status: upstreamAnswer.status,
        headers: { 'cache-control': 'no-store', ...(retryAfter !== undefined ? { 'retry-after': retryAfter } : {}) },
        body: table.errorBodyFor(path, failureMessages['upstream-error']),
      };
    }
    const returned: Record<string, string | string[]> = { 'cache-control': 'private, no-store' };
    for (const name of returnedAnswerHeaders) {
      const value = upstreamAnswer.headers[name];
      if (value !== undefined) returned[name] = value;
    }
    return { status: upstreamAnswer.status, headers: returned, body: upstreamAnswer.body };
  };
}

export interface ApiOptions extends ForwarderOptions {
  catalogue: CatalogueCache;
  /** The one mail POST /send-email sends. */
  resetMail: ResetMailSender;
}

export async function apiRoutes(app: FastifyInstance, { catalogue, resetMail, ...forwarding }: ApiOptions) {
  const { table, sandboxUpstream } = forwarding;
  const forward = createForwarder(forwarding);
  // Bodies go upstream as they came, unparsed (up to the app's body limit).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const send = (reply: FastifyReply, { status, headers, body }: ForwardedAnswer) =>
    reply.code(status).headers(headers).send(body);

  async function fromCatalogue(request: FastifyRequest, reply: FastifyReply, path: string, signal: AbortSignal) {
    const read = await catalogue.read(request.url, signal);
    if (read.source === 'failed') return send(reply, failedAnswer(table, path, read.reason));
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
    if (!(sandboxUpstream && asksTheMock) && table.isPublicRead(request.method, request.url))
      return fromCatalogue(request, reply, path, signal);

    const call: ForwardedCall = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: Buffer.isBuffer(request.body) ? request.body : undefined,
      client: request.ip,
      signal,
      log: request.log,
    };
    if (path === resetMail.path || path.startsWith(`${resetMail.path}/`)) {
      const mail = resetMail.take(request, call.body);
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
      const headers = { ...request.headers, 'content-type': 'application/json' };
      return send(reply, await forward({ ...call, url: resetMail.path, body: mail.body, headers }));
    }
    return send(reply, await forward(call));
  }

  for (const prefix of table.prefixes) {
    app.all(prefix, answer);
    app.all(`${prefix}/*`, answer);
  }
}
