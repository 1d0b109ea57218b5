/**
 * Security headers on every answer (helmet's): above all a Content-Security-Policy for the
 * served shop that runs only the shop's own scripts (no inline or injected script), talks only to
 * its own origin and the configured API origins (the shop server's upstream, whose pictures the
 * service worker keeps), and cannot be framed. Plus nosniff, a strict Referrer-Policy and friends.
 *
 * /docs keeps the stricter per-page policy @fastify/swagger-ui sets for its own scripts (staticCSP).
 * Not set here: HSTS (the server speaks plain HTTP; a TLS proxy in front owns it) and
 * upgrade-insecure-requests (it would send http://localhost's own requests to https).
 *
 * An API answer (under an API prefix of openapi.yaml: every such operation answers JSON) is no page: nothing in it
 * runs, loads or frames, so it gets the short set OWASP's REST Security Cheat Sheet names for APIs
 * (`apiAnswerHeaders`): a policy that allows nothing, nosniff, no framing, and the resource policy
 * that lets shops on other origins read it. Referrer, opener, DNS-prefetch and download policies
 * steer what a rendered page does; on JSON they are bytes a browser ignores, about 600 a call.
 *
 * The headers are the same for every answer of a kind, so helmet works them out once, at start-up,
 * and each answer gets the finished names and values. (@fastify/helmet builds helmet's middleware again for
 * every request, parsing the policy each time: a tenth of a small answer's time, see decision 017.)
 *
 * Shared by the mock server and the shop server (decision 022): both serve the same shop.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeadersOptions {
  /** Whether a URL (path and query) is an API answer's: it gets `apiAnswerHeaders`, every other one the page's. */
  isApiAnswer: (url: string) => boolean;
  /** Origins the shop may call besides its own (the shop server: its upstream's origin). */
  connectSrc?: readonly string[];
  /** PUBLIC_BASE_URL: image URLs in answers start with it, so the shop must be allowed to show them. */
  publicBaseUrl?: string | undefined;
}

/**
 * img-src: the shop's own pictures, the PUBLIC_BASE_URL origin (a CDN in front), and any https
 * picture, since a shop built for the hosted API shows its records' pictures from their own hosts.
 * Pictures cannot run code, and script-src stays locked.
 */
function imageSources(publicBaseUrl: string | undefined): string[] {
  const sources = ["'self'", 'data:', 'blob:', 'https:'];
  if (publicBaseUrl?.startsWith('http:')) sources.push(new URL(publicBaseUrl).origin);
  return sources;
}

export function contentSecurityPolicy(connectSrc: readonly string[] = [], publicBaseUrl?: string) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      // Inline style attributes are harmless next to a locked script-src; the outbox page has a <style>.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: imageSources(publicBaseUrl),
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...connectSrc],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** The headers helmet sets with these options, by lower-case name: its middleware run once on a recording response. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet could not set its headers');
  });
  return headers;
}

/** What an answer no browser renders needs: it runs nothing, frames nothing and is never sniffed. */
export const apiAnswerHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // Product data is meant for shops on other origins too (CORS is open for them).
  'cross-origin-resource-policy': 'cross-origin',
} as const;

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { isApiAnswer, connectSrc = [], publicBaseUrl }) => {
    const pageHeaders = helmetHeaders({
      contentSecurityPolicy: contentSecurityPolicy(connectSrc, publicBaseUrl),
      strictTransportSecurity: false,
      // Product images and the API are meant for shops on other origins too (CORS is open for them).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiAnswer(request.url) ? apiAnswerHeaders : pageHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
