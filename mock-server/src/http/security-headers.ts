/**
 * Security headers on every answer (@fastify/helmet): above all a Content-Security-Policy for the
 * served shop that runs only the shop's own scripts (no inline or injected script), talks only to
 * its own origin and the configured API origins (CSP_CONNECT_SRC, for a shop built with another
 * VITE_API_BASE_URL), and cannot be framed. Plus nosniff, a strict Referrer-Policy and friends.
 *
 * /docs keeps the stricter per-page policy @fastify/swagger-ui sets for its own scripts (staticCSP).
 * Not set here: HSTS (the server speaks plain HTTP; a TLS proxy in front owns it) and
 * upgrade-insecure-requests (it would send http://localhost's own requests to https).
 */
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Origins the shop may call besides its own (CSP_CONNECT_SRC). */
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

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { connectSrc = [], publicBaseUrl }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: contentSecurityPolicy(connectSrc, publicBaseUrl),
      strictTransportSecurity: false,
      // Product images and the API are meant for shops on other origins too (CORS is open for them).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security-headers' },
);
