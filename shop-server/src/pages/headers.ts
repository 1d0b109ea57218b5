/**
 * The answer around a page: its caching policy, the headers every page carries, and its bytes,
 * compressed as the request's Accept-Encoding allows (brotli, else gzip).
 *
 * Caching: a page for a shopper without a session cookie, drawn only from answers a shared cache
 * may keep, is `public, max-age=0, s-maxage, stale-while-revalidate` with no Set-Cookie; with a
 * session cookie `private, no-store`; a page drawn from a private answer `private, no-cache`; a
 * frame `no-cache`. Every page says which language it is in (`Content-Language`), which its URL
 * alone decides (`/hi/...`), and varies on Accept-Encoding only: a cache in front keys a page on its
 * URL and encoding. No Vary on Cookie: a public page is drawn signed out whoever asks, a signed-in
 * shopper's own page is drawn only for a request with the session (./private.ts), and a request with
 * a session is `private, no-store`, which no shared cache (nor the browser) keeps.
 *
 * Compression: a kept page's copies were made once, when it was rendered (pages/cache.ts); any
 * other page is compressed for its answer, in the one encoding it takes. The home page's HTML is
 * about 120 kB plain and 17 kB in brotli: on slow 3G (400 ms round trips, 400 Kbps) that is the
 * first paint in one window or after several (issue 36's FCP ≤ 2.5 s).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compress, smallestCompressed, takenEncoding, type Copies } from 'server-kit/compress';
import type { RenderedPage } from 'web/server/contract';

/** The cookie that holds a session: a request that carries it gets `private, no-store`. */
export const sessionCookie = 'token';

/** How long shared caches (a CDN, nginx) keep a public page, in seconds. */
export const sharedCache = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 };

export const pageVary = 'Accept-Encoding';

/** A Cookie header's cookies by name (the first of a name wins; a value that is not valid percent-encoding is none of the shop's). */
export function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    if (at < 0 || !name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(pair.slice(at + 1).trim()));
    } catch {
      // not one of the shop's
    }
  }
  return cookies;
}

export function cacheControl(page: RenderedPage, hasSession: boolean): string {
  if (page.kind === 'frame') return 'no-cache';
  if (hasSession) return 'private, no-store';
  if (!page.shareable) return 'private, no-cache';
  return `public, max-age=0, s-maxage=${sharedCache.maxAgeSeconds}, stale-while-revalidate=${sharedCache.staleWhileRevalidateSeconds}`;
}

/** Sends `html` (its status and headers set), from `copies` when it has them, else compressed now. */
export async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, copies?: Copies) {
  reply.type('text/html; charset=utf-8');
  // Brotli whenever the request takes it, whatever the order it lists its encodings in.
  const encoding = takenEncoding(request);
  // A page too small to gain from compression (no copies were made), or a request that takes neither: plain.
  if (!encoding || Buffer.byteLength(html) < smallestCompressed) return reply.send(html);
  return reply.header('content-encoding', encoding).send(copies ? copies[encoding] : await compress(html, encoding));
}

/** The page, with the headers of its kind and its shopper. */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  cookies: ReadonlyMap<string, string>,
  copies?: Copies,
) {
  const policy = cacheControl(page, cookies.has(sessionCookie));
  if (policy.startsWith('public')) reply.removeHeader('set-cookie');
  reply
    .code(page.status)
    .header('cache-control', policy)
    .header('content-language', page.language)
    .header('vary', pageVary);
  return sendHtml(request, reply, page.html, copies);
}
