/**
 * The one guard of every path under /dev (the outbox holds every account's one-time codes; reset
 * wipes the server). It is an app-wide onRequest hook matched on the path prefix, so any route
 * registered under /dev later inherits it without doing anything:
 * - only this machine may call (loopback, or the DEV_ROUTES_FROM addresses/CIDRs), judged on every
 *   hop by ./dev-audience.ts: a proxy or tunnel on this machine relaying a remote client is refused,
 *   and a forged X-Forwarded-For opens nothing; with the tools' own listener open, only through it
 *   (./dev-listener.ts), and the refusal names its port (DEV_PORT);
 * - the Host must be localhost or an IP address: a DNS-rebinding page reaches 127.0.0.1 under its
 *   own domain name, which is refused;
 * - a state change (any method but GET/HEAD) must be JSON: a web page on another origin cannot send
 *   `Content-Type: application/json` without a CORS preflight, and /dev answers no preflight;
 * - no CORS grant: `corsOptionsFor` (used by app.ts) switches @fastify/cors off for /dev, so another
 *   origin can neither read the outbox nor pass a preflight.
 * `app.devRefusal` says why a request may not use the developer tools: the X-Mock-Session check
 * (./mock-session.ts) asks it too.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isIP } from 'node:net';
import { errorBody } from 'server-kit/error-body';
import { messages } from '../messages.js';
import { createDevAudience, type AudienceOptions, type AudienceVerdict } from './dev-audience.js';

const devPrefix = '/dev';

/** The path as the router sees it: percent-decoded (/%64ev is /dev), or as sent when malformed. */
function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** True for /dev and everything under it, however the path is spelled. */
function isDevPath(url: string): boolean {
  // Without a percent-escape the path reads as sent: most URLs are judged by their first characters.
  if (!url.startsWith(devPrefix) && !url.includes('%')) return false;
  const path = decodedPath(url);
  return path === devPrefix || path.startsWith(`${devPrefix}/`);
}

/** The raw URL (preflights are not routed to /dev routes) or the route it matched. */
function isDevRequest(request: FastifyRequest): boolean {
  return isDevPath(request.url) || isDevPath(request.routeOptions.url ?? '');
}

const safeMethods = new Set(['GET', 'HEAD']);

/** localhost, *.localhost and IP literals: names an attacker's DNS cannot point at this machine. */
function isLocalHostHeader(host: string | undefined): boolean {
  if (!host) return true; // HTTP/1.0 without Host: no browser sends that
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d*$/, '');
  const lower = name.toLowerCase();
  return lower === 'localhost' || lower.endsWith('.localhost') || isIP(lower) !== 0;
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/** What a refused caller is told, per reason; `devPort` is where the tools answer (DEV_PORT), when known. */
function refusals(devPort: number | undefined): Record<Exclude<AudienceVerdict, 'allowed'>, string> {
  return {
    remote: messages.dev.onlyThisMachine,
    proxied: messages.dev.notThroughProxy,
    'closed-by-trust-proxy': messages.dev.closedByTrustProxy,
    'not-dev-listener': messages.dev.ownListener(devPort),
  };
}

export interface DevGuardOptions extends AudienceOptions {
  /** The port of the tools' own listener (DEV_PORT), named when a request comes on another one. */
  devPort?: number | undefined;
}

export const devGuardPlugin = fp<DevGuardOptions>(
  async (app, { devPort, ...audienceOptions }) => {
    const audience = createDevAudience(audienceOptions);
    const refusal = refusals(devPort);
    app.decorate('devRefusal', (request: FastifyRequest) => {
      const verdict = audience.judge(request);
      return verdict === 'allowed' ? undefined : refusal[verdict];
    });
    // Said once at start-up, so an operator who set TRUST_PROXY=true knows why /dev answers 403.
    if (audience.closed) app.log.warn(messages.dev.closedByTrustProxy);
    app.addHook('onRequest', (request, reply, done) => {
      if (!isDevRequest(request)) return done();
      const refused = app.devRefusal(request);
      if (refused) return void reply.code(403).send(errorBody('status', refused));
      if (!isLocalHostHeader(request.headers.host))
        return void reply.code(403).send(errorBody('status', messages.dev.hostName));
      if (!safeMethods.has(request.method) && !isJson(request))
        return void reply.code(415).send(errorBody('status', messages.dev.jsonOnly));
      done();
    });
  },
  { name: 'dev-guard' },
);

/** @fastify/cors options per request: the given ones for the API, none at all for /dev. */
export function corsOptionsFor<Options extends object>(options: Options) {
  return (request: FastifyRequest, callback: (error: Error | null, options: Options | { origin: false }) => void) =>
    callback(null, isDevRequest(request) ? { origin: false } : options);
}
